import { createScout, mailOutbox, sessions } from '@kakehashi/db'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  callApi,
  createTestApp,
  issuesOf,
  signInAdministrator,
  signInCandidate,
  signInRecruiter,
} from './helpers.ts'

// What candidates bring to the administrators: reports of recruiters who scouted them, and
// requests to correct or delete their personal data.

const REQUESTS = '/api/v3/candidate/personal_data_requests'
const ADMIN_REQUESTS = '/api/v3/admin/personal_data_requests'
const ja = { cookie: 'i18n_redirected=ja' }

describe('reports of recruiters', () => {
  it('a scouted candidate reports the recruiter once; suspending from the report ends their session and resolves every waiting report', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const recruiter = await signInRecruiter(database.db, { fullName: '山田 太郎' })
    const candidate = await signInCandidate(database.db)
    const other = await signInCandidate(database.db)
    const scoutOf = (userId: number) =>
      createScout(database.db, userId, {
        organisationId: recruiter.organisation.id,
        senderUserId: recruiter.user.id,
        title: '経理マネージャーのご案内',
      })
    const scout = await scoutOf(candidate.user.id)
    const otherScout = await scoutOf(other.user.id)
    const url = `/api/v3/scouts/${scout.id}/recruiter_reports`
    const report = { reason: 'harassment', body: '返信しないと不利になると何度も言われました。' }

    const first = await callApi(app, 'POST', url, candidate.headers, report)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ reason: 'harassment', state: 'open' })
    const again = await callApi(app, 'POST', url, candidate.headers, report)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)

    // Only one's own scout, with a reason and details in the caller's language.
    expect((await callApi(app, 'POST', url, other.headers, report)).status).toBe(404)
    const empty = await callApi(
      app,
      'POST',
      url,
      { ...candidate.headers, ...ja },
      {
        reason: 'rude',
        body: ' ',
      },
    )
    expect(issuesOf(empty.body)).toEqual({
      'body.reason': '入力してください',
      'body.body': '入力してください',
    })
    await callApi(app, 'POST', `/api/v3/scouts/${otherScout.id}/recruiter_reports`, other.headers, {
      reason: 'spam',
      body: '同じスカウトが毎日届きます。',
    })

    const waiting = await callApi(
      app,
      'GET',
      '/api/v3/admin/recruiter_reports?state=open',
      admin.headers,
    )
    expect(waiting.body.pagination.total_count).toBe(2)
    const listed = waiting.body.recruiter_reports.find(
      (each: { id: number }) => each.id === first.body.id,
    )
    expect(listed).toMatchObject({
      reason: 'harassment',
      body: '返信しないと不利になると何度も言われました。',
      scout: { id: scout.id, title: '経理マネージャーのご案内' },
      recruiter: {
        id: recruiter.user.id,
        full_name: '山田 太郎',
        suspended: false,
        open_reports: 2,
      },
      organisation: { id: recruiter.organisation.id },
    })
    // The report never says who the candidate is.
    expect(JSON.stringify(waiting.body)).not.toContain(candidate.user.email)

    const suspended = await callApi(
      app,
      'PUT',
      `/api/v3/admin/recruiter_reports/${first.body.id}/suspension`,
      admin.headers,
    )
    expect(suspended.status).toBe(200)
    expect(suspended.body).toMatchObject({
      state: 'suspended',
      recruiter: { suspended: true, open_reports: 0 },
    })
    expect((await callApi(app, 'GET', '/api/v3/client/contract', recruiter.headers)).status).toBe(
      401,
    )
    expect(await database.db.$count(sessions, eq(sessions.userId, recruiter.user.id))).toBe(0)
    const resolved = await callApi(app, 'GET', '/api/v3/admin/recruiter_reports', admin.headers)
    expect(resolved.body.recruiter_reports.map((each: { state: string }) => each.state)).toEqual([
      'suspended',
      'suspended',
    ])
    // Asked again, nothing more happens; the trail has the suspension once.
    await callApi(
      app,
      'PUT',
      `/api/v3/admin/recruiter_reports/${first.body.id}/suspension`,
      admin.headers,
    )
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=recruiter&record_id=${recruiter.user.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((event: { action: string }) => event.action)).toEqual([
      'recruiter.suspended',
    ])
  })

  it('dismisses a report that needs nothing done, once, and counts what waits on the figures page', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const recruiter = await signInRecruiter(database.db)
    const candidate = await signInCandidate(database.db)
    const scout = await createScout(database.db, candidate.user.id, {
      organisationId: recruiter.organisation.id,
      senderUserId: recruiter.user.id,
    })
    const made = await callApi(
      app,
      'POST',
      `/api/v3/scouts/${scout.id}/recruiter_reports`,
      candidate.headers,
      { reason: 'other', body: '念のため確認してください。' },
    )
    await callApi(app, 'POST', REQUESTS, candidate.headers, {
      kind: 'correction',
      body: '生年月日が誤っています。',
      client_request_id: 'request-draft-figures',
    })
    const before = await callApi(app, 'GET', '/api/v3/admin/platform_figures', admin.headers)
    expect(before.body).toMatchObject({
      recruiter_reports_waiting: 1,
      personal_data_requests_waiting: 1,
    })

    const url = `/api/v3/admin/recruiter_reports/${made.body.id}/dismissal`
    expect((await callApi(app, 'PUT', url, admin.headers)).body.state).toBe('dismissed')
    expect((await callApi(app, 'PUT', url, admin.headers)).body.state).toBe('dismissed')
    expect(
      (await callApi(app, 'GET', '/api/v3/client/contract', recruiter.headers)).status,
    ).not.toBe(401)
    const trail = await callApi(
      app,
      'GET',
      '/api/v3/admin/audit_events?record_type=recruiter_report',
      admin.headers,
    )
    expect(trail.body.audit_events).toHaveLength(1)
    const after = await callApi(app, 'GET', '/api/v3/admin/platform_figures', admin.headers)
    expect(after.body.recruiter_reports_waiting).toBe(0)
    expect(
      (await callApi(app, 'PUT', '/api/v3/admin/recruiter_reports/999999/dismissal', admin.headers))
        .status,
    ).toBe(404)
  })
})

describe('requests to correct or delete personal data', () => {
  it('a candidate asks once however often it is sent, is mailed the receipt, and sees each state with the answer', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const candidate = await signInCandidate(database.db, { fullName: '佐藤 花子' })
    const other = await signInCandidate(database.db)
    const body = {
      kind: 'deletion',
      body: '以前の職歴に書いた前職の社名を削除してください。',
      client_request_id: 'request-draft-0001',
    }
    const first = await callApi(app, 'POST', REQUESTS, candidate.headers, body)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ kind: 'deletion', state: 'received', response: null })
    const again = await callApi(app, 'POST', REQUESTS, candidate.headers, body)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)

    const receipts = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.user.email))
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.textBody).toContain('以前の職歴に書いた前職の社名を削除してください。')
    expect(receipts[0]!.textBody).toContain('/setting/privacy')

    // Bad input is refused field by field in the caller's language.
    const bad = await callApi(
      app,
      'POST',
      REQUESTS,
      { ...candidate.headers, ...ja },
      {
        kind: 'erase',
        body: '',
        client_request_id: 'request-draft-0002',
      },
    )
    expect(bad.status).toBe(422)
    expect(issuesOf(bad.body)).toEqual({
      'body.kind': '入力してください',
      'body.body': '入力してください',
    })

    // Each candidate reads only their own requests.
    expect(
      (await callApi(app, 'GET', REQUESTS, candidate.headers)).body.personal_data_requests,
    ).toHaveLength(1)
    expect(
      (await callApi(app, 'GET', REQUESTS, other.headers)).body.personal_data_requests,
    ).toEqual([])

    const listed = await callApi(
      app,
      'GET',
      `${ADMIN_REQUESTS}?state=received&kind=deletion`,
      admin.headers,
    )
    expect(listed.body.personal_data_requests).toEqual([
      expect.objectContaining({
        id: first.body.id,
        candidate: { id: candidate.user.id, full_name: '佐藤 花子', email: candidate.user.email },
      }),
    ])
    expect(
      (await callApi(app, 'GET', `${ADMIN_REQUESTS}?kind=correction`, admin.headers)).body
        .personal_data_requests,
    ).toEqual([])

    // Declining needs the reason.
    const url = `${ADMIN_REQUESTS}/${first.body.id}`
    const reasonless = await callApi(
      app,
      'PUT',
      url,
      { ...admin.headers, ...ja },
      {
        state: 'declined',
        response: ' ',
      },
    )
    expect(issuesOf(reasonless.body)).toEqual({ 'body.response': '入力してください' })

    const update = { state: 'completed', response: '該当の社名を削除しました。' }
    const done = await callApi(app, 'PUT', url, admin.headers, update)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ state: 'completed', response: '該当の社名を削除しました。' })
    expect(done.body.handled_at).not.toBeNull()
    // A retry changes nothing and mails nothing more.
    await callApi(app, 'PUT', url, admin.headers, update)
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.user.email))
      .orderBy(desc(mailOutbox.id))
    expect(mails).toHaveLength(2)
    expect(mails[0]!.subject).toContain('完了')
    expect(mails[0]!.textBody).toContain('該当の社名を削除しました。')

    const own = await callApi(app, 'GET', REQUESTS, candidate.headers)
    expect(own.body.personal_data_requests[0]).toMatchObject({
      state: 'completed',
      response: '該当の社名を削除しました。',
    })
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=personal_data_request&record_id=${first.body.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events).toEqual([
      expect.objectContaining({
        action: 'personal_data_request.updated',
        before: { state: 'received', response: null },
        after: { state: 'completed', response: '該当の社名を削除しました。' },
      }),
    ])
    expect(
      (await callApi(app, 'PUT', `${ADMIN_REQUESTS}/999999`, admin.headers, update)).status,
    ).toBe(404)
  })

  it('mails a request made in English in English', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const candidate = await signInCandidate(database.db)
    const en = { ...candidate.headers, cookie: 'i18n_redirected=en' }
    const made = await callApi(app, 'POST', REQUESTS, en, {
      kind: 'correction',
      body: 'My university is listed wrongly.',
      client_request_id: 'request-draft-english',
    })
    await callApi(app, 'PUT', `${ADMIN_REQUESTS}/${made.body.id}`, admin.headers, {
      state: 'in_progress',
      response: '',
    })
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.user.email))
      .orderBy(mailOutbox.id)
    expect(mails.map((mail) => mail.subject)).toEqual([
      '[Kakehashi] Your request (Correction) is received',
      `[Kakehashi] Your personal data request ${made.body.id}: In progress`,
    ])
  })
})
