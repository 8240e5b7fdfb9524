import { eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../client.ts'
import {
  type Agent,
  type AgentEvaluation,
  agentEvaluations,
  agents,
  bannerJobInfos,
  type Column,
  type Company,
  columnRelatedJobInfos,
  columns,
  columnTags,
  companies,
  type Event,
  events,
  industries,
  type JobInfo,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfos,
  jobInfoTags,
  jobTypes,
  type NewAgent,
  type NewColumn,
  type NewCompany,
  type NewJobInfo,
  prefectures,
  type SpecialEvent,
  type SpecialEventGroup,
  specialEventGroups,
  specialEvents,
  tagCategories,
  tags,
} from '../schema/index.ts'
import {
  agentSearchDocument,
  bannerTriggers,
  columnSearchDocument,
  companySearchDocument,
  htmlToText,
  jobSearchDocument,
} from '../search/documents.ts'
import { createOrganisation } from './organisations.ts'
import { nextSequence } from './sequence.ts'

// Catalogue records for tests. Every helper inserts one record with sensible defaults and
// returns the inserted row; anything a test cares about goes in the overrides. Search columns
// are always built from the record's real names, exactly as the seed does, so a search test
// exercises the same documents the platform stores.

const DAY_MS = 24 * 60 * 60 * 1000

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000

/**
 * The date (YYYY-MM-DD) `offsetDays` from today in Tokyo, for recruitment periods: the public
 * job rule compares periods with the Tokyo date, so `dayFromToday(0)` is "today" to it too.
 */
export function dayFromToday(offsetDays: number, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetDays * DAY_MS + TOKYO_OFFSET_MS).toISOString().slice(0, 10)
}

/** An instant `offsetDays` (may be fractional or negative) from now. */
export function daysFromNow(offsetDays: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + offsetDays * DAY_MS)
}

const COMPANY_PROFILES = [
  ['株式会社アルファキャピタル', 'Alpha Capital K.K.', 'あるふぁきゃぴたる'],
  ['ベータ証券株式会社', 'Beta Securities Co., Ltd.', 'べーたしょうけん'],
  ['ガンマ・コンサルティング合同会社', 'Gamma Consulting LLC', 'がんまこんさるてぃんぐ'],
  ['デルタテクノロジーズ株式会社', 'Delta Technologies Inc.', 'でるたてくのろじーず'],
  ['イプシロン製薬株式会社', 'Epsilon Pharma K.K.', 'いぷしろんせいやく'],
] as const

const AGENT_PROFILES = [
  ['株式会社ハイキャリアパートナーズ', 'High Career Partners Inc.'],
  ['エグゼクティブサーチ合同会社', 'Executive Search LLC'],
  ['株式会社フィナンシャルリクルート', 'Financial Recruit Inc.'],
] as const

const JOB_TITLES = [
  ['法人営業マネージャー', 'Corporate Sales Manager'],
  ['データサイエンティスト', 'Data Scientist'],
  ['IR担当', 'Investor Relations Officer'],
  ['M&Aアドバイザー', 'M&A Advisor'],
  ['経理スペシャリスト', 'Accounting Specialist'],
] as const

/** The n-th entry of a list, with a round number past its end so unique names stay unique. */
function cycled<T extends readonly string[]>(list: readonly T[], n: number): [T, number] {
  return [list[n % list.length] as T, Math.floor(n / list.length)]
}
const suffixed = (text: string, round: number) => (round === 0 ? text : `${text} ${round + 1}`)

async function industryName(db: DbOrTx, industryId: number | null | undefined) {
  if (industryId == null) return null
  const [row] = await db
    .select({ name: industries.name })
    .from(industries)
    .where(eq(industries.id, industryId))
  return row?.name ?? null
}

async function prefectureName(db: DbOrTx, prefectureId: number | null | undefined) {
  if (prefectureId == null) return null
  const [row] = await db
    .select({ name: prefectures.name })
    .from(prefectures)
    .where(eq(prefectures.id, prefectureId))
  return row?.name ?? null
}

// Companies and agents -------------------------------------------------------------------------

export type CompanyOverrides = Partial<Omit<NewCompany, 'id' | 'searchText' | 'searchGrams'>>

/**
 * A company profile. Without `organisationId` it gets a new company organisation of the same
 * name (so it can publish jobs); pass `organisationId: null` for a company that only hires
 * through agents.
 */
export async function createCompany(
  db: DbOrTx,
  overrides: CompanyOverrides = {},
): Promise<Company> {
  const n = nextSequence()
  const [[name, nameEn, nameKana], round] = cycled(COMPANY_PROFILES, n)
  const values = {
    name: suffixed(name, round),
    nameEn: suffixed(nameEn, round),
    nameKana,
    industryId: 1,
    prefectureId: 13,
    address: '東京都千代田区丸の内1-1-1',
    description: `${name}は金融とテクノロジーの領域で事業を展開しています。`,
    descriptionEn: `${nameEn} works across finance and technology.`,
    businessDescription: '投資銀行業務、アセットマネジメント、ITソリューションの提供',
    websiteUrl: `https://company${n}.example.com`,
    employeeCount: 100 + n,
    foundedYear: 2000,
    isForeignAffiliated: n % 2 === 0,
    ...overrides,
  }
  if (overrides.organisationId === undefined) {
    values.organisationId = (
      await createOrganisation(db, { kind: 'company', name: values.name, nameEn: values.nameEn })
    ).id
  }
  const document = companySearchDocument({
    ...values,
    industryName: await industryName(db, values.industryId),
  })
  const [row] = await db
    .insert(companies)
    .values({ ...values, ...document })
    .returning()
  return row!
}

export type AgentOverrides = Partial<Omit<NewAgent, 'id' | 'searchText' | 'searchGrams'>>

/** An agent profile; without `organisationId` it gets a new agent organisation. */
export async function createAgent(db: DbOrTx, overrides: AgentOverrides = {}): Promise<Agent> {
  const n = nextSequence()
  const [[name, nameEn], round] = cycled(AGENT_PROFILES, n)
  const values = {
    name: suffixed(name, round),
    nameEn: suffixed(nameEn, round),
    catchCopy: '外資系・金融専門職の転職を支援します',
    description: '外資系金融機関とコンサルティングファームへの転職支援に強みがあります。',
    descriptionEn: 'Specialists in moves to foreign-affiliated finance and consulting firms.',
    prefectureId: 13,
    websiteUrl: `https://agent${n}.example.com`,
    consultantCount: 10 + n,
    foundedYear: 2010,
    ...overrides,
  }
  if (overrides.organisationId === undefined) {
    values.organisationId = (
      await createOrganisation(db, { kind: 'agent', name: values.name, nameEn: values.nameEn })
    ).id
  }
  const [row] = await db
    .insert(agents)
    .values({ ...values, ...agentSearchDocument(values) })
    .returning()
  return row!
}

export type AgentEvaluationOverrides = Partial<
  Omit<typeof agentEvaluations.$inferInsert, 'id' | 'agentId'>
> & { agentId?: number }

/** A candidate's review of an agent (a new agent unless `agentId` is given); ratings cycle 1..5. */
export async function createAgentEvaluation(
  db: DbOrTx,
  overrides: AgentEvaluationOverrides = {},
): Promise<AgentEvaluation> {
  const n = nextSequence()
  const agentId = overrides.agentId ?? (await createAgent(db)).id
  const [row] = await db
    .insert(agentEvaluations)
    .values({
      rating: (n % 5) + 1,
      title: '丁寧なサポートでした',
      body: '面接対策から条件交渉まで一貫して支援していただきました。',
      reviewerAgeGroup: '30代',
      reviewerJobType: '経理・財務',
      changedJob: n % 2 === 0,
      ...overrides,
      agentId,
    })
    .returning()
  return row!
}

// Jobs ----------------------------------------------------------------------------------------

export type JobInfoOverrides = Partial<Omit<NewJobInfo, 'id' | 'searchText' | 'searchGrams'>> & {
  /** Job types by id; combined with `jobTypeCodes`. Default: none. */
  jobTypeIds?: number[]
  /** Job types by code (TECH, IR, ...). */
  jobTypeCodes?: string[]
  /** Job info tags by code (JOB_INFO_TAG_CODES). */
  tagCodes?: string[]
}

/**
 * A job. By default it is public: open, published a minute ago, inside its recruitment period,
 * full time, published by a new company organisation with its own company profile. With
 * `agentId` (and no `organisationId`) the agent publishes it; with `companyId` alone, that
 * company's organisation does (or a new one when the company has none).
 */
export async function createJobInfo(
  db: DbOrTx,
  overrides: JobInfoOverrides = {},
): Promise<JobInfo> {
  const n = nextSequence()
  const { jobTypeIds = [], jobTypeCodes = [], tagCodes = [], ...fields } = overrides
  const [[title, titleEn], round] = cycled(JOB_TITLES, n)

  let agent: Agent | undefined
  if (fields.agentId != null) {
    ;[agent] = await db.select().from(agents).where(eq(agents.id, fields.agentId))
  }
  let company: Company | undefined
  if (fields.companyId != null) {
    ;[company] = await db.select().from(companies).where(eq(companies.id, fields.companyId))
  } else if (fields.companyId === undefined && !agent) {
    company = await createCompany(db)
  }

  let organisationId = fields.organisationId
  if (organisationId == null) {
    organisationId = agent
      ? (agent.organisationId ?? (await createOrganisation(db, { kind: 'agent' })).id)
      : (company?.organisationId ?? (await createOrganisation(db, { kind: 'company' })).id)
  }
  const publisherType = fields.publisherType ?? (agent ? 'Agent' : 'Company')

  const hideCompany = fields.hideCompany ?? false
  const companyName = fields.companyText ?? company?.name ?? null
  const values = {
    companyText: companyName,
    displayCompanyName: hideCompany ? null : companyName,
    title: suffixed(title, round),
    titleEn,
    position: 'マネージャー',
    division: '経営企画本部',
    industryId: company?.industryId ?? 1,
    prefectureId: 13,
    workPlaceDescription: '東京都千代田区丸の内（リモート勤務可）',
    salaryMin: 600,
    salaryMax: 900,
    salaryDisplayOption: 'annual_income_or_more' as const,
    salarySupplement: '経験・能力を考慮のうえ決定します。',
    jobDescription: '事業の成長を支える中核メンバーとして、担当領域の業務全般をお任せします。',
    attraction: 'グローバルな環境で裁量を持って働けます。',
    requirement: '同領域での実務経験3年以上',
    welcomeSkill: 'ビジネスレベルの英語力',
    employmentSelection: '書類選考、面接2回',
    status: 'open' as const,
    employmentType: 'full_time' as const,
    recruitmentStartOn: dayFromToday(-30),
    recruitmentEndOn: dayFromToday(60),
    publishedAt: daysFromNow(-1 / (24 * 60)),
    ...fields,
    organisationId,
    publisherType,
    companyId: company?.id ?? null,
    hideCompany,
  }

  const codes = [...new Set(jobTypeCodes)]
  const byCode =
    codes.length > 0
      ? await db.select({ id: jobTypes.id }).from(jobTypes).where(inArray(jobTypes.code, codes))
      : []
  if (byCode.length !== codes.length) throw new Error(`Unknown job type code in ${codes}`)
  const typeIds = [...new Set([...jobTypeIds, ...byCode.map((t) => t.id)])]
  const types =
    typeIds.length > 0
      ? await db
          .select({ id: jobTypes.id, name: jobTypes.name })
          .from(jobTypes)
          .where(inArray(jobTypes.id, typeIds))
      : []
  const tagRows =
    tagCodes.length > 0
      ? await db
          .select({ id: jobInfoTags.id, name: jobInfoTags.name })
          .from(jobInfoTags)
          .where(inArray(jobInfoTags.code, [...new Set(tagCodes)]))
      : []
  if (tagRows.length !== new Set(tagCodes).size) throw new Error(`Unknown tag code in ${tagCodes}`)

  const document = jobSearchDocument(
    {
      ...values,
      companyName,
      companyNameEn: company?.nameEn,
      industryName: await industryName(db, values.industryId),
      prefectureName: await prefectureName(db, values.prefectureId),
      jobTypeNames: types.map((t) => t.name),
      tagNames: tagRows.map((t) => t.name),
    },
    { hideCompany: values.hideCompany },
  )
  const [row] = await db
    .insert(jobInfos)
    .values({ ...values, ...document })
    .returning()
  if (types.length > 0) {
    await db
      .insert(jobInfoJobTypes)
      .values(types.map((t) => ({ jobInfoId: row!.id, jobTypeId: t.id })))
  }
  if (tagRows.length > 0) {
    await db
      .insert(jobInfoJobInfoTags)
      .values(tagRows.map((t) => ({ jobInfoId: row!.id, jobInfoTagId: t.id })))
  }
  return row!
}

export type BannerJobInfoOverrides = Partial<
  Omit<typeof bannerJobInfos.$inferInsert, 'id' | 'jobInfoId'>
> & { jobInfoId?: number }

/** A banner for a job (a new public job unless given); trigger words are stored normalised. */
export async function createBannerJobInfo(
  db: DbOrTx,
  overrides: BannerJobInfoOverrides = {},
): Promise<typeof bannerJobInfos.$inferSelect> {
  const n = nextSequence()
  const jobInfoId = overrides.jobInfoId ?? (await createJobInfo(db)).id
  const [row] = await db
    .insert(bannerJobInfos)
    .values({
      transactionId: `banner-${n}`,
      position: n,
      ...overrides,
      jobInfoId,
      ...bannerTriggers(overrides.triggerWords ?? ['営業']),
    })
    .returning()
  return row!
}

// Columns and tags ----------------------------------------------------------------------------

export async function createTagCategory(
  db: DbOrTx,
  overrides: Partial<Omit<typeof tagCategories.$inferInsert, 'id'>> = {},
): Promise<typeof tagCategories.$inferSelect> {
  const n = nextSequence()
  const [row] = await db
    .insert(tagCategories)
    .values({ name: `キャリア ${n}`, nameEn: `Career ${n}`, position: n, ...overrides })
    .returning()
  return row!
}

/** A column tag, in a new category unless `tagCategoryId` is given. */
export async function createTag(
  db: DbOrTx,
  overrides: Partial<Omit<typeof tags.$inferInsert, 'id' | 'tagCategoryId'>> & {
    tagCategoryId?: number
  } = {},
): Promise<typeof tags.$inferSelect> {
  const n = nextSequence()
  const tagCategoryId = overrides.tagCategoryId ?? (await createTagCategory(db)).id
  const [row] = await db
    .insert(tags)
    .values({
      name: `転職ノウハウ ${n}`,
      nameEn: `Career tips ${n}`,
      position: n,
      ...overrides,
      tagCategoryId,
    })
    .returning()
  return row!
}

export type ColumnOverrides = Partial<Omit<NewColumn, 'id' | 'searchText' | 'searchGrams'>> & {
  tagIds?: number[]
  /** Jobs shown beneath the column, in this order. */
  relatedJobInfoIds?: number[]
}

/** A published column; search columns come from its title, summary, body text and tag names. */
export async function createColumn(db: DbOrTx, overrides: ColumnOverrides = {}): Promise<Column> {
  const n = nextSequence()
  const { tagIds = [], relatedJobInfoIds = [], ...fields } = overrides
  const values = {
    title: `外資系企業への転職で押さえたいポイント ${n}`,
    titleEn: `What to know before joining a foreign-affiliated firm ${n}`,
    summary: '外資系企業の選考で評価されるポイントと準備の進め方を解説します。',
    body:
      '<h2>外資系企業の選考の特徴</h2><p>職務経歴書では成果を数字で示すことが重要です。</p>' +
      '<ul><li>英文レジュメの準備</li><li>ケース面接の対策</li></ul>',
    authorName: 'Kakehashi編集部',
    status: 'published' as const,
    publishedAt: daysFromNow(-1 / 24),
    ...fields,
  }
  const tagRows =
    tagIds.length > 0
      ? await db
          .select({ id: tags.id, name: tags.name, nameEn: tags.nameEn })
          .from(tags)
          .where(inArray(tags.id, tagIds))
          .orderBy(tags.id)
      : []
  const document = columnSearchDocument({
    ...values,
    bodyText: htmlToText(values.body),
    // Each tag in both languages, in the order of their ids, as the reindex reads them.
    tagNames: tagRows.flatMap((t) => [t.name, t.nameEn].filter(Boolean)),
  })
  const [row] = await db
    .insert(columns)
    .values({ ...values, ...document })
    .returning()
  if (tagRows.length > 0) {
    await db.insert(columnTags).values(tagRows.map((t) => ({ columnId: row!.id, tagId: t.id })))
  }
  if (relatedJobInfoIds.length > 0) {
    await db.insert(columnRelatedJobInfos).values(
      relatedJobInfoIds.map((jobInfoId, position) => ({
        columnId: row!.id,
        jobInfoId,
        position,
      })),
    )
  }
  return row!
}

// Events --------------------------------------------------------------------------------------

/** An open event two weeks ahead whose entry is open now; free unless `feeYen` says otherwise. */
export async function createEvent(
  db: DbOrTx,
  overrides: Partial<Omit<typeof events.$inferInsert, 'id'>> = {},
): Promise<Event> {
  const n = nextSequence()
  const startsAt = overrides.eventStartsAt ?? daysFromNow(14)
  const [row] = await db
    .insert(events)
    .values({
      title: `外資系金融キャリアセミナー ${n}`,
      titleEn: `Careers in foreign-affiliated finance ${n}`,
      body: '現役の投資銀行部門マネージャーが、キャリアパスと選考のポイントを紹介します。',
      place: '東京都千代田区丸の内 カンファレンスルーム',
      isOnline: false,
      eventEndsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
      entryStartsAt: daysFromNow(-7),
      entryEndsAt: new Date(startsAt.getTime() - DAY_MS),
      status: 'open',
      capacity: 50,
      feeYen: 0,
      ...overrides,
      eventStartsAt: startsAt,
    })
    .returning()
  return row!
}

/** An open special-event group running from yesterday for a month; `name` is its URL segment. */
export async function createSpecialEventGroup(
  db: DbOrTx,
  overrides: Partial<Omit<typeof specialEventGroups.$inferInsert, 'id'>> = {},
): Promise<SpecialEventGroup> {
  const n = nextSequence()
  const [row] = await db
    .insert(specialEventGroups)
    .values({
      name: `career-fair-${n}`,
      title: `外資系・コンサル合同キャリアフェア ${n}`,
      titleEn: `Foreign-affiliated and consulting career fair ${n}`,
      description: '外資系企業とコンサルティングファームが一堂に会する合同説明会です。',
      descriptionEn: 'Foreign-affiliated companies and consulting firms under one roof.',
      startsOn: daysFromNow(-1),
      endsOn: daysFromNow(30),
      status: 'open',
      ...overrides,
    })
    .returning()
  return row!
}

/** One open session of a special-event group (a new group and company unless given). */
export async function createSpecialEvent(
  db: DbOrTx,
  overrides: Partial<Omit<typeof specialEvents.$inferInsert, 'id' | 'specialEventGroupId'>> & {
    specialEventGroupId?: number
  } = {},
): Promise<SpecialEvent> {
  const n = nextSequence()
  const specialEventGroupId =
    overrides.specialEventGroupId ?? (await createSpecialEventGroup(db)).id
  const companyId =
    overrides.companyId !== undefined ? overrides.companyId : (await createCompany(db)).id
  const startsAt = overrides.eventStartsAt ?? daysFromNow(10)
  const [row] = await db
    .insert(specialEvents)
    .values({
      title: `会社説明会・カジュアル面談 ${n}`,
      titleEn: `Company briefing and casual interview ${n}`,
      body: '事業内容と募集ポジションを紹介し、その場で個別面談を行います。',
      place: 'オンライン（Zoom）',
      isOnline: true,
      eventEndsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
      entryEndsAt: new Date(startsAt.getTime() - DAY_MS),
      capacity: 30,
      status: 'open',
      position: n,
      ...overrides,
      specialEventGroupId,
      companyId,
      eventStartsAt: startsAt,
    })
    .returning()
  return row!
}
