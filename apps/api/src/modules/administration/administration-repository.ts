import {
  type AdminContractBody,
  type AdminOrganisationUpdateBody,
  RECRUITER_ROLE_TYPES,
} from '@kakehashi/contracts'
import {
  agentSearchDocument,
  agents,
  companies,
  companySearchDocument,
  contracts,
  type DbOrTx,
  industries,
  type KeywordTerm,
  organisations,
  prefectures,
  type RecruiterPermission,
  users,
} from '@kakehashi/db'
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
import { tokyoToday } from '../jobs/public-job.ts'

export interface OrganisationFilters {
  keywords: readonly KeywordTerm[]
  kind?: 'company' | 'agent'
}

// An organisation is found by its public profile's search text (name, English name, reading,
// description), the same document the public company and agent searches read.
function organisationCondition(filters: OrganisationFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.kind) conditions.push(eq(organisations.kind, filters.kind))
  if (filters.keywords.length > 0) {
    const words = { all: filters.keywords }
    const byProfile = or(
      keywordCondition(searchColumnsOf(companies), words, { strategy: 'text' }),
      keywordCondition(searchColumnsOf(agents), words, { strategy: 'text' }),
    )
    if (byProfile) conditions.push(byProfile)
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

const contractDaysLeft = sql<number>`(${contracts.endsOn} - ${tokyoToday})::int`

export function listOrganisationRows(db: DbOrTx, filters: OrganisationFilters, window: PageWindow) {
  const recruiterCount = db
    .select({ organisationId: users.organisationId, n: count().as('n') })
    .from(users)
    .where(inArray(users.roleType, [...RECRUITER_ROLE_TYPES]))
    .groupBy(users.organisationId)
    .as('recruiter_count')
  return db
    .select({
      id: organisations.id,
      kind: organisations.kind,
      name: organisations.name,
      nameEn: organisations.nameEn,
      createdAt: organisations.createdAt,
      planName: contracts.planName,
      startsOn: contracts.startsOn,
      endsOn: contracts.endsOn,
      daysLeft: contractDaysLeft,
      recruiterCount: sql<number>`coalesce(${recruiterCount.n}, 0)::int`,
    })
    .from(organisations)
    .leftJoin(companies, eq(companies.organisationId, organisations.id))
    .leftJoin(agents, eq(agents.organisationId, organisations.id))
    .leftJoin(contracts, eq(contracts.organisationId, organisations.id))
    .leftJoin(recruiterCount, eq(recruiterCount.organisationId, organisations.id))
    .where(organisationCondition(filters))
    .orderBy(desc(organisations.createdAt), desc(organisations.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countOrganisations(
  db: DbOrTx,
  filters: OrganisationFilters,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisations)
    .leftJoin(companies, eq(companies.organisationId, organisations.id))
    .leftJoin(agents, eq(agents.organisationId, organisations.id))
    .where(organisationCondition(filters))
  return row?.n ?? 0
}

/** The organisation with its public profile and contract; undefined when there is none. */
export async function findOrganisation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      organisation: organisations,
      company: companies,
      agent: agents,
      contract: contracts,
      daysLeft: contractDaysLeft,
    })
    .from(organisations)
    .leftJoin(companies, eq(companies.organisationId, organisations.id))
    .leftJoin(agents, eq(agents.organisationId, organisations.id))
    .leftJoin(contracts, eq(contracts.organisationId, organisations.id))
    .where(eq(organisations.id, id))
  return row
}

export type OrganisationRecord = NonNullable<Awaited<ReturnType<typeof findOrganisation>>>

/** The organisation a create with this request key made, if any. */
export async function findOrganisationIdByRequest(
  db: DbOrTx,
  clientRequestId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.clientRequestId, clientRequestId))
  return row?.id
}

/** Inserts the organisation; undefined when one with the same request key exists already. */
export async function insertOrganisation(
  db: DbOrTx,
  values: {
    kind: 'company' | 'agent'
    name: string
    nameEn: string | null
    clientRequestId: string
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(organisations)
    .values(values)
    .onConflictDoNothing({
      target: organisations.clientRequestId,
      where: sql`${organisations.clientRequestId} is not null`,
    })
    .returning({ id: organisations.id })
  return row?.id
}

/** Whether the chosen industry and prefecture exist (an id not chosen counts as found). */
export async function findProfileReferences(
  db: DbOrTx,
  ids: { industryId: number | null; prefectureId: number | null },
): Promise<{ industry: boolean; prefecture: boolean }> {
  const [row] = await db
    .execute<{ industry: boolean; prefecture: boolean }>(sql`select
      (${ids.industryId}::bigint is null
        or exists (select 1 from ${industries} where ${industries.id} = ${ids.industryId})) as industry,
      (${ids.prefectureId}::smallint is null
        or exists (select 1 from ${prefectures} where ${prefectures.id} = ${ids.prefectureId})) as prefecture`)
    .then((result) => result.rows)
  return { industry: Boolean(row?.industry), prefecture: Boolean(row?.prefecture) }
}

async function industryName(db: DbOrTx, industryId: number | null): Promise<string | null> {
  if (industryId === null) return null
  const [row] = await db
    .select({ name: industries.name })
    .from(industries)
    .where(eq(industries.id, industryId))
  return row?.name ?? null
}

/**
 * Writes the organisation's name and its public profile (a company or an agent page), with the
 * search document the public searches read; creates the profile when there is none yet.
 */
export async function saveOrganisationProfile(
  db: DbOrTx,
  organisation: { id: number; kind: 'company' | 'agent' },
  body: AdminOrganisationUpdateBody,
): Promise<void> {
  const nameEn = body.name_en.trim() || null
  await db
    .update(organisations)
    .set({ name: body.name, nameEn, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisation.id))
  if (organisation.kind === 'company') {
    const values = {
      name: body.name,
      nameEn,
      prefectureId: body.prefecture_id,
      industryId: body.industry_id,
      websiteUrl: body.website_url,
      description: body.description,
      isForeignAffiliated: body.is_foreign_affiliated,
    }
    const [existing] = await db
      .select()
      .from(companies)
      .where(eq(companies.organisationId, organisation.id))
    const document = companySearchDocument({
      ...existing,
      ...values,
      industryName: await industryName(db, body.industry_id),
    })
    if (existing) {
      await db
        .update(companies)
        .set({ ...values, ...document, updatedAt: sql`now()` })
        .where(eq(companies.id, existing.id))
    } else {
      await db.insert(companies).values({ ...values, ...document, organisationId: organisation.id })
    }
    return
  }
  const values = {
    name: body.name,
    nameEn,
    prefectureId: body.prefecture_id,
    websiteUrl: body.website_url,
    description: body.description,
  }
  const [existing] = await db
    .select()
    .from(agents)
    .where(eq(agents.organisationId, organisation.id))
  const document = agentSearchDocument({ ...existing, ...values })
  if (existing) {
    await db
      .update(agents)
      .set({ ...values, ...document, updatedAt: sql`now()` })
      .where(eq(agents.id, existing.id))
  } else {
    await db.insert(agents).values({ ...values, ...document, organisationId: organisation.id })
  }
}

/** Sets the organisation's one contract, creating it the first time. */
export async function saveContract(
  db: DbOrTx,
  organisationId: number,
  body: AdminContractBody,
): Promise<void> {
  const values = {
    planName: body.plan_name,
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    specialScoutMonthlyQuota: body.special_scout_monthly_quota,
    specialScoutWeekPermitted: body.special_scout_week_permitted,
    downloadPermitted: body.download_permitted,
  }
  await db
    .insert(contracts)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({
      target: contracts.organisationId,
      set: { ...values, updatedAt: sql`now()` },
    })
}

const recruiterColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  fullNameKana: users.fullNameKana,
  roleType: users.roleType,
  accountType: users.accountType,
  permissions: users.permissions,
  trialRecruiter: users.trialRecruiter,
  organisationId: users.organisationId,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  lastLoginAt: users.lastLoginAt,
  suspendedAt: users.suspendedAt,
}

export function listRecruiters(db: DbOrTx, organisationId: number) {
  return db
    .select(recruiterColumns)
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        inArray(users.roleType, [...RECRUITER_ROLE_TYPES]),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.id)
}

export type RecruiterRow = Awaited<ReturnType<typeof listRecruiters>>[number]

export async function findRecruiter(db: DbOrTx, id: number) {
  const [row] = await db
    .select(recruiterColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.roleType, [...RECRUITER_ROLE_TYPES])))
  return row
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, organisationId: users.organisationId, roleType: users.roleType })
    .from(users)
    .where(eq(users.email, email))
  return row
}

export interface RecruiterValues {
  fullName: string
  fullNameKana: string | null
  accountType: 'master' | 'normal' | 'agent_company'
  permissions: RecruiterPermission[]
  trialRecruiter: boolean
}

/** A recruiter without a password: the invitation's link sets it. Undefined if the address is taken. */
export async function insertRecruiter(
  db: DbOrTx,
  values: RecruiterValues & {
    email: string
    roleType: 'CompanyUser' | 'Agent'
    organisationId: number
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  return row?.id
}

export async function updateRecruiter(db: DbOrTx, id: number, values: RecruiterValues) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
}

export async function setSuspended(db: DbOrTx, id: number, suspended: boolean) {
  await db
    .update(users)
    .set({ suspendedAt: suspended ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, id))
}
