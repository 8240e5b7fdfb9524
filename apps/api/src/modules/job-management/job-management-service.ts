import {
  HIDDEN_COMPANY_NAME,
  JOB_EXPIRING_DAYS,
  JOB_STATUSES,
  type JobInfoBody,
  type JobManagementDetail,
  type JobManagementListQuery,
  type JobManagementListResponse,
  type JobManagementRow,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import { type DbOrTx, jobSearchDocument, keywordMatchers } from '@kakehashi/db'
import { AppError, type AppErrorIssue, fieldIssue, notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { companyDisplay, toJobTypeRef } from '../jobs/job-summary.ts'
import * as repository from './job-management-repository.ts'

/**
 * A create repeated within this many minutes with the same body, the job untouched since,
 * answers the job the first one made: a double click or a retry after a lost answer never
 * publishes a job twice. The job table keeps no request key, so the body itself is the key.
 */
const RETRY_WINDOW_MINUTES = 10

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

/** The fields of the form as a job holds them, in one comparable shape. */
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

async function loadDetail(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<JobManagementDetail> {
  const found = await repository.findOwnJob(db, organisationId, id)
  if (!found) throw notFound('Job info')
  const jobTypes = found.jobTypes
  const jobTags = found.jobInfoTags
  const { job } = found
  return {
    id: job.id,
    publisher_type: job.publisherType,
    ...formFieldsOf(
      job,
      jobTypes.map((type) => type.id),
      jobTags.map((tag) => tag.id),
    ),
    status: job.status,
    company: found.company
      ? {
          id: found.company.id,
          name: found.company.name,
          name_en: found.company.nameEn,
          logo_path: found.company.logoPath,
        }
      : null,
    display_company_name: displayNameOf({ ...job, companyName: found.company?.name ?? null }),
    industry: found.industry
      ? { id: found.industry.id, name: found.industry.name, name_en: found.industry.nameEn }
      : null,
    prefecture: found.prefecture
      ? { id: found.prefecture.id, name: found.prefecture.name, name_en: found.prefecture.nameEn }
      : null,
    job_types: jobTypes,
    job_info_tags: jobTags,
    ...periodOf({ status: job.status, daysLeft: found.daysLeft, canExtend: found.canExtend }),
    can_delete: job.status === 'draft',
    can_close: job.status !== 'closed',
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    published_at: job.publishedAt?.toISOString() ?? null,
    is_public: Boolean(found.isPublic),
    public_path: `/job_infos/${job.id}`,
    stock_count: job.stockCount,
    self_apply_count: Number(found.selfApplyCount),
  }
}

// Reading ---------------------------------------------------------------------------------------

export async function listJobInfos(
  db: DbOrTx,
  organisationId: number,
  query: JobManagementListQuery,
): Promise<JobManagementListResponse> {
  const filters = { status: query.status, keyword: query.keyword }
  const byStatus = await repository.countOwnJobsByStatus(db, organisationId)
  const [draft, open, openForScout, closed] = JOB_STATUSES.map(
    (status) => byStatus.get(status) ?? 0,
  )
  // Without a keyword the tabs' counts already hold the list's total: no second count.
  const hasKeyword = keywordMatchers(query.keyword).length > 0
  const stateTotal = query.status
    ? (byStatus.get(query.status) ?? 0)
    : draft! + open! + openForScout!
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listOwnJobs(db, organisationId, filters, query.sort, window),
    count: async () =>
      hasKeyword ? repository.countOwnJobs(db, organisationId, filters) : stateTotal,
  })
  return {
    job_infos: rows.map(toRow),
    pagination,
    status_counts: { draft: draft!, open: open!, open_for_scout: openForScout!, closed: closed! },
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
}

/**
 * The columns a body saves: the publisher's side of the company (a company always publishes
 * for itself, an agent for the client it names), the ids checked against the reference lists,
 * and the search document built from the names, so the job is found by them at once.
 */
async function prepareJob(
  db: DbOrTx,
  organisationId: number,
  body: JobInfoBody,
): Promise<PreparedJob> {
  const issues: AppErrorIssue[] = []
  const publisher = await repository.findPublisher(db, organisationId)
  if (!publisher) throw notFound('Organisation')

  const typeIds = unique(body.job_type_ids)
  const tagIds = unique(body.job_info_tag_ids)
  const names = await repository.findReferenceNames(db, {
    industryId: body.industry_id,
    prefectureId: body.prefecture_id,
    jobTypeIds: typeIds,
    tagIds,
  })
  if (names.industry === null) {
    issues.push(fieldIssue(['body', 'industry_id'], VALIDATION_MESSAGES.invalid))
  }
  if (names.prefecture === null) {
    issues.push(fieldIssue(['body', 'prefecture_id'], VALIDATION_MESSAGES.invalid))
  }
  if (names.types.length !== typeIds.length) {
    issues.push(fieldIssue(['body', 'job_type_ids'], VALIDATION_MESSAGES.invalid))
  }
  if (names.tags.length !== tagIds.length) {
    issues.push(fieldIssue(['body', 'job_info_tag_ids'], VALIDATION_MESSAGES.invalid))
  }

  let company: { id: number | null; text: string; nameEn: string | null; hide: boolean }
  if (publisher.kind === 'agent') {
    const chosen =
      body.company_id === null ? undefined : await repository.findCompany(db, body.company_id)
    const text = body.company_text.trim()
    if (body.company_id !== null && !chosen) {
      issues.push(fieldIssue(['body', 'company_id'], VALIDATION_MESSAGES.invalid))
    } else if (!chosen && text === '') {
      issues.push(fieldIssue(['body', 'company_id'], VALIDATION_MESSAGES.required))
    }
    company = {
      id: chosen?.id ?? null,
      text: chosen?.name ?? text,
      nameEn: chosen?.nameEn ?? null,
      hide: body.hide_company,
    }
  } else {
    company = {
      id: publisher.companyId,
      text: publisher.companyName ?? publisher.name,
      nameEn: publisher.companyNameEn ?? publisher.nameEn,
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
      industryName: names.industry,
      prefectureName: names.prefecture,
      jobTypeNames: names.types,
      tagNames: names.tags,
    },
    { hideCompany: company.hide },
  )
  return {
    typeIds,
    tagIds,
    values: {
      ...fields,
      publisherType: publisher.kind === 'agent' ? 'Agent' : 'Company',
      agentId: publisher.kind === 'agent' ? publisher.agentId : null,
      companyId: company.id,
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

const sameFields = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b)

/** Creates a job; the same body again within the retry window answers the first job (200). */
export async function createJobInfo(
  db: DbOrTx,
  context: RecruiterContext,
  body: JobInfoBody,
): Promise<CreateOutcome<JobManagementDetail>> {
  const { organisationId } = context
  return db.transaction(async (tx) => {
    const prepared = await prepareJob(tx, organisationId, body)
    await repository.lockOrganisation(tx, organisationId)
    const wanted = formFieldsOf(prepared.values, sorted(prepared.typeIds), sorted(prepared.tagIds))
    const retried = await repository.listRecentUntouchedJobIds(
      tx,
      organisationId,
      prepared.values.title,
      RETRY_WINDOW_MINUTES,
    )
    for (const id of retried) {
      const existing = await loadDetail(tx, organisationId, id)
      const saved = {
        ...Object.fromEntries(
          Object.keys(wanted).map((key) => [key, existing[key as keyof typeof wanted]]),
        ),
        job_type_ids: sorted(existing.job_type_ids),
        job_info_tag_ids: sorted(existing.job_info_tag_ids),
      }
      if (sameFields(wanted, saved)) return { record: existing, created: false }
    }
    const id = await repository.insertJob(tx, organisationId, prepared.values, prepared)
    return { record: await loadDetail(tx, organisationId, id), created: true }
  })
}

export async function updateJobInfo(
  db: DbOrTx,
  organisationId: number,
  id: number,
  body: JobInfoBody,
): Promise<JobManagementDetail> {
  return db.transaction(async (tx) => {
    // Another organisation's id answers 404 whatever its body, never what the body lacks.
    if (!(await repository.ownsJob(tx, organisationId, id))) throw notFound('Job info')
    const prepared = await prepareJob(tx, organisationId, body)
    if (!(await repository.updateJob(tx, organisationId, id, prepared.values, prepared))) {
      throw notFound('Job info')
    }
    return loadDetail(tx, organisationId, id)
  })
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
