import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../client.ts'
import { candidateFilterLexemes } from './candidate-filter-terms.ts'
import { bucketedTermsLiteral, searchDocument, searchTermBucketOf } from './japanese-text.ts'
import { provedSpellingLexemes } from './proved-spellings.ts'

// The member-search document of each candidate (decision 016): one row of
// candidate_search_documents built from the whole profile, so a search never joins. Everything
// that changes what recruiters search by calls refreshCandidateSearchDocuments with the
// candidates it touched: the candidate's own saves, sign-in, company blocks, account deletion,
// the seeds and the factories.

/** What a candidate is found by in member search, as read for the document. */
type CandidateSource = {
  user_id: number
  registered_at: string
  last_login_at: string | null
  profile_updated_at: string
  gender: string | null
  birth_date: string | null
  prefecture_id: number | null
  current_annual_income: number | null
  request_annual_income: number | null
  job_change_timing: string | null
  company_type_tendencies: string[]
  toeic_score: number | null
  toefl_score: number | null
  toefl_itp_score: number | null
  self_pr: string
  skill: string
  career_wish: string
  careers: { company: string; position: string; description: string; industry_id: number | null }[]
  experiences: { job_type_id: number; name: string; name_en: string | null }[]
  educations: {
    degree: string
    university_id: number | null
    school: string
    faculty: string
  }[]
  language_levels: string[]
  certifications: string[]
  wish_job_types: { id: number; name: string; name_en: string | null }[]
  wish_industries: { id: number; name: string; name_en: string | null }[]
  blocked_organisation_ids: number[]
}

/**
 * The candidates among `userIds` that recruiters may find, with everything the document holds,
 * in one statement: live, confirmed candidate accounts that saved at least their basic
 * information.
 */
async function readSources(db: DbOrTx, userIds: readonly number[]): Promise<CandidateSource[]> {
  const result = await db.execute<CandidateSource>(sql`
    select u.id::int as user_id,
      u.created_at as registered_at,
      u.last_login_at,
      greatest(p.updated_at,
        (select max(c.updated_at) from candidate_careers c where c.user_id = u.id),
        (select max(e.updated_at) from candidate_educations e where e.user_id = u.id)
      ) as profile_updated_at,
      p.gender, p.birth_date::text as birth_date, p.prefecture_id,
      p.current_annual_income, p.request_annual_income, p.job_change_timing,
      p.company_type_tendencies, p.toeic_score, p.toefl_score, p.toefl_itp_score,
      p.self_pr, p.skill, p.career_wish,
      coalesce((select json_agg(json_build_object('company', c.company_name,
          'position', c.position, 'description', c.description, 'industry_id', c.industry_id)
          order by c.started_on desc)
        from candidate_careers c where c.user_id = u.id), '[]') as careers,
      coalesce((select json_agg(json_build_object('job_type_id', x.job_type_id,
          'name', t.name, 'name_en', t.name_en))
        from candidate_experiences x join job_types t on t.id = x.job_type_id
        where x.user_id = u.id), '[]') as experiences,
      coalesce((select json_agg(json_build_object('degree', e.degree,
          'university_id', e.university_id,
          'school', coalesce(un.name || ' ' || coalesce(un.name_en, ''), e.school_name),
          'faculty', e.faculty))
        from candidate_educations e left join universities un on un.id = e.university_id
        where e.user_id = u.id), '[]') as educations,
      coalesce((select array_agg(l.language_id || ':' || l.level)
        from candidate_language_skills l where l.user_id = u.id), '{}') as language_levels,
      coalesce((select array_agg(cf.name)
        from candidate_certifications cc join certifications cf on cf.id = cc.certification_id
        where cc.user_id = u.id), '{}') as certifications,
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'name_en', t.name_en))
        from candidate_wish_job_types w join job_types t on t.id = w.job_type_id
        where w.user_id = u.id), '[]') as wish_job_types,
      coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'name_en', i.name_en))
        from candidate_wish_industries w join industries i on i.id = w.industry_id
        where w.user_id = u.id), '[]') as wish_industries,
      coalesce((select array_agg(distinct co.organisation_id)
        from candidate_company_blocks b join companies co on co.id = b.company_id
        where b.user_id = u.id and co.organisation_id is not null), '{}') as blocked_organisation_ids
    from users u
    join candidate_profiles p on p.user_id = u.id
    where u.id = any(${sql.param([...userIds])}::bigint[])
      and u.role_type = 'Candidate' and u.deleted_at is null
      and u.email_confirmed_at is not null and p.registration_step >= 1`)
  return result.rows
}

const names = (records: { name: string; name_en: string | null }[]) =>
  records.flatMap((record) => [record.name, record.name_en])

/** The document row of one candidate, ready for insertion (snake_case, as the table). */
export function candidateDocumentRow(source: CandidateSource) {
  const { searchText, searchGrams } = searchDocument([
    ...source.careers.flatMap((career) => [career.company, career.position, career.description]),
    source.self_pr,
    source.skill,
    source.career_wish,
    ...names(source.experiences),
    ...source.educations.flatMap((education) => [education.school, education.faculty]),
    ...source.certifications,
    ...names(source.wish_job_types),
    ...names(source.wish_industries),
  ])
  const unique = <T>(values: T[]) => [...new Set(values)]
  const filters = {
    gender: source.gender,
    birth_date: source.birth_date,
    prefecture_id: source.prefecture_id,
    current_annual_income: source.current_annual_income,
    request_annual_income: source.request_annual_income,
    job_change_timing: source.job_change_timing,
    company_type_tendencies: source.company_type_tendencies,
    experience_job_type_ids: unique(source.experiences.map((row) => row.job_type_id)),
    career_industry_ids: unique(
      source.careers.flatMap((career) => (career.industry_id ? [career.industry_id] : [])),
    ),
    wish_job_type_ids: unique(source.wish_job_types.map((row) => row.id)),
    wish_industry_ids: unique(source.wish_industries.map((row) => row.id)),
    language_levels: source.language_levels,
    toeic_score: source.toeic_score,
    toefl_score: source.toefl_score,
    toefl_itp_score: source.toefl_itp_score,
    degrees: unique(source.educations.map((row) => row.degree)),
    university_ids: unique(
      source.educations.flatMap((row) => (row.university_id ? [row.university_id] : [])),
    ),
    career_detail_length: [...source.self_pr].length,
  }
  return {
    user_id: source.user_id,
    search_text: searchText,
    search_terms: bucketedTermsLiteral(
      searchGrams,
      searchText,
      searchTermBucketOf(new Date(source.profile_updated_at)),
      [...provedSpellingLexemes(searchText), ...candidateFilterLexemes(filters)],
    ),
    ...filters,
    blocked_organisation_ids: source.blocked_organisation_ids,
    last_login_at: source.last_login_at,
    profile_updated_at: source.profile_updated_at,
    registered_at: source.registered_at,
  }
}

export type CandidateDocumentRow = ReturnType<typeof candidateDocumentRow>

/** The columns a document row fills, in one order for every writer. */
export const CANDIDATE_DOCUMENT_COLUMNS: readonly (keyof CandidateDocumentRow)[] = [
  'user_id',
  'search_text',
  'search_terms',
  'gender',
  'birth_date',
  'prefecture_id',
  'current_annual_income',
  'request_annual_income',
  'job_change_timing',
  'company_type_tendencies',
  'experience_job_type_ids',
  'career_industry_ids',
  'wish_job_type_ids',
  'wish_industry_ids',
  'language_levels',
  'toeic_score',
  'toefl_score',
  'toefl_itp_score',
  'degrees',
  'university_ids',
  'career_detail_length',
  'blocked_organisation_ids',
  'last_login_at',
  'profile_updated_at',
  'registered_at',
]
const DOCUMENT_COLUMNS = sql.raw(CANDIDATE_DOCUMENT_COLUMNS.join(', '))
const UPDATE_COLUMNS = sql.raw(
  [
    ...CANDIDATE_DOCUMENT_COLUMNS.filter((column) => column !== 'user_id').map(
      (column) => `${column} = excluded.${column}`,
    ),
    'indexed_at = now()',
  ].join(', '),
)

/**
 * Writes document rows in one statement whatever their number: the rows travel as one JSON
 * parameter, so a batch of thousands stays far from the protocol's limit of parameters.
 */
export async function writeCandidateDocumentRows(
  db: DbOrTx,
  rows: readonly CandidateDocumentRow[],
): Promise<void> {
  if (rows.length === 0) return
  await db.execute(sql`insert into candidate_search_documents (${DOCUMENT_COLUMNS})
    select ${DOCUMENT_COLUMNS}
    from json_populate_recordset(null::candidate_search_documents, ${JSON.stringify(rows)}::json)
    on conflict (user_id) do update set ${UPDATE_COLUMNS}`)
}

/**
 * Rebuilds the documents of the given candidates from their profiles, in two statements: those
 * recruiters may find are written, the others (deleted, unconfirmed, another role) removed.
 */
export async function refreshCandidateSearchDocuments(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return
  const sources = await readSources(db, userIds)
  await writeCandidateDocumentRows(db, sources.map(candidateDocumentRow))
  const found = new Set(sources.map((source) => source.user_id))
  const gone = userIds.filter((id) => !found.has(id))
  if (gone.length > 0) {
    await db.execute(sql`delete from candidate_search_documents
      where user_id = any(${sql.param(gone)}::bigint[])`)
  }
}

/**
 * Builds the documents every searchable candidate lacks, a batch at a time: after a migration on
 * a database that already holds candidates, and after seeding. Answers how many were written.
 */
export async function fillMissingCandidateSearchDocuments(
  db: DbOrTx,
  batchSize = 1000,
): Promise<number> {
  let written = 0
  for (;;) {
    const result = await db.execute<{ id: number }>(sql`select u.id::int as id from users u
      join candidate_profiles p on p.user_id = u.id
      where u.role_type = 'Candidate' and u.deleted_at is null
        and u.email_confirmed_at is not null and p.registration_step >= 1
        and not exists (select 1 from candidate_search_documents d where d.user_id = u.id)
      order by u.id limit ${batchSize}`)
    const ids = result.rows.map((row) => Number(row.id))
    if (ids.length === 0) return written
    await refreshCandidateSearchDocuments(db, ids)
    written += ids.length
  }
}

/** A reference record candidates' documents name: renaming it rewrites their documents. */
export type CandidateReference = { university: number } | { certification: number }

/**
 * The next `limit` candidates after `afterUserId` whose profile names the reference record, in
 * user id order, so a rewrite of many documents goes batch by batch.
 */
export async function listCandidatesNaming(
  db: DbOrTx,
  reference: CandidateReference,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const result =
    'university' in reference
      ? await db.execute<{ user_id: number }>(sql`select distinct user_id::int as user_id
          from candidate_educations where university_id = ${reference.university}
            and user_id > ${afterUserId} order by user_id limit ${limit}`)
      : await db.execute<{ user_id: number }>(sql`select user_id::int as user_id
          from candidate_certifications where certification_id = ${reference.certification}
            and user_id > ${afterUserId} order by user_id limit ${limit}`)
  return result.rows.map((row) => Number(row.user_id))
}
