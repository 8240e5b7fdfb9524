import type { JobStatus } from '@kakehashi/contracts'
import { and, asc, count, eq, isNull, like, sql } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { dayFromToday, daysFromNow } from '../factories/catalogue.ts'
import {
  agents,
  companies,
  industries,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfos,
  jobInfoTags,
  jobTypes,
  type NewJobInfo,
  prefectures,
} from '../schema/index.ts'
import { jobSearchDocument } from '../search/documents.ts'
import { archetypesFor, composeJob, jobContentColumns } from './job-content.ts'
import { createRandom } from './random.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

// Every demo organisation gets jobs in every state of the job list, so each tab, the trash,
// extending and closing can be tried at once: open jobs (one ending in 10 days, one already past
// its end but still open), one open to scouts only, two drafts and two closed.

interface Plan {
  status: JobStatus
  /** Days from today of the recruitment start and end. */
  period: [number, number]
  /** Days ago the job was created. */
  age: number
}

/**
 * Enough open jobs that the list has a second page, published over the last eight weeks; then one of
 * each state to try. The open ones keep the public share of the whole demo catalogue near a
 * tenth hidden, as the catalogue itself is.
 */
const OPEN_PLANS: Plan[] = Array.from({ length: 21 }, (_, index) => {
  const age = 2 + Math.round(index * 2.6)
  return { status: 'open', period: [-age + 1, 150 - index * 4], age }
})

const PLANS: Plan[] = [
  ...OPEN_PLANS,
  { status: 'open', period: [-55, 10], age: 57 },
  { status: 'open', period: [-95, -4], age: 96 },
  { status: 'open_for_scout', period: [-12, 78], age: 13 },
  { status: 'draft', period: [7, 97], age: 2 },
  { status: 'draft', period: [14, 104], age: 1 },
  { status: 'closed', period: [-150, -30], age: 152 },
  { status: 'closed', period: [-60, 30], age: 61 },
]

const ORGANISATION_KEYS = ['mirai', 'sakura', 'aozora', 'bridge', 'nextlink'] as const

/** The outer link of a seeded job; its prefix also tells that an organisation has them. */
const linkPrefix = (key: string) => `https://careers.example.com/${key}/`

/**
 * The April 2024 disclosures for jobs saved before they existed: the catalogue's jobs of an
 * older seed. The change date is kept, so no job looks freshly updated.
 */
async function fillApril2024Fields(tx: Tx): Promise<void> {
  await tx
    .update(jobInfos)
    .set({
      dutiesChangeScope: '会社の定める業務',
      workplaceChangeScope: '会社の定める事業所（テレワークを行う場所を含む）',
      updatedAt: sql`${jobInfos.updatedAt}`,
    })
    .where(eq(jobInfos.dutiesChangeScope, ''))
  await tx
    .update(jobInfos)
    .set({
      contractRenewalLimit: '契約期間1年、更新上限あり（通算契約期間5年まで）',
      updatedAt: sql`${jobInfos.updatedAt}`,
    })
    .where(and(eq(jobInfos.employmentType, 'contract'), eq(jobInfos.contractRenewalLimit, '')))
}

/** Seeds the job-management demo; an organisation that has its seeded jobs is left alone. */
export async function seedJobManagement(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  await fillApril2024Fields(tx)

  const typeRows = await tx
    .select({ id: jobTypes.id, code: jobTypes.code, name: jobTypes.name })
    .from(jobTypes)
  const tagRows = await tx
    .select({ id: jobInfoTags.id, code: jobInfoTags.code, name: jobInfoTags.name })
    .from(jobInfoTags)
  const industryRows = await tx
    .select({ id: industries.id, name: industries.name })
    .from(industries)
  const prefectureRows = await tx
    .select({ id: prefectures.id, name: prefectures.name })
    .from(prefectures)
  const typeByCode = new Map(typeRows.map((row) => [row.code, row]))
  const tagByCode = new Map(tagRows.map((row) => [row.code, row]))
  const industryName = new Map(industryRows.map((row) => [row.id, row.name]))
  const prefectureName = new Map(prefectureRows.map((row) => [row.id, row.name]))

  // Agents post for catalogue companies that recruit only through agents.
  const clients = await tx
    .select()
    .from(companies)
    .where(isNull(companies.organisationId))
    .orderBy(asc(companies.id))
    .limit(6)

  for (const [orgIndex, key] of ORGANISATION_KEYS.entries()) {
    const organisationId = context.organisationIds.get(key)
    if (organisationId === undefined) continue
    const [seeded] = await tx
      .select({ total: count() })
      .from(jobInfos)
      .where(
        and(
          eq(jobInfos.organisationId, organisationId),
          like(jobInfos.outerLink, `${linkPrefix(key)}%`),
        ),
      )
    if ((seeded?.total ?? 0) > 0) continue

    const [ownCompany] = await tx
      .select()
      .from(companies)
      .where(eq(companies.organisationId, organisationId))
    const [agent] = await tx.select().from(agents).where(eq(agents.organisationId, organisationId))
    const isAgent = agent !== undefined
    if (!isAgent && !ownCompany) continue
    if (isAgent && clients.length === 0) continue

    const random = createRandom(31_000 + orgIndex)
    const planned = PLANS.map((plan, index) => {
      const company = isAgent ? clients[(index + orgIndex) % clients.length]! : ownCompany!
      // One of each agent's jobs hides its client, as agents do for confidential searches.
      const hideCompany = isAgent && index === 1
      const archetype = random.pick(archetypesFor(company.industryId ?? 1))
      const composed = composeJob(random, archetype, {
        name: hideCompany ? '募集企業' : company.name,
        industryId: company.industryId ?? 1,
        prefectureId: company.prefectureId ?? 13,
        foreign: company.isForeignAffiliated,
      })
      const types = composed.jobTypeCodes.flatMap((code) => typeByCode.get(code) ?? [])
      const tags = composed.tagCodes.flatMap((code) => tagByCode.get(code) ?? [])
      const createdAt = daysFromNow(-plan.age)
      const document = jobSearchDocument(
        {
          ...composed,
          companyName: company.name,
          companyNameEn: company.nameEn,
          industryName: industryName.get(composed.industryId),
          prefectureName: prefectureName.get(composed.prefectureId),
          jobTypeNames: types.map((type) => type.name),
          tagNames: tags.map((tag) => tag.name),
        },
        { hideCompany },
      )
      const values: NewJobInfo = {
        organisationId,
        publisherType: isAgent ? 'Agent' : 'Company',
        agentId: agent?.id ?? null,
        companyId: company.id,
        companyText: company.name,
        displayCompanyName: hideCompany ? null : company.name,
        displayCompanyLogo: !hideCompany,
        hideCompany,
        ...jobContentColumns(composed),
        status: plan.status,
        recruitmentStartOn: dayFromToday(plan.period[0]),
        recruitmentEndOn: dayFromToday(plan.period[1]),
        // Drafts were never opened; the others were, the day after they were written.
        publishedAt: plan.status === 'draft' ? null : daysFromNow(-plan.age + 1),
        outerLink: `${linkPrefix(key)}jobs/${index + 1}`,
        recommendScore: composed.recommendScore,
        createdAt,
        updatedAt: createdAt,
        ...document,
      }
      return { values, typeIds: types.map((type) => type.id), tagIds: tags.map((tag) => tag.id) }
    })

    const inserted = await tx
      .insert(jobInfos)
      .values(planned.map((plan) => plan.values))
      .returning({ id: jobInfos.id })
    const typeLinks = inserted.flatMap(({ id }, index) =>
      [...new Set(planned[index]!.typeIds)].map((jobTypeId) => ({ jobInfoId: id, jobTypeId })),
    )
    const tagLinks = inserted.flatMap(({ id }, index) =>
      [...new Set(planned[index]!.tagIds)].map((jobInfoTagId) => ({ jobInfoId: id, jobInfoTagId })),
    )
    if (typeLinks.length > 0) await tx.insert(jobInfoJobTypes).values(typeLinks)
    if (tagLinks.length > 0) await tx.insert(jobInfoJobInfoTags).values(tagLinks)
  }
}
