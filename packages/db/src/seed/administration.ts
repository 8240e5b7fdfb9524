import { eq, isNotNull } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { NORMAL_PERMISSIONS } from '../permissions.ts'
import {
  auditEvents,
  candidateSearchDocuments,
  jobInfoReports,
  jobInfos,
  personalDataRequests,
  recruiterReports,
  scouts,
  users,
} from '../schema/index.ts'

/** What the admin-area seed needs: the demo organisations' ids by their seed key. */
export interface AdministrationSeedContext {
  organisationIds: Map<string, number>
  administratorEmail: string
  /** A demo recruiter whose candidate views the trail shows. */
  viewerEmail: string
  /** The demo candidate whose personal data requests the privacy settings show. */
  requesterEmail: string
}

/**
 * The admin area as a newcomer should find it: a reported listing and a reported recruiter
 * waiting, a candidate's personal data requests (one waiting, one answered), a recruiter invited
 * who has not set a password yet, one suspended, and an audit trail that already holds the
 * administrator's invitation and suspension and a recruiter's views of candidates. Added once:
 * later starts find them.
 */
export async function seedAdministration(tx: Tx, context: AdministrationSeedContext) {
  const sakura = context.organisationIds.get('sakura')!
  const mirai = context.organisationIds.get('mirai')!
  await seedJobReport(tx)
  await seedCandidateRequests(tx, context.requesterEmail)
  const added = await tx
    .insert(users)
    .values([
      {
        email: 'invited@sakura-tech.example.com',
        roleType: 'CompanyUser' as const,
        fullName: '森 由紀',
        fullNameKana: 'もり ゆき',
        accountType: 'normal' as const,
        permissions: [...NORMAL_PERMISSIONS],
        organisationId: sakura,
      },
      {
        email: 'suspended@mirai-capital.example.com',
        roleType: 'CompanyUser' as const,
        fullName: '石田 亮',
        fullNameKana: 'いしだ りょう',
        accountType: 'normal' as const,
        permissions: [...NORMAL_PERMISSIONS],
        organisationId: mirai,
        suspendedAt: new Date(),
      },
    ])
    .onConflictDoNothing({ target: users.email })
    .returning()
  if (added.length === 0) return

  const [administrator] = await tx
    .select()
    .from(users)
    .where(eq(users.email, context.administratorEmail))
  const [viewer] = await tx.select().from(users).where(eq(users.email, context.viewerEmail))
  if (!administrator || !viewer) return
  const actor = (user: typeof administrator) => ({
    actorUserId: user.id,
    actorEmail: user.email,
    actorRole: user.roleType,
    actorOrganisationId: user.organisationId,
  })
  const snapshot = (user: (typeof added)[number], state: string) => ({
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    account_type: user.accountType,
    permissions: user.permissions,
    trial_recruiter: user.trialRecruiter,
    state,
  })
  const entries: (typeof auditEvents.$inferInsert)[] = []
  for (const user of added) {
    entries.push({
      ...actor(administrator),
      action: 'recruiter.invited',
      recordType: 'recruiter',
      recordId: user.id,
      after: { ...snapshot(user, 'invited'), organisation_id: user.organisationId },
    })
    if (user.suspendedAt) {
      entries.push({
        ...actor(administrator),
        action: 'recruiter.suspended',
        recordType: 'recruiter',
        recordId: user.id,
        before: { state: 'active' },
        after: { state: 'suspended' },
      })
    }
  }
  const viewed = await tx
    .select({ userId: candidateSearchDocuments.userId })
    .from(candidateSearchDocuments)
    .orderBy(candidateSearchDocuments.userId)
    .limit(3)
  for (const { userId } of viewed) {
    entries.push({
      ...actor(viewer),
      action: 'candidate.viewed',
      recordType: 'candidate',
      recordId: userId,
    })
  }
  await tx.insert(auditEvents).values(entries)
}

/** A visitor's report of a public demo job, waiting on the reported-listings page. */
async function seedJobReport(tx: Tx) {
  const [existing] = await tx.select({ id: jobInfoReports.id }).from(jobInfoReports).limit(1)
  if (existing) return
  const [job] = await tx
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(eq(jobInfos.status, 'open'))
    .orderBy(jobInfos.id)
    .limit(1)
  if (!job) return
  await tx.insert(jobInfoReports).values({
    jobInfoId: job.id,
    reason: 'expired',
    body: '応募しようとしたところ、この求人はすでに募集を終了していると言われました。',
    reporterEmail: 'reader@example.com',
  })
}

/**
 * A candidate who received a demo scout reports its sender; the demo candidate has asked for two
 * things about their personal data: a correction still waiting, and a deletion done and answered.
 */
async function seedCandidateRequests(tx: Tx, requesterEmail: string) {
  const [existing] = await tx.select({ id: recruiterReports.id }).from(recruiterReports).limit(1)
  if (existing) return
  const [scout] = await tx
    .select({
      id: scouts.id,
      senderUserId: scouts.senderUserId,
      organisationId: scouts.organisationId,
      candidateUserId: scouts.candidateUserId,
    })
    .from(scouts)
    .where(isNotNull(scouts.senderUserId))
    .orderBy(scouts.id)
    .limit(1)
  if (scout?.senderUserId) {
    await tx.insert(recruiterReports).values({
      recruiterUserId: scout.senderUserId,
      organisationId: scout.organisationId,
      scoutId: scout.id,
      reporterUserId: scout.candidateUserId,
      reason: 'spam',
      body: 'お断りの返信をした後も、同じ内容のスカウトが何度も届きます。',
    })
  }
  const [requester] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, requesterEmail))
  if (!requester) return
  const day = 24 * 60 * 60 * 1000
  await tx
    .insert(personalDataRequests)
    .values([
      {
        candidateUserId: requester.id,
        kind: 'correction' as const,
        body: '学歴の卒業年が誤って登録されています。2015年卒に直してください。',
        locale: 'ja' as const,
        clientRequestId: 'demo-correction-request',
      },
      {
        candidateUserId: requester.id,
        kind: 'deletion' as const,
        body: '以前アップロードした古い職務経歴書の控えが残っていれば削除してください。',
        state: 'completed' as const,
        response: '古い職務経歴書の控えを削除しました。現在の職務経歴書はそのままです。',
        locale: 'ja' as const,
        clientRequestId: 'demo-deletion-request',
        createdAt: new Date(Date.now() - 10 * day),
        handledAt: new Date(Date.now() - 8 * day),
      },
    ])
    // Found already (a start after one where no scout had a sender to report): left as they are.
    .onConflictDoNothing()
}
