import { sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../client.ts'
import {
  CANDIDATE_DOCUMENT_COLUMNS,
  type CandidateDocumentRow,
  candidateDocumentRow,
} from '../search/candidate-documents.ts'
import {
  type GeneratedCandidate,
  generateCandidate,
  generatedProfileUpdateMs,
} from './candidate-generator.ts'

// The candidate scale seed: many generated candidates for member-search benchmarks. Candidate i
// of the scale seed is always generateCandidate(SCALE_FIRST_INDEX + i), with an address under
// SCALE_EMAIL_DOMAIN, so counting those addresses tells a rerun where to go on from, and two
// benchmark databases of the same size hold the same people.
//
// A batch is one INSERT statement: every table's rows travel as one JSON parameter each
// (json_populate_recordset), chained by data-modifying CTEs. The statement is atomic, so a
// failed batch leaves no partial candidate, and sent whole, so the database works on it while
// this process generates the next batch. The search documents are built here from the
// generated rows with candidateDocumentRow (what refreshCandidateSearchDocuments builds, without
// reading each candidate back; a test holds the two equal).

/** Scale candidates' addresses end with this domain; the demo's do not. */
export const SCALE_EMAIL_DOMAIN = 'scale.kakehashi.example'
/** Generator indexes of the scale seed start here, past the demo's. */
export const SCALE_FIRST_INDEX = 1_000_000

export const scaleCandidateEmail = (i: number) => `candidate${i}@${SCALE_EMAIL_DOMAIN}`

type CandidateSource = Parameters<typeof candidateDocumentRow>[0]

/** Names of the reference records a document holds, read once per run. */
export interface ReferenceNames {
  jobTypes: Map<number, { name: string; name_en: string | null }>
  industries: Map<number, { name: string; name_en: string | null }>
  universities: Map<number, { name: string; name_en: string | null }>
  certifications: Map<number, string>
}

export async function readReferenceNames(db: DbOrTx): Promise<ReferenceNames> {
  type Named = { id: number; name: string; name_en: string | null }
  const read = async (table: string) =>
    (
      await db.execute<Named>(
        sql`select id::int as id, name, name_en from ${sql.identifier(table)} order by id`,
      )
    ).rows
  const byId = (rows: Named[]) =>
    new Map(rows.map((row) => [Number(row.id), { name: row.name, name_en: row.name_en }]))
  // One after another: `db` may be a transaction, whose one connection takes a query at a time.
  const jobTypes = await read('job_types')
  const industries = await read('industries')
  const universities = await read('universities')
  const certifications = await read('certifications')
  return {
    jobTypes: byId(jobTypes),
    industries: byId(industries),
    universities: byId(universities),
    certifications: new Map(certifications.map((row) => [Number(row.id), row.name])),
  }
}

const latest = (values: readonly string[]) =>
  values.reduce((max, value) => (value > max ? value : max))

/**
 * The document source of a generated candidate, as readSources would read it back from the
 * tables: lists in the order the database returns them (careers newest first, the others in
 * key order, educations as inserted), names from the reference tables, no blocks.
 */
export function generatedCandidateSource(
  userId: number,
  candidate: GeneratedCandidate,
  names: ReferenceNames,
): CandidateSource {
  const { user, profile } = candidate
  const named = (map: ReferenceNames['jobTypes'], id: number) => {
    const record = map.get(id)
    if (!record) throw new Error(`No reference record ${id}`)
    return record
  }
  return {
    user_id: userId,
    registered_at: user.created_at,
    last_login_at: user.last_login_at,
    profile_updated_at: latest([
      profile.updated_at,
      ...candidate.careers.map((career) => career.updated_at),
      ...candidate.educations.map((education) => education.updated_at),
    ]),
    gender: profile.gender,
    birth_date: profile.birth_date,
    prefecture_id: profile.prefecture_id,
    current_annual_income: profile.current_annual_income,
    request_annual_income: profile.request_annual_income,
    job_change_timing: profile.job_change_timing,
    company_type_tendencies: profile.company_type_tendencies,
    toeic_score: profile.toeic_score,
    toefl_score: profile.toefl_score,
    toefl_itp_score: profile.toefl_itp_score,
    self_pr: profile.self_pr,
    skill: profile.skill,
    career_wish: profile.career_wish,
    careers: candidate.careers.map((career) => ({
      company: career.company_name,
      position: career.position,
      description: career.description,
      industry_id: career.industry_id,
    })),
    experiences: candidate.experiences.map((experience) => ({
      job_type_id: experience.job_type_id,
      ...named(names.jobTypes, experience.job_type_id),
    })),
    educations: candidate.educations.map((education) => {
      const university =
        education.university_id === null
          ? undefined
          : named(names.universities, education.university_id)
      return {
        degree: education.degree,
        university_id: education.university_id,
        school: university
          ? `${university.name} ${university.name_en ?? ''}`
          : education.school_name,
        faculty: education.faculty,
      }
    }),
    language_levels: candidate.languageSkills.map((skill) => `${skill.language_id}:${skill.level}`),
    certifications: candidate.certificationIds.map((id) => {
      const name = names.certifications.get(id)
      if (name === undefined) throw new Error(`No certification ${id}`)
      return name
    }),
    wish_job_types: candidate.wishJobTypeIds.map((id) => ({ id, ...named(names.jobTypes, id) })),
    wish_industries: candidate.wishIndustryIds.map((id) => ({
      id,
      ...named(names.industries, id),
    })),
    blocked_organisation_ids: [],
  }
}

/** Draws `count` user ids from the users' identity, so child rows need no RETURNING order. */
export async function allocateUserIds(db: DbOrTx, count: number): Promise<number[]> {
  if (count === 0) return []
  const result = await db.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('users', 'id')) as id from generate_series(1, ${count})`,
  )
  return result.rows.map((row) => Number(row.id))
}

const rowsOf = <T>(
  candidates: readonly GeneratedCandidate[],
  ids: readonly number[],
  pick: (c: GeneratedCandidate) => T[],
) =>
  candidates.flatMap((candidate, k) => pick(candidate).map((row) => ({ user_id: ids[k]!, ...row })))

const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`

/** `insert into <table> (<columns>) select <columns> from json_populate_recordset(...)`. */
function insertFromJson(
  table: string,
  columns: readonly string[],
  rows: readonly object[],
  overriding = false,
) {
  const list = sql.raw(columns.join(', '))
  return sql`insert into ${sql.identifier(table)} (${list})${sql.raw(overriding ? ' overriding system value' : '')}
    select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${json(rows)})`
}

const USER_COLUMNS = [
  'id',
  'email',
  'role_type',
  'password_hash',
  'full_name',
  'full_name_kana',
  'email_confirmed_at',
  'last_login_at',
  'created_at',
  'updated_at',
] as const
const PROFILE_COLUMNS = [
  'user_id',
  'gender',
  'birth_date',
  'prefecture_id',
  'phone',
  'current_annual_income',
  'request_annual_income',
  'self_pr',
  'skill',
  'career_wish',
  'colleague_scouting',
  'company_type_tendencies',
  'job_change_timing',
  'job_change_timing_answered_at',
  'what_to_discuss',
  'toeic_score',
  'toefl_score',
  'toefl_itp_score',
  'registration_step',
  'registration_finished_at',
  'created_at',
  'updated_at',
] as const
const CAREER_COLUMNS = [
  'user_id',
  'company_name',
  'position',
  'industry_id',
  'started_on',
  'ended_on',
  'description',
  'created_at',
  'updated_at',
] as const
const EDUCATION_COLUMNS = [
  'user_id',
  'degree',
  'university_id',
  'school_name',
  'major_type_id',
  'faculty',
  'graduated_on',
  'created_at',
  'updated_at',
] as const

/**
 * Inserts generated candidates under the given user ids (from allocateUserIds) in one
 * statement: users, profiles and every list, and their search documents when given. Each
 * candidate's list rows go in the order generated, which is the order the document source
 * assumes.
 */
export async function insertGeneratedCandidates(
  db: DbOrTx,
  candidates: readonly GeneratedCandidate[],
  ids: readonly number[],
  documents: readonly CandidateDocumentRow[] = [],
): Promise<void> {
  if (candidates.length === 0) return
  const parts = [
    insertFromJson(
      'users',
      USER_COLUMNS,
      candidates.map((candidate, k) => ({ id: ids[k], ...candidate.user })),
      true,
    ),
    insertFromJson(
      'candidate_profiles',
      PROFILE_COLUMNS,
      rowsOf(candidates, ids, (c) => [c.profile]),
    ),
    insertFromJson(
      'candidate_careers',
      CAREER_COLUMNS,
      rowsOf(candidates, ids, (c) => c.careers),
    ),
    insertFromJson(
      'candidate_experiences',
      ['user_id', 'job_type_id', 'years'],
      rowsOf(candidates, ids, (c) => c.experiences),
    ),
    insertFromJson(
      'candidate_educations',
      EDUCATION_COLUMNS,
      rowsOf(candidates, ids, (c) => c.educations),
    ),
    insertFromJson(
      'candidate_language_skills',
      ['user_id', 'language_id', 'level'],
      rowsOf(candidates, ids, (c) => c.languageSkills),
    ),
    insertFromJson(
      'candidate_certifications',
      ['user_id', 'certification_id'],
      rowsOf(candidates, ids, (c) => c.certificationIds.map((id) => ({ certification_id: id }))),
    ),
    insertFromJson(
      'candidate_wish_job_types',
      ['user_id', 'job_type_id'],
      rowsOf(candidates, ids, (c) => c.wishJobTypeIds.map((id) => ({ job_type_id: id }))),
    ),
    insertFromJson(
      'candidate_wish_industries',
      ['user_id', 'industry_id'],
      rowsOf(candidates, ids, (c) => c.wishIndustryIds.map((id) => ({ industry_id: id }))),
    ),
    ...(documents.length > 0
      ? [insertFromJson('candidate_search_documents', CANDIDATE_DOCUMENT_COLUMNS, documents)]
      : []),
  ]
  // Data-modifying CTEs run in one statement; foreign keys are checked at its end.
  const [last, ...others] = parts.reverse()
  await db.execute(
    sql`with ${sql.join(
      others.reverse().map((part, k) => sql`${sql.raw(`t${k}`)} as (${part})`),
      sql`, `,
    )} ${last}`,
  )
}

export interface CandidateScaleOptions {
  /** How many scale candidates the database should hold when done. */
  candidates: number
  /** Candidates per statement. */
  batchSize?: number
  now?: Date
  /**
   * Let the search documents' GIN index gather a load's entries in a long pending list, merged
   * in large runs (LOAD_PENDING_LIST_KB): by default when the load at least doubles the
   * documents and adds 50,000 or more.
   */
  largeLoad?: boolean
  onProgress?: (progress: {
    done: number
    target: number
    inserted: number
    elapsedMs: number
  }) => void
}

export interface CandidateScaleResult {
  before: number
  inserted: number
  total: number
  elapsedMs: number
  /** Of elapsedMs: merging what the GIN index still held pending after a large load. */
  indexMs: number
}

/** The scale candidates there are: how many, and the generator slots missing below the highest. */
export async function scaleCandidatesPresent(
  db: DbOrTx,
): Promise<{ count: number; next: number; gaps: number[] }> {
  const pattern = `^candidate(\\d+)@${SCALE_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`
  const [summary] = (
    await db.execute<{ count: number; highest: number | null }>(sql`
      select count(*)::int as count, max(substring(email from ${pattern})::int) as highest
      from users where email like ${`%@${SCALE_EMAIL_DOMAIN}`}`)
  ).rows
  const count = Number(summary?.count ?? 0)
  const next =
    summary?.highest === null || summary?.highest === undefined ? 0 : Number(summary.highest) + 1
  if (count === next) return { count, next, gaps: [] }
  // Only after an interrupted run with batches in flight: the slots below the highest missing.
  const gaps = (
    await db.execute<{ i: number }>(sql`select i from generate_series(0, ${next - 1}) as i
      where not exists (select 1 from users
        where email = 'candidate' || i || ${`@${SCALE_EMAIL_DOMAIN}`})
      order by i`)
  ).rows.map((row) => Number(row.i))
  return { count, next, gaps }
}

/** The GIN indexes of the search documents and the pending list each keeps (kB; null: the default). */
async function documentGinIndexes(
  db: DbOrTx,
): Promise<Array<{ name: string; pendingListKb: number | null }>> {
  const { rows } = await db.execute<{ name: string; pending_list_kb: string | null }>(sql`
    select c.relname as name,
      (select split_part(option, '=', 2) from unnest(c.reloptions) as option
        where option like 'gin_pending_list_limit=%') as pending_list_kb
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
    where i.indrelid = 'candidate_search_documents'::regclass and am.amname = 'gin'
    order by c.relname`)
  return rows.map((row) => ({
    name: row.name,
    pendingListKb: row.pending_list_kb === null ? null : Number(row.pending_list_kb),
  }))
}

/** The key of the table comment under which a load's changes to the indexes wait (see below). */
const LOAD_MARK = 'kakehashi_scale_load'
/** The key under which an earlier version of this seed left the GIN indexes it had dropped. */
const DROPPED_INDEXES_MARK = 'kakehashi_scale_dropped_indexes'

/**
 * The pending list the documents' GIN index keeps during a large load, in kB. The migration
 * keeps it short (64 kB, for searches' sake: migration 0018), and then each insert merges a
 * few rows' entries into the index on its own. A long list is merged in large runs, sorted in
 * memory first, as a build would, but while the load goes on: over 50,000 candidates on the
 * local PostgreSQL, 36.3 s for the whole seed with this list, 42.8 s with the migration's,
 * 59.3 s writing each entry into the index at once (`fastupdate` off), and 48.2 s dropping the
 * index for the load and building it after, on one core once the load was done (at a million,
 * 665.9 s against 703.6 s). The index came out 187 MB, against 176 MB built and 147 MB written
 * entry by entry (at a million 1,808 MB against 1,740 MB built; searches read both alike). A search reads the whole
 * pending list, so the index gets its short list back after the load.
 */
const LOAD_PENDING_LIST_KB = 16_384

/**
 * Tops the scale candidates up to `options.candidates`, `batchSize` per statement, each with
 * its search document, in the order of their profile updates (inProfileUpdateOrder), then
 * refreshes the planner's statistics. During a large load the documents' GIN index keeps a long
 * pending list (LOAD_PENDING_LIST_KB), merged as it fills and once more at the end.
 */
export async function seedScaleCandidates(
  database: Database,
  options: CandidateScaleOptions,
): Promise<CandidateScaleResult> {
  const started = performance.now()
  const now = options.now ?? new Date()
  const batchSize = Math.max(1, options.batchSize ?? 2000)
  const { db } = database
  const present = await scaleCandidatesPresent(db)
  const before = present.count
  const target = Math.max(before, options.candidates)
  const toAdd = target - before
  // The generator slots to fill (holes left by an interrupted run first, then onwards), in the
  // order they are loaded.
  const slots = inProfileUpdateOrder(
    [
      ...present.gaps.slice(0, toAdd),
      ...Array.from(
        { length: Math.max(0, toAdd - present.gaps.length) },
        (_, k) => present.next + k,
      ),
    ],
    now,
  )
  const names = await readReferenceNames(db)

  const documentsBefore = Number(
    (await database.executeSql('select count(*)::int as n from candidate_search_documents')).rows[0]
      .n,
  )
  if (options.largeLoad ?? (toAdd >= 50_000 && toAdd >= documentsBefore)) {
    await lengthenPendingLists(database)
  }

  // Ids are drawn many batches ahead: on the embedded database's one connection, drawing them
  // would otherwise wait for the batch being inserted.
  let spareIds: number[] = []
  const takeIds = async (count: number, remaining: number) => {
    if (spareIds.length < count) {
      spareIds = [
        ...spareIds,
        ...(await allocateUserIds(db, Math.min(remaining, count * 25) - spareIds.length)),
      ]
    }
    return spareIds.splice(0, count)
  }
  const generate = async (from: number, to: number) => {
    const ids = await takeIds(to - from, slots.length - from)
    const candidates: GeneratedCandidate[] = []
    const documents: CandidateDocumentRow[] = []
    for (let k = from; k < to; k += 1) {
      const candidate = generateCandidate(SCALE_FIRST_INDEX + slots[k]!, {
        now,
        email: () => scaleCandidateEmail(slots[k]!),
      })
      candidates.push(candidate)
      documents.push(
        candidateDocumentRow(generatedCandidateSource(ids[k - from]!, candidate, names)),
      )
    }
    return { candidates, ids, documents, to }
  }

  // PostgreSQL works on two batches at once (one per core) while the next is generated; the
  // embedded database has one connection, so one.
  const inFlight = database.kind === 'postgres' ? 2 : 1
  const withoutKeyChecks = await mayLoadWithoutKeyChecks(db)
  const insertBatch = (batch: Awaited<ReturnType<typeof generate>>) =>
    withoutKeyChecks
      ? db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`)
          await insertGeneratedCandidates(tx, batch.candidates, batch.ids, batch.documents)
        })
      : insertGeneratedCandidates(db, batch.candidates, batch.ids, batch.documents)
  let inserted = 0
  const pending = new Set<Promise<void>>()
  try {
    for (let from = 0; from < slots.length; from += batchSize) {
      const batch = await generate(from, Math.min(slots.length, from + batchSize))
      while (pending.size >= inFlight) await Promise.race(pending)
      const statement: Promise<void> = insertBatch(batch).then(() => {
        pending.delete(statement)
        inserted += batch.candidates.length
        options.onProgress?.({
          done: before + inserted,
          target,
          inserted,
          elapsedMs: performance.now() - started,
        })
      })
      pending.add(statement)
    }
    await Promise.all(pending)
  } catch (error) {
    // The other batch in flight finishes either way; the next run fills what is missing and
    // builds the indexes this one dropped.
    await Promise.allSettled(pending)
    throw error
  }

  const indexStarted = performance.now()
  const merged = await finishLoadIndexes(database)
  const indexMs = merged ? performance.now() - indexStarted : 0
  if (inserted > 0) {
    await database.executeSql(`analyze users, candidate_profiles, candidate_careers,
      candidate_experiences, candidate_educations, candidate_language_skills,
      candidate_certifications, candidate_wish_job_types, candidate_wish_industries,
      candidate_search_documents`)
  }
  return { before, inserted, total: target, elapsedMs: performance.now() - started, indexMs }
}

/**
 * The slots in the order their candidates last updated their profiles, oldest first: the order
 * in which a running platform's documents table grows, since every profile save writes its
 * document anew. The documents of a week of updates then lie together, and so do the keys of
 * the bucketed terms index they add (each lexeme begins with its week): a merge of the pending
 * list writes into the index's end. Building the index, as the seed once did, with the week at
 * each lexeme's end, took 31 s over 50,000 documents in this order against 106 s in slot order,
 * where every stretch of the table holds every week.
 */
function inProfileUpdateOrder(slots: number[], now: Date): number[] {
  const updated = slots.map((slot) => generatedProfileUpdateMs(SCALE_FIRST_INDEX + slot, { now }))
  return slots
    .map((_, k) => k)
    .sort((a, b) => (updated[a] as number) - (updated[b] as number) || a - b)
    .map((k) => slots[k] as number)
}

/**
 * Whether batches may go in with the foreign-key triggers off (`session_replication_role =
 * replica`, which takes a superuser: the embedded database's role, a local server's usually).
 * The keys of a generated candidate are known good: user ids are drawn from the sequence here,
 * job types, industries, schools and certifications are named through readReferenceNames (which
 * refuses an unknown id), and the seed's test checks every foreign key after a load. Checking
 * each of a candidate's dozen list rows against its user took twice the time of inserting them.
 */
async function mayLoadWithoutKeyChecks(db: DbOrTx): Promise<boolean> {
  const { rows } = await db.execute<{ superuser: string }>(
    sql`select current_setting('is_superuser') as superuser`,
  )
  return rows[0]?.superuser === 'on'
}

type LoadMarks = {
  /** Per GIN index, the pending list it kept before the load (kB; null: the default). */
  [LOAD_MARK]?: Record<string, number | null>
  [DROPPED_INDEXES_MARK]?: string[]
}

async function readLoadMarks(db: DbOrTx): Promise<LoadMarks> {
  const { rows } = await db.execute<{ comment: string | null }>(
    sql`select obj_description('candidate_search_documents'::regclass, 'pg_class') as comment`,
  )
  const comment = rows[0]?.comment
  if (!comment) return {}
  try {
    const parsed = JSON.parse(comment) as unknown
    return parsed && typeof parsed === 'object' ? (parsed as LoadMarks) : {}
  } catch {
    return {}
  }
}

async function writeLoadMarks(db: DbOrTx, marks: LoadMarks): Promise<void> {
  const text = Object.keys(marks).length > 0 ? quote(JSON.stringify(marks)) : 'null'
  await db.execute(sql.raw(`comment on table candidate_search_documents is ${text}`))
}

const setPendingList = (name: string, kb: number | null) =>
  sql.raw(
    kb === null
      ? `alter index ${quoteIdent(name)} reset (gin_pending_list_limit)`
      : `alter index ${quoteIdent(name)} set (gin_pending_list_limit = ${Math.trunc(kb)})`,
  )

/**
 * Gives the documents' GIN indexes the load's long pending list. What each kept before is
 * written into the table's comment in the same transaction, so a run that dies before the end
 * leaves the next run (or the end of this one) what to set back, and a second run does not
 * take the load's setting for the index's own.
 */
async function lengthenPendingLists(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    const marks = await readLoadMarks(tx)
    const kept = { ...marks[LOAD_MARK] }
    for (const index of await documentGinIndexes(tx)) {
      if (!(index.name in kept)) kept[index.name] = index.pendingListKb
      await tx.execute(setPendingList(index.name, LOAD_PENDING_LIST_KB))
    }
    await writeLoadMarks(tx, { ...marks, [LOAD_MARK]: kept })
  })
}

/**
 * After a load: merges what the GIN indexes still hold pending and gives them back the pending
 * lists they kept before it; builds the indexes an earlier version of this seed dropped for a
 * load that was cut short. True if there was anything to do.
 */
async function finishLoadIndexes(database: Database): Promise<boolean> {
  const marks = await readLoadMarks(database.db)
  const kept = marks[LOAD_MARK]
  const remembered = marks[DROPPED_INDEXES_MARK]
  const dropped = (Array.isArray(remembered) ? remembered : []).filter(
    (item): item is string => typeof item === 'string',
  )
  if (!kept && dropped.length === 0) return false
  for (const definition of dropped) {
    await database.db.execute(
      sql.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')),
    )
  }
  const present = new Set((await documentGinIndexes(database.db)).map((index) => index.name))
  for (const name of Object.keys(kept ?? {}).filter((name) => present.has(name))) {
    await database.db.execute(sql`select gin_clean_pending_list(${name}::regclass)`)
  }
  await database.db.transaction(async (tx) => {
    for (const [name, kb] of Object.entries(kept ?? {})) {
      if (present.has(name)) await tx.execute(setPendingList(name, kb))
    }
    const { [LOAD_MARK]: _kept, [DROPPED_INDEXES_MARK]: _dropped, ...others } = marks
    await writeLoadMarks(tx, others)
  })
  return true
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
