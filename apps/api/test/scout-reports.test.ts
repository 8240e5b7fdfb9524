import {
  candidateMatches,
  createCandidate,
  createJobInfo,
  createMatch,
  createScout,
  type DbOrTx,
  industries,
  scouts,
  scoutTemplates,
  selfApplies,
  users,
} from '@kakehashi/db'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { insertSelfApplyConversation } from '../src/modules/conversations/conversations-repository.ts'
import { rollUpStaleDays } from '../src/modules/scout-reports/scout-reports-service.ts'
import { createTestApp, signInRecruiter } from './helpers.ts'

async function get(app: App, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: `/api/v3${url}`, headers })
  return { status: response.statusCode, body: response.json() }
}

/** Last calendar month in Japan: its `YYYY-MM`, first and last day, and a time on a given day. */
function lastMonth() {
  const tokyo = new Date(Date.now() + 9 * 60 * 60 * 1000)
  const first = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth() - 1, 1))
  const last = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), 0))
  const month = first.toISOString().slice(0, 7)
  return {
    month,
    from: first.toISOString().slice(0, 10),
    to: last.toISOString().slice(0, 10),
    day: (day: number) => `${month}-${String(day).padStart(2, '0')}`,
    /** `hour` o'clock in Japan on `day` of the month. */
    at: (day: number, hour = 12) =>
      new Date(
        `${month}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+09:00`,
      ),
  }
}

/** The month's figures counted straight from the scouts: what the roll-ups must equal. */
async function countDirectly(db: DbOrTx, organisationId: number, from: string, to: string) {
  const { rows } = await db.execute<Record<string, number>>(sql`
    select count(*)::int as sent, count(s.candidate_read_at)::int as opened,
      count(s.replied_at)::int as replied, count(m.id)::int as matched,
      (count(*) filter (where s.selection_status in ('accepted', 'joined', 'joined_1_month',
        'joined_3_months', 'joined_6_months')))::int as hired
    from scouts s
    left join candidate_matches m on m.scout_id = s.id
    where s.organisation_id = ${organisationId} and s.self_apply_id is null
      and (s.sent_at at time zone 'Asia/Tokyo')::date between ${from}::date and ${to}::date`)
  return rows[0]
}

async function seedMonth(db: DbOrTx) {
  const month = lastMonth()
  const first = await signInRecruiter(db)
  const organisationId = first.organisation.id
  const second = await signInRecruiter(db, { organisationId })
  const [finance] = await db
    .insert(industries)
    .values({ name: '金融', nameEn: 'Finance', position: 900 })
    .returning()
  const [template] = await db
    .insert(scoutTemplates)
    .values({
      organisationId,
      templateType: 'normal',
      name: '若手向け',
      mailSubject: 'ご提案',
      body: '{{job_seeker_name}}様',
    })
    .returning()
  const woman = await createCandidate(db, {
    profile: { gender: 'female' },
    careers: [
      { companyName: '旧職', startedOn: '2012-04-01', endedOn: '2016-03-01' },
      { companyName: '現職', startedOn: '2016-04-01', industryId: finance!.id },
    ],
  })
  const man = await createCandidate(db, { profile: { gender: 'male' } })
  const unknown = await createCandidate(db)
  const send = (
    sender: { user: { id: number } },
    candidate: { id: number },
    sentAt: Date,
    extra: Parameters<typeof createScout>[2] = {},
  ) =>
    createScout(db, candidate.id, {
      organisationId,
      senderUserId: sender.user.id,
      sentAt,
      ...extra,
    })

  // Day 3: three by the first recruiter with the template; one opened, one replied and
  // matched, one hired.
  await send(first, woman, month.at(3), {
    scoutTemplateId: template!.id,
    candidateReadAt: month.at(3, 13),
    repliedAt: month.at(3, 14),
    selectionStatus: 'joined',
  })
  const matched = await send(first, man, month.at(3), {
    scoutTemplateId: template!.id,
    candidateReadAt: month.at(4),
    repliedAt: month.at(4),
  })
  await createMatch(db, organisationId, man.id, matched.id)
  await send(first, unknown, month.at(3, 23), { scoutTemplateId: template!.id })
  // Day 20: two by the second recruiter, written freely; one opened.
  await send(second, woman, month.at(20), { candidateReadAt: month.at(21) })
  await send(second, man, month.at(20))
  // Another organisation's scouts and an application are not this organisation's scouts.
  const other = await signInRecruiter(db)
  for (const day of [3, 20]) {
    await createScout(db, woman.id, {
      organisationId: other.organisation.id,
      senderUserId: other.user.id,
      sentAt: month.at(day),
      repliedAt: month.at(day),
    })
  }
  await createScout(db, man.id, {
    organisationId: other.organisation.id,
    senderUserId: other.user.id,
    sentAt: month.at(10),
  })
  const job = await createJobInfo(db, { organisationId })
  const [application] = await db
    .insert(selfApplies)
    .values({ userId: unknown.id, jobInfoId: job.id, createdAt: month.at(5) })
    .returning()
  await insertSelfApplyConversation(db, application!.id)
  return { month, first, second, other, organisationId, template: template!, finance: finance! }
}

describe('the scout report', () => {
  it("equals the month's scouts counted directly, by period, recruiter, gender, industry and template", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { month, first, second, organisationId, template, finance } = await seedMonth(db)
    expect(await rollUpStaleDays(db)).toBeGreaterThan(0)
    const range = `from=${month.from}&to=${month.to}`

    const expected = await countDirectly(db, organisationId, month.from, month.to)
    expect(expected).toEqual({ sent: 5, opened: 3, replied: 2, matched: 1, hired: 1 })

    const monthly = await get(app, `/client/scouts/monthly_reports?${range}`, first.headers)
    expect(monthly.status).toBe(200)
    expect(monthly.body.periods).toEqual([{ starts_on: month.from, ...expected }])

    const daily = await get(app, `/client/scouts/daily_reports?${range}`, first.headers)
    expect(daily.body.periods).toHaveLength(Number(month.to.slice(8)))
    expect(
      daily.body.periods.find((row: { starts_on: string }) => row.starts_on === month.day(3)),
    ).toEqual({ starts_on: month.day(3), sent: 3, opened: 2, replied: 2, matched: 1, hired: 1 })
    expect(
      daily.body.periods.find((row: { starts_on: string }) => row.starts_on === month.day(20)),
    ).toEqual({ starts_on: month.day(20), sent: 2, opened: 1, replied: 0, matched: 0, hired: 0 })

    const weekly = await get(app, `/client/scouts/weekly_reports?${range}`, first.headers)
    const weeks = weekly.body.periods as { starts_on: string; sent: number }[]
    // Weeks start on Monday; the first is the week holding the 1st.
    expect(new Date(`${weeks[0]!.starts_on}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(weeks.reduce((sum, week) => sum + week.sent, 0)).toBe(5)

    const report = await get(app, `/client/scout_reports?${range}`, first.headers)
    expect(report.status).toBe(200)
    expect(report.body.totals).toEqual(expected)
    expect(report.body.recruiters).toEqual([
      {
        user_id: first.user.id,
        display_name: expect.any(String),
        sent: 3,
        opened: 2,
        replied: 2,
        matched: 1,
        hired: 1,
      },
      {
        user_id: second.user.id,
        display_name: expect.any(String),
        sent: 2,
        opened: 1,
        replied: 0,
        matched: 0,
        hired: 0,
      },
    ])
    expect(report.body.genders).toEqual(
      expect.arrayContaining([
        { gender: 'female', sent: 2, opened: 2, replied: 1, matched: 0, hired: 1 },
        { gender: 'male', sent: 2, opened: 1, replied: 1, matched: 1, hired: 0 },
        { gender: null, sent: 1, opened: 0, replied: 0, matched: 0, hired: 0 },
      ]),
    )
    // The woman's latest job is in finance; the others have none.
    expect(report.body.industries).toEqual([
      {
        industry_id: null,
        name: null,
        name_en: null,
        sent: 3,
        opened: 1,
        replied: 1,
        matched: 1,
        hired: 0,
      },
      {
        industry_id: finance.id,
        name: '金融',
        name_en: 'Finance',
        sent: 2,
        opened: 2,
        replied: 1,
        matched: 0,
        hired: 1,
      },
    ])
    // The platform's month holds every organisation's scouts: 8 sent, 4 replied.
    expect(report.body.templates).toEqual([
      {
        month: month.month,
        template_id: null,
        name: null,
        sent: 2,
        opened: 1,
        replied: 0,
        matched: 0,
        hired: 0,
        platform_sent: 8,
        platform_replied: 4,
      },
      {
        month: month.month,
        template_id: template.id,
        name: '若手向け',
        sent: 3,
        opened: 2,
        replied: 2,
        matched: 1,
        hired: 1,
        platform_sent: 8,
        platform_replied: 4,
      },
    ])

    // A range that cuts the month reads its days; one that holds it whole and runs on into this
    // month reads the whole month's row and this month's days: the same figures either way.
    for (const cut of [
      `from=${month.day(2)}&to=${month.day(25)}`,
      `from=${month.day(3)}&to=${month.day(20)}`,
      `from=${month.from}&to=${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)}`,
    ]) {
      const answer = await get(app, `/client/scout_reports?${cut}`, first.headers)
      expect(answer.body.totals, cut).toEqual(expected)
      expect(answer.body.templates, cut).toHaveLength(2)
    }
    const narrow = await get(
      app,
      `/client/scout_reports?from=${month.day(4)}&to=${month.day(20)}`,
      first.headers,
    )
    expect(narrow.body.totals).toEqual({ sent: 2, opened: 1, replied: 0, matched: 0, hired: 0 })

    // One recruiter's report holds only their scouts.
    const own = await get(
      app,
      `/client/scout_reports?${range}&recruiter_id=${second.user.id}`,
      first.headers,
    )
    expect(own.body.recruiter_id).toBe(second.user.id)
    expect(own.body.totals).toEqual({ sent: 2, opened: 1, replied: 0, matched: 0, hired: 0 })
  })

  it('follows a reply and a hire after the day was counted, once the job recounts', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { month, first, second, organisationId } = await seedMonth(db)
    await rollUpStaleDays(db)
    const range = `from=${month.from}&to=${month.to}`
    const [late] = await db
      .select()
      .from(scouts)
      .where(sql`${scouts.organisationId} = ${organisationId} and ${scouts.repliedAt} is null
        and ${scouts.candidateReadAt} is not null`)
    // A message touching the scout does not mark its day; an answer does.
    await db.update(scouts).set({ lastMessageAt: new Date() }).where(eq(scouts.id, late!.id))
    const { rows: unmarked } = await db.execute(sql`select * from scout_report_stale_days`)
    expect(unmarked).toHaveLength(0)
    await db
      .update(scouts)
      .set({ repliedAt: new Date(), selectionStatus: 'accepted' })
      .where(eq(scouts.id, late!.id))
    await db
      .insert(candidateMatches)
      .values({
        organisationId,
        candidateUserId: late!.candidateUserId,
        source: 'scout_reply',
        scoutId: late!.id,
      })
      .onConflictDoNothing()

    const before = await get(app, `/client/scouts/monthly_reports?${range}`, first.headers)
    expect(before.body.periods[0].replied).toBe(2)
    expect(await rollUpStaleDays(db)).toBe(1)
    const after = await get(app, `/client/scouts/monthly_reports?${range}`, first.headers)
    expect(after.body.periods[0]).toEqual({
      starts_on: month.from,
      ...(await countDirectly(db, organisationId, month.from, month.to)),
    })
    expect(after.body.periods[0].replied).toBe(3)
    expect(after.body.periods[0].hired).toBe(2)

    // A recruiter who leaves keeps their figures, unnamed, in one row.
    await db.delete(users).where(eq(users.id, second.user.id))
    await rollUpStaleDays(db)
    const report = await get(app, `/client/scout_reports?${range}`, first.headers)
    expect(report.body.recruiters).toEqual([
      expect.objectContaining({ user_id: first.user.id, sent: 3 }),
      expect.objectContaining({ user_id: null, display_name: null, sent: 2 }),
    ])
    expect(report.body.totals.sent).toBe(5)
  })

  it('downloads each table as CSV in the recruiter’s language with the figures the page shows', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { month, first } = await seedMonth(db)
    await rollUpStaleDays(db)
    const range = `from=${month.from}&to=${month.to}`
    const csv = async (query: string, locale: 'ja' | 'en') => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v3/client/scout_reports.csv?${query}`,
        headers: { cookie: `${first.cookie}; i18n_redirected=${locale}` },
      })
      return response
    }
    const templates = await csv(`table=templates&${range}`, 'ja')
    expect(templates.statusCode).toBe(200)
    expect(templates.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(templates.headers['content-disposition']).toContain(
      `scout_report_templates_${month.from}_${month.to}.csv`,
    )
    expect(templates.body.startsWith('\uFEFF')).toBe(true)
    expect(templates.body.slice(1).split('\r\n')).toEqual([
      '月,テンプレート,送信数,開封数,返信数,マッチング数,採用数,返信率,プラットフォーム平均返信率',
      `${month.month},テンプレートなし,2,1,0,0,0,0,50`,
      `${month.month},若手向け,3,2,2,1,1,66.7,50`,
      '',
    ])
    const monthly = await csv(`table=periods&period=month&${range}`, 'en')
    expect(monthly.body.slice(1).split('\r\n')).toEqual([
      'Month starting,Sent,Opened,Replied,Matched,Hired,Reply rate',
      `${month.from},5,3,2,1,1,40`,
      '',
    ])
    const genders = await csv(`table=genders&${range}`, 'en')
    expect(genders.body).toContain('Not given,1,0,0,0,0,0')
  })
})

describe('who may read the scout report', () => {
  it("never shows another organisation's figures or recruiters", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { month, other } = await seedMonth(db)
    await rollUpStaleDays(db)
    const range = `from=${month.from}&to=${month.to}`
    const theirs = await get(app, `/client/scout_reports?${range}`, other.headers)
    expect(theirs.body.totals).toEqual({ sent: 3, opened: 0, replied: 2, matched: 0, hired: 0 })
    expect(theirs.body.recruiters.map((row: { user_id: number }) => row.user_id)).toEqual([
      other.user.id,
    ])
    // A recruiter of the first organisation is not theirs to read.
    const stranger = await signInRecruiter(db)
    const foreign = await get(
      app,
      `/client/scouts/daily_reports?recruiter_id=${other.user.id}`,
      stranger.headers,
    )
    expect(foreign.status).toBe(404)
    expect(foreign.body.error.code).toBe('notFound')
  })

  it('refuses a trial account, and a range backwards or too long with the field’s message', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const trial = await signInRecruiter(db, { trialRecruiter: true })
    expect((await get(app, '/client/scout_reports', trial.headers)).status).toBe(403)

    const { headers, cookie } = await signInRecruiter(db)
    const backwards = await get(
      app,
      '/client/scouts/daily_reports?from=2026-05-10&to=2026-05-01',
      headers,
    )
    expect(backwards.status).toBe(422)
    expect(backwards.body.error.issues).toEqual([
      expect.objectContaining({ path: ['querystring', 'to'], code: 'validation.dateOrder' }),
    ])
    const tooLong = await app.inject({
      method: 'GET',
      url: '/api/v3/client/scouts/daily_reports?from=2024-01-01&to=2026-01-01',
      headers: { cookie: `${cookie}; i18n_redirected=en` },
    })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().error.issues).toEqual([
      expect.objectContaining({
        path: ['querystring', 'from'],
        message: 'Please choose a period of at most 366 days',
      }),
    ])
    // The same two years by month are fine.
    const monthly = await get(
      app,
      '/client/scouts/monthly_reports?from=2024-01-01&to=2026-01-01',
      headers,
    )
    expect(monthly.status).toBe(200)
    expect(monthly.body.periods).toHaveLength(25)
    // Left out, the range is the last 30 days up to today.
    const latest = await get(app, '/client/scouts/daily_reports', headers)
    expect(latest.body.periods).toHaveLength(30)
    expect(latest.body.to).toBe(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10))
  })
})
