import {
  candidateMatches,
  candidateScoutMails,
  createCandidate,
  createCompany,
  createContract,
  createJobInfo,
  createScout,
  type DbOrTx,
  mailOutbox,
  notifications,
  recruiterScoutNotices,
  refreshCandidateSearchDocuments,
  scoutMessages,
  scouts,
  selfApplies,
} from '@kakehashi/db'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sendRecruiterNotices } from '../src/modules/conversations/recruiter-notices.ts'
import {
  callApi,
  createTestApp,
  signInCandidate,
  signInRecruiter,
  startSession,
} from './helpers.ts'

const LIST = '/api/v3/client/scouts'
const conversation = (id: number) => `/api/v3/client/scouts/${id}`
const decide = (id: number) => `/api/v3/client/scouts/${id}/self_apply`

let requestNumber = 0
const newKey = () => `self-apply-${Date.now()}-${++requestNumber}`

/** A recruiter of a company with a contract and a public job. */
async function organisationWithJob(db: DbOrTx, fullName = '採用 太郎') {
  const recruiter = await signInRecruiter(db, { fullName })
  const organisationId = recruiter.organisation.id
  const company = await createCompany(db, { organisationId })
  await createContract(db, organisationId)
  const job = await createJobInfo(db, { organisationId, companyId: company.id, title: '経理' })
  return { ...recruiter, organisationId, job }
}

type App = Awaited<ReturnType<typeof createTestApp>>['app']

/** A new candidate applies to the job; answers the candidate and the conversation's id. */
async function apply(app: App, db: DbOrTx, job: { id: number }, fullName: string) {
  const candidate = await signInCandidate(db, { fullName })
  const applied = await callApi(app, 'POST', '/api/v3/candidate/self_applies', candidate.headers, {
    job_info_id: job.id,
    message: '経理の経験を活かしたく応募しました。',
  })
  expect(applied.status).toBe(201)
  const [row] = await db
    .select({ id: scouts.id })
    .from(scouts)
    .where(eq(scouts.selfApplyId, applied.body.id))
  return { candidate, selfApplyId: applied.body.id as number, scoutId: row!.id }
}

describe('screening self-applications', () => {
  it('makes an application an unread conversation of the job organisation, with a notice', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const { candidate, selfApplyId, scoutId } = await apply(app, db, org.job, '山田 花子')

    const list = await callApi(app, 'GET', `${LIST}?status=interested_or_self_applied`, org.headers)
    expect(list.status).toBe(200)
    expect(list.body.unread_count).toBe(1)
    expect(list.body.scouts).toHaveLength(1)
    expect(list.body.scouts[0]).toMatchObject({
      id: scoutId,
      title: '経理',
      sender: null,
      selection_status: 'interested_or_self_applied',
      is_unread: true,
      candidate: { is_matched: false, full_name: null },
      job_info: { id: org.job.id, title: '経理' },
      self_apply: { id: selfApplyId, status: 'pending_review' },
    })
    expect(JSON.stringify(list.body)).not.toContain('山田')

    const detail = await callApi(app, 'GET', conversation(scoutId), org.headers)
    expect(detail.body).toMatchObject({
      body: '経理の経験を活かしたく応募しました。',
      can_message: false,
      selectable_statuses: [],
    })
    const early = await callApi(app, 'POST', `${conversation(scoutId)}/messages`, org.headers, {
      body: 'ご応募ありがとうございます',
      client_request_id: newKey(),
    })
    expect(early.body.error.code).toBe('selfApplicationNotReviewed')

    // Not a scout to the candidate until passed.
    const inbox = await callApi(app, 'GET', '/api/v3/candidate/scouts', candidate.headers)
    expect(inbox.body.scouts).toEqual([])
    expect(
      (await callApi(app, 'GET', `/api/v3/candidate/scouts/${scoutId}`, candidate.headers)).status,
    ).toBe(404)

    // Applying again adds nothing; the job's recruiter hears of the application once.
    await callApi(app, 'POST', '/api/v3/candidate/self_applies', candidate.headers, {
      job_info_id: org.job.id,
    })
    const [conversations] = await db
      .select({ total: count() })
      .from(scouts)
      .where(eq(scouts.candidateUserId, candidate.user.id))
    expect(conversations?.total).toBe(1)
    await sendRecruiterNotices(app)
    const deadline = Date.now() + 10_000
    let notices = await db.select().from(notifications).where(eq(notifications.userId, org.user.id))
    while (notices.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      notices = await db.select().from(notifications).where(eq(notifications.userId, org.user.id))
    }
    expect(notices).toMatchObject([
      { kind: 'self_apply', params: { job_title: '経理' }, linkPath: `/client/scouts/${scoutId}` },
    ])
    const mails = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, org.user.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('経理')
    expect(await db.select().from(recruiterScoutNotices)).toEqual([])

    // An application is no scout: member search finds an applicant with a profile as never
    // scouted, where a scout would leave them out as recently scouted.
    const searchable = await startSession(db, await createCandidate(db))
    await callApi(app, 'POST', '/api/v3/candidate/self_applies', searchable.headers, {
      job_info_id: org.job.id,
    })
    await refreshCandidateSearchDocuments(db, [searchable.user.id])
    const found = await callApi(app, 'GET', '/api/v3/client/candidates', org.headers)
    const row = found.body.candidates.find(
      (result: { candidate: { id: number } }) => result.candidate.id === searchable.user.id,
    )
    expect(row?.organisation_state.last_scouted_at).toBeNull()
  })

  it('passes an application once: the candidate matches, reads the message and can answer', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const { candidate, selfApplyId, scoutId } = await apply(app, db, org.job, '山田 花子')

    const missing = await callApi(app, 'PUT', decide(scoutId), org.headers, { decision: 'passed' })
    expect(missing.status).toBe(422)
    const body = { decision: 'passed', message: 'ご応募ありがとうございます。面談しましょう。' }
    const passed = await callApi(app, 'PUT', decide(scoutId), org.headers, body)
    expect(passed.status).toBe(200)
    expect(passed.body).toMatchObject({
      selection_status: 'matched',
      can_message: true,
      candidate: { is_matched: true, full_name: '山田 花子' },
      self_apply: { id: selfApplyId, status: 'passed' },
    })
    // A retry answers the same and writes nothing more; the other decision is refused.
    const retried = await callApi(app, 'PUT', decide(scoutId), org.headers, body)
    expect(retried.status).toBe(200)
    const reject = await callApi(app, 'PUT', decide(scoutId), org.headers, { decision: 'rejected' })
    expect(reject.status).toBe(409)
    expect(reject.body.error.code).toBe('selfApplicationDecided')

    const written = await db
      .select({ body: scoutMessages.body, side: scoutMessages.senderSide })
      .from(scoutMessages)
      .where(eq(scoutMessages.scoutId, scoutId))
    expect(written).toEqual([{ body: body.message, side: 'recruiter' }])
    const [match] = await db
      .select()
      .from(candidateMatches)
      .where(
        and(
          eq(candidateMatches.organisationId, org.organisationId),
          eq(candidateMatches.candidateUserId, candidate.user.id),
        ),
      )
    expect(match).toMatchObject({ source: 'self_apply_passed', selfApplyId })
    const marks = await db
      .select()
      .from(candidateScoutMails)
      .where(eq(candidateScoutMails.scoutId, scoutId))
    expect(marks.length).toBeLessThanOrEqual(1)

    // The candidate reads the message among their scouts, unread, and sees the application passed.
    const unread = await callApi(
      app,
      'GET',
      '/api/v3/candidate/scouts/unread_count',
      candidate.headers,
    )
    expect(unread.body.count).toBe(1)
    const thread = await callApi(
      app,
      'GET',
      `/api/v3/candidate/scouts/${scoutId}`,
      candidate.headers,
    )
    expect(thread.status).toBe(200)
    expect(thread.body.messages.at(-1).body).toBe(body.message)
    const applications = await callApi(
      app,
      'GET',
      '/api/v3/candidate/self_applies',
      candidate.headers,
    )
    expect(applications.body.self_applies[0]).toMatchObject({ status: 'passed', scout_id: scoutId })
    const answer = await callApi(
      app,
      'POST',
      `/api/v3/candidate/scouts/${scoutId}/message`,
      candidate.headers,
      { body: 'よろしくお願いします。', client_request_id: newKey() },
    )
    expect(answer.status).toBe(201)
    // The candidate's page names the application as theirs, sent by no co-worker.
    const records = await callApi(
      app,
      'GET',
      `/api/v3/client/candidate_recruiter_infos?candidate_id=${candidate.user.id}`,
      org.headers,
    )
    expect(records.body.scouts).toMatchObject([{ id: scoutId, is_self_apply: true, sender: null }])
    const post = await callApi(app, 'POST', `${conversation(scoutId)}/messages`, org.headers, {
      body: '日程をご連絡します。',
      client_request_id: newKey(),
    })
    expect(post.status).toBe(201)
  })

  it('rejects an application: its chat is closed and the candidate sees it closed', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const { candidate, selfApplyId, scoutId } = await apply(app, db, org.job, '佐藤 一郎')

    const rejected = await callApi(app, 'PUT', decide(scoutId), org.headers, {
      decision: 'rejected',
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body).toMatchObject({
      selection_status: 'declined_or_rejected',
      can_message: false,
      selectable_statuses: [],
      candidate: { full_name: null },
      self_apply: { status: 'rejected' },
    })
    expect(
      (await callApi(app, 'PUT', decide(scoutId), org.headers, { decision: 'rejected' })).status,
    ).toBe(200)

    const post = await callApi(app, 'POST', `${conversation(scoutId)}/messages`, org.headers, {
      body: 'ご連絡です',
      client_request_id: newKey(),
    })
    expect(post.status).toBe(422)
    expect(post.body.error.code).toBe('selfApplicationRejected')
    const status = await callApi(app, 'PUT', conversation(scoutId), org.headers, {
      selection_status: 'matched',
    })
    expect(status.body.error.code).toBe('selfApplicationRejected')

    const [application] = await db
      .select({ status: selfApplies.status })
      .from(selfApplies)
      .where(eq(selfApplies.id, selfApplyId))
    expect(application?.status).toBe('rejected')
    const applications = await callApi(
      app,
      'GET',
      '/api/v3/candidate/self_applies',
      candidate.headers,
    )
    expect(applications.body.self_applies[0]).toMatchObject({ status: 'rejected', scout_id: null })
    const inbox = await callApi(app, 'GET', '/api/v3/candidate/scouts', candidate.headers)
    expect(inbox.body.scouts).toEqual([])
    const [matched] = await db
      .select({ total: count() })
      .from(candidateMatches)
      .where(eq(candidateMatches.candidateUserId, candidate.user.id))
    expect(matched?.total).toBe(0)
  })

  it("answers 404 for another organisation's application and for a scout", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const other = await organisationWithJob(db, '他社 次郎')
    const { scoutId } = await apply(app, db, org.job, '山田 花子')

    const foreign = await callApi(app, 'PUT', decide(scoutId), other.headers, {
      decision: 'passed',
      message: 'よろしくお願いします',
    })
    expect(foreign.status).toBe(404)
    expect((await callApi(app, 'GET', conversation(scoutId), other.headers)).status).toBe(404)
    const [application] = await db
      .select({ status: selfApplies.status })
      .from(selfApplies)
      .innerJoin(scouts, eq(scouts.selfApplyId, selfApplies.id))
      .where(eq(scouts.id, scoutId))
    expect(application?.status).toBe('pending_review')

    const candidate = await signInCandidate(db, { fullName: '鈴木 三郎' })
    const scout = await createScout(db, candidate.user.id, {
      organisationId: org.organisationId,
      senderUserId: org.user.id,
      jobInfoId: org.job.id,
    })
    const notApplication = await callApi(app, 'PUT', decide(scout.id), org.headers, {
      decision: 'rejected',
    })
    expect(notApplication.status).toBe(404)
  })
})
