import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../client.ts'
import { searchIndexVersions } from '../schema/index.ts'
import { refreshCandidateSearchDocuments } from './candidate-documents.ts'
import {
  agentSearchDocument,
  bannerTriggers,
  columnSearchDocument,
  companySearchDocument,
  htmlToText,
  jobSearchDocument,
  universitySearchDocument,
} from './documents.ts'
import { SEARCH_TEXT_VERSION } from './japanese-text.ts'

// Rebuilding the stored search documents when the search rules change (decision 011). Documents
// are stored normalised, so text written under older rules no longer matches queries normalised
// under the new ones. `search_index_versions` records the rules each table was built with; a
// table whose version is older than SEARCH_TEXT_VERSION is rebuilt from its source records, a
// batch at a time, with the same builders the saves use.

/**
 * Every table that stores text normalised by the search rules: `search_text` and
 * `search_grams`, or (banners) trigger words compared with a search's words.
 */
export const SEARCHABLE_TABLES = [
  'job_infos',
  'companies',
  'agents',
  'columns',
  'universities',
  'candidate_search_documents',
  'banner_job_infos',
] as const

export type SearchableTable = (typeof SEARCHABLE_TABLES)[number]

type SearchDocument = { searchText: string; searchGrams: string[] }

/** How the documents of a table with its own `id` are read from their sources and built. */
interface DocumentSource<Row extends { id: number }> {
  /** One statement reading the given rows with everything their documents hold. */
  read: (ids: SQL) => SQL
  build: (row: Row) => SearchDocument
}

const source = <Row extends { id: number }>(definition: DocumentSource<Row>) =>
  definition as DocumentSource<{ id: number }>

type JobSource = {
  id: number
  title: string
  title_en: string | null
  position: string
  division: string
  company_text: string | null
  company_name_en: string | null
  hide_company: boolean
  industry_name: string | null
  prefecture_name: string | null
  work_place_description: string
  job_type_names: string[]
  tag_names: string[]
  job_description: string
  requirement: string
  welcome_skill: string
}

/** The tables whose rows carry their own document; candidates have a table of documents. */
export type DocumentTable = Exclude<
  SearchableTable,
  'candidate_search_documents' | 'banner_job_infos'
>

const SOURCES: Record<DocumentTable, DocumentSource<{ id: number }>> = {
  // As the job editor gathers them: the company as the job names it, its English name from the
  // company record (a company publishing for itself falls back to its organisation's), and job
  // types and tags in the order of their ids. A hidden company's names stay out (the builder).
  job_infos: source<JobSource>({
    read: (ids) => sql`select j.id::int as id, j.title, j.title_en, j.position, j.division,
        j.company_text,
        case when j.publisher_type = 'Company' then coalesce(c.name_en, o.name_en)
          else c.name_en end as company_name_en,
        j.hide_company, i.name as industry_name, p.name as prefecture_name,
        j.work_place_description,
        coalesce((select array_agg(t.name order by t.id) from job_info_job_types l
          join job_types t on t.id = l.job_type_id where l.job_info_id = j.id), '{}') as job_type_names,
        coalesce((select array_agg(g.name order by g.id) from job_info_job_info_tags l
          join job_info_tags g on g.id = l.job_info_tag_id where l.job_info_id = j.id), '{}') as tag_names,
        j.job_description, j.requirement, j.welcome_skill
      from job_infos j
      join organisations o on o.id = j.organisation_id
      left join companies c on c.id = j.company_id
      left join industries i on i.id = j.industry_id
      left join prefectures p on p.id = j.prefecture_id
      where j.id = any(${ids})`,
    build: (row) =>
      jobSearchDocument(
        {
          title: row.title,
          titleEn: row.title_en,
          position: row.position,
          division: row.division,
          companyName: row.company_text,
          companyNameEn: row.company_name_en,
          industryName: row.industry_name,
          prefectureName: row.prefecture_name,
          workPlaceDescription: row.work_place_description,
          jobTypeNames: row.job_type_names,
          tagNames: row.tag_names,
          jobDescription: row.job_description,
          requirement: row.requirement,
          welcomeSkill: row.welcome_skill,
        },
        { hideCompany: row.hide_company },
      ),
  }),
  companies: source<{
    id: number
    name: string
    name_en: string | null
    name_kana: string | null
    industry_name: string | null
    description: string
  }>({
    read: (ids) => sql`select c.id::int as id, c.name, c.name_en, c.name_kana,
        i.name as industry_name, c.description
      from companies c left join industries i on i.id = c.industry_id
      where c.id = any(${ids})`,
    build: (row) =>
      companySearchDocument({
        name: row.name,
        nameEn: row.name_en,
        nameKana: row.name_kana,
        industryName: row.industry_name,
        description: row.description,
      }),
  }),
  agents: source<{
    id: number
    name: string
    name_en: string | null
    catch_copy: string
    description: string
  }>({
    read: (ids) => sql`select a.id::int as id, a.name, a.name_en, a.catch_copy, a.description
      from agents a where a.id = any(${ids})`,
    build: (row) =>
      agentSearchDocument({
        name: row.name,
        nameEn: row.name_en,
        catchCopy: row.catch_copy,
        description: row.description,
      }),
  }),
  columns: source<{
    id: number
    title: string
    title_en: string | null
    summary: string
    body: string
    tag_names: string[]
  }>({
    read: (ids) => sql`select c.id::int as id, c.title, c.title_en, c.summary, c.body,
        coalesce((select array_agg(n.name order by t.id, n.english) from column_tags ct
          join tags t on t.id = ct.tag_id
          cross join lateral (values (t.name, false), (t.name_en, true)) as n(name, english)
          where ct.column_id = c.id and n.name <> ''), '{}') as tag_names
      from columns c where c.id = any(${ids})`,
    build: (row) =>
      columnSearchDocument({
        title: row.title,
        titleEn: row.title_en,
        summary: row.summary,
        bodyText: htmlToText(row.body),
        tagNames: row.tag_names,
      }),
  }),
  universities: source<{ id: number; name: string; name_kana: string; name_en: string }>({
    read: (ids) => sql`select u.id::int as id, u.name, u.name_kana, u.name_en
      from universities u where u.id = any(${ids})`,
    build: (row) =>
      universitySearchDocument({ name: row.name, nameKana: row.name_kana, nameEn: row.name_en }),
  }),
}

/** The column each table's batches are keyed and ordered on. */
const keyColumn = (table: SearchableTable) =>
  sql.identifier(table === 'candidate_search_documents' ? 'user_id' : 'id')

/**
 * Locks the next batch of rows after `afterId` and answers their ids. A save of one of them waits
 * until the batch is written, then writes its own document over it; a save already under way is
 * waited for, so the batch reads what it saved. Either way no document is left older than its
 * record.
 */
async function lockBatch(
  tx: DbOrTx,
  table: SearchableTable,
  afterId: number,
  batchSize: number,
): Promise<number[]> {
  const key = keyColumn(table)
  const result = await tx.execute<{ id: number }>(sql`select ${key}::int as id
    from ${sql.identifier(table)} where ${key} > ${afterId}
    order by ${key} limit ${batchSize} for update`)
  return result.rows.map((row) => Number(row.id))
}

/**
 * Rebuilds the documents of the given rows of a table with its own `id`, in the caller's
 * transaction: for a change to a record the documents name (a tag's name, say).
 */
export const refreshSearchDocuments = (tx: DbOrTx, table: DocumentTable, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve() : rebuildRows(tx, table, ids)

/** Rebuilds the documents of the given rows of a table with its own `id`. */
async function rebuildRows(
  tx: DbOrTx,
  table: DocumentTable,
  ids: readonly number[],
): Promise<void> {
  const { read, build } = SOURCES[table]
  const rows = (await tx.execute<{ id: number }>(read(sql`${sql.param([...ids])}::bigint[]`))).rows
  const documents = rows.map((row) => {
    const { searchText, searchGrams } = build(row)
    return { id: Number(row.id), search_text: searchText, search_grams: searchGrams }
  })
  if (documents.length === 0) return
  // One statement for the batch, the documents travelling as one JSON parameter. Rows whose
  // document comes out the same are left alone: rewriting them would only leave dead rows behind.
  await tx.execute(sql`update ${sql.identifier(table)} t
    set search_text = d.search_text, search_grams = d.search_grams
    from json_to_recordset(${JSON.stringify(documents)}::json)
      as d(id bigint, search_text text, search_grams text[])
    where t.id = d.id
      and (t.search_text is distinct from d.search_text
        or t.search_grams is distinct from d.search_grams)`)
}

/**
 * Normalises the given banners' trigger words again from the phrases as typed (a banner saved
 * before the phrases were kept has its stored words as its phrases: every earlier form of the
 * rules only folded more finely than the one before, so they normalise as the typed words do).
 */
async function rebuildTriggerWords(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const rows = (
    await tx.execute<{
      id: number
      trigger_phrases: string[]
    }>(sql`select id::int as id, trigger_phrases
      from banner_job_infos where id = any(${sql.param([...ids])}::bigint[])`)
  ).rows
  const banners = rows.map((row) => ({
    id: Number(row.id),
    trigger_words: bannerTriggers(row.trigger_phrases).triggerWords,
  }))
  if (banners.length === 0) return
  await tx.execute(sql`update banner_job_infos b set trigger_words = d.trigger_words
    from json_to_recordset(${JSON.stringify(banners)}::json) as d(id bigint, trigger_words text[])
    where b.id = d.id and b.trigger_words is distinct from d.trigger_words`)
}

export interface RebuildOptions {
  /** Rows per transaction (default 2,000). */
  batchSize?: number
}

export interface RebuiltSearchTable {
  table: SearchableTable
  /** Rows whose documents were rebuilt. */
  rows: number
  ms: number
}

/**
 * Rebuilds `search_text` and `search_grams` of every row of a table from its source records, in
 * batches ordered by id, each in its own transaction: one statement locks the batch, one reads
 * its sources, one writes the documents. Candidates go through `refreshCandidateSearchDocuments`,
 * their documents' one writer. Searches meanwhile see each batch either before or after.
 */
export async function rebuildSearchDocuments(
  db: DbOrTx,
  table: SearchableTable,
  options: RebuildOptions = {},
): Promise<RebuiltSearchTable> {
  const started = performance.now()
  const batchSize = options.batchSize ?? 2000
  let afterId = 0
  let rows = 0
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, table, afterId, batchSize)
      if (batch.length === 0) return batch
      if (table === 'candidate_search_documents') {
        await refreshCandidateSearchDocuments(tx, batch)
      } else if (table === 'banner_job_infos') {
        await rebuildTriggerWords(tx, batch)
      } else {
        await rebuildRows(tx, table, batch)
      }
      return batch
    })
    rows += ids.length
    if (ids.length < batchSize) break
    afterId = ids[ids.length - 1]!
  }
  return { table, rows, ms: Math.round(performance.now() - started) }
}

/** The tables whose documents were built under older rules than the current ones, or unknown. */
export async function staleSearchTables(db: DbOrTx): Promise<SearchableTable[]> {
  const recorded = await db
    .select({ tableName: searchIndexVersions.tableName, version: searchIndexVersions.version })
    .from(searchIndexVersions)
  const versions = new Map(recorded.map((row) => [row.tableName, row.version]))
  return SEARCHABLE_TABLES.filter((table) => (versions.get(table) ?? 0) < SEARCH_TEXT_VERSION)
}

/** Records that the documents of these tables follow the current rules. */
export async function recordSearchIndexVersion(
  db: DbOrTx,
  tables: readonly SearchableTable[],
): Promise<void> {
  if (tables.length === 0) return
  await db
    .insert(searchIndexVersions)
    .values(tables.map((tableName) => ({ tableName, version: SEARCH_TEXT_VERSION })))
    .onConflictDoUpdate({
      target: searchIndexVersions.tableName,
      set: { version: SEARCH_TEXT_VERSION, rebuiltAt: sql`now()` },
    })
}

/**
 * The searchable tables without a row. A seed that starts on one writes all its documents under
 * the current rules, so it records the current version for it when done; a table that already
 * held rows keeps its recorded version, and the rows written before stay due for a rebuild.
 */
export async function emptySearchTables(db: DbOrTx): Promise<SearchableTable[]> {
  const result = await db.execute<{ table_name: SearchableTable }>(
    sql.join(
      SEARCHABLE_TABLES.map(
        (table) => sql`select ${table}::text as table_name
          where not exists (select 1 from ${sql.identifier(table)})`,
      ),
      sql` union all `,
    ),
  )
  const empty = new Set(result.rows.map((row) => row.table_name))
  return SEARCHABLE_TABLES.filter((table) => empty.has(table))
}

export interface RebuildStaleOptions extends RebuildOptions {
  /** Told about each table once it is rebuilt and recorded. */
  log?: (rebuilt: RebuiltSearchTable) => void
  /**
   * Reclaims the rows a rebuild replaced (VACUUM, outside any transaction): the embedded
   * database has no autovacuum.
   */
  vacuum?: boolean
}

/**
 * Rebuilds every stale table and records its version, one table at a time, so a run cut short
 * leaves the tables it finished recorded. Answers what it did, table by table.
 */
export async function rebuildStaleSearchDocuments(
  db: DbOrTx,
  options: RebuildStaleOptions = {},
): Promise<RebuiltSearchTable[]> {
  const done: RebuiltSearchTable[] = []
  for (const table of await staleSearchTables(db)) {
    const rebuilt = await rebuildSearchDocuments(db, table, options)
    await recordSearchIndexVersion(db, [table])
    if (options.vacuum && rebuilt.rows > 0) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`)
    }
    options.log?.(rebuilt)
    done.push(rebuilt)
  }
  return done
}
