import { and, inArray, isNotNull } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { agentTags, recruiterProfileAgentTags, recruiterProfiles, users } from '../schema/index.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

interface DemoProfile {
  displayName: string
  universityText: string
  formerJob: string
  selfPr: string
  /** Positions of the agent tags (migration 0007), for agents only. */
  agentTagPositions?: number[]
}

// Most demo recruiters have a profile; normal@mirai-capital and the NextLink normal account are
// left without one, so the empty form shows too.
const DEMO_PROFILES: Record<string, DemoProfile> = {
  'master@mirai-capital.example.com': {
    displayName: '佐藤 健太',
    universityText: '慶應義塾大学',
    formerJob: '大手証券会社 投資銀行部門',
    selfPr:
      '投資銀行で10年間M&Aアドバイザリーに携わった後、みらいキャピタルで採用を担当しています。金融のプロフェッショナルを目指す方のキャリアを一緒に考えます。',
  },
  'recruiter@mirai-capital.example.com': {
    displayName: '小川 直樹',
    universityText: '一橋大学',
    formerJob: '人材紹介会社 キャリアアドバイザー',
    selfPr:
      '経理・財務ポジションの採用を担当しています。面談ではチームの雰囲気も率直にお伝えします。',
  },
  'master@sakura-tech.example.com': {
    displayName: '高橋 大輔',
    universityText: '東京工業大学',
    formerJob: 'SIer プロジェクトマネージャー',
    selfPr:
      'エンジニア出身の採用責任者です。技術スタックや開発体制について、現場目線でご説明できます。',
  },
  'normal@sakura-tech.example.com': {
    displayName: '森 彩花',
    universityText: '早稲田大学',
    formerJob: 'IT企業 人事',
    selfPr: '',
  },
  'trial@aozora-pharma.example.com': {
    displayName: '田中 結衣',
    universityText: '京都大学',
    formerJob: '製薬会社 MR',
    selfPr: '研究開発・メディカル職の採用を担当しています。',
  },
  'master@bridge-career.example.com': {
    displayName: '伊藤 翔太',
    universityText: '東京大学',
    formerJob: '外資系コンサルティングファーム マネージャー',
    selfPr:
      'コンサルティング業界と金融業界への転職支援を専門にしています。ケース面接の対策から年収交渉まで、一貫してサポートします。',
    agentTagPositions: [1, 2, 3, 7],
  },
  'company@bridge-career.example.com': {
    displayName: '渡辺 陽菜',
    universityText: 'University of California, Berkeley',
    formerJob: '外資系IT企業 セールス',
    selfPr: '英語を活かしたい方、外資系企業への転職をお考えの方はお気軽にご相談ください。',
    agentTagPositions: [1, 4, 9],
  },
  'normal@bridge-career.example.com': {
    displayName: '岡田 健',
    universityText: '大阪大学',
    formerJob: '事業会社 経理',
    selfPr: '管理部門の転職支援を担当しています。',
    agentTagPositions: [5],
  },
  'master@nextlink.example.com': {
    displayName: '中村 拓也',
    universityText: '名古屋大学',
    formerJob: 'ベンチャー企業 事業開発',
    selfPr: 'スタートアップへの転職と、第二新卒の方のキャリア相談を得意としています。',
    agentTagPositions: [8, 10],
  },
}

/**
 * Profiles of the demo recruiters of the seeded organisations, with agent tags for agents.
 * Idempotent: a recruiter who has a profile (or a tag) keeps it as it is.
 */
export async function seedRecruiterProfiles(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  const organisationIds = [...context.organisationIds.values()]
  if (organisationIds.length === 0) return
  const recruiters = await tx
    .select({ id: users.id, email: users.email, roleType: users.roleType })
    .from(users)
    .where(
      and(
        inArray(users.organisationId, organisationIds),
        inArray(users.email, Object.keys(DEMO_PROFILES)),
        isNotNull(users.organisationId),
      ),
    )
  if (recruiters.length === 0) return
  const tagIdByPosition = new Map(
    (await tx.select({ id: agentTags.id, position: agentTags.position }).from(agentTags)).map(
      (tag) => [tag.position, tag.id],
    ),
  )

  await tx
    .insert(recruiterProfiles)
    .values(
      recruiters.map((recruiter) => {
        const { agentTagPositions: _tags, ...profile } = DEMO_PROFILES[recruiter.email]!
        return { userId: recruiter.id, ...profile }
      }),
    )
    .onConflictDoNothing({ target: recruiterProfiles.userId })

  const tagRows = recruiters
    .filter((recruiter) => recruiter.roleType === 'Agent')
    .flatMap((recruiter) =>
      (DEMO_PROFILES[recruiter.email]!.agentTagPositions ?? []).flatMap((position) => {
        const agentTagId = tagIdByPosition.get(position)
        return agentTagId === undefined ? [] : [{ userId: recruiter.id, agentTagId }]
      }),
    )
  if (tagRows.length > 0) {
    await tx.insert(recruiterProfileAgentTags).values(tagRows).onConflictDoNothing()
  }
}
