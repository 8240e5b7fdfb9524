import {
  auditEvents,
  createAgent,
  createCandidate,
  createJobInfo,
  createScout,
  jobInfos,
  mailOutbox,
  selfApplies,
  sessions,
} from '@kakehashi/db'
import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { insertSelfApplyConversation } from '../src/modules/conversations/conversations-repository.ts'
import {
  callApi,
  createTestApp,
  issuesOf,
  signInAdministrator,
  signInCandidate,
  signInRecruiter,
} from './helpers.ts'

const ORGANISATIONS = '/api/v3/admin/organisations'

const CONTRACT = {
  plan_name: 'スタンダードプラン',
  starts_on: '2026-04-01',
  ends_on: '2027-03-31',
  special_scout_monthly_quota: 20,
  special_scout_week_permitted: true,
  download_permitted: true,
}

const NEW_COMPANY = {
  kind: 'company',
  name: '曙テクノロジーズ株式会社',
  name_en: 'Akebono Technologies',
  prefecture_id: 13,
  industry_id: 1,
  website_url: 'https://akebono.example.com',
  description: '決済基盤を開発しています。',
  is_foreign_affiliated: true,
  contract: CONTRACT,
  client_request_id: 'org-draft-0001',
}

function tokenFrom(text: string): string {
  const match = text.match(/\/password\/reset\?token=([\w-]+)/)
  if (!match?.[1]) throw new Error(`no link in: ${text}`)
  return match[1]
}

describe('administration: organisations and contracts', () => {
  it('creates a company with its public profile and contract once, however often it is sent', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)

    const first = await callApi(app, 'POST', ORGANISATIONS, admin.headers, NEW_COMPANY)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      kind: 'company',
      name: '曙テクノロジーズ株式会社',
      is_foreign_affiliated: true,
      contract: {
        plan_name: 'スタンダードプラン',
        ends_on: '2027-03-31',
        download_permitted: true,
      },
      recruiters: [],
    })
    const again = await callApi(app, 'POST', ORGANISATIONS, admin.headers, NEW_COMPANY)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)

    // The public company page exists and the public company search finds it.
    const companyId = Number(first.body.public_path.split('/').pop())
    const page = await callApi(app, 'GET', `/api/v3/companies/${companyId}`, {})
    expect(page.status).toBe(200)
    expect(page.body.name).toBe('曙テクノロジーズ株式会社')

    const listed = await callApi(app, 'GET', `${ORGANISATIONS}?keyword=曙`, admin.headers)
    expect(listed.body.organisations).toEqual([
      expect.objectContaining({ id: first.body.id, recruiter_count: 0 }),
    ])
    expect(listed.body.pagination.total_count).toBe(1)
    const agentsOnly = await callApi(app, 'GET', `${ORGANISATIONS}?kind=agent`, admin.headers)
    expect(agentsOnly.body.organisations).toEqual([])
  })

  it('refuses bad input field by field in the caller’s language', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const refused = await callApi(app, 'POST', ORGANISATIONS, ja, {
      ...NEW_COMPANY,
      name: ' ',
      website_url: 'akebono',
      contract: { ...CONTRACT, ends_on: '2026-03-31', special_scout_monthly_quota: -1 },
    })
    expect(refused.status).toBe(422)
    expect(issuesOf(refused.body)).toMatchObject({
      'body.name': '入力してください',
      'body.website_url': expect.any(String),
      'body.contract.ends_on': expect.any(String),
      'body.contract.special_scout_monthly_quota': expect.any(String),
    })
    expect(await database.db.$count(auditEvents)).toBe(0)
  })

  it('changes the profile and the contract, each with its before and after in the audit trail', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const created = (await callApi(app, 'POST', ORGANISATIONS, admin.headers, NEW_COMPANY)).body
    const url = `${ORGANISATIONS}/${created.id}`
    const { kind: _kind, contract: _c, client_request_id: _r, ...profile } = NEW_COMPANY

    const renamed = await callApi(app, 'PUT', url, admin.headers, {
      ...profile,
      name: '曙テック株式会社',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toBe('曙テック株式会社')
    const contract = await callApi(app, 'PUT', `${url}/contract`, admin.headers, {
      ...CONTRACT,
      special_scout_monthly_quota: 50,
      download_permitted: false,
    })
    expect(contract.body.contract).toMatchObject({
      special_scout_monthly_quota: 50,
      download_permitted: false,
    })

    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=organisation&record_id=${created.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((event: { action: string }) => event.action)).toEqual([
      'contract.saved',
      'organisation.updated',
      'organisation.created',
    ])
    const [saved, updated] = trail.body.audit_events
    expect(saved.before.special_scout_monthly_quota).toBe(20)
    expect(saved.after.special_scout_monthly_quota).toBe(50)
    expect(updated.before.name).toBe('曙テクノロジーズ株式会社')
    expect(updated.after.name).toBe('曙テック株式会社')
    expect(updated.actor.email).toBe(admin.user.email)

    expect(
      (await callApi(app, 'PUT', `${ORGANISATIONS}/999999`, admin.headers, profile)).status,
    ).toBe(404)
  })
})

describe('administration: recruiters', () => {
  it('invites a recruiter, who sets a password from the mail and signs in; a second invite sends nothing', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const organisation = (await callApi(app, 'POST', ORGANISATIONS, admin.headers, NEW_COMPANY))
      .body
    const invite = {
      email: 'Hiring@Akebono.example.com',
      full_name: '佐藤 恵',
      full_name_kana: 'さとう めぐみ',
      account_type: 'master',
      permissions: ['dashboard', 'candidates', 'job_infos'],
      trial_recruiter: false,
      locale: 'en',
    }
    const url = `${ORGANISATIONS}/${organisation.id}/recruiters`
    const invited = await callApi(app, 'POST', url, admin.headers, invite)
    expect(invited.status).toBe(201)
    expect(invited.body).toMatchObject({
      email: 'hiring@akebono.example.com',
      role_type: 'CompanyUser',
      state: 'invited',
    })
    expect((await callApi(app, 'POST', url, admin.headers, invite)).status).toBe(200)
    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('[Kakehashi] Your recruiter account')
    expect(mails[0]!.textBody).toContain('曙テクノロジーズ株式会社')

    // No password yet: nothing signs in.
    const early = await callApi(
      app,
      'POST',
      '/api/v3/sessions',
      {},
      {
        email: invite.email,
        password: 'a-new-password',
      },
    )
    expect(early.status).toBe(401)

    const token = tokenFrom(mails[0]!.textBody)
    const set = await callApi(
      app,
      'PUT',
      '/api/v3/password_resets',
      {},
      {
        token,
        password: 'a-new-password',
        password_confirmation: 'a-new-password',
      },
    )
    expect(set.status).toBe(204)
    const signedIn = await callApi(
      app,
      'POST',
      '/api/v3/sessions',
      {},
      {
        email: invite.email,
        password: 'a-new-password',
      },
    )
    expect(signedIn.status).toBe(201)
    expect(signedIn.body.current_user.organisation.id).toBe(organisation.id)
    expect(signedIn.body.current_user.permissions).toEqual(['dashboard', 'candidates', 'job_infos'])

    // The address is now an active account: another organisation cannot invite it.
    const other = (
      await callApi(app, 'POST', ORGANISATIONS, admin.headers, {
        ...NEW_COMPANY,
        kind: 'agent',
        name: 'ネクストリンク',
        client_request_id: 'org-draft-0002',
      })
    ).body
    const taken = await callApi(
      app,
      'POST',
      `${ORGANISATIONS}/${other.id}/recruiters`,
      admin.headers,
      invite,
    )
    expect(taken.status).toBe(409)
    expect(Object.keys(issuesOf(taken.body))).toEqual(['body.email'])
  })

  it('suspends a recruiter: the open session stops at once, sign-in is refused, reinstating restores it', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const recruiter = await signInRecruiter(database.db)
    expect(
      (await callApi(app, 'GET', '/api/v3/client/contract', recruiter.headers)).status,
    ).not.toBe(401)

    const suspended = await callApi(
      app,
      'PUT',
      `/api/v3/admin/recruiters/${recruiter.user.id}/suspension`,
      admin.headers,
    )
    expect(suspended.status).toBe(200)
    expect(suspended.body.state).toBe('suspended')
    expect((await callApi(app, 'GET', '/api/v3/client/contract', recruiter.headers)).status).toBe(
      401,
    )
    expect(await database.db.$count(sessions, eq(sessions.userId, recruiter.user.id))).toBe(0)

    const reinstated = await callApi(
      app,
      'DELETE',
      `/api/v3/admin/recruiters/${recruiter.user.id}/suspension`,
      admin.headers,
    )
    expect(reinstated.body.state).not.toBe('suspended')
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=recruiter&record_id=${recruiter.user.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((event: { action: string }) => event.action)).toEqual([
      'recruiter.reinstated',
      'recruiter.suspended',
    ])
    // Nobody but a recruiter can be suspended here.
    expect(
      (
        await callApi(
          app,
          'PUT',
          `/api/v3/admin/recruiters/${admin.user.id}/suspension`,
          admin.headers,
        )
      ).status,
    ).toBe(404)
  })

  it('refuses a suspended account at sign-in with its own code', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const recruiter = await signInRecruiter(database.db, { password: 'recruiter-pass' })
    await callApi(
      app,
      'PUT',
      `/api/v3/admin/recruiters/${recruiter.user.id}/suspension`,
      admin.headers,
    )
    const refused = await callApi(
      app,
      'POST',
      '/api/v3/sessions',
      { cookie: 'i18n_redirected=en' },
      {
        email: recruiter.user.email,
        password: 'recruiter-pass',
      },
    )
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('accountSuspended')
  })
})

describe('administration: the audit trail and sessions', () => {
  it('records a recruiter viewing a candidate, and no one can change or delete an entry', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const recruiter = await signInRecruiter(database.db)
    const candidate = await createCandidate(database.db)
    const view = await callApi(
      app,
      'GET',
      `/api/v3/client/candidates/${candidate.id}`,
      recruiter.headers,
    )
    expect(view.status).toBe(200)

    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?action=candidate.viewed&actor=${encodeURIComponent(recruiter.user.email.slice(0, 6))}`,
      admin.headers,
    )
    expect(trail.body.audit_events).toEqual([
      expect.objectContaining({
        action: 'candidate.viewed',
        record_type: 'candidate',
        record_id: candidate.id,
        actor: expect.objectContaining({ id: recruiter.user.id, role_type: 'CompanyUser' }),
      }),
    ])
    await expect(database.db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow()
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toThrow()
    await expect(database.db.execute(sql`truncate audit_events`)).rejects.toThrow()
    expect(await database.db.$count(auditEvents)).toBe(1)
  })

  it('ends an administrator’s session after 30 minutes without a request', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const list = () => callApi(app, 'GET', ORGANISATIONS, admin.headers)
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.userId, admin.user.id))
    expect((await list()).status).toBe(200)
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.userId, admin.user.id))
    expect((await list()).status).toBe(401)
    // A recruiter's session is not held to it.
    const recruiter = await signInRecruiter(database.db)
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.userId, recruiter.user.id))
    expect((await callApi(app, 'GET', '/api/v3/client/contract', recruiter.headers)).status).toBe(
      200,
    )
  })
})

describe('administration: Special Scout Weeks', () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date())
  const shift = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + days)
    return date.toISOString().slice(0, 10)
  }
  const WEEKS = '/api/v3/admin/scout_campaigns'

  it('opens a week candidates see at once, refuses one that overlaps it, and records both changes', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const week = {
      name: '冬のスペシャルスカウトウィーク',
      name_en: 'Winter Special Scout Week',
      starts_on: shift(-1),
      ends_on: shift(5),
      high_salary_threshold: 800,
    }
    const none = await callApi(app, 'GET', '/api/v3/scout_campaigns/current', {})
    expect(none.body.error.code).toBe('noCurrentScoutCampaign')
    const opened = await callApi(app, 'POST', WEEKS, admin.headers, week)
    expect(opened.status).toBe(201)
    expect(opened.body).toMatchObject({ state: 'running', joined_count: 0 })
    const current = await callApi(app, 'GET', '/api/v3/scout_campaigns/current', {})
    expect(current.body).toMatchObject({
      name: '冬のスペシャルスカウトウィーク',
      high_salary_threshold: 800,
    })
    // Two candidates join, a third looks and declines: the week counts the two.
    for (const joined of [true, true, false]) {
      const candidate = await signInCandidate(database.db)
      const answer = await callApi(
        app,
        'PUT',
        '/api/v3/candidate/current_scout_campaign_join_status',
        candidate.headers,
        { is_joined: joined },
      )
      expect(answer.status).toBe(200)
    }
    const counted = await callApi(app, 'GET', WEEKS, admin.headers)
    expect(counted.body.scout_campaigns[0]).toMatchObject({ id: opened.body.id, joined_count: 2 })

    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const overlapping = await callApi(app, 'POST', WEEKS, ja, {
      ...week,
      starts_on: shift(5),
      ends_on: shift(9),
    })
    expect(overlapping.status).toBe(422)
    expect(issuesOf(overlapping.body)).toEqual({ 'body.starts_on': 'ほかの期間と重なっています' })

    const moved = await callApi(app, 'PUT', `${WEEKS}/${opened.body.id}`, admin.headers, {
      ...week,
      high_salary_threshold: 1000,
    })
    expect(moved.body.high_salary_threshold).toBe(1000)
    const next = await callApi(app, 'POST', WEEKS, admin.headers, {
      ...week,
      starts_on: shift(6),
      ends_on: shift(12),
    })
    expect(next.body.state).toBe('upcoming')
    const listed = await callApi(app, 'GET', WEEKS, admin.headers)
    expect(listed.body.scout_campaigns.map((c: { id: number }) => c.id)).toEqual([
      next.body.id,
      opened.body.id,
    ])
    const trail = await callApi(
      app,
      'GET',
      '/api/v3/admin/audit_events?record_type=scout_campaign',
      admin.headers,
    )
    expect(trail.body.audit_events.map((event: { action: string }) => event.action)).toEqual([
      'scout_campaign.created',
      'scout_campaign.updated',
      'scout_campaign.created',
    ])
    expect((await callApi(app, 'PUT', `${WEEKS}/999999`, admin.headers, week)).status).toBe(404)
  })
})

describe('administration: reported listings', () => {
  it('anyone reports a public listing; an administrator closes it with a reason the organisation reads in its bell', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const recruiter = await signInRecruiter(database.db)
    const job = await createJobInfo(database.db, {
      organisationId: recruiter.organisation.id,
      title: '経理マネージャー',
    })
    const report = {
      reason: 'inaccurate',
      body: '給与が実際の提示額と違いました。',
      email: 'Reader@Example.jp',
    }
    const reported = await callApi(app, 'POST', `/api/v3/job_infos/${job.id}/reports`, {}, report)
    expect(reported.status).toBe(202)
    const ja = { cookie: 'i18n_redirected=ja' }
    const empty = await callApi(app, 'POST', `/api/v3/job_infos/${job.id}/reports`, ja, {
      reason: '',
      body: ' ',
    })
    expect(issuesOf(empty.body)).toEqual({
      'body.reason': '入力してください',
      'body.body': '入力してください',
    })
    expect(
      (await callApi(app, 'POST', '/api/v3/job_infos/999999/reports', {}, report)).status,
    ).toBe(404)

    const waiting = await callApi(
      app,
      'GET',
      '/api/v3/admin/job_info_reports?state=open',
      admin.headers,
    )
    expect(waiting.body.job_info_reports).toEqual([
      expect.objectContaining({
        reason: 'inaccurate',
        reporter_email: 'reader@example.jp',
        state: 'open',
        job_info: expect.objectContaining({ id: job.id, title: '経理マネージャー' }),
      }),
    ])

    const closure = { reason: '給与の記載が実際と異なるため' }
    const closed = await callApi(
      app,
      'PUT',
      `/api/v3/admin/job_infos/${job.id}/closure`,
      admin.headers,
      closure,
    )
    expect(closed.status).toBe(204)
    // Closed for the public, resolved for the administrators, told to the organisation once.
    expect((await callApi(app, 'GET', `/api/v3/job_infos/${job.id}`, {})).status).toBe(404)
    const resolved = await callApi(app, 'GET', '/api/v3/admin/job_info_reports', admin.headers)
    expect(resolved.body.job_info_reports[0]).toMatchObject({
      state: 'closed',
      job_info: { status: 'closed', closed_reason: '給与の記載が実際と異なるため' },
    })
    await callApi(app, 'PUT', `/api/v3/admin/job_infos/${job.id}/closure`, admin.headers, closure)
    const bell = await callApi(app, 'GET', '/api/v3/client/notifications', recruiter.headers)
    const told = bell.body.notifications.filter((n: { kind: string }) => n.kind === 'job_closed')
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      params: { title: '経理マネージャー', reason: '給与の記載が実際と異なるため' },
      link_path: `/client/job_infos/${job.id}`,
    })
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=job_info&record_id=${job.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events[0]).toMatchObject({
      action: 'job_info.closed',
      before: { status: 'open' },
      after: { status: 'closed' },
    })
  })

  it('dismisses a report that needs nothing done, once', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const job = await createJobInfo(database.db)
    await callApi(
      app,
      'POST',
      `/api/v3/job_infos/${job.id}/reports`,
      {},
      {
        reason: 'other',
        body: '確認してください',
      },
    )
    const [waiting] = (await callApi(app, 'GET', '/api/v3/admin/job_info_reports', admin.headers))
      .body.job_info_reports
    const url = `/api/v3/admin/job_info_reports/${waiting.id}/dismissal`
    expect((await callApi(app, 'PUT', url, admin.headers)).body.state).toBe('dismissed')
    expect((await callApi(app, 'PUT', url, admin.headers)).body.state).toBe('dismissed')
    expect((await callApi(app, 'GET', `/api/v3/job_infos/${job.id}`, {})).status).toBe(200)
    const trail = await callApi(
      app,
      'GET',
      '/api/v3/admin/audit_events?record_type=job_report',
      admin.headers,
    )
    expect(trail.body.audit_events).toHaveLength(1)
  })
})

describe('administration: columns', () => {
  const column = {
    title: '外資系企業の面接対策',
    summary: '面接で聞かれることと準備',
    body: '<h2>準備</h2><p>職務経歴を英語でも話せるように。</p><img src="https://images.example.com/interview.png" alt="面接"><script>alert(1)</script><p onclick="steal()">終わり</p>',
    author_name: '編集部',
    status: 'published',
    published_at: null,
    is_pickup: true,
    is_selected: false,
    tag_ids: [] as number[],
    client_request_id: 'column-draft-0001',
  }

  it('publishes a column whose body keeps its image and loses its script, once however often it is sent', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const created = await callApi(app, 'POST', '/api/v3/admin/columns', admin.headers, column)
    expect(created.status).toBe(201)
    expect(created.body.state).toBe('published')
    expect(created.body.body).toContain('<img src="https://images.example.com/interview.png"')
    expect(created.body.body).not.toMatch(/script|alert|onclick/)
    expect(
      (await callApi(app, 'POST', '/api/v3/admin/columns', admin.headers, column)).status,
    ).toBe(200)

    const read = await callApi(app, 'GET', `/api/v3/columns/${created.body.id}`, {})
    expect(read.status).toBe(200)
    expect(read.body.body).toContain('interview.png')
    expect(read.body.body).not.toContain('script')
    const searched = await callApi(
      app,
      'GET',
      `/api/v3/search_columns?keyword=${encodeURIComponent('面接対策')}`,
      {},
    )
    expect(searched.body.columns.map((c: { id: number }) => c.id)).toContain(created.body.id)
  })

  it('credits an agent and shows public jobs beneath the column in the editor’s order; a job the public cannot see is refused', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const agent = await createAgent(database.db)
    const first = await createJobInfo(database.db, { title: '経理マネージャー' })
    const second = await createJobInfo(database.db, { title: 'FP&Aアナリスト' })
    const draft = await createJobInfo(database.db, { title: '下書きの求人', status: 'draft' })

    const refused = await callApi(
      app,
      'POST',
      '/api/v3/admin/columns',
      { ...admin.headers, cookie: 'i18n_redirected=ja' },
      {
        ...column,
        agent_id: 999999,
        related_job_info_ids: [first.id, draft.id],
      },
    )
    expect(refused.status).toBe(422)
    expect(issuesOf(refused.body)).toEqual({
      'body.agent_id': '入力内容が正しくありません',
      'body.related_job_info_ids': '入力内容が正しくありません',
    })

    const created = await callApi(app, 'POST', '/api/v3/admin/columns', admin.headers, {
      ...column,
      agent_id: agent.id,
      related_job_info_ids: [second.id, first.id],
    })
    expect(created.status).toBe(201)
    expect(created.body.agent).toEqual({ id: agent.id, name: agent.name })
    expect(created.body.related_job_infos).toEqual([
      expect.objectContaining({ id: second.id, title: 'FP&Aアナリスト', is_public: true }),
      expect.objectContaining({ id: first.id, title: '経理マネージャー', is_public: true }),
    ])
    const related = await callApi(
      app,
      'GET',
      `/api/v3/column_related_job_infos?column_id=${created.body.id}`,
      {},
    )
    expect(related.body.job_infos.map((job: { id: number }) => job.id)).toEqual([
      second.id,
      first.id,
    ])
    const byAgent = await callApi(app, 'GET', `/api/v3/columns?agent_id=${agent.id}`, {})
    expect(byAgent.body.columns.map((c: { id: number }) => c.id)).toEqual([created.body.id])

    // A related job that closes may stay attached; the public page leaves it out.
    await database.db.update(jobInfos).set({ status: 'closed' }).where(eq(jobInfos.id, first.id))
    const { client_request_id: _key, ...update } = column
    const kept = await callApi(
      app,
      'PUT',
      `/api/v3/admin/columns/${created.body.id}`,
      admin.headers,
      { ...update, agent_id: null, related_job_info_ids: [first.id, second.id] },
    )
    expect(kept.status).toBe(200)
    expect(kept.body.agent).toBeNull()
    expect(kept.body.related_job_infos.map((job: { is_public: boolean }) => job.is_public)).toEqual(
      [false, true],
    )
    const shown = await callApi(
      app,
      'GET',
      `/api/v3/column_related_job_infos?column_id=${created.body.id}`,
      {},
    )
    expect(shown.body.job_infos.map((job: { id: number }) => job.id)).toEqual([second.id])
  })

  it('keeps drafts and scheduled columns from the public until their time', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const draft = await callApi(app, 'POST', '/api/v3/admin/columns', admin.headers, {
      ...column,
      status: 'draft',
      client_request_id: 'column-draft-0002',
    })
    expect(draft.body.state).toBe('draft')
    expect((await callApi(app, 'GET', `/api/v3/columns/${draft.body.id}`, {})).status).toBe(404)

    const { client_request_id: _key, ...fields } = column
    const scheduled = await callApi(
      app,
      'PUT',
      `/api/v3/admin/columns/${draft.body.id}`,
      admin.headers,
      {
        ...fields,
        published_at: '2099-01-01T09:00',
      },
    )
    expect(scheduled.body).toMatchObject({ state: 'scheduled', published_at: '2099-01-01T09:00' })
    expect((await callApi(app, 'GET', `/api/v3/columns/${draft.body.id}`, {})).status).toBe(404)
    const listed = await callApi(app, 'GET', '/api/v3/admin/columns?state=scheduled', admin.headers)
    expect(listed.body.columns.map((c: { id: number }) => c.id)).toEqual([draft.body.id])

    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const empty = await callApi(app, 'PUT', `/api/v3/admin/columns/${draft.body.id}`, ja, {
      ...fields,
      body: '<script>alert(1)</script>',
    })
    expect(issuesOf(empty.body)).toEqual({ 'body.body': '入力してください' })
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=column&record_id=${draft.body.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((e: { action: string }) => e.action)).toEqual([
      'column.updated',
      'column.created',
    ])
  })
})

describe('administration: platform figures', () => {
  it('counts accounts, open jobs, waiting reports and this and last week’s scouts and replies', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const recruiter = await signInRecruiter(database.db)
    const candidate = await createCandidate(database.db)
    const job = await createJobInfo(database.db, { organisationId: recruiter.organisation.id })
    const day = 24 * 60 * 60 * 1000
    const now = Date.now()
    await createScout(database.db, candidate.id, {
      organisationId: recruiter.organisation.id,
      senderUserId: recruiter.user.id,
      sentAt: new Date(now - 60_000),
      repliedAt: new Date(now - 30_000),
    })
    await createScout(database.db, candidate.id, {
      organisationId: recruiter.organisation.id,
      senderUserId: recruiter.user.id,
      sentAt: new Date(now - 7 * day),
    })
    // A self-application's conversation is no scout sent.
    const [application] = await database.db
      .insert(selfApplies)
      .values({ userId: candidate.id, jobInfoId: job.id })
      .returning()
    await insertSelfApplyConversation(database.db, application!.id)
    await callApi(
      app,
      'POST',
      `/api/v3/job_infos/${job.id}/reports`,
      {},
      {
        reason: 'other',
        body: '確認してください',
      },
    )

    await signInRecruiter(database.db, { password: 'recruiter-pass' })
    const figures = await callApi(app, 'GET', '/api/v3/admin/platform_figures', admin.headers)
    expect(figures.status).toBe(200)
    expect(figures.body).toMatchObject({
      candidates: 1,
      jobs_open: 1,
      job_reports_waiting: 1,
      this_week: { scouts_sent: 1, scouts_replied: 1 },
      last_week: { scouts_sent: 1, scouts_replied: 0 },
    })
    // One recruiter has a password; the factory's other one is still to set it.
    expect(figures.body).toMatchObject({ recruiters: 1, recruiters_invited: 1 })
    expect(figures.body.weeks).toHaveLength(12)
    expect(figures.body.weeks.at(-1).week_of).toBe(figures.body.this_week.week_of)
  })
})
