import {
  HIDDEN_COMPANY_NAME,
  type JobInfoSummary,
  NEW_LABEL_DAYS,
  type SearchJobInfo,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import {
  type JobInfoTagRow,
  type JobSummaryData,
  type JobTypeRow,
  loadSummaries,
} from './jobs-repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Published within the last NEW_LABEL_DAYS days. */
export function isNewLabelTarget(publishedAt: Date | null, now = Date.now()): boolean {
  return publishedAt !== null && now - publishedAt.getTime() < NEW_LABEL_DAYS * DAY_MS
}

interface CompanyDisplaySource {
  companyId: number | null
  companyText: string | null
  displayCompanyName: string | null
  displayCompanyLogo: boolean
  hideCompany: boolean
  companyName: string | null
  companyNameEn: string | null
  companyLogoPath: string | null
}

/**
 * What the public sees of a job's company. A hidden company shows only 社名非公開: no id, no
 * English name, no logo. Otherwise the publisher's display name wins, then the company's name,
 * then the name they typed; the logo shows only when the publisher allows it.
 */
export function companyDisplay(job: CompanyDisplaySource) {
  if (job.hideCompany) {
    return { id: null, name: HIDDEN_COMPANY_NAME, name_en: null, logo_path: null }
  }
  const name = job.displayCompanyName || job.companyName || job.companyText || HIDDEN_COMPANY_NAME
  return {
    id: job.companyId,
    name,
    // An English name only when the shown name is the company's own.
    name_en:
      job.displayCompanyName && job.displayCompanyName !== job.companyName
        ? null
        : job.companyNameEn,
    logo_path: job.displayCompanyLogo ? job.companyLogoPath : null,
  }
}

export const toJobTypeRef = (type: JobTypeRow) => ({
  id: type.id,
  code: type.code,
  path: type.path,
  name: type.name,
  name_en: type.nameEn,
  parent_id: type.parentId,
})

export const toJobInfoTag = (tag: JobInfoTagRow) => ({
  id: tag.id,
  code: tag.code,
  name: tag.name,
  name_en: tag.nameEn,
})

export function toSummary({ row, jobTypes, tags }: JobSummaryData): JobInfoSummary {
  return {
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    position: row.position,
    company: companyDisplay(row),
    publisher_type: row.publisherType,
    industry:
      row.industryId !== null && row.industryName !== null
        ? { id: row.industryId, name: row.industryName, name_en: row.industryNameEn }
        : null,
    prefecture:
      row.prefectureId !== null && row.prefectureName !== null
        ? { id: row.prefectureId, name: row.prefectureName, name_en: row.prefectureNameEn }
        : null,
    job_types: jobTypes.map(toJobTypeRef),
    job_info_tags: tags.map(toJobInfoTag),
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_display_option: row.salaryDisplayOption,
    employment_type: row.employmentType,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    recruitment_end_on: row.recruitmentEndOn,
    new_label_target: isNewLabelTarget(row.publishedAt),
    stock_count: row.stockCount,
  }
}

/** Summaries of these (public) jobs in the given order: three queries for any number of ids. */
export async function jobSummaries(db: DbOrTx, ids: readonly number[]): Promise<JobInfoSummary[]> {
  return (await loadSummaries(db, ids)).map(toSummary)
}

export async function searchResults(db: DbOrTx, ids: readonly number[]): Promise<SearchJobInfo[]> {
  return (await loadSummaries(db, ids)).map((data) => {
    const summary = toSummary(data)
    return { ...summary, company_logo_thumb: summary.company.logo_path }
  })
}
