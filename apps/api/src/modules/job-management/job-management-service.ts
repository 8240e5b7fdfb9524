import {
  HIDDEN_COMPANY_NAME,
  JOB_EXPIRING_DAYS,
  JOB_SEARCH_COUNT_CAP,
  JOB_STATUSES,
  type JobInfoBody,
  type JobInfoCreateBody,
  type JobManagementDetail,
  type JobManagementListQuery,
  type JobManagementListResponse,
  type JobManagementRow,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import { type DbOrTx, jobSearchDocument, keywordTerms } from '@kakehashi/db'
import { AppError, type AppErrorIssue, fieldIssue, notFound } from '../../errors/app-error.ts'
import { paginateCapped, readPage, toPageWindow } from '../../lib/paging.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { companyDisplay, toJobTypeRef } from '../jobs/job-summary.ts'
import * as repository from './job-management-repository.ts'

// Answers ---------------------------------------------------------------------------------------

interface Period {
  status: string
  daysLeft: number | null
  canExtend: boolean
}

function periodOf({ status, daysLeft, canExtend }: Period) {
  const live = status === 'open' || status === 'open_for_scout'
  return {
    days_left: daysLeft,
    is_expiring: live && daysLeft !== null && daysLeft >= 0 && daysLeft <= JOB_EXPIRING_DAYS,
    is_expired: live && daysLeft !== null && daysLeft < 0,
    can_extend: Boolean(canExtend),
  }
}

/** The name the public sees of a job's company (社名非公開 when hidden or absent). */
function displayNameOf(job: {
  companyText: string | null
  displayCompanyName: string | null
  hideCompany: boolean
  companyName: string | null
}): string {
  return companyDisplay({
    companyId: null,
    companyText: job.companyText,
    displayCompanyName: job.displayCompanyName,
    displayCompanyLogo: false,
    hideCompany: job.hideCompany,
    companyName: job.companyName,
    companyNameEn: null,
    companyLogoPath: null,
  }).name
}

function toRow(row: repository.OwnJobListRow): JobManagementRow {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    display_company_name: displayNameOf(row),
    hide_company: row.hideCompany,
    employment_type: row.employmentType,
    recruitment_start_on: row.recruitmentStartOn,
    recruitment_end_on: row.recruitmentEndOn,
    ...periodOf({ status: row.status, daysLeft: row.daysLeft, canExtend: row.canExtend }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    stock_count: row.stockCount,
    self_apply_count: Number(row.selfApplyCount),
  }
}

/** The fields of the form as a job holds them. */
function formFieldsOf(
  job: Omit<repository.JobValues, 'searchText' | 'searchGrams'>,
  typeIds: readonly number[],
  tagIds: readonly number[],
) {
  return {
    title: job.title,
    position: job.position ?? '',
    division: job.division ?? '',
    company_id: job.companyId ?? null,
    company_text: job.companyText ?? '',
    hide_company: job.hideCompany ?? false,
    industry_id: job.industryId ?? null,
    job_type_ids: [...typeIds],
    prefecture_id: job.prefectureId ?? null,
    work_place_description: job.workPlaceDescription ?? '',
    salary_min: job.salaryMin ?? null,
    salary_max: job.salaryMax ?? null,
    salary_display_option: job.salaryDisplayOption ?? 'annual_income_or_more',
    salary_supplement: job.salarySupplement ?? '',
    job_description: job.jobDescription ?? '',
    attraction: job.attraction ?? '',
    requirement: job.requirement ?? '',
    welcome_skill: job.welcomeSkill ?? '',
    employment_selection: job.employmentSelection ?? '',
    employment_type: job.employmentType ?? 'full_time',
    duties_change_scope: job.dutiesChangeScope ?? '',
    workplace_change_scope: job.workplaceChangeScope ?? '',
    contract_renewal_limit: job.contractRenewalLimit ?? '',
    job_info_tag_ids: [...tagIds],
    recruitment_start_on: job.recruitmentStartOn ?? null,
    recruitment_end_on: job.recruitmentEndOn ?? null,
    outer_link: job.outerLink ?? null,
    status: job.status ?? 'draft',
  }
}

/** What a job refers to, in the answer's shapes. */
interface JobReferences {
  company: JobManagementDetail['company']
  industry: JobManagementDetail['industry']
  prefecture: JobManagementDetail['prefecture']
  jobTypes: JobManagementDetail['job_types']
  jobInfoTags: JobManagementDetail['job_info_tags']
}

/** The detail of a job: as a read finds it, or as a save wrote it with the names it checked. */
function toDetail(job: repository.SavedJobRow, refs: JobReferences): JobManagementDetail {
  return {
    id: job.id,
    publisher_type: job.publisherType,
    ...formFieldsOf(
      job,
      refs.jobTypes.map((type) => type.id),
      refs.jobInfoTags.map((tag) => tag.id),
    ),
    status: job.status,
    company: refs.company,
    display_company_name: displayNameOf({ ...job, companyName: refs.company?.name ?? null }),
    industry: refs.industry,
    prefecture: refs.prefecture,
    job_types: refs.jobTypes,
    job_info_tags: refs.jobInfoTags,
    ...periodOf(job),
    can_delete: job.status === 'draft',
    can_close: job.status !== 'closed',
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    published_at: job.publishedAt?.toISOString() ?? null,
    is_public: Boolean(job.isPublic),
    public_path: `/job_infos/${job.id}`,
    stock_count: job.stockCount,
    self_apply_count: Number(job.selfApplyCount),
  }
}

const named = (record: { id: number | null; name: string | null; nameEn: string | null } | null) =>
  record?.id != null ? { id: record.id, name: record.name ?? '', name_en: record.nameEn } : null

function foundDetail(found: repository.OwnJobRow): JobManagementDetail {
  const { company, industry, prefecture, jobTypes, jobInfoTags, ...job } = found
  return toDetail(job, {
    company: company
      ? { id: company.id, name: company.name, name_en: company.nameEn, logo_path: company.logoPath }
      : null,
    industry: named(industry),
    prefecture: named(prefecture),
    jobTypes,
    jobInfoTags,
  })
}

async function loadDetail(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<JobManagementDetail> {
  const found = await repository.findOwnJob(db, organisationId, id)
  if (!found) throw notFound('Job info')
  return foundDetail(found)
}

// Reading ---------------------------------------------------------------------------------------

/**
 * A narrowed list's page (a keyword, the jobs ending soon) and its count, stopped at
 * JOB_SEARCH_COUNT_CAP: usually one statement, which counts the matches and sorts the page from
 * them. A page past the end or a filter with no match gets the count alone; a word commoner
 * than the cap gets its page by the sort's index.
 */
async function narrowedPage(
  db: DbOrTx,
  organisationId: number,
  filters: repository.OwnJobFilters,
  query: JobManagementListQuery,
) {
  const window = toPageWindow(query)
  const found = await repository.listOwnJobMatches(
    db,
    organisationId,
    filters,
    query.sort,
    window,
    JOB_SEARCH_COUNT_CAP,
  )
  const count =
    found[0]?.matchCount ??
    (await repository.countOwnJobsUpTo(db, organisationId, filters, JOB_SEARCH_COUNT_CAP))
  const rows =
    count > JOB_SEARCH_COUNT_CAP
      ? await repository.listOwnJobs(db, organisationId, filters, query.sort, window)
      : found
  return { rows, ...paginateCapped(query, count, JOB_SEARCH_COUNT_CAP) }
}

/**
 * A page of the organisation's jobs beside the tabs' counts, read side by side. The counts come
 * from one grouped statement and give the list's total too, unless a keyword or the expiring
 * filter narrows it: then its own count stops at JOB_SEARCH_COUNT_CAP.
 */
export async function listJobInfos(
  db: DbOrTx,
  organisationId: number,
  query: JobManagementListQuery,
): Promise<JobManagementListResponse> {
  const filters = {
    status: query.status,
    expiring: query.expiring === true,
    keywords: keywordTerms(query.keyword, await searchVocabulary(db)),
  }
  const isNarrowed = filters.keywords.length > 0 || filters.expiring
  const counting = repository.countOwnJobsByStatus(db, organisationId)
  const paging = isNarrowed
    ? narrowedPage(db, organisationId, filters, query)
    : readPage(query, {
        rows: (window) => repository.listOwnJobs(db, organisationId, filters, query.sort, window),
        // "All" is every state but closed, as the list without a status holds.
        count: async () => {
          const byStatus = await counting
          return query.status
            ? (byStatus.get(query.status) ?? 0)
            : JOB_STATUSES.filter((status) => status !== 'closed').reduce(
                (sum, status) => sum + (byStatus.get(status) ?? 0),
                0,
              )
        },
      }).then((page) => ({ ...page, total_count_capped: false }))
  const [byStatus, { rows, ...page }] = await Promise.all([counting, paging])
  const [draft, open, openForScout, closed] = JOB_STATUSES.map(
    (status) => byStatus.get(status) ?? 0,
  ) as [number, number, number, number]
  return {
    job_infos: rows.map(toRow),
    ...page,
    status_counts: { draft, open, open_for_scout: openForScout, closed },
  }
}

export function getJobInfo(db: DbOrTx, organisationId: number, id: number) {
  return loadDetail(db, organisationId, id)
}

// Saving ----------------------------------------------------------------------------------------

const unique = (ids: readonly number[]) => [...new Set(ids)]

interface PreparedJob {
  values: repository.JobValues
  typeIds: number[]
  tagIds: number[]
  refs: JobReferences
}

/**
 * The columns a body saves: the publisher's side of the company (a company always publishes
 * for itself, an agent for the client it names), the ids checked against the reference lists,
 * and the search document built from the names, so the job is found by them at once. One
 * statement reads all of it; for an update it also tells whether the job is the caller's, and
 * another organisation's id answers 404 whatever its body, never what the body lacks.
 */
async function prepareJob(
  db: DbOrTx,
  organisationId: number,
  body: JobInfoBody,
  jobId: number | null,
): Promise<PreparedJob> {
  const typeIds = unique(body.job_type_ids)
  const tagIds = unique(body.job_info_tag_ids)
  const found = await repository.findSaveContext(db, organisationId, {
    jobId,
    industryId: body.industry_id,
    prefectureId: body.prefecture_id,
    jobTypeIds: typeIds,
    tagIds,
    companyId: body.company_id,
  })
  if (!found) throw notFound('Organisation')
  if (!found.ownsJob) throw notFound('Job info')

  const issues: AppErrorIssue[] = []
  if (found.industry === null) {
    issues.push(fieldIssue(['body', 'industry_id'], VALIDATION_MESSAGES.invalid))
  }
  if (found.prefecture === null) {
    issues.push(fieldIssue(['body', 'prefecture_id'], VALIDATION_MESSAGES.invalid))
  }
  if (found.jobTypes.length !== typeIds.length) {
    issues.push(fieldIssue(['body', 'job_type_ids'], VALIDATION_MESSAGES.invalid))
  }
  if (found.jobInfoTags.length !== tagIds.length) {
    issues.push(fieldIssue(['body', 'job_info_tag_ids'], VALIDATION_MESSAGES.invalid))
  }

  let company: {
    record: JobManagementDetail['company']
    text: string
    nameEn: string | null
    hide: boolean
  }
  if (found.kind === 'agent') {
    const chosen = found.chosenCompany
    const text = body.company_text.trim()
    if (body.company_id !== null && !chosen) {
      issues.push(fieldIssue(['body', 'company_id'], VALIDATION_MESSAGES.invalid))
    } else if (!chosen && text === '') {
      issues.push(fieldIssue(['body', 'company_id'], VALIDATION_MESSAGES.required))
    }
    company = {
      record: chosen,
      text: chosen?.name ?? text,
      nameEn: chosen?.name_en ?? null,
      hide: body.hide_company,
    }
  } else {
    company = {
      record: found.ownCompany,
      text: found.ownCompany?.name ?? found.name,
      nameEn: found.ownCompany?.name_en ?? found.nameEn,
      hide: false,
    }
  }
  if (issues.length > 0) {
    throw new AppError('validationFailed', 'Some fields refer to records that do not exist', issues)
  }

  const fields = {
    title: body.title.trim(),
    position: body.position.trim(),
    division: body.division.trim(),
    workPlaceDescription: body.work_place_description,
    jobDescription: body.job_description,
    requirement: body.requirement,
    welcomeSkill: body.welcome_skill,
  }
  const document = jobSearchDocument(
    {
      ...fields,
      companyName: company.text,
      companyNameEn: company.nameEn,
      industryName: found.industry?.name ?? null,
      prefectureName: found.prefecture?.name ?? null,
      // In the order of their ids, as the search document has always listed them.
      jobTypeNames: byId(found.jobTypes).map((type) => type.name),
      tagNames: byId(found.jobInfoTags).map((tag) => tag.name),
    },
    { hideCompany: company.hide },
  )
  return {
    typeIds,
    tagIds,
    refs: {
      company: company.record,
      industry: found.industry,
      prefecture: found.prefecture,
      jobTypes: found.jobTypes,
      jobInfoTags: found.jobInfoTags,
    },
    values: {
      ...fields,
      publisherType: found.kind === 'agent' ? 'Agent' : 'Company',
      agentId: found.kind === 'agent' ? found.agentId : null,
      companyId: company.record?.id ?? null,
      companyText: company.text,
      displayCompanyName: company.hide ? null : company.text || HIDDEN_COMPANY_NAME,
      hideCompany: company.hide,
      industryId: body.industry_id,
      prefectureId: body.prefecture_id,
      salaryMin: body.salary_min,
      salaryMax: body.salary_max,
      salaryDisplayOption: body.salary_display_option,
      salarySupplement: body.salary_supplement,
      attraction: body.attraction,
      employmentSelection: body.employment_selection,
      employmentType: body.employment_type,
      dutiesChangeScope: body.duties_change_scope,
      workplaceChangeScope: body.workplace_change_scope,
      // Only a fixed-term contract has renewal limits; a permanent position states none.
      contractRenewalLimit: body.employment_type === 'contract' ? body.contract_renewal_limit : '',
      status: body.status,
      recruitmentStartOn: body.recruitment_start_on,
      recruitmentEndOn: body.recruitment_end_on,
      outerLink: body.outer_link?.trim() ?? null,
      ...document,
    },
  }
}

const byId = <T extends { id: number }>(records: readonly T[]) =>
  [...records].sort((a, b) => a.id - b.id)

/**
 * Creates a job once per request key of the organisation: the same `client_request_id` again
 * (a double click, a retry after a lost answer) answers the job the first request made (200).
 * The job and its links are written by one statement, so a create is all or nothing.
 */
export async function createJobInfo(
  db: DbOrTx,
  context: RecruiterContext,
  body: JobInfoCreateBody,
): Promise<CreateOutcome<JobManagementDetail>> {
  const { organisationId } = context
  const prepared = await prepareJob(db, organisationId, body, null)
  const saved = await repository.insertJob(
    db,
    organisationId,
    body.client_request_id,
    prepared.values,
    prepared,
  )
  if (saved) return { record: toDetail(saved, prepared.refs), created: true }
  const existing = await repository.findOwnJobByRequest(db, organisationId, body.client_request_id)
  // The insert gave way to this very job, so it is there.
  if (!existing) throw new Error(`No job for request ${body.client_request_id}`)
  return { record: foundDetail(existing), created: false }
}

/**
 * Replaces every field of a job. The job and its links are written by one statement (one
 * transaction), whose answer is the job as written: nothing is read back.
 */
export async function updateJobInfo(
  db: DbOrTx,
  organisationId: number,
  id: number,
  body: JobInfoBody,
): Promise<JobManagementDetail> {
  const prepared = await prepareJob(db, organisationId, body, id)
  const saved = await repository.updateJob(db, organisationId, id, prepared.values, prepared)
  if (!saved) throw notFound('Job info')
  return toDetail(saved, prepared.refs)
}

export async function deleteJobInfo(db: DbOrTx, organisationId: number, id: number) {
  const outcome = await repository.deleteDraft(db, organisationId, id)
  if (outcome === 'missing') throw notFound('Job info')
  if (outcome === 'notDraft') {
    throw new AppError('jobNotDeletable', 'Only drafts can be deleted; close a published job')
  }
}

export async function extendJobInfo(db: DbOrTx, organisationId: number, id: number) {
  if (!(await repository.extendJob(db, organisationId, id))) {
    if (!(await repository.ownsJob(db, organisationId, id))) throw notFound('Job info')
    throw new AppError(
      'jobNotExtendable',
      'Only an open or scout-only job that has expired or ends within 14 days can be extended',
    )
  }
  return loadDetail(db, organisationId, id)
}

export async function closeJobInfo(db: DbOrTx, organisationId: number, id: number) {
  if (!(await repository.closeJob(db, organisationId, id))) {
    if (!(await repository.ownsJob(db, organisationId, id))) throw notFound('Job info')
    throw new AppError('recruitmentAlreadyClosed', 'The recruitment has already been closed')
  }
  return loadDetail(db, organisationId, id)
}

// Job types -------------------------------------------------------------------------------------

export async function listTopJobTypes(db: DbOrTx) {
  const types = await repository.listJobTypes(db)
  return { job_types: types.filter((type) => type.parentId === null).map(toJobTypeRef) }
}

export async function listChildJobTypes(db: DbOrTx, parentIds: readonly number[]) {
  const ids = unique(parentIds)
  if (ids.length === 0) return { job_types: [] }
  return { job_types: (await repository.listChildJobTypes(db, ids)).map(toJobTypeRef) }
}
