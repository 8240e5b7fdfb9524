import {
  COMPANY_SUGGEST_LIMIT,
  type CompanyDetail,
  type CompanyFollow,
  type CompanyListQuery,
  type CompanySummary,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import { type DbOrTx, keywordTerms } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import * as repository from './companies-repository.ts'

type Named = { id: number; name: string; nameEn: string | null } | null

const namedToWire = (record: Named) =>
  record ? { id: record.id, name: record.name, name_en: record.nameEn } : null

export async function listCompanies(db: DbOrTx, query: CompanyListQuery) {
  const filters: repository.CompanyFilters = {
    keywords: keywordTerms(query.keyword, await searchVocabulary(db)),
    industryIds: query.industry_ids,
    prefectureIds: query.prefecture_ids,
    foreignAffiliated: query.foreign_affiliated,
  }
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listCompanies(db, filters, window),
    count: () => repository.countCompanies(db, filters),
  })
  const items: CompanySummary[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    logo_path: row.logoPath,
    industry: namedToWire(row.industry),
    prefecture: namedToWire(row.prefecture),
    description: row.description,
    description_en: row.descriptionEn,
    employee_count: row.employeeCount,
    is_foreign_affiliated: row.isForeignAffiliated,
    public_job_count: row.publicJobCount,
  }))
  return { companies: items, pagination }
}

/** A company's profile; `follow` is the caller's own follow when a candidate asks. */
export async function getCompany(
  db: DbOrTx,
  id: number,
  candidateId: number | null,
): Promise<CompanyDetail> {
  const [row, follow] = await Promise.all([
    repository.findCompany(db, id),
    candidateId === null ? null : repository.findFollow(db, candidateId, id),
  ])
  if (!row) throw notFound('Company')
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    name_kana: row.nameKana,
    logo_path: row.logoPath,
    header_image_path: row.headerImagePath,
    industry: namedToWire(row.industry),
    prefecture: namedToWire(row.prefecture),
    address: row.address,
    description: row.description,
    description_en: row.descriptionEn,
    business_description: row.businessDescription,
    website_url: row.websiteUrl,
    employee_count: row.employeeCount,
    founded_year: row.foundedYear,
    capital: row.capital,
    is_foreign_affiliated: row.isForeignAffiliated,
    public_job_count: row.publicJobCount,
    follower_count: row.followerCount,
    follow: follow ? { id: follow.id } : null,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Up to COMPANY_SUGGEST_LIMIT names; an empty keyword suggests nothing. */
export async function suggestCompanies(db: DbOrTx, keyword: string | undefined) {
  if (!keyword?.trim()) return []
  const rows = await repository.suggestCompanies(db, keyword, COMPANY_SUGGEST_LIMIT)
  return rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn }))
}

const followToWire = (follow: {
  id: number
  companyId: number
  createdAt: Date
}): CompanyFollow => ({
  id: follow.id,
  company_id: follow.companyId,
  created_at: follow.createdAt.toISOString(),
})

const unknownCompany = () =>
  new AppError('validationFailed', 'No such company', [
    fieldIssue(['body', 'company_id'], VALIDATION_MESSAGES.invalid),
  ])

/**
 * Follows a company. A repeated request (a double click, a retry after a lost answer) returns
 * the follow that exists instead of making a second one; `created` tells which happened.
 */
export async function followCompany(
  db: DbOrTx,
  candidateId: number,
  companyId: number,
): Promise<{ record: CompanyFollow; created: boolean }> {
  if (!(await repository.isKnownCompany(db, companyId))) throw unknownCompany()
  // Twice at most: an unfollow landing between the insert and the lookup leaves nothing to
  // return, and the next insert then succeeds.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await repository.insertFollow(db, candidateId, companyId)
    if (inserted) return { record: followToWire(inserted), created: true }
    const existing = await repository.findFollow(db, candidateId, companyId)
    if (existing) return { record: followToWire(existing), created: false }
  }
  throw new AppError('conflict', 'The follow changed while it was being saved')
}

/** Only the candidate's own follow; anyone else's id is as unknown as a missing one. */
export async function unfollowCompany(db: DbOrTx, candidateId: number, followId: number) {
  if (!(await repository.deleteFollow(db, candidateId, followId))) {
    throw notFound('Company follow')
  }
}
