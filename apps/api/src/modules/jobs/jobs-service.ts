import {
  BANNER_JOB_INFOS_PER_PAGE,
  HIDDEN_COMPANY_NAME,
  JOB_SEARCH_CONDITIONS_MAX,
  JOB_SEARCH_COUNT_CAP,
  type JobInfoDetail,
  type JobInfoStockState,
  type JobSearchCriteria,
  type JobSearchQuery,
  jobSearchCriteriaSchema,
} from '@kakehashi/contracts'
import { comparableWords, type DbOrTx, keywordTerms } from '@kakehashi/db'
import type { SQL } from 'drizzle-orm'
import { AppError, notFound } from '../../errors/app-error.ts'
import { type CappedPage, searchCappedPage } from '../../lib/capped-search.ts'
import { hasWordTiers } from '../../lib/keyword-condition.ts'
import { paginate, readPage } from '../../lib/paging.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import {
  companyDisplay,
  isNewLabelTarget,
  jobSummaries,
  searchResults,
  toJobInfoTag,
  toJobTypeRef,
} from './job-summary.ts'
import * as repository from './jobs-repository.ts'
import { buildJobPosting } from './structured-data.ts'

export interface Viewer {
  userId: number
  roleType: string
}

async function buildSearchFilters(
  db: DbOrTx,
  query: Omit<JobSearchQuery, 'page' | 'per' | 'sort'>,
): Promise<repository.JobSearchFilters> {
  return {
    keywords: keywordTerms(query.keyword, await searchVocabulary(db)),
    companyId: query.company_id,
    agentId: query.agent_id,
    jobTypeIds: await repository.expandChildTypes(db, query.job_type_ids),
    industryIds: query.industry_ids,
    prefectureIds: query.prefecture_ids,
    jobInfoTagIds: query.job_info_tag_ids,
    employmentType: query.employment_type,
    salaryMin: query.salary_min,
    salaryMax: query.salary_max,
  }
}

/** One page of a job search and its capped count, as every keyword search is fetched. */
async function searchPage(db: DbOrTx, query: JobSearchQuery): Promise<CappedPage> {
  const filters = await buildSearchFilters(db, query)
  return searchCappedPage(db, {
    target: repository.jobSearchTarget(query.sort),
    condition: (strategy, tier) => repository.jobSearchCondition(filters, strategy, tier),
    tiered: hasWordTiers({ all: filters.keywords }),
    hasKeyword: filters.keywords.length > 0,
    cap: JOB_SEARCH_COUNT_CAP,
    page: query,
  })
}

export async function listJobInfos(db: DbOrTx, query: JobSearchQuery) {
  const { ids, ...paging } = await searchPage(db, query)
  return { job_infos: await jobSummaries(db, ids), ...paging }
}

export async function searchJobInfos(db: DbOrTx, query: JobSearchQuery) {
  const { ids, ...paging } = await searchPage(db, query)
  return { job_infos: await searchResults(db, ids), ...paging }
}

export async function listLatestJobInfos(db: DbOrTx, limit: number) {
  return { job_infos: await jobSummaries(db, await repository.listLatestPublicJobIds(db, limit)) }
}

export async function listSpecialPickupJobInfos(db: DbOrTx, limit: number) {
  return { job_infos: await jobSummaries(db, await repository.listSpecialPickupJobIds(db, limit)) }
}

export async function listColumnRelatedJobInfos(db: DbOrTx, columnId: number, publicColumn: SQL) {
  const ids = await repository.listColumnRelatedJobIds(db, columnId, publicColumn)
  if (ids === null) throw notFound('Column')
  return { job_infos: await jobSummaries(db, ids) }
}

/**
 * Banners whose trigger words include one of the search's words. Trigger words are stored
 * normalised, so the words are normalised the same way (width, case, kana) before comparing.
 */
export async function listBannerJobInfos(db: DbOrTx, keyword: string | undefined, page: number) {
  const words = comparableWords(keyword ?? '')
  const request = { page, per: BANNER_JOB_INFOS_PER_PAGE }
  if (words.length === 0) return { banner_job_infos: [], pagination: paginate(request, 0) }
  const { rows, pagination } = await readPage(request, {
    rows: (window) => repository.listBanners(db, words, window),
    count: () => repository.countBanners(db, words),
  })
  const summaries = await jobSummaries(
    db,
    rows.map((row) => row.jobInfoId),
  )
  const byId = new Map(summaries.map((summary) => [summary.id, summary]))
  return {
    banner_job_infos: rows.flatMap((row) => {
      const jobInfo = byId.get(row.jobInfoId)
      return jobInfo
        ? [
            {
              id: row.id,
              transaction_id: row.transactionId,
              trigger_words: row.triggerWords,
              job_info: jobInfo,
            },
          ]
        : []
    }),
    pagination,
  }
}

// Tags and job types ----------------------------------------------------------------------------

export async function listJobInfoTags(db: DbOrTx) {
  return { job_info_tags: (await repository.listJobInfoTags(db)).map(toJobInfoTag) }
}

export async function listJobInfoTagStats(db: DbOrTx) {
  const tags = await repository.listJobInfoTags(db)
  const counts = await repository.countPublicJobsByTag(db)
  return {
    job_info_tag_stats: tags.map((tag) => ({
      job_info_tag_id: tag.id,
      job_info_count: counts.get(tag.id) ?? 0,
    })),
  }
}

export async function getJobTypeTree(db: DbOrTx) {
  const types = await repository.listJobTypes(db)
  return {
    job_types: types
      .filter((type) => type.parentId === null)
      .map((parent) => ({
        ...toJobTypeRef(parent),
        children: types.filter((type) => type.parentId === parent.id).map(toJobTypeRef),
      })),
  }
}

export async function listJobTypeStats(db: DbOrTx) {
  const types = await repository.listJobTypes(db)
  const counts = await repository.countPublicJobsByType(db)
  return {
    job_type_stats: types.map((type) => ({
      job_type_id: type.id,
      job_info_count: counts.get(type.id) ?? 0,
    })),
  }
}

// Detail ----------------------------------------------------------------------------------------

/**
 * A public job with everything its page shows, its JobPosting structured data, and what the
 * signed-in candidate has done with it. Counts one view towards the job's ranking signals.
 * Anything the public may not see answers 404, exactly like an id that never existed.
 */
export async function getJobInfoDetail(
  db: DbOrTx,
  id: number,
  viewer: Viewer | null,
  options: { baseUrl: string },
): Promise<JobInfoDetail> {
  const found = await repository.findPublicJob(db, id)
  if (!found) throw notFound('Job info')
  const { job } = found
  const [types, tags] = await Promise.all([
    repository.listJobTypesOf(db, [id]),
    repository.listTagsOf(db, [id]),
  ])
  const jobTypes = types.get(id) ?? []
  const jobTags = tags.get(id) ?? []
  const candidate =
    viewer?.roleType === 'Candidate'
      ? await repository.findCandidateJobState(db, viewer.userId, id)
      : { stockId: null, applied: false, selfApply: null }
  await repository.countView(db, id)

  const company = companyDisplay({
    companyId: job.companyId,
    companyText: job.companyText,
    displayCompanyName: job.displayCompanyName,
    displayCompanyLogo: job.displayCompanyLogo,
    hideCompany: job.hideCompany,
    companyName: found.company?.name ?? null,
    companyNameEn: found.company?.nameEn ?? null,
    companyLogoPath: found.company?.logoPath ?? null,
  })
  const websiteUrl = job.hideCompany ? null : (found.company?.websiteUrl ?? null)
  const publishedAt = job.publishedAt ?? job.createdAt
  const industry = found.industry
    ? { id: found.industry.id, name: found.industry.name, name_en: found.industry.nameEn }
    : null
  const prefecture = found.prefecture
    ? { id: found.prefecture.id, name: found.prefecture.name, name_en: found.prefecture.nameEn }
    : null

  return {
    id: job.id,
    title: job.title,
    title_en: job.titleEn,
    position: job.position,
    division: job.division,
    company: { ...company, website_url: websiteUrl },
    display_company_name: company.name,
    display_company_logo: job.displayCompanyLogo,
    hide_company: job.hideCompany,
    publisher_id: job.publisherType === 'Agent' ? job.agentId : company.id,
    publisher_type: job.publisherType,
    agent: found.agent
      ? {
          id: found.agent.id,
          name: found.agent.name,
          name_en: found.agent.nameEn,
          logo_path: found.agent.logoPath,
        }
      : null,
    industry_id: job.industryId,
    industry,
    job_types: jobTypes.map(toJobTypeRef),
    prefecture_id: job.prefectureId,
    prefecture,
    work_place_description: job.workPlaceDescription,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_display_option: job.salaryDisplayOption,
    salary_supplement: job.salarySupplement,
    job_description: job.jobDescription,
    attraction: job.attraction,
    requirement: job.requirement,
    welcome_skill: job.welcomeSkill,
    employment_selection: job.employmentSelection,
    duties_change_scope: job.dutiesChangeScope,
    workplace_change_scope: job.workplaceChangeScope,
    contract_renewal_limit: job.contractRenewalLimit,
    status: job.status,
    employment_type: job.employmentType,
    recruitment_start_on: job.recruitmentStartOn,
    recruitment_end_on: job.recruitmentEndOn,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    information_as_of: job.updatedAt.toISOString(),
    published_at: job.publishedAt?.toISOString() ?? null,
    is_judged: job.isJudged,
    already_applied: candidate.applied,
    self_apply: candidate.selfApply,
    is_rich_page: job.isRichPage,
    during_effective_period: Boolean(found.duringEffectivePeriod),
    outer_link: job.outerLink,
    header_image_path: job.headerImagePath,
    job_info_tags: jobTags.map(toJobInfoTag),
    stock_id: candidate.stockId,
    stock_count: job.stockCount,
    canonical_id: job.canonicalId,
    new_label_target: isNewLabelTarget(job.publishedAt),
    structured_data: buildJobPosting(
      {
        id: job.id,
        title: job.title,
        jobDescription: job.jobDescription,
        attraction: job.attraction,
        requirement: job.requirement,
        welcomeSkill: job.welcomeSkill,
        employmentSelection: job.employmentSelection,
        workPlaceDescription: job.workPlaceDescription,
        salarySupplement: job.salarySupplement,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        employmentType: job.employmentType,
        publishedAt,
        recruitmentEndOn: job.recruitmentEndOn,
        prefecture: found.prefecture,
        industryName: found.industry?.name ?? null,
        jobTypeNames: jobTypes.map((type) => type.name),
        headerImagePath: job.headerImagePath,
        organisationName: job.hideCompany ? HIDDEN_COMPANY_NAME : company.name,
        organisationUrl: websiteUrl,
        organisationLogo: company.logo_path,
      },
      options,
    ),
  }
}

// Stocks ----------------------------------------------------------------------------------------

/** Stocks a public job; a repeated call returns the same stock and counts nothing again. */
export async function stockJobInfo(
  db: DbOrTx,
  userId: number,
  jobInfoId: number,
): Promise<{ record: JobInfoStockState; created: boolean }> {
  if (!(await repository.isPublicJob(db, jobInfoId))) throw notFound('Job info')
  const result = await repository.addStock(db, userId, jobInfoId)
  return {
    record: { job_info_id: jobInfoId, stock_id: result.stockId, stock_count: result.stockCount },
    created: result.created,
  }
}

/**
 * Removes the caller's stock. A job that is no longer public can still be unstocked by someone
 * who had stocked it (nothing is revealed to them); otherwise it answers 404 like any hidden job.
 */
export async function unstockJobInfo(
  db: DbOrTx,
  userId: number,
  jobInfoId: number,
): Promise<JobInfoStockState> {
  const removed = await repository.removeStock(db, userId, jobInfoId)
  if (removed) return { job_info_id: jobInfoId, stock_id: null, stock_count: removed.stockCount }
  if (!(await repository.isPublicJob(db, jobInfoId))) throw notFound('Job info')
  return {
    job_info_id: jobInfoId,
    stock_id: null,
    stock_count: await repository.findStockCount(db, jobInfoId),
  }
}

// Saved search conditions -----------------------------------------------------------------------

type SearchConditionRow = Awaited<ReturnType<typeof repository.listSearchConditions>>[number]

function toSearchCondition(row: SearchConditionRow) {
  // Saved before a criterion changed shape: keep what is still valid rather than fail the list.
  const parsed = jobSearchCriteriaSchema.safeParse(row.conditions)
  return {
    id: row.id,
    name: row.name,
    conditions: parsed.success ? parsed.data : {},
    created_at: row.createdAt.toISOString(),
  }
}

export async function listSearchConditions(db: DbOrTx, userId: number) {
  const rows = await repository.listSearchConditions(db, userId)
  return { job_search_conditions: rows.map(toSearchCondition) }
}

export async function saveSearchCondition(
  db: DbOrTx,
  userId: number,
  body: { name: string; conditions: JobSearchCriteria },
) {
  const conditions = Object.fromEntries(
    Object.entries(body.conditions).filter(([, value]) => value !== undefined),
  )
  const saved = await repository.insertSearchCondition(
    db,
    { userId, name: body.name.trim(), conditions },
    JOB_SEARCH_CONDITIONS_MAX,
  )
  if (!saved) {
    throw new AppError(
      'validationFailed',
      `At most ${JOB_SEARCH_CONDITIONS_MAX} search conditions can be saved; delete one to save another`,
    )
  }
  return { record: toSearchCondition(saved.row), created: saved.created }
}

export async function deleteSearchCondition(db: DbOrTx, userId: number, id: number) {
  if (!(await repository.deleteSearchCondition(db, userId, id))) {
    throw notFound('Job search condition')
  }
}
