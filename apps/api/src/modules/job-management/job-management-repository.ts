import {
  JOB_EXPIRING_DAYS,
  JOB_EXTENSION_DAYS,
  type JobManagementSort,
  type JobStatus,
} from '@kakehashi/contracts'
import {
  agents,
  companies,
  type DbOrTx,
  industries,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfos,
  jobInfoTags,
  jobTypes,
  type KeywordTerm,
  type NewJobInfo,
  organisations,
  prefectures,
  selfApplies,
} from '@kakehashi/db'
import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  ne,
  notInArray,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { listJobTypes } from '../jobs/jobs-repository.ts'
import { publicJobCondition, tokyoToday } from '../jobs/public-job.ts'

// The only Drizzle code of job management. Every statement names the caller's organisation, so
// another organisation's job is never read, changed or counted: it is simply not found.

export { listJobTypes }

/** A job type as the answers show it (JobTypeRef). */
interface JobTypeJson {
  id: number
  code: string
  path: string
  name: string
  name_en: string
  parent_id: number | null
}

/** A job tag as the answers show it (JobInfoTag). */
interface JobInfoTagJson {
  id: number
  code: string
  name: string
  name_en: string
}

const ownJob = (organisationId: number, id: number) =>
  and(eq(jobInfos.organisationId, organisationId), eq(jobInfos.id, id)) as SQL

const isLive = sql`${jobInfos.status} in ('open', 'open_for_scout')`

/**
 * Open or scout-only, ending within JOB_EXPIRING_DAYS days (Japan date), not yet past the end:
 * what the answers call `is_expiring`.
 */
export const isExpiring = sql<boolean>`(${isLive} and ${jobInfos.recruitmentEndOn}
  between ${tokyoToday} and ${tokyoToday} + ${JOB_EXPIRING_DAYS}::int)`

/** The job's place against its period today (Japan date), as every answer shows it. */
const periodColumns = {
  daysLeft: sql<number | null>`(${jobInfos.recruitmentEndOn} - ${tokyoToday})::int`,
  canExtend: sql<boolean>`(${isLive} and ${jobInfos.recruitmentEndOn} is not null
    and ${jobInfos.recruitmentEndOn} - ${tokyoToday} <= ${JOB_EXPIRING_DAYS}::int)`,
  selfApplyCount: sql<number>`(select count(*) from ${selfApplies}
    where ${selfApplies.jobInfoId} = ${qualified(jobInfos.id)})::int`,
}

// Every column but the search ones (the gram array alone is several kilobytes per job) and the
// request key, which no answer shows.
const {
  searchText: _text,
  searchGrams: _grams,
  clientRequestId: _request,
  ...jobColumns
} = getTableColumns(jobInfos)

/** A job as its detail shows it: its columns, its period and whether the public sees it. */
const detailColumns = {
  ...jobColumns,
  ...periodColumns,
  isPublic: sql<boolean>`${publicJobCondition()}`,
}

// The records a job refers to, already in the answers' shapes.
const jobTypeJson = sql`json_build_object('id', ${jobTypes.id}, 'code', ${jobTypes.code},
  'path', ${jobTypes.path}, 'name', ${jobTypes.name}, 'name_en', ${jobTypes.nameEn},
  'parent_id', ${jobTypes.parentId})`
const jobTypeOrder = sql`${jobTypes.position}, ${jobTypes.id}`
const jobInfoTagJson = sql`json_build_object('id', ${jobInfoTags.id}, 'code', ${jobInfoTags.code},
  'name', ${jobInfoTags.name}, 'name_en', ${jobInfoTags.nameEn})`
const jobInfoTagOrder = sql`${jobInfoTags.position}, ${jobInfoTags.id}`

// Who publishes, and what a body refers to -------------------------------------------------------

/** A named record as the answers show it (NamedRecord). */
export interface NamedRecordJson {
  id: number
  name: string
  name_en: string | null
}

/** A company as the detail shows it. */
export interface CompanyJson extends NamedRecordJson {
  logo_path: string | null
}

const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::bigint[]`

const companyJson = sql`json_build_object('id', ${companies.id}, 'name', ${companies.name},
  'name_en', ${companies.nameEn}, 'logo_path', ${companies.logoPath})`

/**
 * Everything a save checks and answers, in one statement: whether the job is the
 * organisation's (for an update), the organisation as a publisher (a company publishes for its
 * own catalogue company when it has one, an agent firm as its agent profile), and the records
 * the body names, already in the answer's shapes. An unknown id is simply left out (null, or
 * missing from its list), which is how the caller notices it.
 */
export async function findSaveContext(
  db: DbOrTx,
  organisationId: number,
  refs: {
    jobId: number | null
    industryId: number
    prefectureId: number
    jobTypeIds: number[]
    tagIds: number[]
    companyId: number | null
  },
) {
  const [row] = await db
    .select({
      ownsJob:
        refs.jobId === null
          ? sql<boolean>`true`
          : sql<boolean>`exists (select 1 from ${jobInfos} where ${ownJob(organisationId, refs.jobId)})`,
      kind: organisations.kind,
      name: organisations.name,
      nameEn: organisations.nameEn,
      ownCompany: sql<CompanyJson | null>`case when ${companies.id} is not null
        then ${companyJson} end`,
      agentId: agents.id,
      chosenCompany:
        refs.companyId === null
          ? sql<CompanyJson | null>`null::json`
          : // The inner "companies" is the chosen one, not the organisation's joined outside.
            sql<CompanyJson | null>`(${db
              .select({ company: companyJson })
              .from(companies)
              .where(eq(companies.id, refs.companyId))})`,
      industry: sql<NamedRecordJson | null>`(select json_build_object('id', ${industries.id},
        'name', ${industries.name}, 'name_en', ${industries.nameEn})
        from ${industries} where ${industries.id} = ${refs.industryId})`,
      prefecture: sql<NamedRecordJson | null>`(select json_build_object('id', ${prefectures.id},
        'name', ${prefectures.name}, 'name_en', ${prefectures.nameEn})
        from ${prefectures} where ${prefectures.id} = ${refs.prefectureId})`,
      jobTypes: sql<
        JobTypeJson[]
      >`coalesce((select json_agg(${jobTypeJson} order by ${jobTypeOrder})
        from ${jobTypes} where ${jobTypes.id} = any(${idArray(refs.jobTypeIds)})), '[]'::json)`,
      jobInfoTags: sql<JobInfoTagJson[]>`coalesce((select json_agg(${jobInfoTagJson}
        order by ${jobInfoTagOrder})
        from ${jobInfoTags} where ${jobInfoTags.id} = any(${idArray(refs.tagIds)})), '[]'::json)`,
    })
    .from(organisations)
    .leftJoin(companies, eq(companies.organisationId, organisations.id))
    .leftJoin(agents, eq(agents.organisationId, organisations.id))
    .where(eq(organisations.id, organisationId))
    .limit(1)
  return row
}

// Reading ---------------------------------------------------------------------------------------

function findJob(db: DbOrTx, condition: SQL) {
  return db
    .select({
      ...detailColumns,
      company: {
        id: companies.id,
        name: companies.name,
        nameEn: companies.nameEn,
        logoPath: companies.logoPath,
      },
      industry: { id: industries.id, name: industries.name, nameEn: industries.nameEn },
      prefecture: { id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn },
      // The job's links in the same statement, already in the answer's shape.
      jobTypes: sql<
        JobTypeJson[]
      >`coalesce((select json_agg(${jobTypeJson} order by ${jobTypeOrder})
        from ${jobInfoJobTypes} join ${jobTypes} on ${jobTypes.id} = ${jobInfoJobTypes.jobTypeId}
        where ${jobInfoJobTypes.jobInfoId} = ${qualified(jobInfos.id)}), '[]'::json)`,
      jobInfoTags: sql<JobInfoTagJson[]>`coalesce((select json_agg(${jobInfoTagJson}
          order by ${jobInfoTagOrder})
        from ${jobInfoJobInfoTags} join ${jobInfoTags} on ${jobInfoTags.id} = ${jobInfoJobInfoTags.jobInfoTagId}
        where ${jobInfoJobInfoTags.jobInfoId} = ${qualified(jobInfos.id)}), '[]'::json)`,
    })
    .from(jobInfos)
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .leftJoin(industries, eq(industries.id, jobInfos.industryId))
    .leftJoin(prefectures, eq(prefectures.id, jobInfos.prefectureId))
    .where(condition)
}

/** One of the organisation's jobs with its names, period and counts; undefined when not its. */
export async function findOwnJob(db: DbOrTx, organisationId: number, id: number) {
  const [row] = await findJob(db, ownJob(organisationId, id))
  return row
}

/** The job the organisation created with this request key, if any. */
export async function findOwnJobByRequest(
  db: DbOrTx,
  organisationId: number,
  clientRequestId: string,
) {
  const [row] = await findJob(
    db,
    and(
      eq(jobInfos.organisationId, organisationId),
      eq(jobInfos.clientRequestId, clientRequestId),
    ) as SQL,
  )
  return row
}

export type OwnJobRow = NonNullable<Awaited<ReturnType<typeof findOwnJob>>>

/** A job's own columns as a save writes them and reads them back in the same statement. */
export type SavedJobRow = Omit<
  OwnJobRow,
  'company' | 'industry' | 'prefecture' | 'jobTypes' | 'jobInfoTags'
>

export interface OwnJobFilters {
  /** One state, or every state but closed when absent. */
  status?: JobStatus
  /** Only the jobs ending soon (`isExpiring`). */
  expiring?: boolean
  keywords: readonly KeywordTerm[]
}

function listCondition(organisationId: number, filters: OwnJobFilters): SQL {
  const conditions: SQL[] = [
    eq(jobInfos.organisationId, organisationId),
    filters.status ? eq(jobInfos.status, filters.status) : ne(jobInfos.status, 'closed'),
  ]
  if (filters.expiring) conditions.push(isExpiring)
  const keyword = keywordCondition(searchColumnsOf(jobInfos), {
    all: filters.keywords,
  })
  if (keyword) conditions.push(keyword)
  return and(...conditions) as SQL
}

/** The columns an order reads: the job's own, or the same ones carried by a subquery. */
interface SortColumns {
  id: SQLWrapper
  updatedAt: SQLWrapper
  createdAt: SQLWrapper
  recruitmentEndOn: SQLWrapper
}

/**
 * Each order ends on the id so pages never overlap. The default is spelt exactly as the index
 * job_infos_organisation_updated_idx is built (nulls last included: `desc` alone means nulls
 * first, which the index cannot give), so a page is read from it and the walk stops.
 */
function sortOrder(sort: JobManagementSort, t: SortColumns = jobInfos): SQL[] {
  switch (sort) {
    case 'updated_at':
      return [sql`${t.updatedAt} desc nulls last`, sql`${t.id} desc nulls last`]
    case 'created_at':
      return [sql`${t.createdAt} desc`, sql`${t.id} desc`]
    case 'recruitment_end_on':
      return [sql`${t.recruitmentEndOn} asc nulls last`, sql`${t.id} desc`]
  }
}

/** A row of the list: the job's summary, its period and its self-applications. */
const listColumns = {
  id: jobInfos.id,
  title: jobInfos.title,
  status: jobInfos.status,
  companyText: jobInfos.companyText,
  displayCompanyName: jobInfos.displayCompanyName,
  hideCompany: jobInfos.hideCompany,
  companyName: companies.name,
  employmentType: jobInfos.employmentType,
  recruitmentStartOn: jobInfos.recruitmentStartOn,
  recruitmentEndOn: jobInfos.recruitmentEndOn,
  createdAt: jobInfos.createdAt,
  updatedAt: jobInfos.updatedAt,
  publishedAt: jobInfos.publishedAt,
  stockCount: jobInfos.stockCount,
  ...periodColumns,
}

/**
 * One page of the organisation's jobs, in one statement. The page's ids are chosen first from
 * the narrow columns the order needs; names and counts are then read for those rows only, not
 * for every row the offset skips.
 */
export function listOwnJobs(
  db: DbOrTx,
  organisationId: number,
  filters: OwnJobFilters,
  sort: JobManagementSort,
  window: PageWindow,
) {
  const page = db
    .select({ pageId: sql<number>`${jobInfos.id}`.as('page_id') })
    .from(jobInfos)
    .where(listCondition(organisationId, filters))
    .orderBy(...sortOrder(sort))
    .limit(window.limit)
    .offset(window.offset)
    .as('page')
  return db
    .select(listColumns)
    .from(page)
    .innerJoin(jobInfos, eq(jobInfos.id, page.pageId))
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .orderBy(...sortOrder(sort))
}

export type OwnJobListRow = Awaited<ReturnType<typeof listOwnJobs>>[number]

/**
 * A keyword's page and its count up to `cap + 1`, in one statement: the matches are taken from
 * the gram index once, with just the columns the orders need, counted, and the page is sorted
 * from them. Each row carries the count; no row means no match or a page past the end. Past
 * the cap the matches are only some of them, so the page is not theirs: the caller reads it
 * with listOwnJobs, whose walk down the sort's index is quick for so common a word.
 */
export function listOwnJobMatches(
  db: DbOrTx,
  organisationId: number,
  filters: OwnJobFilters,
  sort: JobManagementSort,
  window: PageWindow,
  cap: number,
) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: jobInfos.id,
        updatedAt: jobInfos.updatedAt,
        createdAt: jobInfos.createdAt,
        recruitmentEndOn: jobInfos.recruitmentEndOn,
      })
      .from(jobInfos)
      .where(listCondition(organisationId, filters))
      .limit(cap + 1),
  )
  const page = db
    .select({ pageId: sql<number>`${matches.id}`.as('page_id') })
    .from(matches)
    .orderBy(...sortOrder(sort, matches))
    .limit(window.limit)
    .offset(window.offset)
    .as('page')
  return db
    .with(matches)
    .select({ ...listColumns, matchCount: sql<number>`(select count(*) from ${matches})::int` })
    .from(page)
    .innerJoin(jobInfos, eq(jobInfos.id, page.pageId))
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .orderBy(...sortOrder(sort))
}

/** The list's matches, counted up to `cap + 1` so "exactly cap" and "more than cap" differ. */
export async function countOwnJobsUpTo(
  db: DbOrTx,
  organisationId: number,
  filters: OwnJobFilters,
  cap: number,
): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(jobInfos)
      .where(listCondition(organisationId, filters))
      .limit(cap + 1)
      .as('matches'),
  )
  return Number(row?.count ?? 0)
}

/**
 * The organisation's jobs in each state, in one grouped statement read from the index
 * job_infos_organisation_status_idx alone (an index-only scan: no job row is visited).
 */
export async function countOwnJobsByStatus(
  db: DbOrTx,
  organisationId: number,
): Promise<Map<JobStatus, number>> {
  const rows = await db
    .select({ status: jobInfos.status, count: sql<number>`count(*)::int` })
    .from(jobInfos)
    .where(eq(jobInfos.organisationId, organisationId))
    .groupBy(jobInfos.status)
  return new Map(rows.map((row) => [row.status, Number(row.count)]))
}

// Writing ---------------------------------------------------------------------------------------

/** The columns a save writes: the form's fields, the publisher and the search document. */
export type JobValues = Omit<
  NewJobInfo,
  'id' | 'organisationId' | 'publishedAt' | 'clientRequestId' | 'createdAt' | 'updatedAt'
>

/** Set the first time the job is saved open; kept from then on, whatever the state. */
const firstPublication = (status: JobStatus) =>
  sql`coalesce(${jobInfos.publishedAt}, case when ${status} = 'open' then now() end)`

/** The detail's columns as a statement's `job` part hands them on (raw SQL needs a name). */
const savedColumns = {
  ...jobColumns,
  daysLeft: periodColumns.daysLeft.as('days_left'),
  canExtend: periodColumns.canExtend.as('can_extend'),
  selfApplyCount: periodColumns.selfApplyCount.as('self_apply_count'),
  isPublic: detailColumns.isPublic.as('is_public'),
}

type SavedJob = WithSubqueryWithSelection<typeof savedColumns, 'job'>

/**
 * The parts of a save's statement that make the job's job types and tags the given ones, for
 * the job `job` wrote (none when it wrote none): per table, the links no longer wanted are
 * deleted and the missing ones inserted, while those kept are not touched.
 */
function linkWrites(db: DbOrTx, job: SavedJob, links: { typeIds: number[]; tagIds: number[] }) {
  const savedId = db.select({ id: job.id }).from(job)
  return [
    db
      .$with('job_types_dropped')
      .as(
        db
          .delete(jobInfoJobTypes)
          .where(
            and(
              inArray(jobInfoJobTypes.jobInfoId, savedId),
              notInArray(jobInfoJobTypes.jobTypeId, links.typeIds),
            ),
          ),
      ),
    db.$with('job_types_added').as(
      db
        .insert(jobInfoJobTypes)
        .select(
          sql`select ${job.id}, type_id from ${job}, unnest(${idArray(links.typeIds)}) as type_id`,
        )
        .onConflictDoNothing(),
    ),
    db
      .$with('job_info_tags_dropped')
      .as(
        db
          .delete(jobInfoJobInfoTags)
          .where(
            and(
              inArray(jobInfoJobInfoTags.jobInfoId, savedId),
              notInArray(jobInfoJobInfoTags.jobInfoTagId, links.tagIds),
            ),
          ),
      ),
    db.$with('job_info_tags_added').as(
      db
        .insert(jobInfoJobInfoTags)
        .select(
          sql`select ${job.id}, tag_id from ${job}, unnest(${idArray(links.tagIds)}) as tag_id`,
        )
        .onConflictDoNothing(),
    ),
  ]
}

/**
 * Creates the job and its links in one statement, unless the organisation already made one
 * with this request key: then nothing is written and undefined answers (the unique index
 * settles two requests arriving together). The job comes back as written.
 */
export async function insertJob(
  db: DbOrTx,
  organisationId: number,
  clientRequestId: string,
  values: JobValues,
  links: { typeIds: number[]; tagIds: number[] },
): Promise<SavedJobRow | undefined> {
  const status = values.status ?? 'draft'
  const job = db.$with('job').as(
    db
      .insert(jobInfos)
      .values({
        ...values,
        organisationId,
        clientRequestId,
        publishedAt: status === 'open' ? sql`now()` : null,
      })
      .onConflictDoNothing({ target: [jobInfos.organisationId, jobInfos.clientRequestId] })
      .returning(savedColumns),
  )
  const [row] = await db
    .with(job, ...linkWrites(db, job, links))
    .select()
    .from(job)
  return row
}

/**
 * Replaces the job's fields and links in one statement, so in one transaction; the job comes
 * back as written. Undefined when the organisation has no such job: then nothing is written.
 */
export async function updateJob(
  db: DbOrTx,
  organisationId: number,
  id: number,
  values: JobValues,
  links: { typeIds: number[]; tagIds: number[] },
): Promise<SavedJobRow | undefined> {
  const job = db.$with('job').as(
    db
      .update(jobInfos)
      .set({ ...values, publishedAt: firstPublication(values.status ?? 'draft') })
      .where(ownJob(organisationId, id))
      .returning(savedColumns),
  )
  const [row] = await db
    .with(job, ...linkWrites(db, job, links))
    .select()
    .from(job)
  return row
}

/** Deletes the job if it is a draft; says what it found otherwise. */
export async function deleteDraft(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<'deleted' | 'notDraft' | 'missing'> {
  const deleted = await db
    .delete(jobInfos)
    .where(and(ownJob(organisationId, id), eq(jobInfos.status, 'draft')))
    .returning({ id: jobInfos.id })
  if (deleted.length > 0) return 'deleted'
  const [found] = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(ownJob(organisationId, id))
  return found ? 'notDraft' : 'missing'
}

/**
 * Moves the end date JOB_EXTENSION_DAYS days on from the later of today and the current end,
 * in one statement that also checks the job may be extended, so two clicks extend once each
 * only while the rule still allows it. False when the rule refuses (or the job is not theirs).
 */
export async function extendJob(db: DbOrTx, organisationId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(jobInfos)
    .set({
      recruitmentEndOn: sql`(greatest(${jobInfos.recruitmentEndOn}, ${tokyoToday}) + ${JOB_EXTENSION_DAYS}::int)::date`,
    })
    .where(and(ownJob(organisationId, id), periodColumns.canExtend))
    .returning({ id: jobInfos.id })
  return rows.length > 0
}

/** Closes the job unless it already is; false when nothing changed. */
export async function closeJob(db: DbOrTx, organisationId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(jobInfos)
    .set({ status: 'closed' })
    .where(and(ownJob(organisationId, id), ne(jobInfos.status, 'closed')))
    .returning({ id: jobInfos.id })
  return rows.length > 0
}

/** Whether the organisation has this job at all. */
export async function ownsJob(db: DbOrTx, organisationId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(ownJob(organisationId, id))
  return row !== undefined
}

// Job types ---------------------------------------------------------------------------------------

export function listChildJobTypes(db: DbOrTx, parentIds: readonly number[]) {
  return db
    .select()
    .from(jobTypes)
    .where(inArray(jobTypes.parentId, [...parentIds]))
    .orderBy(asc(jobTypes.position), asc(jobTypes.id))
}
