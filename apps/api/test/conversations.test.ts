import { RECRUITER_NOTICE_MINUTES } from '@kakehashi/contracts'
import {
  candidateScoutMails,
  createCompany,
  createContract,
  createJobInfo,
  createRecruiterMessage,
  createScout,
  type DbOrTx,
  mailOutbox,
  notifications,
  scoutMessages,
  scouts,
  users,
} from '@kakehashi/db'
import { and, asc, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { sendRecruiterNotices } from '../src/modules/conversations/recruiter-notices.ts'
import { callApi, createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

const LIST = '/api/v3/client/scouts'
const conversation = (id: number) => `/api/v3/client/scouts/${id}`

let requestNumber = 0
const newKey = () => `conversation-${Date.now()}-${++requestNumber}`

/** A recruiter of a company with a contract and a job, and a co-worker. */
async function organisationWithJob(db: DbOrTx) {
  const recruiter = await signInRecruiter(db, { fullName: '採用 太郎' })
  const organisationId = recruiter.organisation.id
  const company = await createCompany(db, { organisationId })
  await createContract(db, organisationId)
  const job = await createJobInfo(db, { organisationId, companyId: company.id, title: '経理' })
  const coworker = await signInRecruiter(db, { organisationId, fullName: '同僚 花子' })
  return { ...recruiter, organisationId, company, job, coworker }
}

/** A scout of the organisation's recruiter to a new candidate. */
async function scoutToNewCandidate(
  db: DbOrTx,
  from: { organisationId: number; user: { id: number }; job: { id: number } },
  fullName: string,
  sentMinutesAgo: number,
  password?: string,
) {
  const candidate = await signInCandidate(db, { fullName, password })
  const scout = await createScout(db, candidate.user.id, {
    organisationId: from.organisationId,
    senderUserId: from.user.id,
    jobInfoId: from.job.id,
    title: '{{job_seeker_name}}様へ 経理のご案内',
    body: '{{job_seeker_name}}様\nご経歴を拝見しました。',
    sentAt: new Date(Date.now() - sentMinutesAgo * 60_000),
  })
  return { candidate, scout }
}

const reply = (body: string) => ({ body, client_request_id: newKey() })

/** The candidate writes in the conversation of `scoutId`, as the candidate's scout page does. */
const candidateWrites = (
  app: App,
  scoutId: number,
  candidate: { headers: Record<string, string> },
  body: string,
) =>
  callApi(
    app,
    'POST',
    `/api/v3/candidate/scouts/${scoutId}/message`,
    candidate.headers,
    reply(body),
  )

describe('the conversation list', () => {
  it('lists the newest first, names only matched candidates, and filters by status, job, co-worker and unread', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const replied = await scoutToNewCandidate(db, org, '山田 花子', 120)
    const waiting = await scoutToNewCandidate(db, org, '佐藤 一郎', 60)
    const answer = await candidateWrites(
      app,
      replied.scout.id,
      replied.candidate,
      'ぜひお話を伺いたいです。',
    )
    expect(answer.status).toBe(201)

    const list = await callApi(app, 'GET', LIST, org.headers)
    expect(list.status).toBe(200)
    expect(list.body.pagination.total_count).toBe(2)
    expect(list.body.unread_count).toBe(1)
    expect(list.body.filter_options).toEqual({
      jobs: [{ id: org.job.id, title: '経理' }],
      senders: [
        { id: org.user.id, display_name: '採用 太郎' },
        { id: org.coworker.user.id, display_name: '同僚 花子' },
      ],
    })
    expect(list.body.total_count_capped).toBe(false)
    // The reply is the latest activity; the name shows once matched, and only then.
    expect(list.body.scouts.map((row: { id: number }) => row.id)).toEqual([
      replied.scout.id,
      waiting.scout.id,
    ])
    const [first, second] = list.body.scouts
    expect(first).toMatchObject({
      title: '山田 花子様へ 経理のご案内',
      candidate: { id: replied.candidate.user.id, is_matched: true, full_name: '山田 花子' },
      selection_status: 'matched',
      is_unread: true,
      sender: { id: org.user.id, display_name: '採用 太郎' },
      job_info: { id: org.job.id, title: '経理' },
      last_message: { sender_side: 'candidate', excerpt: 'ぜひお話を伺いたいです。' },
    })
    expect(second).toMatchObject({
      title: '{{job_seeker_name}}様へ 経理のご案内',
      candidate: { is_matched: false, full_name: null },
      selection_status: 'before_matching',
      is_unread: false,
      last_message: null,
    })
    expect(JSON.stringify(second)).not.toContain('佐藤')

    const ids = async (query: string) =>
      (await callApi(app, 'GET', `${LIST}?${query}`, org.headers)).body.scouts.map(
        (row: { id: number }) => row.id,
      )
    expect(await ids('unread=true')).toEqual([replied.scout.id])
    expect(await ids('status=matched')).toEqual([replied.scout.id])
    expect(await ids('status=before_matching')).toEqual([waiting.scout.id])
    expect(await ids(`job_info_id=${org.job.id}`)).toHaveLength(2)
    expect(await ids(`sender_user_id=${org.coworker.user.id}`)).toEqual([])
    expect(await ids(`sender_user_id=${org.user.id}`)).toHaveLength(2)
    // A filter that does not parse is no filter.
    expect(await ids('status=nonsense&unread=maybe')).toHaveLength(2)

    // Matching order: the latest match first, unmatched last, whatever the activity.
    const later = await scoutToNewCandidate(db, org, '鈴木 次郎', 30)
    await callApi(app, 'POST', '/api/v3/candidate/contacts', later.candidate.headers, {
      scout_id: later.scout.id,
    })
    await candidateWrites(app, replied.scout.id, replied.candidate, '追伸です。')
    expect(await ids('sort=newest')).toEqual([replied.scout.id, later.scout.id, waiting.scout.id])
    expect(await ids('sort=matching')).toEqual([later.scout.id, replied.scout.id, waiting.scout.id])
    expect(await ids('status=interested_or_self_applied')).toEqual([later.scout.id])
    // Pages past the first, of any size, in either order.
    expect(await ids('per=2')).toEqual([replied.scout.id, later.scout.id])
    expect(await ids('per=2&page=2')).toEqual([waiting.scout.id])
    expect(await ids('sort=matching&per=1&page=2')).toEqual([replied.scout.id])
    expect(await ids('status=matched&per=1&page=2')).toEqual([])

    // Opening a conversation reads it for every co-worker.
    const opened = await callApi(app, 'GET', conversation(replied.scout.id), org.coworker.headers)
    expect(opened.body.is_unread).toBe(false)
    const after = await callApi(app, 'GET', LIST, org.headers)
    expect(after.body.unread_count).toBe(1)
    expect(await ids('unread=true')).toEqual([later.scout.id])
  })

  it('leaves out the candidates who blocked the company or left, from the page, its counts, the dashboard and the thread', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const answered = async (name: string, sentMinutesAgo: number) => {
      const sent = await scoutToNewCandidate(db, org, name, sentMinutesAgo, 'correct-horse-battery')
      const answer = await candidateWrites(
        app,
        sent.scout.id,
        sent.candidate,
        'ぜひお話を伺いたいです。',
      )
      expect(answer.status).toBe(201)
      return sent
    }
    const stays = await answered('山田 花子', 60)
    const blocks = await answered('佐藤 一郎', 59)
    const leaves = await answered('鈴木 次郎', 58)
    const seen = async () => {
      const list = await callApi(app, 'GET', LIST, org.headers)
      const dashboard = await callApi(app, 'GET', '/api/v3/client/dashboard_summary', org.headers)
      return {
        ids: list.body.scouts.map((row: { id: number }) => row.id).sort(),
        total: list.body.pagination.total_count,
        unread: list.body.unread_count,
        repliesWaiting: dashboard.body.replies_waiting,
      }
    }
    expect(await seen()).toMatchObject({ total: 3, unread: 3, repliesWaiting: 3 })

    const block = await callApi(
      app,
      'POST',
      '/api/v3/candidate/company_blocks',
      blocks.candidate.headers,
      { company_id: org.company.id },
    )
    expect(block.status).toBe(201)
    const left = await callApi(app, 'DELETE', '/api/v3/candidate', leaves.candidate.headers, {
      password: 'correct-horse-battery',
    })
    expect(left.status).toBe(204)

    expect(await seen()).toEqual({ ids: [stays.scout.id], total: 1, unread: 1, repliesWaiting: 1 })
    for (const gone of [blocks, leaves]) {
      expect((await callApi(app, 'GET', conversation(gone.scout.id), org.headers)).status).toBe(404)
    }
    expect((await callApi(app, 'GET', conversation(stays.scout.id), org.headers)).status).toBe(200)
  })
})

describe('a conversation', () => {
  it('lets the recruiter write once the candidate has answered, once per request key, and mails the candidate', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const { candidate, scout } = await scoutToNewCandidate(db, org, '山田 花子', 60)
    const messages = `${conversation(scout.id)}/messages`

    const early = await callApi(app, 'POST', messages, org.headers, reply('ご検討いかがでしょうか'))
    expect(early.status).toBe(422)
    expect(early.body.error.code).toBe('conversationNotStarted')
    const before = await callApi(app, 'GET', conversation(scout.id), org.headers)
    expect(before.body).toMatchObject({
      can_message: false,
      body: '{{job_seeker_name}}様\nご経歴を拝見しました。',
      selectable_statuses: ['declined_or_rejected', 'no_reply_required'],
    })

    await candidateWrites(app, scout.id, candidate, 'ぜひお話を伺いたいです。')
    const body = reply('ありがとうございます。面談日程をご相談させてください。')
    const posted = await callApi(app, 'POST', messages, org.coworker.headers, body)
    expect(posted.status).toBe(201)
    expect(posted.body).toMatchObject({
      sender_side: 'recruiter',
      sender: { id: org.coworker.user.id, display_name: '同僚 花子' },
      body: body.body,
    })
    const retried = await callApi(app, 'POST', messages, org.coworker.headers, body)
    expect(retried.status).toBe(200)
    expect(retried.body.id).toBe(posted.body.id)

    const [written] = await db
      .select({ total: count() })
      .from(scoutMessages)
      .where(and(eq(scoutMessages.scoutId, scout.id), eq(scoutMessages.senderSide, 'recruiter')))
    expect(written?.total).toBe(1)
    const marks = await db
      .select({ kind: candidateScoutMails.kind })
      .from(candidateScoutMails)
      .where(eq(candidateScoutMails.scoutId, scout.id))
    // One mark at most (the mail job may have written it already), never two.
    expect(marks.length).toBeLessThanOrEqual(1)

    const thread = await callApi(app, 'GET', messages, org.headers)
    expect(
      thread.body.messages.map((message: { sender_side: string }) => message.sender_side),
    ).toEqual(['candidate', 'recruiter'])
    const detail = await callApi(app, 'GET', conversation(scout.id), org.headers)
    expect(detail.body).toMatchObject({
      can_message: true,
      body: '山田 花子様\nご経歴を拝見しました。',
      candidate: { full_name: '山田 花子', is_matched: true },
    })
    // The candidate reads it in their thread, and the scout is unread for them again.
    const inbox = await callApi(
      app,
      'GET',
      `/api/v3/candidate/scouts/${scout.id}`,
      candidate.headers,
    )
    expect(inbox.body.messages.at(-1).body).toBe(body.body)

    const bad = await callApi(app, 'POST', messages, org.headers, reply('   '))
    expect(bad.status).toBe(422)
  })

  it('moves the selection status past the match only once matched', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const matched = await scoutToNewCandidate(db, org, '山田 花子', 60)
    const unmatched = await scoutToNewCandidate(db, org, '佐藤 一郎', 30)
    await candidateWrites(app, matched.scout.id, matched.candidate, 'よろしくお願いします')

    const refused = await callApi(app, 'PUT', conversation(unmatched.scout.id), org.headers, {
      selection_status: 'interviewed',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('selectionStatusNeedsMatch')
    const closed = await callApi(app, 'PUT', conversation(unmatched.scout.id), org.headers, {
      selection_status: 'no_reply_required',
    })
    expect(closed.status).toBe(200)
    expect(closed.body.selection_status).toBe('no_reply_required')

    for (const status of ['interviewed', 'unofficially_offered', 'joined']) {
      const moved = await callApi(app, 'PUT', conversation(matched.scout.id), org.headers, {
        selection_status: status,
      })
      expect(moved.status).toBe(200)
      expect(moved.body.selection_status).toBe(status)
    }
    const joined = await callApi(app, 'GET', `${LIST}?status=joined`, org.headers)
    expect(joined.body.scouts.map((row: { id: number }) => row.id)).toEqual([matched.scout.id])

    // Statuses that follow the candidate are not the recruiter's to set.
    const system = await callApi(app, 'PUT', conversation(matched.scout.id), org.headers, {
      selection_status: 'before_matching',
    })
    expect(system.status).toBe(422)
  })

  it("answers 404 for another organisation's conversation and changes nothing", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const other = await organisationWithJob(db)
    const { candidate, scout } = await scoutToNewCandidate(db, org, '山田 花子', 60)
    await candidateWrites(app, scout.id, candidate, 'よろしくお願いします')

    for (const [method, url, payload] of [
      ['GET', conversation(scout.id), undefined],
      ['GET', `${conversation(scout.id)}/messages`, undefined],
      ['POST', `${conversation(scout.id)}/messages`, reply('横から失礼します')],
      ['PUT', conversation(scout.id), { selection_status: 'joined' }],
    ] as const) {
      const answer = await callApi(app, method, url, other.headers, payload)
      expect(answer.status, `${method} ${url}`).toBe(404)
    }
    const list = await callApi(app, 'GET', LIST, other.headers)
    expect(list.body.scouts).toEqual([])
    const own = await callApi(app, 'GET', conversation(scout.id), org.headers)
    expect(own.body.selection_status).toBe('matched')
  })
})

describe("telling recruiters of candidates' messages", () => {
  async function noticesOf(db: DbOrTx, userId: number) {
    return db
      .select({ kind: notifications.kind, linkPath: notifications.linkPath })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id))
  }

  async function mailsTo(db: DbOrTx, email: string) {
    return db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
  }

  /** Runs the job here too; the app's own worker may take the reply first. */
  async function settled(
    app: Parameters<typeof sendRecruiterNotices>[0],
    userId: number,
    n: number,
  ) {
    await sendRecruiterNotices(app)
    const deadline = Date.now() + 10_000
    let rows = await noticesOf(app.database.db, userId)
    while (rows.length < n && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      rows = await noticesOf(app.database.db, userId)
    }
    return rows
  }

  it('gives the sender one bell notification and one mail per conversation per ten minutes', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const { candidate, scout } = await scoutToNewCandidate(db, org, '山田 花子', 60)
    const write = (text: string) => candidateWrites(app, scout.id, candidate, text)

    await write('ぜひお話を伺いたいです。')
    const first = await settled(app, org.user.id, 1)
    expect(first).toEqual([{ kind: 'scout_reply', linkPath: `/client/scouts/${scout.id}` }])
    const mails = await mailsTo(db, org.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(`/client/scouts/${scout.id}`)
    // The candidate's name is not in the notice.
    expect(mails[0]!.text).not.toContain('山田')
    // The co-worker who did not send it is not disturbed.
    expect(await noticesOf(db, org.coworker.user.id)).toEqual([])

    await write('追伸です。')
    await write('もう一つ質問があります。')
    expect((await sendRecruiterNotices(app)).notified).toBe(0)
    expect(await noticesOf(db, org.user.id)).toHaveLength(1)

    const later = new Date(Date.now() + (RECRUITER_NOTICE_MINUTES + 1) * 60_000)
    expect((await sendRecruiterNotices(app, later)).notified).toBe(1)
    expect(await noticesOf(db, org.user.id)).toHaveLength(2)
    expect(await mailsTo(db, org.user.email)).toHaveLength(2)
    expect((await sendRecruiterNotices(app, later)).notified).toBe(0)
  })

  it('tells every recruiter of the organisation once the sender is gone', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const { candidate, scout } = await scoutToNewCandidate(db, org, '山田 花子', 60)
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, org.user.id))
    await callApi(app, 'POST', '/api/v3/candidate/contacts', candidate.headers, {
      scout_id: scout.id,
    })
    expect(await settled(app, org.coworker.user.id, 1)).toEqual([
      { kind: 'scout_reply', linkPath: `/client/scouts/${scout.id}` },
    ])
    expect(await noticesOf(db, org.user.id)).toEqual([])
  })
})

describe('how quickly an organisation answers', () => {
  it("shows candidates the median minutes to the organisation's first answer over 90 days, from three answers", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db)
    const DAY = 24 * 60 * 60_000
    const answered = async (daysAgo: number, minutes: number) => {
      const { scout } = await scoutToNewCandidate(db, org, '回答 太郎', (daysAgo + 1) * 24 * 60)
      const repliedAt = new Date(Date.now() - daysAgo * DAY)
      await db.insert(scoutMessages).values({
        scoutId: scout.id,
        senderSide: 'candidate',
        body: 'よろしくお願いします',
        createdAt: repliedAt,
      })
      await db.update(scouts).set({ repliedAt }).where(eq(scouts.id, scout.id))
      await createRecruiterMessage(
        db,
        scout,
        'ご返信ありがとうございます',
        new Date(repliedAt.getTime() + minutes * 60_000),
      )
    }
    const reader = await scoutToNewCandidate(db, org, '読者 花子', 60)
    const speed = async () =>
      (
        await callApi(
          app,
          'GET',
          `/api/v3/candidate/scouts/${reader.scout.id}`,
          reader.candidate.headers,
        )
      ).body.organisation_reply_minutes

    await answered(10, 30)
    await answered(20, 240)
    // Two answers are too few to speak for the organisation.
    expect(await speed()).toBeNull()
    await answered(30, 60)
    // An answer from before the last 90 days does not count.
    await answered(120, 5)
    expect(await speed()).toBe(60)
  })
})
