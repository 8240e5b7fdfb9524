import { JOB_CHANGE_TIMING_RECONFIRM_DAYS } from '@kakehashi/contracts'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import {
  candidateCareers,
  candidateLanguageSkills,
  candidateMatches,
  candidateProfiles,
  candidateWishIndustries,
  candidateWishJobTypes,
  industries,
  jobInfos,
  jobTypes,
  languages,
  scoutCampaigns,
  scoutMessages,
  scouts,
  users,
} from '../schema/index.ts'
import { createRandom } from './random.ts'

const CAREERS = [
  [
    '株式会社みらいキャピタル',
    '経理マネージャー',
    '連結決算、IFRS対応、監査法人対応を担当。決算早期化プロジェクトをリードし、月次決算を5営業日短縮。',
  ],
  [
    'あおば監査法人',
    'シニアスタッフ',
    '上場企業の会計監査、内部統制監査に従事。IPO準備会社の支援も担当。',
  ],
  [
    'グローバル・テック・ジャパン株式会社',
    'FP&Aアナリスト',
    '予算策定と月次の予実分析、経営陣向けレポーティングを担当。',
  ],
  [
    '東京マーケティング株式会社',
    'デジタルマーケティング担当',
    '広告運用とCRM施策の企画、効果測定を担当。',
  ],
  [
    'ネクスト・データ株式会社',
    'データサイエンティスト',
    '需要予測モデルの開発と、事業部門への分析結果の展開を担当。',
  ],
  ['さくら人材株式会社', 'HRBP', '人事制度改定、採用計画の策定、組織開発を担当。'],
] as const

const SELF_PRS = [
  '連結決算と開示業務を中心に10年の経験があります。IFRS移行プロジェクトでは、子会社12社の会計方針統一と決算プロセスの再設計を主導しました。監査法人との調整、経営陣への報告資料の作成も担ってきました。今後は事業会社のCFO候補として、経営管理体制の構築に携わりたいと考えています。英語での会議や海外子会社とのやり取りにも慣れています。',
  '外資系企業でFP&Aとして予算策定と予実管理を担当してきました。本社への英語でのレポーティング、事業部長との予算折衝、KPIの設計と可視化を行っています。データに基づく意思決定を支える仕組みづくりが得意です。次は成長フェーズの企業で、経営企画として事業計画の策定から実行まで関わりたいと考えています。',
  '機械学習を用いた需要予測と価格最適化のモデル開発に5年間携わってきました。Pythonでのモデル構築だけでなく、事業部門と課題を定義し、施策の効果検証まで一貫して担当しています。今後はデータ活用の組織づくりにも挑戦したいと考えています。',
] as const

const SCOUTS = [
  [
    '【面談確約】CFO候補としてのご経験を活かしませんか',
    'ご経歴を拝見し、ぜひ一度お話ししたくご連絡しました。\n当社は来期のIPOに向けて経営管理体制を強化しています。\n連結決算と開示のご経験を、管理本部の中核として活かしていただけないでしょうか。',
  ],
  [
    'FP&Aマネージャー候補のご案内',
    'プロフィールを拝見しました。外資系企業での予算策定のご経験に強く惹かれています。\n経営陣と近い距離で意思決定を支えるポジションです。まずはカジュアルにお話しできれば幸いです。',
  ],
  [
    'データ活用推進室 立ち上げメンバーのご相談',
    '突然のご連絡失礼いたします。需要予測モデルのご経験を拝見し、ご連絡しました。\n全社のデータ活用を推進する新組織の立ち上げメンバーを探しています。',
  ],
  [
    '人事制度改革をリードするHRBPポジション',
    'はじめまして。人事制度改定のご経験を拝見しました。\n事業の成長に合わせた組織づくりを、経営と一緒に進めていただける方を探しています。',
  ],
  [
    '外資系投資銀行 M&Aアドバイザリー部門のご紹介',
    '弊社がお手伝いしている外資系投資銀行で、M&Aアドバイザリーのアソシエイトを募集しています。\n財務分析のご経験を活かせるポジションです。詳細をご説明させてください。',
  ],
] as const

const DAY = 24 * 60 * 60 * 1000
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)

/**
 * Career profiles, scouts and the special scout week for the demo candidates. Only what is
 * missing is added: a candidate with a profile keeps it, one with scouts gets no more. The demo
 * login (candidate1) stops after step 2 of registration, so signing in shows how to resume.
 */
export async function seedCandidates(
  tx: Tx,
  options: {
    candidateEmails: string[]
    organisationIds: number[]
    demoLoginEmail: string
    timingOverdueEmail: string
  },
) {
  const candidates = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, options.candidateEmails), isNull(users.deletedAt)))
  const random = createRandom(5)
  const jobTypeIds = (await tx.select({ id: jobTypes.id }).from(jobTypes).orderBy(jobTypes.id)).map(
    (row) => row.id,
  )
  const industryIds = (
    await tx.select({ id: industries.id }).from(industries).orderBy(industries.id)
  ).map((row) => row.id)
  const [english] = await tx
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.code, 'en'))
  const jobs = await tx
    .select({ id: jobInfos.id, organisationId: jobInfos.organisationId })
    .from(jobInfos)
    .limit(200)

  for (const [index, candidate] of candidates.entries()) {
    const [profile] = await tx
      .select({ userId: candidateProfiles.userId })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, candidate.id))
    if (!profile) {
      const isDemoLogin = candidate.email === options.demoLoginEmail
      const career = CAREERS[index % CAREERS.length]!
      await tx.insert(candidateProfiles).values({
        userId: candidate.id,
        gender: index % 2 === 0 ? 'male' : 'female',
        birthDate: `${1980 + (index % 15)}-0${1 + (index % 9)}-15`,
        prefectureId: [13, 13, 14, 27, 13, 11, 23, 40][index % 8]!,
        phone: `090${String(10000000 + index * 1234567).slice(0, 8)}`,
        currentAnnualIncome: 600 + index * 90,
        requestAnnualIncome: isDemoLogin ? null : 800 + index * 100,
        selfPr: isDemoLogin ? '' : SELF_PRS[index % SELF_PRS.length]!,
        skill: isDemoLogin ? '' : 'Excel、SQL、英語（ビジネス）',
        companyTypeTendencies: isDemoLogin ? [] : ['foreign', 'mega_venture'],
        jobChangeTiming: isDemoLogin ? null : 'if_good_offer',
        jobChangeTimingAnsweredAt: isDemoLogin
          ? null
          : new Date(
              Date.now() -
                (candidate.email === options.timingOverdueEmail
                  ? (JOB_CHANGE_TIMING_RECONFIRM_DAYS + 30) * DAY
                  : 0),
            ),
        whatToDiscuss: isDemoLogin ? [] : ['career_path'],
        toeicScore: 700 + (index % 5) * 50,
        registrationStep: isDemoLogin ? 2 : 5,
        registrationFinishedAt: isDemoLogin ? null : new Date(Date.now() - (30 + index) * DAY),
      })
      await tx.insert(candidateCareers).values({
        userId: candidate.id,
        companyName: career[0],
        position: career[1],
        startedOn: `${2012 + (index % 6)}-04-01`,
        description: career[2],
      })
      if (!isDemoLogin) {
        if (english) {
          await tx
            .insert(candidateLanguageSkills)
            .values({ userId: candidate.id, languageId: english.id, level: 'business' })
            .onConflictDoNothing()
        }
        const industryId = industryIds[index % Math.max(1, industryIds.length)]
        if (industryId) {
          await tx.insert(candidateWishIndustries).values({ userId: candidate.id, industryId })
        }
        const jobTypeId = jobTypeIds[(index * 3) % Math.max(1, jobTypeIds.length)]
        if (jobTypeId) {
          await tx.insert(candidateWishJobTypes).values({ userId: candidate.id, jobTypeId })
        }
      }
    }

    const [hasScout] = await tx
      .select({ id: scouts.id })
      .from(scouts)
      .where(eq(scouts.candidateUserId, candidate.id))
      .limit(1)
    if (hasScout || options.organisationIds.length === 0) continue
    const count = random.int(3, 8)
    for (let n = 0; n < count; n++) {
      const organisationId = options.organisationIds[(index + n) % options.organisationIds.length]!
      const [title, body] = SCOUTS[(index + n) % SCOUTS.length]!
      const isSpecial = n % 3 === 0
      const sentAt = new Date(Date.now() - (n * 2 + 1) * DAY - index * 3_600_000)
      const job = jobs.find((row) => row.organisationId === organisationId)
      const isRead = n >= 2
      const [scout] = await tx
        .insert(scouts)
        .values({
          organisationId,
          candidateUserId: candidate.id,
          jobInfoId: job?.id ?? null,
          title: isSpecial ? `【特別スカウト】${title}` : title,
          body,
          isSpecial,
          ...(isSpecial
            ? {
                confirmedSalary: 1000 + n * 100,
                confirmedPosition: n % 2 === 0 ? 'manager' : 'executive_or_cxo',
                confirmedInterviewer: 'executive_or_cxo',
                customAttraction:
                  'CFO直下で経営管理体制の構築をリードしていただきます。選考は役員面接1回のみです。',
                guaranteedHighSalary: true,
                guaranteedShortSelection: true,
                expiresAt: new Date(sentAt.getTime() + 21 * DAY),
              }
            : {}),
          sentAt,
          candidateReadAt: isRead ? new Date(sentAt.getTime() + DAY / 2) : null,
        } as typeof scouts.$inferInsert)
        .returning({ id: scouts.id })
      // The oldest scout of each candidate has a conversation, so the demo shows a match.
      if (n === count - 1 && candidate.email !== options.demoLoginEmail) {
        const repliedAt = new Date(sentAt.getTime() + DAY)
        await tx.insert(scoutMessages).values([
          {
            scoutId: scout!.id,
            senderSide: 'candidate',
            body: 'ご連絡ありがとうございます。ぜひ一度お話を伺いたいです。',
            createdAt: repliedAt,
          },
          {
            scoutId: scout!.id,
            senderSide: 'recruiter',
            body: 'ご返信ありがとうございます。来週の面談候補日をお送りします。',
            createdAt: new Date(repliedAt.getTime() + 3_600_000),
          },
        ])
        await tx.update(scouts).set({ repliedAt }).where(eq(scouts.id, scout!.id))
        await tx
          .insert(candidateMatches)
          .values({
            organisationId,
            candidateUserId: candidate.id,
            source: 'scout_reply',
            scoutId: scout!.id,
            matchedAt: repliedAt,
          })
          .onConflictDoNothing()
      }
    }
  }

  const [campaign] = await tx.select({ id: scoutCampaigns.id }).from(scoutCampaigns).limit(1)
  if (!campaign) {
    await tx.insert(scoutCampaigns).values([
      {
        name: '特別スカウトウィーク（春）',
        nameEn: 'Special Scout Week (spring)',
        startsOn: isoDay(-120),
        endsOn: isoDay(-113),
        highSalaryThreshold: 1000,
      },
      {
        name: '特別スカウトウィーク',
        nameEn: 'Special Scout Week',
        startsOn: isoDay(-3),
        endsOn: isoDay(11),
        highSalaryThreshold: 1000,
      },
    ])
  }
}
