import {
  type CandidateSearchCriteria,
  fillScoutTemplate,
  JOB_SEEKER_NAME_TOKEN,
  type LabelColour,
  type ProfileRequestSection,
  SELECTION_STATUSES,
  type SelectionStatus,
} from '@kakehashi/contracts'
import { and, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import {
  candidateCompanyBlocks,
  candidateLabels,
  candidateMatches,
  candidateNotes,
  candidateSearchConditions,
  candidateStocks,
  companies,
  hiddenCandidates,
  jobInfoScoutAssists,
  jobInfos,
  labels,
  organisations,
  profileRequests,
  scoutMessages,
  scouts,
  scoutTemplates,
  users,
} from '../schema/index.ts'
import {
  candidateDocumentRow,
  fillMissingCandidateSearchDocuments,
  refreshCandidateSearchDocuments,
} from '../search/candidate-documents.ts'
import { generateCandidate } from './candidate-generator.ts'
import {
  allocateUserIds,
  generatedCandidateSource,
  insertGeneratedCandidates,
  readReferenceNames,
} from './candidate-scale.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

// Member search in the demo: 300 generated candidates to search, and for the demo recruiters
// what an organisation keeps about them: labels, stocks, hidden candidates, notes by several
// co-workers, scouts by co-workers in every selection status (so the co-worker exclusions have
// something to leave out), saved searches that notify, and profile requests. Like the rest of
// the seed it only adds what is missing: members by address, an organisation's records once.

export const DEMO_MEMBER_COUNT = 300
export const DEMO_MEMBER_DOMAIN = 'members.example.com'
export const demoMemberEmail = (n: number) => `member${n + 1}@${DEMO_MEMBER_DOMAIN}`

const DAY_MS = 86_400_000

/** The demo members, in generator order, created if missing. Answers their user ids. */
async function ensureMembers(tx: Tx): Promise<number[]> {
  const existing = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, `%@${DEMO_MEMBER_DOMAIN}`))
  const idByEmail = new Map(existing.map((row) => [row.email, row.id]))
  const missing = Array.from({ length: DEMO_MEMBER_COUNT }, (_, n) => n).filter(
    (n) => !idByEmail.has(demoMemberEmail(n)),
  )
  if (missing.length > 0) {
    const now = new Date()
    const candidates = missing.map((n) => generateCandidate(n, { now, email: demoMemberEmail }))
    const ids = await allocateUserIds(tx, candidates.length)
    // Documents built from the generated rows, so the first start reads none of them back.
    const names = await readReferenceNames(tx)
    const documents = candidates.map((candidate, k) =>
      candidateDocumentRow(generatedCandidateSource(ids[k]!, candidate, names)),
    )
    await insertGeneratedCandidates(tx, candidates, ids, documents)
    for (const [k, n] of missing.entries()) idByEmail.set(demoMemberEmail(n), ids[k]!)
  }
  return Array.from({ length: DEMO_MEMBER_COUNT }, (_, n) => idByEmail.get(demoMemberEmail(n))!)
}

/** Members whose profile matches `condition` (SQL over candidate_careers c), at most `limit`. */
async function membersWhere(
  tx: Tx,
  ids: number[],
  condition: ReturnType<typeof sql>,
  limit: number,
) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select c.user_id::int as id from candidate_careers c
    where c.user_id = any(${sql.param(ids)}::bigint[]) and ${condition}
    group by c.user_id order by c.user_id limit ${limit}`)
  return rows.map((row) => Number(row.id))
}

interface LabelPlan {
  name: string
  colour: LabelColour
  /** Who the organisation would put this label on. */
  members: (tx: Tx, ids: number[]) => Promise<number[]>
}

const byPosition = (pattern: string, limit: number) => (tx: Tx, ids: number[]) =>
  membersWhere(tx, ids, sql`(c.position ~ ${pattern} or c.description ~ ${pattern})`, limit)

const LABELS: Record<string, LabelPlan[]> = {
  mirai: [
    { name: 'CFO候補', colour: '#C62828', members: byPosition('CFO|財務経理部長|経理部長', 6) },
    { name: '一次面談候補', colour: '#1E88E5', members: byPosition('経理|FP&A|経営企画', 12) },
    {
      name: '英語ビジネス以上',
      colour: '#2E7D32',
      members: async (tx, ids) => {
        const { rows } = await tx.execute<{ id: number }>(sql`
          select user_id::int as id from candidate_language_skills
          where user_id = any(${sql.param(ids)}::bigint[]) and language_id = 2
            and level in ('business', 'native')
          order by user_id limit 10`)
        return rows.map((row) => Number(row.id))
      },
    },
    { name: '要フォロー', colour: '#F9A825', members: byPosition('IR|財務', 5) },
    { name: '来期採用', colour: '#8E24AA', members: async () => [] },
  ],
  sakura: [
    { name: 'エンジニア候補', colour: '#00838F', members: byPosition('エンジニア|SRE', 8) },
    { name: 'PM候補', colour: '#EF6C00', members: byPosition('プロダクト', 4) },
  ],
  bridge: [
    {
      name: '紹介候補（金融）',
      colour: '#325C8B',
      members: byPosition('アナリスト|ファンド|バンカー', 8),
    },
    { name: '紹介候補（コンサル）', colour: '#D81B60', members: byPosition('コンサルタント', 8) },
    { name: '面談済み', colour: '#546E7A', members: byPosition('SAP', 4) },
  ],
}

const NOTES = [
  '書類選考を通過。連結決算とIFRSの経験が当社の要件に合致。',
  '一次面談を調整中。候補日を3つ提示済み。',
  '年収の希望が予算を上回るため、次のポジションで再検討。',
  '英語での面接を希望。面接官を手配する。',
  '前回のスカウトには返信なし。3か月後に再送を検討。',
  '二次面接は役員が担当。事業計画の説明資料を用意すること。',
  'カジュアル面談の感触は良好。入社時期は来年4月を希望。',
  '競合他社からも内定が出ている模様。早めにオファーを出したい。',
]

const SCOUT_TEXTS: Array<readonly [title: string, body: string]> = [
  [
    '【管理部門強化】経理マネージャーとしてのご経験を活かしませんか',
    'ご経歴を拝見し、ご連絡いたしました。\n当社は来期のIPOに向けて管理部門を強化しています。連結決算のご経験をぜひ活かしていただきたく、一度お話しできれば幸いです。',
  ],
  [
    'FP&Aポジションのご案内',
    'プロフィールを拝見しました。予算策定と経営管理のご経験に強く惹かれています。\nまずはカジュアルにお話しできれば幸いです。',
  ],
  [
    'M&Aチーム立ち上げメンバーのご相談',
    '突然のご連絡失礼いたします。M&Aのご経験を拝見し、新しいチームの中核としてお迎えしたくご連絡しました。',
  ],
]

const REPLY = 'ご連絡ありがとうございます。ぜひ一度お話を伺いたいです。'
const ANSWER =
  'ご返信ありがとうございます。面談の候補日をお送りしますので、ご都合をお知らせください。'

/** Saved searches by seed e-mail: the criteria as the search page sends them. */
const SAVED_SEARCHES: Array<{
  email: string
  name: string
  notify: boolean
  query: CandidateSearchCriteria
}> = [
  {
    email: 'master@mirai-capital.example.com',
    name: '経理・IFRS（東京・年収800万円〜・すぐに転職可）',
    notify: true,
    query: {
      keyword: '経理 IFRS',
      prefecture_ids: [13],
      current_income_min: 800,
      job_change_timings: ['now', 'in_one_year'],
      exclude_coworker: ['matched', 'after_interview', 'offered', 'received', 'no_reply_required'],
      sort: 'profile_updated',
    },
  },
  {
    email: 'master@mirai-capital.example.com',
    name: 'M&A・FAS経験者（英語ビジネス以上）',
    notify: true,
    query: {
      keyword: 'M&A',
      keyword_any: 'FAS デューデリジェンス バリュエーション',
      language_id: 2,
      language_level: 'business',
      sort: 'last_login',
    },
  },
  {
    email: 'master@mirai-capital.example.com',
    name: 'データ分析（SQL・Python、30日以内にログイン）',
    notify: false,
    query: {
      keyword: 'SQL',
      keyword_any: 'Python データ分析',
      keyword_none: '未経験',
      last_login_within: 30,
      sort: 'last_login',
    },
  },
  {
    email: 'normal@mirai-capital.example.com',
    name: 'マーケティング（TOEIC 800点以上）',
    notify: true,
    query: { keyword: 'マーケティング', toeic_min: 800, sort: 'registered' },
  },
  {
    email: 'master@bridge-career.example.com',
    name: 'SAPコンサルタント（詳細な職務経歴400字以上）',
    notify: true,
    query: { keyword: 'SAP', experience_job_type_ids: [203], career_detail_min: 400 },
  },
]

const PROFILE_REQUESTS: ProfileRequestSection[] = ['self_pr', 'careers', 'language_skills']

/**
 * Who in each organisation scouts (co-workers of the owner, the demo login) and where in the
 * members its records start, so organisations mostly record different members.
 */
const SCOUT_PLANS: Record<string, { senders: string[]; owner: string; offset: number }> = {
  mirai: {
    offset: 0,
    owner: 'master@mirai-capital.example.com',
    senders: ['recruiter@mirai-capital.example.com', 'normal@mirai-capital.example.com'],
  },
  bridge: {
    offset: 100,
    owner: 'master@bridge-career.example.com',
    senders: ['company@bridge-career.example.com', 'normal@bridge-career.example.com'],
  },
  sakura: {
    offset: 200,
    owner: 'master@sakura-tech.example.com',
    senders: ['normal@sakura-tech.example.com'],
  },
}

/**
 * The member-search part of the demo. Documents for every seeded candidate are built here,
 * before the saved searches, so their alert marks can start just short of the newest members:
 * the first alert run announces the few of those that match.
 */
export async function seedMemberSearch(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  const members = await ensureMembers(tx)
  const recruiterRows = await tx
    .select({ id: users.id, email: users.email, organisationId: users.organisationId })
    .from(users)
    .where(and(isNotNull(users.organisationId), isNull(users.deletedAt)))
    .orderBy(users.id)
  const recruiter = (email: string) => recruiterRows.find((row) => row.email === email)
  // Spread picks over the members without repeats: 37 and 300 share no factor.
  const member = (k: number) => members[(k * 37) % members.length]!

  await blockDemoCompany(tx, context, [member(250), member(251)])

  // Each organisation's records are made once, when it has scouted no member yet: what a
  // visitor removes (a stock, a label, a saved search) stays removed after a restart.
  const fresh: number[] = []
  for (const [key, plan] of Object.entries(SCOUT_PLANS)) {
    const organisationId = context.organisationIds.get(key)
    const owner = recruiter(plan.owner)
    const senders = plan.senders.flatMap((email) => recruiter(email) ?? [])
    if (organisationId === undefined || !owner || senders.length === 0) continue
    const [seeded] = await tx
      .select({ id: scouts.id })
      .from(scouts)
      .where(
        and(eq(scouts.organisationId, organisationId), inArray(scouts.candidateUserId, members)),
      )
      .limit(1)
    if (seeded) continue
    fresh.push(organisationId)
    await seedLabels(tx, organisationId, LABELS[key] ?? [], owner.id, members)
    await seedOrganisationRecords(tx, {
      organisationId,
      owner: owner.id,
      coworkers: senders.map((sender) => sender.id),
      member: (k) => member(plan.offset + k),
    })
  }

  await fillMissingCandidateSearchDocuments(tx)
  await seedSavedSearches(
    tx,
    recruiterRows.filter(
      (row) => row.organisationId !== null && fresh.includes(row.organisationId),
    ),
  )
  for (const organisationId of fresh) await seedScoutAssist(tx, organisationId)
}

/**
 * A scout assist on the organisation's most scouted open job, in the name of the owner of its
 * first saved search, with that search and its first normal template; the owner's scouts about
 * the job count as the assist's, so its page shows what it sent.
 */
async function seedScoutAssist(tx: Tx, organisationId: number) {
  const { rows } = await tx.execute<{
    job_id: number
    user_id: number
    search_id: number
    template_id: number
  }>(sql`
    select j.id::int as job_id, c.user_id::int as user_id, c.id::int as search_id,
      t.id::int as template_id
    from ${jobInfos} j
    join lateral (select id, user_id from ${candidateSearchConditions}
      where organisation_id = ${organisationId} order by id limit 1) c on true
    join lateral (select id from ${scoutTemplates}
      where organisation_id = ${organisationId} and template_type = 'normal' order by id limit 1) t on true
    where j.organisation_id = ${organisationId} and j.status in ('open', 'open_for_scout')
    order by (select count(*) from ${scouts} s where s.job_info_id = j.id) desc, j.id
    limit 1`)
  const picked = rows[0]
  if (!picked) return
  const [assist] = await tx
    .insert(jobInfoScoutAssists)
    .values({
      organisationId,
      jobInfoId: picked.job_id,
      senderUserId: picked.user_id,
      searchConditionId: picked.search_id,
      scoutTemplateId: picked.template_id,
      title: '{{position_name}}のご案内',
      body: 'ご経歴を拝見し、ぜひ一度お話ししたくご連絡しました。',
      dailyLimit: 10,
      endsOn: sql`((now() at time zone 'Asia/Tokyo')::date + 30)` as unknown as string,
      lastRunAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: jobInfoScoutAssists.id })
  if (!assist) return
  await tx.execute(sql`update ${scouts} set scout_assist_id = ${assist.id}
    where id in (select id from ${scouts} where organisation_id = ${organisationId}
      and job_info_id = ${picked.job_id} and sender_user_id = ${picked.user_id}
      order by sent_at desc limit 8)`)
}

async function seedLabels(
  tx: Tx,
  organisationId: number,
  plans: LabelPlan[],
  author: number,
  members: number[],
) {
  if (plans.length === 0) return
  const saved = await tx
    .insert(labels)
    .values(plans.map((plan) => ({ organisationId, name: plan.name, colour: plan.colour })))
    .onConflictDoNothing()
    .returning({ id: labels.id, name: labels.name })
  for (const plan of plans) {
    const label = saved.find((row) => row.name === plan.name)
    const chosen = label ? await plan.members(tx, members) : []
    if (!label || chosen.length === 0) continue
    await tx.insert(candidateLabels).values(
      chosen.map((candidateUserId) => ({
        labelId: label.id,
        candidateUserId,
        createdByUserId: author,
      })),
    )
  }
}

/** Two members block the demo company みらいキャピタル: its recruiters never find them. */
async function blockDemoCompany(tx: Tx, context: WorkspaceSeedContext, userIds: number[]) {
  const organisationId = context.organisationIds.get('mirai')
  if (organisationId === undefined) return
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organisationId, organisationId))
    .limit(1)
  if (!company) return
  const blocked = await tx
    .insert(candidateCompanyBlocks)
    .values(userIds.map((userId) => ({ userId, companyId: company.id })))
    .onConflictDoNothing()
    .returning({ userId: candidateCompanyBlocks.userId })
  await refreshCandidateSearchDocuments(
    tx,
    blocked.map((row) => row.userId),
  )
}

/**
 * One organisation's records: stocks, hidden members, notes by the owner and co-workers,
 * profile requests, and scouts from the co-workers in every selection status (each to its own
 * member).
 */
async function seedOrganisationRecords(
  tx: Tx,
  plan: {
    organisationId: number
    owner: number
    coworkers: number[]
    member: (k: number) => number
  },
) {
  const { organisationId, owner, coworkers, member } = plan
  const everyone = [owner, ...coworkers]
  const now = Date.now()

  await tx
    .insert(candidateStocks)
    .values(
      Array.from({ length: 8 }, (_, k) => ({
        organisationId,
        candidateUserId: member(60 + k),
        createdByUserId: everyone[k % everyone.length]!,
        createdAt: new Date(now - (k + 1) * 2 * DAY_MS),
      })),
    )
    .onConflictDoNothing()
  await tx
    .insert(hiddenCandidates)
    .values(
      Array.from({ length: 3 }, (_, k) => ({
        organisationId,
        candidateUserId: member(80 + k),
        createdByUserId: coworkers[k % coworkers.length]!,
        createdAt: new Date(now - (k + 3) * DAY_MS),
      })),
    )
    .onConflictDoNothing()
  await tx
    .insert(profileRequests)
    .values(
      PROFILE_REQUESTS.map((section, k) => ({
        organisationId,
        candidateUserId: member(90 + k),
        requesterUserId: owner,
        section,
        createdAt: new Date(now - (k + 1) * DAY_MS),
      })),
    )
    .onConflictDoNothing()

  await tx.insert(candidateNotes).values(
    NOTES.map((body, k) => {
      const at = new Date(now - (NOTES.length - k) * 1.5 * DAY_MS)
      return {
        organisationId,
        // Two or three notes on each of a few members, by different co-workers.
        candidateUserId: member(60 + (k % 3)),
        authorUserId: everyone[k % everyone.length]!,
        body,
        createdAt: at,
        updatedAt: at,
      }
    }),
  )

  const [job] = await tx
    .select({ id: jobInfos.id, title: jobInfos.title })
    .from(jobInfos)
    .where(eq(jobInfos.organisationId, organisationId))
    .limit(1)
  // Every status from every co-worker, plus the owner's own recent scouts: those the
  // organisation sent within the week are left out of its searches by default.
  const sends: Array<{ sender: number; status: SelectionStatus; daysAgo: number }> = [
    ...coworkers.flatMap((sender, c) =>
      SELECTION_STATUSES.map((status, s) => ({
        sender,
        status,
        daysAgo: status === 'before_matching' ? 2 + c : 10 + s * 4 + c,
      })),
    ),
    ...[1, 3, 5, 20].map((daysAgo) => ({
      sender: owner,
      status: 'before_matching' as const,
      daysAgo,
    })),
  ]
  // The owner's own scouts show the rest of a scout's life: one waits for its reminder, one has
  // been reminded, and a candidate declined one with a reason.
  const [remindTemplate] = await tx
    .select({ id: scoutTemplates.id, body: scoutTemplates.body })
    .from(scoutTemplates)
    .where(
      and(
        eq(scoutTemplates.organisationId, organisationId),
        eq(scoutTemplates.templateType, 'remind'),
      ),
    )
    .limit(1)
  // Two of three scouts are written with one of the organisation's templates, so the scout
  // report compares them; the rest are written freely.
  const normalTemplates = await tx
    .select({ id: scoutTemplates.id })
    .from(scoutTemplates)
    .where(
      and(
        eq(scoutTemplates.organisationId, organisationId),
        eq(scoutTemplates.templateType, 'normal'),
      ),
    )
    .orderBy(scoutTemplates.id)
  const templateOf = (k: number) =>
    k % 3 === 2 ? null : (normalTemplates[k % normalTemplates.length]?.id ?? null)
  const lifeOf = (send: (typeof sends)[number], sentAt: Date) => {
    if (send.sender !== owner) return {}
    if (send.daysAgo === 1 && remindTemplate) {
      return {
        sendState: 'resend_set' as const,
        remindTemplateId: remindTemplate.id,
        remindDueAt: new Date(sentAt.getTime() + 5 * DAY_MS),
      }
    }
    if (send.daysAgo === 20 && remindTemplate) {
      return {
        sendState: 'resend_sent' as const,
        remindTemplateId: remindTemplate.id,
        remindedAt: new Date(sentAt.getTime() + 7 * DAY_MS),
      }
    }
    if (send.daysAgo === 5) {
      return {
        selectionStatus: 'declined_or_rejected' as const,
        declinedAt: new Date(sentAt.getTime() + DAY_MS),
        declineReason: 'salary' as const,
      }
    }
    return {}
  }
  const sent = await tx
    .insert(scouts)
    .values(
      sends.map((send, k) => {
        const [title, body] = SCOUT_TEXTS[k % SCOUT_TEXTS.length]!
        const sentAt = new Date(now - send.daysAgo * DAY_MS - k * 3_600_000)
        const repliedAt =
          send.status === 'before_matching' ? null : new Date(sentAt.getTime() + DAY_MS)
        return {
          organisationId,
          senderUserId: send.sender,
          candidateUserId: member(k),
          jobInfoId: job?.id ?? null,
          title,
          body,
          selectionStatus: send.status,
          scoutTemplateId: templateOf(k),
          sentAt,
          candidateReadAt:
            repliedAt || k % 2 === 0 ? new Date(sentAt.getTime() + DAY_MS / 2) : null,
          repliedAt,
          createdAt: sentAt,
          updatedAt: repliedAt ?? sentAt,
          ...lifeOf(send, sentAt),
        }
      }),
    )
    .returning({
      id: scouts.id,
      candidateUserId: scouts.candidateUserId,
      title: scouts.title,
      body: scouts.body,
      repliedAt: scouts.repliedAt,
      remindedAt: scouts.remindedAt,
      selectionStatus: scouts.selectionStatus,
      senderUserId: scouts.senderUserId,
    })
  // A reminder is the organisation's message in the thread.
  const [{ name: organisationName } = { name: '' }] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
  const reminded = sent.flatMap((scout) => (scout.remindedAt ? [scout] : []))
  if (remindTemplate && reminded.length > 0) {
    await tx.insert(scoutMessages).values(
      reminded.map((scout) => ({
        scoutId: scout.id,
        senderSide: 'recruiter' as const,
        senderUserId: owner,
        // Filled as the reminder job fills it; the name stays for the candidate's reading.
        body: fillScoutTemplate(remindTemplate.body, {
          job_seeker_name: JOB_SEEKER_NAME_TOKEN,
          company_name: organisationName,
          position_name: job?.title ?? '',
          scout_title: scout.title,
          scout_body: scout.body,
        }),
        createdAt: scout.remindedAt!,
      })),
    )
  }
  // A reply is what matches a candidate with the organisation.
  const replies = sent.flatMap((scout) =>
    scout.repliedAt ? [{ ...scout, repliedAt: scout.repliedAt }] : [],
  )
  if (replies.length === 0) return
  await tx.insert(scoutMessages).values(
    replies.map((scout) => ({
      scoutId: scout.id,
      senderSide: 'candidate' as const,
      body: REPLY,
      createdAt: scout.repliedAt,
    })),
  )
  // Where the selection has moved on, the recruiter answered a few hours after the reply (what
  // the candidate's scout page counts as how quickly the organisation answers); a fresh match
  // or an "interested" waits unread in the organisation's list.
  const answered = replies.filter(
    (scout) =>
      scout.selectionStatus !== 'matched' && scout.selectionStatus !== 'interested_or_self_applied',
  )
  if (answered.length > 0) {
    await tx.insert(scoutMessages).values(
      answered.map((scout, k) => ({
        scoutId: scout.id,
        senderSide: 'recruiter' as const,
        senderUserId: scout.senderUserId,
        body: ANSWER,
        createdAt: new Date(scout.repliedAt.getTime() + (1 + (k % 6)) * 3_600_000),
      })),
    )
  }
  await tx
    .insert(candidateMatches)
    .values(
      replies.map((scout) => ({
        organisationId,
        candidateUserId: scout.candidateUserId,
        source: 'scout_reply' as const,
        scoutId: scout.id,
        matchedAt: scout.repliedAt,
      })),
    )
    .onConflictDoNothing()
}

/**
 * The saved searches, their alert marks five members short of the newest; a search without
 * alerts keeps the mark of a notice long past, thirty members back, so the dashboard has members
 * new to it to show (the alert job moves only the notifying searches' marks).
 */
async function seedSavedSearches(
  tx: Tx,
  recruiterRows: Array<{ id: number; email: string; organisationId: number | null }>,
) {
  const { rows } = await tx.execute<{ seq: number }>(
    sql`select coalesce(max(seq), 0)::int as seq from candidate_search_documents`,
  )
  const newest = Number(rows[0]?.seq ?? 0)
  const markOf = (notify: boolean) => Math.max(0, newest - (notify ? 5 : 30))
  const values = SAVED_SEARCHES.flatMap((search, k) => {
    const owner = recruiterRows.find((row) => row.email === search.email)
    if (!owner?.organisationId) return []
    return [
      {
        organisationId: owner.organisationId,
        userId: owner.id,
        name: search.name,
        query: search.query as Record<string, unknown>,
        notifyNewMembers: search.notify,
        notifiedThroughSeq: markOf(search.notify),
        clientRequestId: `demo-search-${k + 1}`,
      },
    ]
  })
  if (values.length > 0) {
    await tx.insert(candidateSearchConditions).values(values).onConflictDoNothing()
  }
}
