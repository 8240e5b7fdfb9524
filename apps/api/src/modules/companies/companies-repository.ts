import {
  companies,
  companyFollows,
  type DbOrTx,
  escapeLike,
  industries,
  jobInfos,
  type KeywordTerm,
  keywordTerms,
  normaliseSearchText,
  prefectures,
  WORD_BREAK,
} from '@kakehashi/db'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { publicJobCondition } from '../jobs/public-job.ts'

export interface CompanyFilters {
  keywords: readonly KeywordTerm[]
  industryIds: number[]
  prefectureIds: number[]
  foreignAffiliated?: boolean
}

const searchColumns = searchColumnsOf(companies)

/**
 * Jobs of the company the public may see. A job that hides its company is left out: counting
 * or listing it on the company's page would reveal who is hiring.
 */
const publicJobCount = sql<number>`(select count(*)::int from ${jobInfos}
  where ${jobInfos.companyId} = ${qualified(companies.id)}
    and not ${jobInfos.hideCompany}
    and ${publicJobCondition()})`

const followerCount = sql<number>`(select count(*)::int from ${companyFollows}
  where ${companyFollows.companyId} = ${qualified(companies.id)})`

function filterCondition(filters: CompanyFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    keywordCondition(searchColumns, { all: filters.keywords }),
  ]
  if (filters.industryIds.length > 0) {
    conditions.push(inArray(companies.industryId, filters.industryIds))
  }
  if (filters.prefectureIds.length > 0) {
    conditions.push(inArray(companies.prefectureId, filters.prefectureIds))
  }
  if (filters.foreignAffiliated !== undefined) {
    conditions.push(eq(companies.isForeignAffiliated, filters.foreignAffiliated))
  }
  return and(...conditions)
}

const references = {
  industry: { id: industries.id, name: industries.name, nameEn: industries.nameEn },
  prefecture: { id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn },
}

/** Companies hiring now come first; among equals, the order they joined the platform. */
export function listCompanies(db: DbOrTx, filters: CompanyFilters, window: PageWindow) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      logoPath: companies.logoPath,
      description: companies.description,
      descriptionEn: companies.descriptionEn,
      employeeCount: companies.employeeCount,
      isForeignAffiliated: companies.isForeignAffiliated,
      ...references,
      publicJobCount,
    })
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(prefectures, eq(prefectures.id, companies.prefectureId))
    .where(filterCondition(filters))
    .orderBy(desc(publicJobCount), asc(companies.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countCompanies(db: DbOrTx, filters: CompanyFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(filterCondition(filters))
  return row?.total ?? 0
}

export async function findCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      nameKana: companies.nameKana,
      logoPath: companies.logoPath,
      headerImagePath: companies.headerImagePath,
      address: companies.address,
      description: companies.description,
      descriptionEn: companies.descriptionEn,
      businessDescription: companies.businessDescription,
      websiteUrl: companies.websiteUrl,
      employeeCount: companies.employeeCount,
      foundedYear: companies.foundedYear,
      capital: companies.capital,
      isForeignAffiliated: companies.isForeignAffiliated,
      updatedAt: companies.updatedAt,
      ...references,
      publicJobCount,
      followerCount,
    })
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(prefectures, eq(prefectures.id, companies.prefectureId))
    .where(eq(companies.id, id))
  return row ?? null
}

export async function isKnownCompany(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))
  return row !== undefined
}

/** 株式会社アルファ begins with アルファ as a reader sees it. */
const LEGAL_FORM_PREFIX = `^(株式会社|有限会社|合同会社)[ ${WORD_BREAK}]?`

/**
 * Names for the suggestion box: an ASCII word matches the start of a word, so "gold" finds
 * "Goldman Sachs" while it is being typed. Names (Japanese or English) that begin with what was
 * typed come first, then shorter names.
 */
export function suggestCompanies(db: DbOrTx, keyword: string, limit: number) {
  // The search text begins with the (normalised) Japanese name; English names are checked too.
  const prefix = `${escapeLike(normaliseSearchText(keyword).split(' ')[0] ?? '')}%`
  return db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(keywordCondition(searchColumns, { all: keywordTerms(keyword) }, { asPrefix: true }))
    .orderBy(
      sql`case when ${companies.searchText} like ${prefix}
        or regexp_replace(${companies.searchText}, ${LEGAL_FORM_PREFIX}, '') like ${prefix}
        or lower(${companies.nameEn}) like ${prefix} then 0 else 1 end`,
      sql`char_length(${companies.name})`,
      asc(companies.id),
    )
    .limit(limit)
}

export async function findFollow(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select()
    .from(companyFollows)
    .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)))
  return row ?? null
}

/** Inserts the follow, or returns null when the candidate follows the company already. */
export async function insertFollow(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .insert(companyFollows)
    .values({ userId, companyId })
    .onConflictDoNothing({ target: [companyFollows.userId, companyFollows.companyId] })
    .returning()
  return row ?? null
}

/** Deletes the follow only when it is the user's own; false when there is no such follow. */
export async function deleteFollow(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(companyFollows)
    .where(and(eq(companyFollows.id, id), eq(companyFollows.userId, userId)))
    .returning({ id: companyFollows.id })
  return rows.length > 0
}
