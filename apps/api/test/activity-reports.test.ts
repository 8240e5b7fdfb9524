import type { ActivityReport, UserAction } from '@kakehashi/contracts'
import {
  createCandidate,
  createCompany,
  createContract,
  createJobInfo,
  createUser,
  type DbOrTx,
  NORMAL_PERMISSIONS,
  scoutTemplates,
  userActionLogs,
} from '@kakehashi/db'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { japanDateInDays } from '../src/lib/japan-date-time.ts'
import { runScoutAssists } from '../src/modules/scout-assists/scout-assist-job.ts'
import { callApi, createTestApp, issuesOf, signInRecruiter, startSession } from './helpers.ts'

const REPORTS = '/api/v3/client/user_action_logs'
const PASSWORD = 'recruiter-password-1'

let requestNumber = 0
const newKey = () => `activity-${Date.now()}-${++requestNumber}`

/** A company with a running contract and an open job, its master recruiter and a co-worker. */
async function organisationWithJob(db: DbOrTx, fullName: string) {
  const master = await signInRecruiter(db, {
    fullName,
    email: `${newKey()}@example.jp`,
    password: PASSWORD,
    accountType: 'master',
  })
  const organisationId = master.organisation.id
  const company = await createCompany(db, { organisationId })
  await createContract(db, organisationId)
  const job = await createJobInfo(db, { organisationId, companyId: company.id, title: '経理' })
  const coworker = await signInRecruiter(db, { organisationId, fullName: '同僚 花子' })
  return { ...master, organisationId, job, coworker }
}

async function report(
  app: App,
  headers: Record<string, string>,
  kind: 'daily' | 'weekly' | 'monthly',
  query: Record<string, string> = {},
) {
  const params = new URLSearchParams(query)
  return callApi(app, 'GET', `${REPORTS}/${kind}_reports?${params}`, headers)
}

type Recruiter = ActivityReport['recruiters'][number]
const recruiterIn = (body: ActivityReport, userId: number) =>
  body.recruiters.find((recruiter) => recruiter.user_id === userId)
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
/** Each action's count over the whole range. */
const totalsOf = (recruiter: Recruiter | undefined) =>
  recruiter &&
  Object.fromEntries(
    Object.entries(recruiter.counts).map(([action, values]) => [action, sum(values)]),
  )

/** Moves the recruiter's logged actions of one kind to a moment, to count them in known periods. */
async function moveActions(db: DbOrTx, userId: number, action: UserAction, at: string) {
  const moved = await db
    .update(userActionLogs)
    .set({ occurredAt: new Date(at) })
    .where(and(eq(userActionLogs.userId, userId), eq(userActionLogs.action, action)))
    .returning({ id: userActionLogs.id })
  expect(moved.length).toBeGreaterThan(0)
}

describe('the action log', () => {
  it('records what the recruiter does through the real endpoints, each once, and counts it by day, week and month', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db, '採用 太郎')
    // One after another: the test database is one connection.
    const first = await createCandidate(db, { user: { fullName: '山田 花子' } })
    const second = await createCandidate(db, { user: { fullName: '佐藤 一郎' } })
    const third = await createCandidate(db, { user: { fullName: '鈴木 次郎' } })

    // A wrong password signs no one in and logs nothing; the right one logs one sign-in.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      payload: { email: org.user.email, password: 'wrong-password-1' },
    })
    expect(refused.statusCode).toBe(401)
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      payload: { email: org.user.email, password: PASSWORD },
    })
    expect(signedIn.statusCode).toBe(201)
    const headers = { authorization: `Bearer ${signedIn.json().auth_token}` }

    // A search counts once, on its first page; turning to the next page is the same search.
    const search = await callApi(app, 'GET', '/api/v3/client/candidates?page=1', headers)
    expect(search.status).toBe(200)
    expect(search.body.candidates.length).toBeGreaterThan(0)
    const nextPage = await callApi(app, 'GET', '/api/v3/client/candidates?page=2', headers)
    expect(nextPage.status).toBe(200)

    const viewed = await callApi(app, 'GET', `/api/v3/client/candidates/${first.id}`, headers)
    expect(viewed.status).toBe(200)
    // A candidate nobody has is no view.
    const missing = await callApi(app, 'GET', '/api/v3/client/candidates/999999999', headers)
    expect(missing.status).toBe(404)

    const single = await callApi(app, 'POST', '/api/v3/client/scouts', headers, {
      job_info_id: org.job.id,
      candidate_id: first.id,
      title: '経理のご案内',
      body: '{{job_seeker_name}}様\nご経歴を拝見しました。',
      client_request_id: newKey(),
    })
    expect(single.status).toBe(201)
    // Two of three reached: the refusal is not a scout sent, and the retry sends nothing more.
    const bulkBody = {
      job_info_id: org.job.id,
      candidate_ids: [second.id, third.id, 999_999_999],
      title: '経理のご案内',
      body: '{{job_seeker_name}}様\nご経歴を拝見しました。',
      client_request_id: newKey(),
    }
    const bulk = await callApi(app, 'POST', '/api/v3/client/scouts/bulk_create', headers, bulkBody)
    expect(bulk.status).toBe(201)
    expect(bulk.body).toMatchObject({ sent_count: 2, skipped_count: 1 })
    const bulkAgain = await callApi(
      app,
      'POST',
      '/api/v3/client/scouts/bulk_create',
      headers,
      bulkBody,
    )
    expect(bulkAgain.status).toBe(200)

    // The candidate answers, then the recruiter writes; the retried post answers the first.
    const candidateSession = await startSession(db, first)
    const answered = await callApi(
      app,
      'POST',
      `/api/v3/candidate/scouts/${single.body.id}/message`,
      candidateSession.headers,
      { body: 'ぜひお話を伺いたいです。', client_request_id: newKey() },
    )
    expect(answered.status).toBe(201)
    const message = { body: '面談日程をご相談させてください。', client_request_id: newKey() }
    const messages = `/api/v3/client/scouts/${single.body.id}/messages`
    expect((await callApi(app, 'POST', messages, headers, message)).status).toBe(201)
    expect((await callApi(app, 'POST', messages, headers, message)).status).toBe(200)

    // Around midnight the actions may fall on yesterday: the range holds both days.
    const range = { from: japanDateInDays(-1), to: japanDateInDays(0) }
    const daily = await report(app, headers, 'daily', range)
    expect(daily.status).toBe(200)
    expect(daily.body).toMatchObject({
      period: 'day',
      ...range,
      recruiter_id: null,
      periods: [range.from, range.to],
    })
    expect(totalsOf(recruiterIn(daily.body, org.user.id))).toEqual({
      sign_in: 1,
      search: 1,
      candidate_view: 1,
      scout_sent: 3,
      message_sent: 1,
    })
    // The co-worker who did nothing is listed, every count zero; the master comes first.
    expect(daily.body.recruiters.map((recruiter: Recruiter) => recruiter.user_id)).toEqual([
      org.user.id,
      org.coworker.user.id,
    ])
    expect(recruiterIn(daily.body, org.coworker.user.id)).toEqual({
      user_id: org.coworker.user.id,
      display_name: '同僚 花子',
      counts: {
        sign_in: [0, 0],
        search: [0, 0],
        candidate_view: [0, 0],
        scout_sent: [0, 0],
        message_sent: [0, 0],
      },
    })

    // Counted on Japan's calendar: 23:30 on Sunday 1 March and 00:30 on Monday 2 March (Japan),
    // 23:59 on 28 February and midnight on 1 March.
    const userId = org.user.id
    await moveActions(db, userId, 'sign_in', '2026-03-01T14:30:00Z')
    await moveActions(db, userId, 'search', '2026-03-01T15:30:00Z')
    await moveActions(db, userId, 'candidate_view', '2026-02-28T14:59:00Z')
    await moveActions(db, userId, 'scout_sent', '2026-02-28T15:00:00Z')
    await moveActions(db, userId, 'message_sent', '2026-03-09T03:00:00Z')

    const days = await report(app, headers, 'daily', { from: '2026-02-28', to: '2026-03-02' })
    expect(days.body.periods).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
    expect(recruiterIn(days.body, userId)?.counts).toEqual({
      sign_in: [0, 1, 0],
      search: [0, 0, 1],
      candidate_view: [1, 0, 0],
      scout_sent: [0, 3, 0],
      message_sent: [0, 0, 0],
    })

    const weeks = await report(app, headers, 'weekly', { from: '2026-02-23', to: '2026-03-15' })
    expect(weeks.body.periods).toEqual(['2026-02-23', '2026-03-02', '2026-03-09'])
    expect(recruiterIn(weeks.body, userId)?.counts).toEqual({
      sign_in: [1, 0, 0],
      search: [0, 1, 0],
      candidate_view: [1, 0, 0],
      scout_sent: [3, 0, 0],
      message_sent: [0, 0, 1],
    })

    const months = await report(app, headers, 'monthly', { from: '2026-02-01', to: '2026-03-31' })
    expect(months.body.periods).toEqual(['2026-02-01', '2026-03-01'])
    expect(recruiterIn(months.body, userId)?.counts).toEqual({
      sign_in: [0, 1],
      search: [0, 1],
      candidate_view: [1, 0],
      scout_sent: [0, 3],
      message_sent: [0, 1],
    })

    // One recruiter asked for: only that one.
    const one = await report(app, headers, 'monthly', {
      from: '2026-02-01',
      to: '2026-03-31',
      recruiter_id: String(org.coworker.user.id),
    })
    expect(one.status).toBe(200)
    expect(one.body.recruiter_id).toBe(org.coworker.user.id)
    expect(one.body.recruiters.map((recruiter: Recruiter) => recruiter.user_id)).toEqual([
      org.coworker.user.id,
    ])
  })

  it('logs no sign-in of candidates or administrators, and no scout a scout assist sends', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db, '採用 太郎')
    for (const roleType of ['Candidate', 'Administrator'] as const) {
      const user = await createUser(db, {
        roleType,
        email: `${newKey()}@example.jp`,
        password: PASSWORD,
      })
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/v3/sessions',
        payload: { email: user.email, password: PASSWORD },
      })
      expect(signedIn.statusCode).toBe(201)
    }
    // The assist's daily send goes in the recruiter's name, but it is the job's doing.
    const [template] = await db
      .insert(scoutTemplates)
      .values({
        organisationId: org.organisationId,
        templateType: 'normal',
        name: '経理職のご案内',
        mailSubject: '{{scout_title}}',
        body: '{{job_seeker_name}}様\n{{scout_body}}',
      })
      .returning()
    const saved = await callApi(app, 'POST', '/api/v3/client/search_conditions', org.headers, {
      name: '経理の経験者',
      query: {},
      notify_new_members: false,
      client_request_id: newKey(),
    })
    expect(saved.status).toBe(201)
    await createCandidate(db)
    const assist = await callApi(
      app,
      'POST',
      '/api/v3/client/job_info_scout_assists',
      org.headers,
      {
        job_info_id: org.job.id,
        search_condition_id: saved.body.id,
        scout_template_id: template!.id,
        title: '{{position_name}}のご案内',
        body: 'ご経歴を拝見しご連絡しました。',
        daily_limit: 3,
        ends_on: japanDateInDays(30),
      },
    )
    expect(assist.status).toBe(201)
    expect((await runScoutAssists(app)).sent).toBe(1)
    expect(await db.select().from(userActionLogs)).toEqual([])
  })

  it("never shows another organisation's recruiters or actions, and does not find its recruiter", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const ours = await organisationWithJob(db, '採用 太郎')
    const theirs = await organisationWithJob(db, '他社 次郎')
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      payload: { email: theirs.user.email, password: PASSWORD },
    })
    expect(signedIn.statusCode).toBe(201)
    const theirHeaders = { authorization: `Bearer ${signedIn.json().auth_token}` }
    expect((await callApi(app, 'GET', '/api/v3/client/candidates', theirHeaders)).status).toBe(200)

    for (const kind of ['daily', 'weekly', 'monthly'] as const) {
      const ourReport = await report(app, ours.headers, kind)
      expect(ourReport.status).toBe(200)
      const listed = ourReport.body.recruiters.map((recruiter: Recruiter) => recruiter.user_id)
      expect(listed.sort()).toEqual([ours.user.id, ours.coworker.user.id].sort())
      for (const recruiter of ourReport.body.recruiters) {
        expect(Object.values(totalsOf(recruiter) ?? {})).toEqual([0, 0, 0, 0, 0])
      }
      const theirReport = await report(app, theirHeaders, kind)
      expect(totalsOf(recruiterIn(theirReport.body, theirs.user.id))).toMatchObject({
        sign_in: 1,
        search: 1,
      })

      const foreign = await report(app, ours.headers, kind, {
        recruiter_id: String(theirs.user.id),
      })
      expect(foreign.status).toBe(404)
      expect(foreign.body.error.code).toBe('notFound')
    }
  })

  it('is refused to a recruiter without the reports permission, and refuses a range it cannot read', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const org = await organisationWithJob(db, '採用 太郎')
    const withoutReports = await signInRecruiter(db, {
      organisationId: org.organisationId,
      accountType: 'normal',
      permissions: NORMAL_PERMISSIONS.filter((permission) => permission !== 'reports'),
    })
    const refused = await report(app, withoutReports.headers, 'daily')
    expect(refused.status).toBe(403)

    const backwards = await report(app, org.headers, 'weekly', {
      from: '2026-03-10',
      to: '2026-03-01',
    })
    expect(backwards.status).toBe(422)
    expect(issuesOf(backwards.body)).toEqual({
      'querystring.to': '開始日以降の日付を入力してください',
    })

    // A start alone, years back, reaches today: too long for days.
    const tooLong = await report(app, org.headers, 'daily', { from: '2020-01-01' })
    expect(tooLong.status).toBe(422)
    expect(issuesOf(tooLong.body)).toEqual({
      'querystring.from': '期間は366日以内で選択してください',
    })

    // Left out, the range is the latest periods, ending today.
    const latest = await report(app, org.headers, 'monthly')
    expect(latest.status).toBe(200)
    expect(latest.body.to).toBe(japanDateInDays(0))
    expect(latest.body.periods).toHaveLength(12)
    expect(latest.body.recruiters[0].counts.sign_in).toHaveLength(12)
  })
})
