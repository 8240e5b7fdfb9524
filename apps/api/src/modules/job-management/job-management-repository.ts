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
  keywordMatchers,
  type NewJobInfo,
  organisations,
  prefectures,
  selfApplies,
} from '@kakehashi/db'
import { and, asc, eq, getTableColumns, gt, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
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

/** The job's place against its period today (Japan date), as every answer shows it. */
const periodColumns = {
  daysLeft: sql<number | null>`(${jobInfos.recruitmentEndOn} - ${tokyoToday})::int`,
  canExtend: sql<boolean>`(${isLive} and ${jobInfos.recruitmentEndOn} is not null
    and ${jobInfos.recruitmentEndOn} - ${tokyoToday} <= ${JOB_EXPIRING_DAYS}::int)`,
  selfApplyCount: sql<number>`(select count(*) from ${selfApplies}
    where ${selfApplies.jobInfoId} = ${jobInfos.id})::int`,
}

// Who publishes ---------------------------------------------------------------------------------

/**
 * The caller's organisation as a publisher: a company publishes for its own catalogue company
 * (when it has one), an agent firm as its agent profile.
 */
export async function findPublisher(db: DbOrTx, organisationId: number) {
  const [row] = await db
    .select({
      kind: organisations.kind,
      name: organisations.name,
      nameEn: organisations.nameEn,
      companyId: companies.id,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      agentId: agents.id,
    })
    .from(organisations)
    .leftJoin(companies, eq(companies.organisationId, organisations.id))
    .leftJoin(agents, eq(agents.organisationId, organisations.id))
    .where(eq(organisations.id, organisationId))
  return row
}

export async function findCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(eq(companies.id, id))
  return row
}

const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::bigint[]`

/**
 * The names of the records a job refers to, for its search text, in one statement; an unknown
 * id is simply left out, which is how the caller notices it.
 */
export async function findReferenceNames(
  db: DbOrTx,
  refs: { industryId: number; prefectureId: number; jobTypeIds: number[]; tagIds: number[] },
) {
  const [row] = await db
    .select({
      industry: sql<string | null>`(select ${industries.name} from ${industries}
        where ${industries.id} = ${refs.industryId})`,
      prefecture: sql<string | null>`(select ${prefectures.name} from ${prefectures}
        where ${prefectures.id} = ${refs.prefectureId})`,
      types: sql<string[]>`array(select ${jobTypes.name} from ${jobTypes}
        where ${jobTypes.id} = any(${idArray(refs.jobTypeIds)}) order by ${jobTypes.id})`,
      tags: sql<string[]>`array(select ${jobInfoTags.name} from ${jobInfoTags}
        where ${jobInfoTags.id} = any(${idArray(refs.tagIds)}) order by ${jobInfoTags.id})`,
    })
    .from(sql`(select 1) as one`)
  return {
    industry: row?.industry ?? null,
    prefecture: row?.prefecture ?? null,
    types: row?.types ?? [],
    tags: row?.tags ?? [],
  }
}

// Reading ---------------------------------------------------------------------------------------

/** One of the organisation's jobs with its names, period and counts; undefined when not its. */
export async function findOwnJob(db: DbOrTx, organisationId: number, id: number) {
  // Every column but the search ones: the gram array alone is several kilobytes per job.
  const { searchText: _text, searchGrams: _grams, ...jobColumns } = getTableColumns(jobInfos)
  const [row] = await db
    .select({
      job: jobColumns,
      company: {
        id: companies.id,
        name: companies.name,
        nameEn: companies.nameEn,
        logoPath: companies.logoPath,
      },
      industry: { id: industries.id, name: industries.name, nameEn: industries.nameEn },
      prefecture: { id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn },
      ...periodColumns,
      isPublic: sql<boolean>`${publicJobCondition()}`,
      // The job's links in the same statement, already in the answer's shape.
      jobTypes: sql<JobTypeJson[]>`coalesce((select json_agg(json_build_object(
          'id', ${jobTypes.id}, 'code', ${jobTypes.code}, 'path', ${jobTypes.path},
          'name', ${jobTypes.name}, 'name_en', ${jobTypes.nameEn}, 'parent_id', ${jobTypes.parentId})
          order by ${jobTypes.position}, ${jobTypes.id})
        from ${jobInfoJobTypes} join ${jobTypes} on ${jobTypes.id} = ${jobInfoJobTypes.jobTypeId}
        where ${jobInfoJobTypes.jobInfoId} = ${jobInfos.id}), '[]'::json)`,
      jobInfoTags: sql<JobInfoTagJson[]>`coalesce((select json_agg(json_build_object(
          'id', ${jobInfoTags.id}, 'code', ${jobInfoTags.code},
          'name', ${jobInfoTags.name}, 'name_en', ${jobInfoTags.nameEn})
          order by ${jobInfoTags.position}, ${jobInfoTags.id})
        from ${jobInfoJobInfoTags} join ${jobInfoTags} on ${jobInfoTags.id} = ${jobInfoJobInfoTags.jobInfoTagId}
        where ${jobInfoJobInfoTags.jobInfoId} = ${jobInfos.id}), '[]'::json)`,
    })
    .from(jobInfos)
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .leftJoin(industries, eq(industries.id, jobInfos.industryId))
    .leftJoin(prefectures, eq(prefectures.id, jobInfos.prefectureId))
    .where(ownJob(organisationId, id))
  return row
}

export type OwnJobRow = NonNullable<Awaited<ReturnType<typeof findOwnJob>>>

export interface OwnJobFilters {
  /** One state, or every state but closed when absent. */
  status?: JobStatus
  keyword?: string
}

function listCondition(organisationId: number, filters: OwnJobFilters): SQL {
  const conditions: SQL[] = [
    eq(jobInfos.organisationId, organisationId),
    filters.status ? eq(jobInfos.status, filters.status) : ne(jobInfos.status, 'closed'),
  ]
  const keyword = keywordCondition(searchColumnsOf(jobInfos), {
    all: keywordMatchers(filters.keyword),
  })
  if (keyword) conditions.push(keyword)
  return and(...conditions) as SQL
}

/**
 * Each order ends on the id so pages never overlap. The default is spelt as the index
 * job_infos_organisation_updated_idx is built, so a page is read from it and the walk stops.
 */
const SORT_ORDER: Record<JobManagementSort, SQL[]> = {
  updated_at: [sql`${jobInfos.updatedAt} desc`, sql`${jobInfos.id} desc`],
  created_at: [sql`${jobInfos.createdAt} desc`, sql`${jobInfos.id} desc`],
  recruitment_end_on: [sql`${jobInfos.recruitmentEndOn} asc nulls last`, sql`${jobInfos.id} desc`],
}

/**
 * One page of the organisation's jobs. The page's ids are chosen first from the narrow columns
 * the order needs; names and counts are then read for those rows only, not for every row the
 * offset skips.
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
    .orderBy(...SORT_ORDER[sort])
    .limit(window.limit)
    .offset(window.offset)
    .as('page')
  return db
    .select({
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
    })
    .from(page)
    .innerJoin(jobInfos, eq(jobInfos.id, page.pageId))
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .orderBy(...SORT_ORDER[sort])
}

export type OwnJobListRow = Awaited<ReturnType<typeof listOwnJobs>>[number]

export async function countOwnJobs(
  db: DbOrTx,
  organisationId: number,
  filters: OwnJobFilters,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobInfos)
    .where(listCondition(organisationId, filters))
  return Number(row?.count ?? 0)
}

/** The organisation's jobs in each state. */
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
  'id' | 'organisationId' | 'publishedAt' | 'createdAt' | 'updatedAt'
>

async function replaceLinks(db: DbOrTx, jobInfoId: number, typeIds: number[], tagIds: number[]) {
  await db.delete(jobInfoJobTypes).where(eq(jobInfoJobTypes.jobInfoId, jobInfoId))
  await db.delete(jobInfoJobInfoTags).where(eq(jobInfoJobInfoTags.jobInfoId, jobInfoId))
  if (typeIds.length > 0) {
    await db.insert(jobInfoJobTypes).values(typeIds.map((jobTypeId) => ({ jobInfoId, jobTypeId })))
  }
  if (tagIds.length > 0) {
    await db
      .insert(jobInfoJobInfoTags)
      .values(tagIds.map((jobInfoTagId) => ({ jobInfoId, jobInfoTagId })))
  }
}

/** Set the first time the job is saved open; kept from then on, whatever the state. */
const firstPublication = (status: JobStatus) =>
  sql`coalesce(${jobInfos.publishedAt}, case when ${status} = 'open' then now() end)`

/**
 * Serialises the organisation's creates, so that of two identical requests arriving together
 * the second sees the job the first made.
 */
export async function lockOrganisation(tx: DbOrTx, organisationId: number): Promise<void> {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('no key update')
}

/**
 * The organisation's jobs created within the last `minutes` with this title and never changed
 * since: the only jobs a retried create may have made.
 */
export async function listRecentUntouchedJobIds(
  db: DbOrTx,
  organisationId: number,
  title: string,
  minutes: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(
      and(
        eq(jobInfos.organisationId, organisationId),
        eq(jobInfos.title, title),
        gt(jobInfos.createdAt, sql`now() - make_interval(mins => ${minutes}::int)`),
        eq(jobInfos.createdAt, jobInfos.updatedAt),
      ),
    )
  return rows.map((row) => row.id)
}

export async function insertJob(
  db: DbOrTx,
  organisationId: number,
  values: JobValues,
  links: { typeIds: number[]; tagIds: number[] },
): Promise<number> {
  const status = values.status ?? 'draft'
  const [row] = await db
    .insert(jobInfos)
    .values({
      ...values,
      organisationId,
      publishedAt: status === 'open' ? sql`now()` : null,
    })
    .returning({ id: jobInfos.id })
  await replaceLinks(db, row!.id, links.typeIds, links.tagIds)
  return row!.id
}

/** Replaces the job's fields; false when the organisation has no such job. */
export async function updateJob(
  db: DbOrTx,
  organisationId: number,
  id: number,
  values: JobValues,
  links: { typeIds: number[]; tagIds: number[] },
): Promise<boolean> {
  const rows = await db
    .update(jobInfos)
    .set({ ...values, publishedAt: firstPublication(values.status ?? 'draft') })
    .where(ownJob(organisationId, id))
    .returning({ id: jobInfos.id })
  if (rows.length === 0) return false
  await replaceLinks(db, id, links.typeIds, links.tagIds)
  return true
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
