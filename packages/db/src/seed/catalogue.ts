import type { JobInfoTagCode, JobStatus, SelfApplyStatus } from '@kakehashi/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { japaneseName } from '../factories/japanese.ts'
import {
  agentEvaluations,
  agentIndustries,
  agentJobTypes,
  agents,
  bannerJobInfos,
  columnRelatedJobInfos,
  columns,
  columnTags,
  companies,
  companyFollows,
  eventEntries,
  events,
  industries,
  jobInfoDailyViews,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfoStocks,
  jobInfos,
  jobInfoTags,
  jobTypes,
  type NewJobInfo,
  organisations,
  prefectures,
  selfApplies,
  specialEventEntries,
  specialEventGroups,
  specialEvents,
  tagCategories,
  tags,
  users,
} from '../schema/index.ts'
import {
  agentSearchDocument,
  bannerTriggers,
  columnSearchDocument,
  companySearchDocument,
  htmlToText,
  jobSearchDocument,
} from '../search/documents.ts'
import { EVALUATION_TEXTS, REVIEWER_AGE_GROUPS, REVIEWER_JOB_TYPES, SEED_AGENTS } from './agents.ts'
import { seedColumns, TAG_CATEGORIES } from './columns.ts'
import { INDUSTRY_BUSINESS, SEED_COMPANIES, type SeedCompany } from './companies.ts'
import { SEED_BANNERS, SEED_EVENTS, SEED_SPECIAL_EVENT_GROUPS } from './events.ts'
import {
  archetypesFor,
  composeJob,
  JOB_ARCHETYPES,
  type JobArchetype,
  jobContentColumns,
} from './job-content.ts'
import { createRandom, type Random } from './random.ts'

// The demo catalogue: companies, agents and their reviews, jobs, columns, events, special events,
// banners and the ranking signals (views, stocks, applications). Deterministic (one seeded
// random stream, dates relative to the seed time) and inserted with multi-row statements inside
// the caller's transaction, so first start stays quick.

export const DEMO_JOB_COUNT = 340

export interface CatalogueSeedOptions {
  /** The demo organisations by key: mirai, sakura, aozora (companies), bridge, nextlink (agents). */
  organisationIds: ReadonlyMap<string, number>
  /** Candidates whose stocks, applications, follows and entries feed rankings and pages. */
  signalCandidateEmails: readonly string[]
  /** The seed time; dates of jobs, events and signals are relative to it. */
  now?: Date
}

export interface CatalogueSeedResult {
  insertedOrganisations: number
  companies: number
  agents: number
  agentEvaluations: number
  jobs: number
  columns: number
  events: number
  specialEvents: number
  banners: number
}

const NOTHING: CatalogueSeedResult = {
  insertedOrganisations: 0,
  companies: 0,
  agents: 0,
  agentEvaluations: 0,
  jobs: 0,
  columns: 0,
  events: 0,
  specialEvents: 0,
  banners: 0,
}

const DAY_MS = 24 * 60 * 60 * 1000
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000

/** The Tokyo date of an instant, as YYYY-MM-DD (recruitment periods are Tokyo dates). */
const tokyoDay = (at: Date) => new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10)
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS)
/** `hour`:00 in Tokyo on the Tokyo date `days` after `at`. */
const tokyoTime = (at: Date, days: number, hour: number) =>
  new Date(`${tokyoDay(addDays(at, days))}T${String(hour).padStart(2, '0')}:00:00+09:00`)

async function inChunks<T, R>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))))
  return out
}

/**
 * Seeds the demo catalogue once. It counts as seeded when the first demo company organisation
 * already has its company profile; then nothing is inserted. A transaction-scoped advisory lock
 * makes a second process seeding at the same moment wait and then find it done.
 */
export async function seedCatalogue(
  tx: Tx,
  options: CatalogueSeedOptions,
): Promise<CatalogueSeedResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kakehashi_catalogue_seed'))`)
  const miraiId = options.organisationIds.get('mirai')
  if (miraiId === undefined) throw new Error('The demo organisation mirai must be seeded first')
  const [seeded] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organisationId, miraiId))
    .limit(1)
  if (seeded) return NOTHING

  const now = options.now ?? new Date()
  const today = tokyoDay(now)
  const random = createRandom(20_260_501)
  const result = { ...NOTHING }

  // Reference data (from the migrations) -----------------------------------------------------
  const jobTypeRows = await tx
    .select({
      id: jobTypes.id,
      code: jobTypes.code,
      name: jobTypes.name,
      parentId: jobTypes.parentId,
    })
    .from(jobTypes)
  const jobTypeByCode = new Map(jobTypeRows.map((t) => [t.code, t]))
  const tagRows = await tx
    .select({ id: jobInfoTags.id, code: jobInfoTags.code, name: jobInfoTags.name })
    .from(jobInfoTags)
  const tagByCode = new Map(tagRows.map((t) => [t.code, t]))
  const industryNames = new Map(
    (await tx.select({ id: industries.id, name: industries.name }).from(industries)).map((r) => [
      r.id,
      r.name,
    ]),
  )
  const prefectureNames = new Map(
    (await tx.select({ id: prefectures.id, name: prefectures.name }).from(prefectures)).map((r) => [
      r.id,
      r.name,
    ]),
  )

  // Organisations of the other publishers -------------------------------------------------------
  const wanted = [
    ...SEED_COMPANIES.filter((c) => c.org === 'new').map((c) => ({
      kind: 'company' as const,
      name: c.name,
      nameEn: c.nameEn,
    })),
    ...SEED_AGENTS.filter((a) => a.org === 'new').map((a) => ({
      kind: 'agent' as const,
      name: a.name,
      nameEn: a.nameEn,
    })),
  ]
  const existingOrgs = await tx
    .select({ id: organisations.id, kind: organisations.kind, name: organisations.name })
    .from(organisations)
    .where(
      inArray(
        organisations.name,
        wanted.map((w) => w.name),
      ),
    )
  const orgKey = (kind: string, name: string) => `${kind}:${name}`
  const orgIds = new Map(existingOrgs.map((o) => [orgKey(o.kind, o.name), o.id]))
  const missingOrgs = wanted.filter((w) => !orgIds.has(orgKey(w.kind, w.name)))
  if (missingOrgs.length > 0) {
    const inserted = await tx
      .insert(organisations)
      .values(missingOrgs)
      .returning({ id: organisations.id, kind: organisations.kind, name: organisations.name })
    for (const o of inserted) orgIds.set(orgKey(o.kind, o.name), o.id)
    result.insertedOrganisations = inserted.length
  }
  const companyOrgId = (c: SeedCompany): number | null => {
    if (c.org === 'none') return null
    if (c.org === 'new') return orgIds.get(orgKey('company', c.name))!
    return options.organisationIds.get(c.org) ?? null
  }

  // Companies --------------------------------------------------------------------------------
  const companyRows = await tx
    .insert(companies)
    .values(
      SEED_COMPANIES.map((c, i) => {
        const [business, businessEn] = INDUSTRY_BUSINESS[c.industryId]!
        const description = `${c.about}主な事業は${business}です。${
          c.foreign
            ? 'グローバルで培った知見と日本市場への深い理解を組み合わせ、お客様に価値を提供しています。'
            : '国内外のお客様の課題に向き合い、長期的な信頼関係を築いてきました。'
        }`
        const values = {
          organisationId: companyOrgId(c),
          name: c.name,
          nameEn: c.nameEn,
          nameKana: c.nameKana,
          industryId: c.industryId,
          prefectureId: c.prefectureId,
          address: c.address,
          description,
          descriptionEn: c.aboutEn ? `${c.aboutEn} Business: ${businessEn}.` : null,
          businessDescription: business,
          websiteUrl: `https://www.company${String(i + 1).padStart(2, '0')}.example.com`,
          employeeCount: c.employees,
          foundedYear: c.founded,
          capital: c.capital,
          isForeignAffiliated: c.foreign,
          createdAt: addDays(now, -400 + i),
        }
        return {
          ...values,
          ...companySearchDocument({ ...values, industryName: industryNames.get(c.industryId) }),
        }
      }),
    )
    .returning({ id: companies.id, name: companies.name })
  const companyIdByName = new Map(companyRows.map((r) => [r.name, r.id]))
  result.companies = companyRows.length

  // Agents and their reviews -------------------------------------------------------------------
  const agentRows = await tx
    .insert(agents)
    .values(
      SEED_AGENTS.map((a, i) => {
        const values = {
          organisationId:
            a.org === 'new'
              ? orgIds.get(orgKey('agent', a.name))!
              : (options.organisationIds.get(a.org) ?? null),
          name: a.name,
          nameEn: a.nameEn,
          catchCopy: a.catchCopy,
          description: a.description,
          descriptionEn: a.descriptionEn ?? null,
          prefectureId: a.prefectureId,
          websiteUrl: `https://www.agent${String(i + 1).padStart(2, '0')}.example.com`,
          consultantCount: a.consultants,
          foundedYear: a.founded,
          createdAt: addDays(now, -380 + i),
        }
        return { ...values, ...agentSearchDocument(values) }
      }),
    )
    .returning({ id: agents.id, name: agents.name, organisationId: agents.organisationId })
  const agentByName = new Map(agentRows.map((r) => [r.name, r]))
  result.agents = agentRows.length

  await tx
    .insert(agentIndustries)
    .values(
      SEED_AGENTS.flatMap((a) =>
        a.industryIds.map((industryId) => ({ agentId: agentByName.get(a.name)!.id, industryId })),
      ),
    )
  await tx.insert(agentJobTypes).values(
    SEED_AGENTS.flatMap((a) =>
      a.jobTypeCodes.map((code) => ({
        agentId: agentByName.get(a.name)!.id,
        jobTypeId: jobTypeByCode.get(code)!.id,
      })),
    ),
  )

  const signalCandidates = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...options.signalCandidateEmails]))
    .orderBy(users.id)
  const candidateIds = signalCandidates.map((c) => c.id)

  const evaluations = SEED_AGENTS.flatMap((a) => {
    const count = random.int(3, 8)
    return Array.from({ length: count }, () => {
      const rating = Math.min(5, Math.max(1, Math.round(a.quality + (random.next() - 0.5) * 4)))
      const [title, body] = random.pick(EVALUATION_TEXTS[rating as 1 | 2 | 3 | 4 | 5])
      const publishedAt = addDays(now, -random.int(1, 420))
      return {
        agentId: agentByName.get(a.name)!.id,
        userId: candidateIds.length > 0 && random.chance(0.4) ? random.pick(candidateIds) : null,
        rating,
        title,
        body,
        reviewerAgeGroup: random.pick(REVIEWER_AGE_GROUPS),
        reviewerJobType: random.pick(REVIEWER_JOB_TYPES),
        changedJob: rating >= 3 ? random.chance(0.75) : random.chance(0.2),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      }
    })
  })
  await inChunks(evaluations, 200, (chunk) =>
    tx.insert(agentEvaluations).values(chunk).returning({ id: agentEvaluations.id }),
  )
  result.agentEvaluations = evaluations.length

  // Jobs ---------------------------------------------------------------------------------------
  interface Plan {
    company: SeedCompany | null
    agent: (typeof SEED_AGENTS)[number] | null
    archetype: JobArchetype
    title?: string
  }
  const publishing = SEED_COMPANIES.filter((c) => c.org !== 'none')
  const fitting = (archetype: JobArchetype, pool: readonly SeedCompany[]) =>
    pool.filter((c) => archetype.industries.includes(c.industryId))
  const plans: Plan[] = []
  // Every role once first, so each archetype (and each banner) has a public job.
  for (const archetype of JOB_ARCHETYPES) {
    const pool = fitting(archetype, publishing)
    plans.push({
      company: random.pick(pool.length > 0 ? pool : publishing),
      agent: null,
      archetype,
      title: archetype.titles[0],
    })
  }
  for (const company of publishing) {
    const count = ['mirai', 'sakura', 'aozora'].includes(company.org) ? 8 : random.int(2, 4)
    for (let i = 0; i < count; i += 1) {
      plans.push({
        company,
        agent: null,
        archetype: random.pick(archetypesFor(company.industryId)),
      })
    }
  }
  const parentCode = (code: string) => {
    const parentId = jobTypeByCode.get(code)?.parentId
    return jobTypeRows.find((t) => t.id === parentId)?.code
  }
  while (plans.length < DEMO_JOB_COUNT) {
    const agent = random.pick(SEED_AGENTS)
    const matching = JOB_ARCHETYPES.filter((a) =>
      a.jobTypes.flat().some((code) => {
        const parent = parentCode(code)
        return agent.jobTypeCodes.includes(code) || (parent && agent.jobTypeCodes.includes(parent))
      }),
    )
    const archetype = random.pick(matching.length > 0 ? matching : JOB_ARCHETYPES)
    // Agents mostly place at firms that do not recruit themselves; a few postings name no firm.
    const hiringOnly = fitting(
      archetype,
      SEED_COMPANIES.filter((c) => c.org === 'none'),
    )
    const anyFitting = fitting(archetype, SEED_COMPANIES)
    const company = random.chance(0.06)
      ? null
      : random.chance(0.5) && hiringOnly.length > 0
        ? random.pick(hiringOnly)
        : random.pick(anyFitting.length > 0 ? anyFitting : SEED_COMPANIES)
    plans.push({ company, agent, archetype })
  }

  // About 11% are not public, each kind of it represented; the role-coverage jobs stay public.
  type Visibility = 'public' | JobStatus | 'expired' | 'scheduled'
  const visibility: Visibility[] = plans.map(() => 'public')
  const hidden = random.sample(
    Array.from(
      { length: plans.length - JOB_ARCHETYPES.length },
      (_, i) => i + JOB_ARCHETYPES.length,
    ),
    39,
  )
  hidden.forEach((index, i) => {
    visibility[index] =
      i < 9
        ? 'draft'
        : i < 18
          ? 'open_for_scout'
          : i < 27
            ? 'closed'
            : i < 36
              ? 'expired'
              : 'scheduled'
  })

  const jobValues: NewJobInfo[] = []
  const jobExtras: Array<{
    typeIds: number[]
    tagIds: number[]
    archetype: string
    visibility: Visibility
    company: SeedCompany | null
  }> = []
  plans.forEach((plan, index) => {
    const company = plan.company
    const hideCompany = company !== null && random.chance(plan.agent ? 0.3 : 0.03)
    // The text never names a hidden company, or reading (or searching) it would reveal it.
    const composed = composeJob(
      random,
      plan.archetype,
      company
        ? { ...company, name: hideCompany ? anonymousName(company) : company.name }
        : {
            name: '募集企業',
            industryId: random.pick(plan.archetype.industries),
            prefectureId: 13,
            foreign: random.chance(0.5),
          },
      { title: plan.title },
    )
    const agentRow = plan.agent ? agentByName.get(plan.agent.name)! : null
    const state = visibility[index]!
    const status: JobStatus =
      state === 'public' || state === 'expired' || state === 'scheduled' ? 'open' : state

    let publishedAt: Date | null = addDays(now, -random.next() * 60)
    let start = tokyoDay(addDays(publishedAt, -random.int(0, 3)))
    let end: string | null = random.chance(0.05)
      ? null
      : tokyoDay(addDays(publishedAt, random.int(90, 180)))
    if (state === 'draft') {
      publishedAt = null
      start = tokyoDay(addDays(now, random.int(5, 20)))
      end = tokyoDay(addDays(now, random.int(110, 200)))
    } else if (state === 'expired') {
      const endedAt = addDays(now, -random.int(1, 20))
      publishedAt = addDays(endedAt, -random.int(90, 120))
      start = tokyoDay(publishedAt)
      end = tokyoDay(endedAt)
    } else if (state === 'scheduled') {
      publishedAt = addDays(now, -random.next())
      start = tokyoDay(addDays(now, random.int(3, 10)))
      end = tokyoDay(addDays(now, random.int(100, 150)))
    }
    const createdAt = publishedAt
      ? addDays(publishedAt, -(0.5 + random.next() * 4))
      : addDays(now, -random.next() * 10)

    const companyName = company?.name ?? null
    const typeRows = composed.jobTypeCodes.map((code) => jobTypeByCode.get(code)!)
    const tagList = composed.tagCodes.map((code: JobInfoTagCode) => tagByCode.get(code)!)
    const document = jobSearchDocument(
      {
        ...composed,
        companyName,
        companyNameEn: company?.nameEn,
        industryName: industryNames.get(composed.industryId),
        prefectureName: prefectureNames.get(composed.prefectureId),
        jobTypeNames: typeRows.map((t) => t.name),
        tagNames: tagList.map((t) => t.name),
      },
      { hideCompany },
    )
    jobValues.push({
      organisationId: agentRow ? agentRow.organisationId! : companyOrgId(company!)!,
      publisherType: agentRow ? 'Agent' : 'Company',
      agentId: agentRow?.id ?? null,
      companyId: company ? companyIdByName.get(company.name)! : null,
      companyText: companyName,
      displayCompanyName: hideCompany ? null : companyName,
      displayCompanyLogo: !hideCompany,
      hideCompany,
      ...jobContentColumns(composed),
      status,
      recruitmentStartOn: start,
      recruitmentEndOn: end,
      publishedAt,
      isJudged: true,
      isRichPage: composed.isRichPage,
      outerLink: random.chance(0.1) ? `https://careers.example.com/jobs/${index + 1}` : null,
      recommendScore: composed.recommendScore + (composed.isRichPage ? 10 : 0),
      createdAt,
      updatedAt: publishedAt ?? createdAt,
      ...document,
    })
    jobExtras.push({
      typeIds: typeRows.map((t) => t.id),
      tagIds: tagList.map((t) => t.id),
      archetype: plan.archetype.key,
      visibility: state,
      company,
    })
  })
  const jobIds = (
    await inChunks(jobValues, 100, (chunk) =>
      tx.insert(jobInfos).values(chunk).returning({ id: jobInfos.id }),
    )
  ).map((r) => r.id)
  result.jobs = jobIds.length
  await inChunks(
    jobIds.flatMap((jobInfoId, i) =>
      jobExtras[i]!.typeIds.map((jobTypeId) => ({ jobInfoId, jobTypeId })),
    ),
    1000,
    (chunk) =>
      tx.insert(jobInfoJobTypes).values(chunk).returning({ id: jobInfoJobTypes.jobInfoId }),
  )
  await inChunks(
    jobIds.flatMap((jobInfoId, i) =>
      jobExtras[i]!.tagIds.map((jobInfoTagId) => ({ jobInfoId, jobInfoTagId })),
    ),
    1000,
    (chunk) =>
      tx.insert(jobInfoJobInfoTags).values(chunk).returning({ id: jobInfoJobInfoTags.jobInfoId }),
  )

  const publicJobs = jobIds
    .map((id, i) => ({ id, ...jobExtras[i]!, value: jobValues[i]! }))
    .filter((j) => j.visibility === 'public')
  const hiddenJobs = jobIds.filter((_, i) => jobExtras[i]!.visibility !== 'public')
  const publicOf = (archetype: string) => publicJobs.filter((j) => j.archetype === archetype)

  // Columns ------------------------------------------------------------------------------------
  const categoryRows = await tx
    .insert(tagCategories)
    .values(TAG_CATEGORIES.map((c, i) => ({ name: c.name, nameEn: c.nameEn, position: i + 1 })))
    .returning({ id: tagCategories.id })
  const tagValues = TAG_CATEGORIES.flatMap((c, ci) =>
    c.tags.map(([key, name, nameEn], ti) => ({
      key,
      row: { tagCategoryId: categoryRows[ci]!.id, name, nameEn, position: ti + 1 },
    })),
  )
  const insertedTags = await tx
    .insert(tags)
    .values(tagValues.map((t) => t.row))
    .returning({ id: tags.id, name: tags.name, nameEn: tags.nameEn })
  const tagByKey = new Map(tagValues.map((t, i) => [t.key, insertedTags[i]!]))

  const columnContent = seedColumns()
  const drafts = new Set(
    random.sample(
      columnContent.map((_, i) => i),
      3,
    ),
  )
  const columnValues = columnContent.map((c, i) => {
    const byAgent = random.chance(0.35) ? random.pick(agentRows) : null
    const published = !drafts.has(i)
    const publishedAt = published ? addDays(now, -(i * 4 + random.next() * 3)) : null
    const tagNames = c.tagKeys.flatMap((key) => {
      const tag = tagByKey.get(key)!
      return [tag.name, tag.nameEn]
    })
    const titleEn = random.chance(0.65) ? c.titleEn : null
    return {
      agentId: byAgent?.id ?? null,
      title: c.title,
      titleEn,
      summary: c.summary,
      body: c.body,
      authorName: byAgent ? `${byAgent.name} ${japaneseName(i).fullName}` : 'Kakehashi編集部',
      status: published ? ('published' as const) : ('draft' as const),
      publishedAt,
      viewCount: Math.round(50 + random.next() ** 3 * 30_000),
      createdAt: publishedAt ?? addDays(now, -random.next() * 5),
      updatedAt: publishedAt ?? now,
      ...columnSearchDocument({ ...c, titleEn, bodyText: htmlToText(c.body), tagNames }),
    }
  })
  const publishedIndexes = columnValues.flatMap((c, i) => (c.status === 'published' ? [i] : []))
  const editorial = random.sample(publishedIndexes, 18)
  editorial.slice(0, 6).forEach((index, position) => {
    Object.assign(columnValues[index]!, { isPickup: true, pickupPosition: position + 1 })
  })
  for (const index of editorial.slice(6)) Object.assign(columnValues[index]!, { isSelected: true })
  const columnIds = (
    await tx.insert(columns).values(columnValues).returning({ id: columns.id })
  ).map((r) => r.id)
  result.columns = columnIds.length
  await tx
    .insert(columnTags)
    .values(
      columnContent.flatMap((c, i) =>
        c.tagKeys.map((key) => ({ columnId: columnIds[i]!, tagId: tagByKey.get(key)!.id })),
      ),
    )
  const related = columnContent.flatMap((c, i) => {
    const pool = c.archetype ? publicOf(c.archetype) : publicJobs
    const picked = random
      .sample(pool, c.archetype ? random.int(2, 4) : random.int(0, 3))
      .map((j) => j.id)
    // A few columns also point at a job that is no longer public: pages must leave it out.
    if (i % 15 === 0 && hiddenJobs.length > 0) picked.push(random.pick(hiddenJobs))
    return [...new Set(picked)].map((jobInfoId, position) => ({
      columnId: columnIds[i]!,
      jobInfoId,
      position: position + 1,
    }))
  })
  if (related.length > 0) await tx.insert(columnRelatedJobInfos).values(related)

  // Events ---------------------------------------------------------------------------------------
  const eventValues = SEED_EVENTS.map((e) => {
    const startsAt = tokyoTime(now, e.startsInDays, e.hour)
    const companyId = e.companyName ? companyIdByName.get(e.companyName)! : null
    const companyJobs = e.forJob
      ? publicJobs.filter((j) => j.company?.name === e.companyName && j.value.agentId === null)
      : []
    return {
      companyId,
      agentId: e.agentName ? agentByName.get(e.agentName)!.id : null,
      jobInfoId: companyJobs.length > 0 ? random.pick(companyJobs).id : null,
      title: e.title,
      titleEn: e.titleEn ?? null,
      body: e.body,
      place: e.place,
      isOnline: e.online,
      eventStartsAt: startsAt,
      eventEndsAt: new Date(startsAt.getTime() + e.durationHours * 60 * 60 * 1000),
      entryStartsAt: addDays(startsAt, -30),
      entryEndsAt: addDays(startsAt, -1),
      status: e.status,
      capacity: e.capacity,
      feeYen: e.feeYen,
      isPickup: e.pickup ?? false,
      createdAt: addDays(startsAt, -35),
    }
  })
  const eventIds = (await tx.insert(events).values(eventValues).returning({ id: events.id })).map(
    (r) => r.id,
  )
  result.events = eventIds.length

  const sessionIds: number[] = []
  for (const group of SEED_SPECIAL_EVENT_GROUPS) {
    const startsOn = tokyoTime(now, group.startsInDays, 0)
    const [groupRow] = await tx
      .insert(specialEventGroups)
      .values({
        name: group.name,
        title: group.title,
        titleEn: group.titleEn,
        description: group.description,
        descriptionEn: group.descriptionEn,
        startsOn,
        endsOn: addDays(startsOn, group.days),
        status: 'open',
        createdAt: addDays(startsOn, -30),
      })
      .returning({ id: specialEventGroups.id })
    const rows = await tx
      .insert(specialEvents)
      .values(
        group.sessions.map((s, i) => {
          const startsAt = tokyoTime(startsOn, s.day, s.hour)
          return {
            specialEventGroupId: groupRow!.id,
            companyId: companyIdByName.get(s.companyName)!,
            title: s.title,
            titleEn: s.titleEn ?? null,
            body: s.body,
            place: s.place,
            isOnline: s.online,
            eventStartsAt: startsAt,
            eventEndsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
            entryEndsAt: addDays(startsAt, -1),
            capacity: s.capacity,
            status: 'open' as const,
            position: i + 1,
          }
        }),
      )
      .returning({ id: specialEvents.id })
    sessionIds.push(...rows.map((r) => r.id))
  }
  result.specialEvents = sessionIds.length

  // Banners ------------------------------------------------------------------------------------
  const bannerValues = SEED_BANNERS.flatMap((b, i) => {
    const pool = publicOf(b.archetype)
    if (pool.length === 0) return []
    return [
      {
        jobInfoId: random.pick(pool).id,
        transactionId: `seed-banner-${String(i + 1).padStart(3, '0')}`,
        ...bannerTriggers(b.words),
        position: i + 1,
      },
    ]
  })
  await tx.insert(bannerJobInfos).values(bannerValues)
  result.banners = bannerValues.length

  // Ranking signals ------------------------------------------------------------------------------
  await seedSignals(tx, random, {
    now,
    today,
    candidateIds,
    publicJobs: publicJobs.map((j) => ({
      id: j.id,
      publishedAt: j.value.publishedAt!,
      rich: j.value.isRichPage ?? false,
    })),
    companyIds: companyRows.map((c) => c.id),
    eventIds: eventIds.filter(
      (_, i) => SEED_EVENTS[i]!.status === 'open' && SEED_EVENTS[i]!.startsInDays > 0,
    ),
    sessionIds,
  })
  return result
}

/** How a posting refers to a company it does not name. */
function anonymousName(company: SeedCompany): string {
  return company.foreign ? '外資系の募集企業' : '募集企業'
}

const APPLY_MESSAGES = [
  'これまでの経験を活かして貢献したいと考え、応募いたしました。',
  '貴社の事業領域に強い関心があり、ぜひ一度お話を伺いたく応募しました。',
  '募集要項を拝見し、自身の経験と合致すると感じたため応募いたします。',
  '',
]

async function seedSignals(
  tx: Tx,
  random: Random,
  input: {
    now: Date
    today: string
    candidateIds: number[]
    publicJobs: Array<{ id: number; publishedAt: Date; rich: boolean }>
    companyIds: number[]
    eventIds: number[]
    sessionIds: number[]
  },
) {
  const { now, candidateIds, publicJobs } = input
  // A heavy tail: a few jobs draw most of the attention, as on a real job board.
  const appeal = new Map(publicJobs.map((j) => [j.id, random.next() ** 3 * (j.rich ? 1.6 : 1)]))
  const views: Array<{ jobInfoId: number; day: string; views: number }> = []
  for (const job of publicJobs) {
    const base = 3 + appeal.get(job.id)! * 220
    for (let d = 13; d >= 0; d -= 1) {
      const at = addDays(now, -d)
      if (at < job.publishedAt) continue
      const count = Math.round(base * (0.5 + random.next()))
      if (count > 0) views.push({ jobInfoId: job.id, day: tokyoDay(at), views: count })
    }
  }
  await inChunks(views, 2000, (chunk) =>
    tx.insert(jobInfoDailyViews).values(chunk).returning({ id: jobInfoDailyViews.jobInfoId }),
  )

  if (candidateIds.length > 0) {
    const byAppeal = [...publicJobs].sort((a, b) => appeal.get(b.id)! - appeal.get(a.id)!)
    const popular = byAppeal.slice(0, 80)
    const stocks = candidateIds.flatMap((userId) =>
      random.sample(random.chance(0.5) ? popular : byAppeal, random.int(6, 18)).map((job) => ({
        userId,
        jobInfoId: job.id,
        createdAt: addDays(now, -random.next() * 13),
      })),
    )
    await tx.insert(jobInfoStocks).values(stocks)

    const statuses: Array<readonly [SelfApplyStatus, number]> = [
      ['pending_review', 6],
      ['passed', 2.5],
      ['rejected', 1.5],
    ]
    const applies = candidateIds.flatMap((userId) =>
      random.sample(popular, random.int(1, 4)).map((job) => {
        const at = addDays(now, -random.next() * 13)
        return {
          userId,
          jobInfoId: job.id,
          status: random.weighted(statuses),
          message: random.pick(APPLY_MESSAGES),
          createdAt: at,
          updatedAt: at,
        }
      }),
    )
    await tx.insert(selfApplies).values(applies)

    await tx
      .insert(companyFollows)
      .values(
        candidateIds.flatMap((userId) =>
          random
            .sample(input.companyIds, random.int(1, 5))
            .map((companyId) => ({ userId, companyId })),
        ),
      )
    const entries = candidateIds.flatMap((userId) =>
      random.sample(input.eventIds, random.int(0, 2)).map((eventId) => ({ userId, eventId })),
    )
    if (entries.length > 0) await tx.insert(eventEntries).values(entries)
    const sessionEntries = candidateIds.flatMap((userId) =>
      random
        .sample(input.sessionIds, random.int(0, 3))
        .map((specialEventId) => ({ userId, specialEventId })),
    )
    if (sessionEntries.length > 0) await tx.insert(specialEventEntries).values(sessionEntries)
  }

  // Denormalised counters the list pages sort by. Popularity uses the ranking job's weights
  // (view 1, stock 5, application 20; apps/api rankings), which recomputes it at start-up.
  await tx.execute(sql`
    update ${jobInfos} set stock_count = s.count
    from (select job_info_id, count(*)::int as count from ${jobInfoStocks} group by job_info_id) s
    where ${jobInfos.id} = s.job_info_id`)
  await tx.execute(sql`
    update ${jobInfos} set popularity_score = coalesce(v.views, 0) + 5 * coalesce(st.count, 0)
      + 20 * coalesce(a.count, 0)
    from ${jobInfos} j
    left join (select job_info_id, sum(views) as views from ${jobInfoDailyViews}
               where day > ${input.today}::date - 7 group by job_info_id) v on v.job_info_id = j.id
    left join (select job_info_id, count(*) as count from ${jobInfoStocks}
               where created_at > ${addDays(now, -7)} group by job_info_id) st on st.job_info_id = j.id
    left join (select job_info_id, count(*) as count from ${selfApplies}
               where created_at > ${addDays(now, -7)} group by job_info_id) a on a.job_info_id = j.id
    where ${jobInfos.id} = j.id`)
}
