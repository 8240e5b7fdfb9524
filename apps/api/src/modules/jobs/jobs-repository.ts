import type { EmploymentType, JobSortType, SelfApplyStatus } from '@kakehashi/contracts'
import {
  agents,
  bannerJobInfos,
  columnRelatedJobInfos,
  columns,
  companies,
  type DbOrTx,
  industries,
  jobInfoDailyViews,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfoStocks,
  jobInfos,
  jobInfoTags,
  jobSearchConditions,
  jobTypes,
  type KeywordTerm,
  prefectures,
  scouts,
  selfApplies,
  users,
} from '@kakehashi/db'
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type SearchTarget, searchIds } from '../../lib/capped-search.ts'
import { groupBy } from '../../lib/group-by.ts'
import {
  type KeywordStrategy,
  keywordCondition,
  searchColumnsOf,
  type WordTier,
} from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { publicJobCondition, tokyoToday } from './public-job.ts'

// The only Drizzle code of the jobs module. Every query about what the public sees goes through
// publicJobCondition().

export interface JobSearchFilters {
  keywords: readonly KeywordTerm[]
  companyId?: number
  agentId?: number
  jobTypeIds: number[]
  industryIds: number[]
  prefectureIds: number[]
  jobInfoTagIds: number[]
  employmentType?: EmploymentType
  salaryMin?: number
  salaryMax?: number
}

const idArray = (ids: readonly number[]) => sql`${sql.param(ids)}::bigint[]`

/** The top of a job's salary range, its bottom when it states no top. */
const salaryTop = sql`coalesce(${jobInfos.salaryMax}, ${jobInfos.salaryMin})`
/** The bottom of a job's salary range, its top when it states no bottom. */
const salaryBottom = sql`coalesce(${jobInfos.salaryMin}, ${jobInfos.salaryMax})`

/** The given job types and the children of those that are parents: a parent stands for them. */
export async function expandChildTypes(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: jobTypes.id })
    .from(jobTypes)
    .where(or(inArray(jobTypes.id, [...ids]), inArray(jobTypes.parentId, [...ids])))
  // An unknown id matches nothing rather than dropping the filter.
  return rows.length > 0 ? rows.map((row) => row.id) : [0]
}

/**
 * Conditions of a public job search; see jobSearchQuerySchema for what each filter means and
 * KeywordStrategy for how the keyword is looked up.
 */
export function jobSearchCondition(
  filters: JobSearchFilters,
  keywordStrategy: KeywordStrategy = 'grams',
  tier?: WordTier,
): SQL {
  const conditions: SQL[] = [publicJobCondition()]
  const keyword = keywordCondition(
    searchColumnsOf(jobInfos),
    { all: filters.keywords },
    { strategy: keywordStrategy, tier },
  )
  if (keyword) conditions.push(keyword)
  if (filters.companyId !== undefined) {
    // A job that hides its company must not be found through the company's id.
    conditions.push(
      sql`${jobInfos.companyId} = ${filters.companyId} and not ${jobInfos.hideCompany}`,
    )
  }
  if (filters.agentId !== undefined) conditions.push(eq(jobInfos.agentId, filters.agentId))
  if (filters.jobTypeIds.length > 0) {
    // The ids already include the children of any parent asked for (withChildTypes).
    conditions.push(sql`exists (select 1 from ${jobInfoJobTypes}
      where ${jobInfoJobTypes.jobInfoId} = ${qualified(jobInfos.id)}
        and ${jobInfoJobTypes.jobTypeId} = any(${idArray(filters.jobTypeIds)}))`)
  }
  if (filters.industryIds.length > 0) {
    conditions.push(inArray(jobInfos.industryId, filters.industryIds))
  }
  if (filters.prefectureIds.length > 0) {
    conditions.push(inArray(jobInfos.prefectureId, filters.prefectureIds))
  }
  // Every chosen tag must be on the job: one existence test per tag, which the planner can
  // answer row by row (a common tag) or from the tag's index (a rare one).
  for (const tagId of new Set(filters.jobInfoTagIds)) {
    conditions.push(sql`exists (select 1 from ${jobInfoJobInfoTags}
      where ${jobInfoJobInfoTags.jobInfoId} = ${qualified(jobInfos.id)}
        and ${jobInfoJobInfoTags.jobInfoTagId} = ${tagId})`)
  }
  if (filters.employmentType !== undefined) {
    conditions.push(eq(jobInfos.employmentType, filters.employmentType))
  }
  if (filters.salaryMin !== undefined) conditions.push(sql`${salaryTop} >= ${filters.salaryMin}`)
  if (filters.salaryMax !== undefined) {
    conditions.push(sql`${salaryBottom} <= ${filters.salaryMax}`)
  }
  return and(...conditions) as SQL
}

/**
 * Each sort ends on the id so pages never overlap. The orders are spelt exactly as the partial
 * indexes on open jobs are built (Drizzle writes `desc nulls last`), or the planner could not
 * walk an index and stop after one page.
 */
const SORT_ORDER: Record<JobSortType, SQL[]> = {
  recommend: [sql`${jobInfos.recommendScore} desc nulls last`, sql`${jobInfos.id} desc nulls last`],
  newest: [sql`${jobInfos.publishedAt} desc nulls last`, sql`${jobInfos.id} desc nulls last`],
  popular: [sql`${jobInfos.popularityScore} desc nulls last`, sql`${jobInfos.id} desc nulls last`],
  annual_income_desc: [sql`${salaryTop} desc nulls last`, sql`${jobInfos.id} desc nulls last`],
  annual_income_asc: [sql`${salaryBottom} asc nulls last`, sql`${jobInfos.id} desc nulls last`],
}

/** What a job search reads, in the order of the sort asked for. */
export function jobSearchTarget(sort: JobSortType): SearchTarget {
  return { table: jobInfos, id: jobInfos.id, order: SORT_ORDER[sort] }
}

// Summaries -----------------------------------------------------------------------------------

const summaryColumns = {
  id: jobInfos.id,
  title: jobInfos.title,
  titleEn: jobInfos.titleEn,
  position: jobInfos.position,
  companyId: jobInfos.companyId,
  companyText: jobInfos.companyText,
  displayCompanyName: jobInfos.displayCompanyName,
  displayCompanyLogo: jobInfos.displayCompanyLogo,
  hideCompany: jobInfos.hideCompany,
  publisherType: jobInfos.publisherType,
  agentId: jobInfos.agentId,
  industryId: jobInfos.industryId,
  prefectureId: jobInfos.prefectureId,
  salaryMin: jobInfos.salaryMin,
  salaryMax: jobInfos.salaryMax,
  salaryDisplayOption: jobInfos.salaryDisplayOption,
  employmentType: jobInfos.employmentType,
  status: jobInfos.status,
  publishedAt: jobInfos.publishedAt,
  recruitmentEndOn: jobInfos.recruitmentEndOn,
  stockCount: jobInfos.stockCount,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyLogoPath: companies.logoPath,
  industryName: industries.name,
  industryNameEn: industries.nameEn,
  prefectureName: prefectures.name,
  prefectureNameEn: prefectures.nameEn,
}

export type JobSummaryRow = Awaited<ReturnType<typeof selectSummaryRows>>[number]

function selectSummaryRows(db: DbOrTx, ids: readonly number[]) {
  return db
    .select(summaryColumns)
    .from(jobInfos)
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .leftJoin(industries, eq(industries.id, jobInfos.industryId))
    .leftJoin(prefectures, eq(prefectures.id, jobInfos.prefectureId))
    .where(inArray(jobInfos.id, [...ids]))
}

export type JobTypeRow = typeof jobTypes.$inferSelect
export type JobInfoTagRow = typeof jobInfoTags.$inferSelect

/** Job types of several jobs in one query, by job id. */
export async function listJobTypesOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, JobTypeRow[]>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ jobInfoId: jobInfoJobTypes.jobInfoId, jobType: jobTypes })
    .from(jobInfoJobTypes)
    .innerJoin(jobTypes, eq(jobTypes.id, jobInfoJobTypes.jobTypeId))
    .where(inArray(jobInfoJobTypes.jobInfoId, [...ids]))
    .orderBy(asc(jobTypes.position), asc(jobTypes.id))
  return groupBy(
    rows,
    (row) => row.jobInfoId,
    (row) => row.jobType,
  )
}

/** Tags of several jobs in one query, by job id. */
export async function listTagsOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, JobInfoTagRow[]>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ jobInfoId: jobInfoJobInfoTags.jobInfoId, tag: jobInfoTags })
    .from(jobInfoJobInfoTags)
    .innerJoin(jobInfoTags, eq(jobInfoTags.id, jobInfoJobInfoTags.jobInfoTagId))
    .where(inArray(jobInfoJobInfoTags.jobInfoId, [...ids]))
    .orderBy(asc(jobInfoTags.position), asc(jobInfoTags.id))
  return groupBy(
    rows,
    (row) => row.jobInfoId,
    (row) => row.tag,
  )
}

export interface JobSummaryData {
  row: JobSummaryRow
  jobTypes: JobTypeRow[]
  tags: JobInfoTagRow[]
}

/**
 * Everything a list shows of these jobs, in the order of `ids`, in three queries whatever the
 * page size. Ids that are not found are skipped; callers pass only public ids.
 */
export async function loadSummaries(db: DbOrTx, ids: readonly number[]): Promise<JobSummaryData[]> {
  if (ids.length === 0) return []
  const rows = await selectSummaryRows(db, ids)
  const types = await listJobTypesOf(db, ids)
  const tags = await listTagsOf(db, ids)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ row, jobTypes: types.get(id) ?? [], tags: tags.get(id) ?? [] }] : []
  })
}

// Short lists -----------------------------------------------------------------------------------

export async function listLatestPublicJobIds(db: DbOrTx, limit: number): Promise<number[]> {
  return searchIds(db, jobSearchTarget('newest'), publicJobCondition(), { limit, offset: 0 })
}

/** Featured jobs: rich pages first, then the editors' recommend score. */
export async function listSpecialPickupJobIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(publicJobCondition())
    .orderBy(desc(jobInfos.isRichPage), desc(jobInfos.recommendScore), desc(jobInfos.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** The column's related public jobs in the editor's order; null when the column is not public. */
export async function listColumnRelatedJobIds(
  db: DbOrTx,
  columnId: number,
  publicColumn: SQL,
): Promise<number[] | null> {
  const [column] = await db
    .select({ id: columns.id })
    .from(columns)
    .where(and(eq(columns.id, columnId), publicColumn))
  if (!column) return null
  const rows = await db
    .select({ id: jobInfos.id })
    .from(columnRelatedJobInfos)
    .innerJoin(jobInfos, eq(jobInfos.id, columnRelatedJobInfos.jobInfoId))
    .where(and(eq(columnRelatedJobInfos.columnId, columnId), publicJobCondition()))
    .orderBy(asc(columnRelatedJobInfos.position), asc(jobInfos.id))
  return rows.map((row) => row.id)
}

// Banners ---------------------------------------------------------------------------------------

/** Banners of public jobs whose trigger words include one of `words` (normalised). */
function bannerCondition(words: readonly string[]) {
  return and(
    sql`${bannerJobInfos.triggerWords} && ${sql.param(words)}::text[]`,
    publicJobCondition(),
  )
}

export function listBanners(db: DbOrTx, words: readonly string[], window: PageWindow) {
  return db
    .select({
      id: bannerJobInfos.id,
      transactionId: bannerJobInfos.transactionId,
      triggerWords: bannerJobInfos.triggerWords,
      jobInfoId: bannerJobInfos.jobInfoId,
    })
    .from(bannerJobInfos)
    .innerJoin(jobInfos, eq(jobInfos.id, bannerJobInfos.jobInfoId))
    .where(bannerCondition(words))
    .orderBy(asc(bannerJobInfos.position), asc(bannerJobInfos.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countBanners(db: DbOrTx, words: readonly string[]): Promise<number> {
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bannerJobInfos)
    .innerJoin(jobInfos, eq(jobInfos.id, bannerJobInfos.jobInfoId))
    .where(bannerCondition(words))
  return Number(total?.count ?? 0)
}

// Tags and job types ----------------------------------------------------------------------------

export function listJobInfoTags(db: DbOrTx) {
  return db.select().from(jobInfoTags).orderBy(asc(jobInfoTags.position), asc(jobInfoTags.id))
}

export async function countPublicJobsByTag(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ tagId: jobInfoJobInfoTags.jobInfoTagId, count: sql<number>`count(*)::int` })
    .from(jobInfoJobInfoTags)
    .innerJoin(jobInfos, eq(jobInfos.id, jobInfoJobInfoTags.jobInfoId))
    .where(publicJobCondition())
    .groupBy(jobInfoJobInfoTags.jobInfoTagId)
  return new Map(rows.map((row) => [row.tagId, Number(row.count)]))
}

export function listJobTypes(db: DbOrTx) {
  return db.select().from(jobTypes).orderBy(asc(jobTypes.position), asc(jobTypes.id))
}

/**
 * Public jobs per job type, in one statement. A parent's figure counts distinct jobs of the
 * parent or any child, so a job filed under two children of one parent counts once there.
 */
export async function countPublicJobsByType(db: DbOrTx): Promise<Map<number, number>> {
  const member = alias(jobTypes, 'member')
  const rows = await db
    .select({ jobTypeId: jobTypes.id, count: sql<number>`count(distinct ${jobInfos.id})::int` })
    .from(jobTypes)
    .innerJoin(member, or(eq(member.id, jobTypes.id), eq(member.parentId, jobTypes.id)))
    .innerJoin(jobInfoJobTypes, eq(jobInfoJobTypes.jobTypeId, member.id))
    .innerJoin(jobInfos, eq(jobInfos.id, jobInfoJobTypes.jobInfoId))
    .where(publicJobCondition())
    .groupBy(jobTypes.id)
  return new Map(rows.map((row) => [row.jobTypeId, Number(row.count)]))
}

// Detail ----------------------------------------------------------------------------------------

/** One public job with its company, agent, industry and prefecture; undefined when not public. */
export async function findPublicJob(db: DbOrTx, id: number) {
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
        websiteUrl: companies.websiteUrl,
      },
      agent: {
        id: agents.id,
        name: agents.name,
        nameEn: agents.nameEn,
        logoPath: agents.logoPath,
      },
      industry: { id: industries.id, name: industries.name, nameEn: industries.nameEn },
      prefecture: { id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn },
      duringEffectivePeriod: sql<boolean>`(
        (${jobInfos.recruitmentStartOn} is null or ${jobInfos.recruitmentStartOn} <= ${tokyoToday})
        and (${jobInfos.recruitmentEndOn} is null or ${jobInfos.recruitmentEndOn} >= ${tokyoToday}))`,
    })
    .from(jobInfos)
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .leftJoin(agents, eq(agents.id, jobInfos.agentId))
    .leftJoin(industries, eq(industries.id, jobInfos.industryId))
    .leftJoin(prefectures, eq(prefectures.id, jobInfos.prefectureId))
    .where(and(eq(jobInfos.id, id), publicJobCondition()))
  return row
}

export type PublicJobRow = NonNullable<Awaited<ReturnType<typeof findPublicJob>>>

/**
 * The candidate's stock of the job and their application to it (its state, and the conversation
 * once the organisation passed it), in one query.
 */
export async function findCandidateJobState(db: DbOrTx, userId: number, jobInfoId: number) {
  const result = await db.execute<{
    stock_id: number | null
    apply_status: SelfApplyStatus | null
    apply_scout_id: number | null
  }>(sql`select
    (select ${jobInfoStocks.id} from ${jobInfoStocks}
      where ${jobInfoStocks.userId} = ${userId} and ${jobInfoStocks.jobInfoId} = ${jobInfoId}) as stock_id,
    a.status as apply_status,
    (select s.id from ${scouts} s where s.self_apply_id = a.id and a.status = 'passed') as apply_scout_id
    from (select 1) as one
    left join ${selfApplies} a on a.user_id = ${userId} and a.job_info_id = ${jobInfoId}`)
  const row = result.rows[0]
  return {
    stockId: row?.stock_id == null ? null : Number(row.stock_id),
    applied: row?.apply_status != null,
    selfApply:
      row?.apply_status == null
        ? null
        : {
            status: row.apply_status,
            scout_id: row.apply_scout_id == null ? null : Number(row.apply_scout_id),
          },
  }
}

/** One more view of the job today (Japan time): one row per job and day, incremented. */
export async function countView(db: DbOrTx, jobInfoId: number): Promise<void> {
  await db
    .insert(jobInfoDailyViews)
    .values({ jobInfoId, day: sql`${tokyoToday}`, views: 1 })
    .onConflictDoUpdate({
      target: [jobInfoDailyViews.jobInfoId, jobInfoDailyViews.day],
      set: { views: sql`${jobInfoDailyViews.views} + 1` },
    })
}

// Stocks ----------------------------------------------------------------------------------------

export async function isPublicJob(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(and(eq(jobInfos.id, id), publicJobCondition()))
  return row !== undefined
}

/**
 * Stocks the job for the user unless already stocked; the count moves only when a row was
 * really inserted, so a retried request never counts twice.
 */
export async function addStock(db: DbOrTx, userId: number, jobInfoId: number) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(jobInfoStocks)
      .values({ userId, jobInfoId })
      .onConflictDoNothing({ target: [jobInfoStocks.userId, jobInfoStocks.jobInfoId] })
      .returning({ id: jobInfoStocks.id })
    if (inserted) {
      const [job] = await tx
        .update(jobInfos)
        .set({ stockCount: sql`${jobInfos.stockCount} + 1` })
        .where(eq(jobInfos.id, jobInfoId))
        .returning({ stockCount: jobInfos.stockCount })
      return { created: true, stockId: inserted.id, stockCount: job?.stockCount ?? 0 }
    }
    const [existing] = await tx
      .select({ id: jobInfoStocks.id, stockCount: jobInfos.stockCount })
      .from(jobInfoStocks)
      .innerJoin(jobInfos, eq(jobInfos.id, jobInfoStocks.jobInfoId))
      .where(and(eq(jobInfoStocks.userId, userId), eq(jobInfoStocks.jobInfoId, jobInfoId)))
    return { created: false, stockId: existing?.id ?? null, stockCount: existing?.stockCount ?? 0 }
  })
}

/** Removes the user's stock of the job; null when they had none. */
export async function removeStock(db: DbOrTx, userId: number, jobInfoId: number) {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(jobInfoStocks)
      .where(and(eq(jobInfoStocks.userId, userId), eq(jobInfoStocks.jobInfoId, jobInfoId)))
      .returning({ id: jobInfoStocks.id })
    if (!removed) return null
    const [job] = await tx
      .update(jobInfos)
      .set({ stockCount: sql`greatest(${jobInfos.stockCount} - 1, 0)` })
      .where(eq(jobInfos.id, jobInfoId))
      .returning({ stockCount: jobInfos.stockCount })
    return { stockCount: job?.stockCount ?? 0 }
  })
}

export async function findStockCount(db: DbOrTx, jobInfoId: number): Promise<number> {
  const [row] = await db
    .select({ stockCount: jobInfos.stockCount })
    .from(jobInfos)
    .where(eq(jobInfos.id, jobInfoId))
  return row?.stockCount ?? 0
}

// Saved search conditions -----------------------------------------------------------------------

export function listSearchConditions(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(jobSearchConditions)
    .where(eq(jobSearchConditions.userId, userId))
    .orderBy(desc(jobSearchConditions.createdAt), desc(jobSearchConditions.id))
}

/**
 * Saves a condition unless the user already has `max`; null when the limit is reached. The
 * user's row is locked first, so two simultaneous saves cannot both slip under the limit.
 */
export async function insertSearchCondition(
  db: DbOrTx,
  values: { userId: number; name: string; conditions: Record<string, unknown> },
  max: number,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update')
    // A retried save (same name, same conditions) answers the condition it saved the first time.
    const [existing] = await tx
      .select()
      .from(jobSearchConditions)
      .where(
        and(
          eq(jobSearchConditions.userId, values.userId),
          eq(jobSearchConditions.name, values.name),
          sql`${jobSearchConditions.conditions} = ${JSON.stringify(values.conditions)}::jsonb`,
        ),
      )
      .limit(1)
    if (existing) return { row: existing, created: false }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(jobSearchConditions)
      .where(eq(jobSearchConditions.userId, values.userId))
    if (Number(count) >= max) return null
    const [row] = await tx.insert(jobSearchConditions).values(values).returning()
    return row ? { row, created: true } : null
  })
}

export async function deleteSearchCondition(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(jobSearchConditions)
    .where(and(eq(jobSearchConditions.id, id), eq(jobSearchConditions.userId, userId)))
    .returning({ id: jobSearchConditions.id })
  return rows.length > 0
}
