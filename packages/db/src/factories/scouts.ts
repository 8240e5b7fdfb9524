import type { DbOrTx } from '../client.ts'
import {
  candidateMatches,
  type NewScout,
  type Scout,
  type ScoutCampaign,
  scoutCampaigns,
  scoutMessages,
  scouts,
} from '../schema/index.ts'
import { createOrganisation } from './organisations.ts'
import { nextSequence } from './sequence.ts'

const SCOUT_TITLES = [
  '【面談確約】財務経理のご経験を活かせるポジションのご案内',
  'FP&Aマネージャー候補としてお話ししませんか',
  'IFRS導入プロジェクトのリード候補のご相談',
  '外資系投資銀行 M&Aアドバイザリー部門のご紹介',
  'データ活用推進室 立ち上げメンバー募集のご案内',
  '人事制度改革をリードするHRBPポジションのご案内',
] as const

const SCOUT_BODIES = [
  'はじめまして。ご経歴を拝見し、ぜひ一度お話ししたくご連絡しました。\n連結決算や開示のご経験は、当社が進める決算早期化プロジェクトで大いに活かしていただけると考えています。\nまずはカジュアルにお話しできれば幸いです。',
  'プロフィールを拝見しました。事業会社での管理会計のご経験に強く惹かれています。\n経営陣と近い距離で意思決定を支えるポジションです。\nご興味があればお気軽にご返信ください。',
  '突然のご連絡失礼いたします。英語を使った業務のご経験と、プロジェクト推進力を高く評価しています。\n年収やキャリアパスのご希望も踏まえてご提案できます。',
] as const

export type ScoutOverrides = Partial<Omit<NewScout, 'id' | 'candidateUserId'>>

/** A scout to the candidate; an organisation is made when none is given. */
export async function createScout(
  db: DbOrTx,
  candidateUserId: number,
  overrides: ScoutOverrides = {},
): Promise<Scout> {
  const n = nextSequence()
  const organisationId =
    overrides.organisationId ?? (await createOrganisation(db, { kind: 'company' })).id
  const [row] = await db
    .insert(scouts)
    .values({
      title: SCOUT_TITLES[n % SCOUT_TITLES.length]!,
      body: SCOUT_BODIES[n % SCOUT_BODIES.length]!,
      ...overrides,
      organisationId,
      candidateUserId,
    })
    .returning()
  return row!
}

/** A special scout: guaranteed salary, confirmed position and interviewer, a pitch, an expiry. */
export async function createSpecialScout(
  db: DbOrTx,
  candidateUserId: number,
  overrides: ScoutOverrides = {},
): Promise<Scout> {
  return createScout(db, candidateUserId, {
    isSpecial: true,
    confirmedSalary: 1200,
    confirmedPosition: 'manager',
    confirmedInterviewer: 'executive_or_cxo',
    customAttraction:
      'CFO直下で経営管理体制の構築をリードしていただきます。選考は役員面接1回のみです。',
    guaranteedHighSalary: true,
    guaranteedShortSelection: true,
    expiresAt: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000),
    ...overrides,
  })
}

/** A recruiter's message in the scout's thread, which makes the scout unread again. */
export async function createRecruiterMessage(
  db: DbOrTx,
  scout: Pick<Scout, 'id' | 'senderUserId'>,
  body: string,
  at: Date = new Date(),
) {
  const [message] = await db
    .insert(scoutMessages)
    .values({
      scoutId: scout.id,
      senderSide: 'recruiter',
      senderUserId: scout.senderUserId,
      body,
      createdAt: at,
    })
    .returning()
  return message!
}

export async function createMatch(
  db: DbOrTx,
  organisationId: number,
  candidateUserId: number,
  scoutId: number | null = null,
) {
  const [row] = await db
    .insert(candidateMatches)
    .values({ organisationId, candidateUserId, source: 'scout_reply', scoutId })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** A special scout week; by default one running from a week ago to a week ahead. */
export async function createScoutCampaign(
  db: DbOrTx,
  overrides: Partial<typeof scoutCampaigns.$inferInsert> = {},
): Promise<ScoutCampaign> {
  const [row] = await db
    .insert(scoutCampaigns)
    .values({
      name: '特別スカウトウィーク',
      nameEn: 'Special Scout Week',
      startsOn: isoDay(-7),
      endsOn: isoDay(7),
      highSalaryThreshold: 1000,
      ...overrides,
    })
    .returning()
  return row!
}
