import { SCOUT_BULK_MAX, TRIAL_SCOUTS_PER_MONTH } from '@kakehashi/contracts'
import {
  candidateCompanyBlocks,
  createCandidate,
  createCompany,
  createContract,
  createJobInfo,
  createScout,
  type DbOrTx,
  dayFromToday,
  scouts,
  scoutTemplates,
} from '@kakehashi/db'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addJapaneseBusinessDays } from '../src/lib/japan-business-days.ts'
import { sendDueReminders } from '../src/modules/scouting/scout-reminders.ts'
import { callApi, createTestApp, issuesOf, signInCandidate, signInRecruiter } from './helpers.ts'

const SCOUTS = '/api/v3/client/scouts'
const BULK = '/api/v3/client/scouts/bulk_create'

let requestNumber = 0
const newKey = () => `request-${Date.now()}-${++requestNumber}`

/** A recruiter of a company with a running contract and an open job. */
async function scoutingRecruiter(db: DbOrTx, overrides: { trialRecruiter?: boolean } = {}) {
  const recruiter = await signInRecruiter(db, overrides)
  const organisationId = recruiter.organisation.id
  const company = await createCompany(db, { organisationId })
  await createContract(db, organisationId)
  const job = await createJobInfo(db, {
    organisationId,
    companyId: company.id,
    title: '経理マネージャー',
  })
  return { ...recruiter, organisationId, company, job }
}

const draft = (jobId: number, overrides: Record<string, unknown> = {}) => ({
  job_info_id: jobId,
  title: '経理マネージャーのご案内',
  body: '{{job_seeker_name}}様\nご経歴を拝見しご連絡しました。',
  client_request_id: newKey(),
  ...overrides,
})

async function scoutsOf(db: DbOrTx, organisationId: number, candidateId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(scouts)
    .where(and(eq(scouts.organisationId, organisationId), eq(scouts.candidateUserId, candidateId)))
  return row?.total ?? 0
}

describe('sending a scout to one candidate', () => {
  it('sends it, addressed to the candidate by name only when they read it, once per request key', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const candidate = await signInCandidate(db, { fullName: '山田 花子' })
    await db.insert(scoutTemplates).values({
      organisationId: sender.organisationId,
      templateType: 'normal',
      name: '初回',
      mailSubject: '【{{company_name}}】{{position_name}}: {{scout_title}}',
      body: '{{job_seeker_name}}様\n\n{{scout_body}}\n\n{{company_name}} 採用担当',
    })
    const [template] = await db.select().from(scoutTemplates)
    const body = draft(sender.job.id, {
      candidate_id: candidate.user.id,
      scout_template_id: template!.id,
      body: 'ぜひ一度お話ししましょう。',
    })

    const sent = await callApi(app, 'POST', SCOUTS, sender.headers, body)
    expect(sent.status).toBe(201)
    const organisationName = sender.organisation.name
    // The organisation's copy never holds the name.
    expect(sent.body).toMatchObject({
      candidate_id: candidate.user.id,
      job_info_id: sender.job.id,
      scout_template_id: template!.id,
      title: `【${organisationName}】経理マネージャー: 経理マネージャーのご案内`,
      body: `{{job_seeker_name}}様\n\nぜひ一度お話ししましょう。\n\n${organisationName} 採用担当`,
      send_state: 'sent',
    })
    expect(JSON.stringify(sent.body)).not.toContain('山田')

    const again = await callApi(app, 'POST', SCOUTS, sender.headers, body)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(sent.body.id)
    expect(await scoutsOf(db, sender.organisationId, candidate.user.id)).toBe(1)

    const inbox = await callApi(app, 'GET', '/api/v3/candidate/scouts', candidate.headers)
    expect(inbox.body.scouts[0].excerpt).toContain('山田 花子様')
    const read = await callApi(
      app,
      'GET',
      `/api/v3/candidate/scouts/${sent.body.id}`,
      candidate.headers,
    )
    expect(read.body.body).toBe(
      `山田 花子様\n\nぜひ一度お話ししましょう。\n\n${organisationName} 採用担当`,
    )
    expect(read.body.job_info).toEqual({ id: sender.job.id, title: '経理マネージャー' })

    // The organisation's record of the candidate lists it.
    const records = await callApi(
      app,
      'GET',
      `/api/v3/client/candidate_recruiter_infos?candidate_id=${candidate.user.id}`,
      sender.headers,
    )
    expect(records.body.scouts.map((scout: { id: number }) => scout.id)).toEqual([sent.body.id])
  })

  it('refuses the same content to the same candidate within a week with the spec message', async () => {
    const { app, database } = await createTestApp()
    const sender = await scoutingRecruiter(database.db)
    const colleague = await signInRecruiter(database.db, { organisationId: sender.organisationId })
    const candidate = await createCandidate(database.db)
    const first = await callApi(
      app,
      'POST',
      SCOUTS,
      sender.headers,
      draft(sender.job.id, { candidate_id: candidate.id }),
    )
    expect(first.status).toBe(201)
    // A co-worker sending the same words is the same organisation sending them again.
    const repeated = await callApi(
      app,
      'POST',
      SCOUTS,
      colleague.headers,
      draft(sender.job.id, { candidate_id: candidate.id }),
    )
    expect(repeated.status).toBe(422)
    expect(repeated.body.error.code).toBe('scoutCreationLimitExceeded')
    expect(repeated.body.error.message).not.toMatch(/select|scouts|sql/i)
    const english = await app.inject({
      method: 'POST',
      url: SCOUTS,
      headers: { ...sender.headers, 'accept-language': 'en' },
      payload: draft(sender.job.id, { candidate_id: candidate.id }),
    })
    expect(english.json().error.code).toBe('scoutCreationLimitExceeded')

    // Other words go; so do the same words once the week has passed.
    const other = await callApi(
      app,
      'POST',
      SCOUTS,
      sender.headers,
      draft(sender.job.id, { candidate_id: candidate.id, title: '別のポジションのご案内' }),
    )
    expect(other.status).toBe(201)
    await database.db
      .update(scouts)
      .set({ sentAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(scouts.candidateUserId, candidate.id))
    const later = await callApi(
      app,
      'POST',
      SCOUTS,
      sender.headers,
      draft(sender.job.id, { candidate_id: candidate.id }),
    )
    expect(later.status).toBe(201)
  })

  it('answers 404 for a candidate it may not see, and a job or template of another organisation', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const other = await scoutingRecruiter(db)
    const deleted = await createCandidate(db, { user: { deletedAt: new Date() } })
    const blocking = await createCandidate(db)
    await db
      .insert(candidateCompanyBlocks)
      .values({ userId: blocking.id, companyId: sender.company.id })
    const recruiterAsCandidate = other.user
    for (const candidateId of [deleted.id, blocking.id, recruiterAsCandidate.id, 999_999]) {
      const refused = await callApi(
        app,
        'POST',
        SCOUTS,
        sender.headers,
        draft(sender.job.id, { candidate_id: candidateId }),
      )
      expect(refused.status, String(candidateId)).toBe(404)
      expect(refused.body.error.code).toBe('candidateUnavailable')
    }
    const candidate = await createCandidate(db)
    const foreignJob = await callApi(
      app,
      'POST',
      SCOUTS,
      sender.headers,
      draft(other.job.id, { candidate_id: candidate.id }),
    )
    expect(foreignJob.status).toBe(404)
    const [foreignTemplate] = await db
      .insert(scoutTemplates)
      .values({
        organisationId: other.organisationId,
        templateType: 'normal',
        name: '他社',
        mailSubject: '件名',
        body: '本文',
      })
      .returning()
    const [remind] = await db
      .insert(scoutTemplates)
      .values({
        organisationId: sender.organisationId,
        templateType: 'remind',
        name: '再送',
        mailSubject: '件名',
        body: '本文',
      })
      .returning()
    for (const template of [foreignTemplate!, remind!]) {
      const refused = await callApi(
        app,
        'POST',
        SCOUTS,
        sender.headers,
        draft(sender.job.id, { candidate_id: candidate.id, scout_template_id: template.id }),
      )
      expect(refused.status).toBe(404)
    }
    expect(await scoutsOf(db, sender.organisationId, candidate.id)).toBe(0)
  })

  it('refuses a job outside its posting period, an ended contract and a candidate who declined', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const candidate = await createCandidate(db)
    const codeOf = async (body: object, headers = sender.headers) => {
      const answer = await callApi(app, 'POST', SCOUTS, headers, body)
      return [answer.status, answer.body.error?.code]
    }
    const closed = await createJobInfo(db, {
      organisationId: sender.organisationId,
      companyId: sender.company.id,
      status: 'closed',
    })
    const ended = await createJobInfo(db, {
      organisationId: sender.organisationId,
      companyId: sender.company.id,
      recruitmentEndOn: dayFromToday(-1),
    })
    const notYet = await createJobInfo(db, {
      organisationId: sender.organisationId,
      companyId: sender.company.id,
      recruitmentStartOn: dayFromToday(3),
    })
    const draftJob = await createJobInfo(db, {
      organisationId: sender.organisationId,
      companyId: sender.company.id,
      status: 'draft',
    })
    for (const job of [closed, ended, notYet, draftJob]) {
      expect(await codeOf(draft(job.id, { candidate_id: candidate.id }))).toEqual([
        422,
        'invalidJobInfoEffectivePeriod',
      ])
    }
    // A scout-only job may be scouted for.
    const scoutOnly = await createJobInfo(db, {
      organisationId: sender.organisationId,
      companyId: sender.company.id,
      status: 'open_for_scout',
    })
    expect(await codeOf(draft(scoutOnly.id, { candidate_id: candidate.id }))).toEqual([
      201,
      undefined,
    ])

    // A candidate who declined one of the organisation's scouts hears nothing more for a while.
    const declining = await createCandidate(db)
    await createScout(db, declining.id, {
      organisationId: sender.organisationId,
      declinedAt: new Date(),
      declineReason: 'not_now',
    })
    expect(await codeOf(draft(sender.job.id, { candidate_id: declining.id }))).toEqual([
      422,
      'candidateDeclinedScouts',
    ])

    // Without a running contract nothing is sent.
    const { contracts } = await import('@kakehashi/db')
    await db
      .update(contracts)
      .set({ startsOn: dayFromToday(-400), endsOn: dayFromToday(-1) })
      .where(eq(contracts.organisationId, sender.organisationId))
    const fresh = await createCandidate(db)
    expect(await codeOf(draft(sender.job.id, { candidate_id: fresh.id }))).toEqual([
      422,
      'contractEnded',
    ])
  })

  it('checks the words with the template rules and asks for a message without a template', async () => {
    const { app, database } = await createTestApp()
    const sender = await scoutingRecruiter(database.db)
    const candidate = await createCandidate(database.db)
    const answer = await callApi(
      app,
      'POST',
      SCOUTS,
      sender.headers,
      draft(sender.job.id, {
        candidate_id: candidate.id,
        title: '{{scout_title}}のご案内',
        body: '',
      }),
    )
    expect(answer.status).toBe(422)
    const issues = issuesOf(answer.body)
    expect(issues['body.title']).toBeTruthy()
    expect(issues['body.body']).toBe('入力してください')
  })
})

describe('a candidate declining a scout', () => {
  it('keeps the first reason, shows it to the organisation, and stops its scouts until a reply', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const candidate = await signInCandidate(db)
    const other = await signInCandidate(db)
    const sent = await callApi(
      app,
      'POST',
      SCOUTS,
      sender.headers,
      draft(sender.job.id, { candidate_id: candidate.user.id }),
    )
    const declineUrl = `/api/v3/candidate/scouts/${sent.body.id}/decline`

    expect(
      (await callApi(app, 'POST', declineUrl, other.headers, { reason: 'salary' })).status,
    ).toBe(404)
    const missing = await callApi(app, 'POST', declineUrl, candidate.headers, {})
    expect(missing.status).toBe(422)
    expect(issuesOf(missing.body)['body.reason']).toBe('入力してください')

    const declined = await callApi(app, 'POST', declineUrl, candidate.headers, { reason: 'salary' })
    expect(declined.status).toBe(200)
    expect(declined.body).toMatchObject({ decline_reason: 'salary' })
    expect(declined.body.declined_at).toBeTruthy()
    const again = await callApi(app, 'POST', declineUrl, candidate.headers, { reason: 'other' })
    expect(again.body).toMatchObject({
      decline_reason: 'salary',
      declined_at: declined.body.declined_at,
    })

    const records = await callApi(
      app,
      'GET',
      `/api/v3/client/candidate_recruiter_infos?candidate_id=${candidate.user.id}`,
      sender.headers,
    )
    expect(records.body.scouts[0]).toMatchObject({
      decline_reason: 'salary',
      selection_status: 'declined_or_rejected',
    })
    const refused = await callApi(
      app,
      'POST',
      SCOUTS,
      sender.headers,
      draft(sender.job.id, { candidate_id: candidate.user.id, title: '別のご案内' }),
    )
    expect(refused.body.error.code).toBe('candidateDeclinedScouts')

    // A reply withdraws the decline: they are matched, and may be scouted again.
    const reply = await callApi(
      app,
      'POST',
      `/api/v3/candidate/scouts/${sent.body.id}/message`,
      candidate.headers,
      { body: 'やはりお話を伺いたいです', client_request_id: newKey() },
    )
    expect(reply.status).toBe(201)
    const after = await callApi(
      app,
      'GET',
      `/api/v3/client/candidate_recruiter_infos?candidate_id=${candidate.user.id}`,
      sender.headers,
    )
    expect(after.body.scouts[0]).toMatchObject({
      decline_reason: null,
      selection_status: 'matched',
    })
  })
})

describe('sending a scout to many candidates', () => {
  it('sends to those who may receive it and reports each other one with the reason, once', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const [a, b, c] = [
      await createCandidate(db),
      await createCandidate(db),
      await createCandidate(db),
    ]
    const deleted = await createCandidate(db, { user: { deletedAt: new Date() } })
    const blocking = await createCandidate(db)
    await db
      .insert(candidateCompanyBlocks)
      .values({ userId: blocking.id, companyId: sender.company.id })
    const declining = await createCandidate(db)
    await createScout(db, declining.id, {
      organisationId: sender.organisationId,
      declinedAt: new Date(),
      declineReason: 'salary',
    })
    const repeated = await createCandidate(db)
    const words = draft(sender.job.id)
    await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...words,
      candidate_id: repeated.id,
      client_request_id: newKey(),
    })

    const body = {
      ...words,
      client_request_id: newKey(),
      candidate_ids: [
        a!.id,
        deleted.id,
        b!.id,
        blocking.id,
        declining.id,
        repeated.id,
        a!.id,
        c!.id,
      ],
    }
    const sent = await callApi(app, 'POST', BULK, sender.headers, body)
    expect(sent.status).toBe(201)
    expect(sent.body.sent_count).toBe(3)
    expect(sent.body.skipped_count).toBe(4)
    expect(
      sent.body.results.map((r: { candidate_id: number; skipped_reason: string | null }) => [
        r.candidate_id,
        r.skipped_reason,
      ]),
    ).toEqual([
      [a!.id, null],
      [deleted.id, 'candidateUnavailable'],
      [b!.id, null],
      [blocking.id, 'candidateUnavailable'],
      [declining.id, 'candidateDeclinedScouts'],
      [repeated.id, 'scoutCreationLimitExceeded'],
      [c!.id, null],
    ])
    expect(sent.body.results.filter((r: { scout_id: number | null }) => r.scout_id).length).toBe(3)

    const retried = await callApi(app, 'POST', BULK, sender.headers, body)
    expect(retried.status).toBe(200)
    expect(retried.body).toEqual(sent.body)
    for (const candidate of [a!, b!, c!]) {
      expect(await scoutsOf(db, sender.organisationId, candidate.id)).toBe(1)
    }
    expect(await scoutsOf(db, sender.organisationId, blocking.id)).toBe(0)
  })

  it('lets a trial account send only the rest of its month', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db, { trialRecruiter: true })
    for (let i = 0; i < TRIAL_SCOUTS_PER_MONTH - 1; i++) {
      await createScout(db, (await createCandidate(db)).id, {
        organisationId: sender.organisationId,
        senderUserId: sender.user.id,
      })
    }
    const ids = [(await createCandidate(db)).id, (await createCandidate(db)).id]
    const sent = await callApi(app, 'POST', BULK, sender.headers, {
      ...draft(sender.job.id),
      candidate_ids: ids,
    })
    expect(
      sent.body.results.map((r: { skipped_reason: string | null }) => r.skipped_reason),
    ).toEqual([null, 'trialScoutLimitExceeded'])
    const single = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id, { title: '別件' }),
      candidate_id: ids[1],
    })
    expect(single.status).toBe(422)
    expect(single.body.error.code).toBe('trialScoutLimitExceeded')
  })

  it("sends a quick scout to the newest matches of the recruiter's own saved search", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const colleague = await signInRecruiter(db, { organisationId: sender.organisationId })
    const matching = []
    for (let i = 0; i < 4; i++) {
      matching.push(
        await createCandidate(db, {
          profile: {
            selfPr: '連結決算とIFRS導入を担当しました',
            updatedAt: new Date(Date.now() - i * 60_000),
          },
        }),
      )
    }
    await createCandidate(db, { profile: { selfPr: '店舗運営の経験があります' } })
    const saved = await callApi(app, 'POST', '/api/v3/client/search_conditions', sender.headers, {
      name: 'IFRS',
      query: { keyword: 'IFRS' },
      notify_new_members: false,
    })
    expect(saved.status).toBe(201)

    const foreign = await callApi(app, 'POST', BULK, colleague.headers, {
      ...draft(sender.job.id),
      search_condition_id: saved.body.id,
      count: 10,
    })
    expect(foreign.status).toBe(404)

    const quick = await callApi(app, 'POST', BULK, sender.headers, {
      ...draft(sender.job.id),
      search_condition_id: saved.body.id,
      count: 3,
    })
    expect(quick.status).toBe(201)
    expect(quick.body.sent_count).toBe(3)
    expect(quick.body.results.map((r: { candidate_id: number }) => r.candidate_id)).toEqual(
      matching.slice(0, 3).map((candidate) => candidate.id),
    )
    // The next quick scout of the same search goes to whom the first left out.
    const next = await callApi(app, 'POST', BULK, sender.headers, {
      ...draft(sender.job.id),
      search_condition_id: saved.body.id,
      count: 3,
    })
    expect(next.body.results.map((r: { candidate_id: number }) => r.candidate_id)).toEqual([
      matching[3]!.id,
    ])
  })

  it('refuses more than the bulk maximum and a request naming no one', async () => {
    const { app, database } = await createTestApp()
    const sender = await scoutingRecruiter(database.db)
    const tooMany = await callApi(app, 'POST', BULK, sender.headers, {
      ...draft(sender.job.id),
      candidate_ids: Array.from({ length: SCOUT_BULK_MAX + 1 }, (_, i) => i + 1),
    })
    expect(tooMany.status).toBe(422)
    const nobody = await callApi(app, 'POST', BULK, sender.headers, draft(sender.job.id))
    expect(nobody.status).toBe(422)
    expect(Object.keys(issuesOf(nobody.body))).toEqual(['body.candidate_ids'])
  })

  it('never sends the same words twice when two sends race, and never touches another organisation', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const other = await scoutingRecruiter(db)
    const candidates = [await createCandidate(db), await createCandidate(db)]
    const words = draft(sender.job.id)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callApi(app, 'POST', BULK, sender.headers, {
          ...words,
          client_request_id: newKey(),
          candidate_ids: candidates.map((candidate) => candidate.id),
        }),
      ),
    )
    expect(answers.map((answer) => answer.body.sent_count).sort()).toEqual([0, 0, 0, 0, 2])
    for (const candidate of candidates) {
      expect(await scoutsOf(db, sender.organisationId, candidate.id)).toBe(1)
    }
    // The other organisation's request key space and rules are its own.
    const theirs = await callApi(app, 'POST', BULK, other.headers, {
      ...draft(other.job.id, { client_request_id: words.client_request_id }),
      candidate_ids: candidates.map((candidate) => candidate.id),
    })
    expect(theirs.status).toBe(201)
    expect(theirs.body.sent_count).toBe(2)
  })
})

describe('automatic reminders', () => {
  async function remindTemplate(db: DbOrTx, organisationId: number) {
    const [row] = await db
      .insert(scoutTemplates)
      .values({
        organisationId,
        templateType: 'remind',
        name: '再送',
        mailSubject: '【再送】{{scout_title}}',
        body: '{{job_seeker_name}}様\n{{position_name}}の件で再度ご連絡しました。\n\n{{scout_body}}',
      })
      .returning()
    return row!
  }

  it('times each reminder by the organisation business days, which it may change', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const template = await remindTemplate(db, sender.organisationId)
    const setting = '/api/v3/client/scout_remind_setting'
    expect((await callApi(app, 'GET', setting, sender.headers)).body).toEqual({ business_days: 5 })

    const before = new Date()
    const sent = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id),
      candidate_id: (await createCandidate(db)).id,
      remind_template_id: template.id,
    })
    expect(sent.body.send_state).toBe('resend_set')
    const due = new Date(sent.body.remind_due_at).getTime()
    expect(due).toBeGreaterThanOrEqual(addJapaneseBusinessDays(before, 5).getTime())
    expect(due).toBeLessThanOrEqual(addJapaneseBusinessDays(new Date(), 5).getTime())

    expect((await callApi(app, 'PUT', setting, sender.headers, { business_days: 4 })).status).toBe(
      422,
    )
    expect((await callApi(app, 'PUT', setting, sender.headers, { business_days: 3 })).body).toEqual(
      { business_days: 3 },
    )
    const later = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id),
      candidate_id: (await createCandidate(db)).id,
      remind_template_id: template.id,
    })
    expect(new Date(later.body.remind_due_at).getTime()).toBeLessThan(due)

    // Only a remind template of the organisation's own.
    const other = await scoutingRecruiter(db)
    const foreign = await remindTemplate(db, other.organisationId)
    const [normal] = await db
      .insert(scoutTemplates)
      .values({
        organisationId: sender.organisationId,
        templateType: 'normal',
        name: '初回',
        mailSubject: '件名',
        body: '本文',
      })
      .returning()
    for (const id of [foreign.id, normal!.id]) {
      const refused = await callApi(app, 'POST', SCOUTS, sender.headers, {
        ...draft(sender.job.id),
        candidate_id: (await createCandidate(db)).id,
        remind_template_id: id,
      })
      expect(refused.status).toBe(404)
    }
  })

  it('resends once to a candidate who did not answer, never to one who declined or replied, nor for a closed job', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const template = await remindTemplate(db, sender.organisationId)
    const silent = await signInCandidate(db, { fullName: '佐藤 一郎' })
    const declining = await signInCandidate(db)
    const replying = await signInCandidate(db)
    const forClosedJob = await signInCandidate(db)
    const closingJob = await createJobInfo(db, {
      organisationId: sender.organisationId,
      companyId: sender.company.id,
    })
    const send = async (candidateId: number, jobId = sender.job.id) =>
      (
        await callApi(app, 'POST', SCOUTS, sender.headers, {
          ...draft(jobId),
          candidate_id: candidateId,
          remind_template_id: template.id,
        })
      ).body
    const toSilent = await send(silent.user.id)
    const toDeclining = await send(declining.user.id)
    const toReplying = await send(replying.user.id)
    const toClosed = await send(forClosedJob.user.id, closingJob.id)
    await callApi(
      app,
      'POST',
      `/api/v3/candidate/scouts/${toDeclining.id}/decline`,
      declining.headers,
      { reason: 'not_now' },
    )
    await callApi(
      app,
      'POST',
      `/api/v3/candidate/scouts/${toReplying.id}/message`,
      replying.headers,
      {
        body: 'ぜひお話を伺いたいです',
        client_request_id: newKey(),
      },
    )
    const { jobInfos } = await import('@kakehashi/db')
    await db.update(jobInfos).set({ status: 'closed' }).where(eq(jobInfos.id, closingJob.id))
    await db.update(scouts).set({ remindDueAt: new Date(Date.now() - 60_000) })
    // Nothing is due before its time.
    expect(await sendDueReminders(app, new Date(Date.now() - 120_000))).toEqual({
      sent: 0,
      cancelled: 0,
    })

    // Two runs at once, as two processes would start them: each reminder goes once.
    const runs = await Promise.all([sendDueReminders(app), sendDueReminders(app)])
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(1)
    expect(await sendDueReminders(app)).toEqual({ sent: 0, cancelled: 0 })

    const states = await db
      .select({ id: scouts.id, sendState: scouts.sendState, remindedAt: scouts.remindedAt })
      .from(scouts)
    const stateOf = (id: number) => states.find((row) => row.id === id)!
    expect(stateOf(toSilent.id).sendState).toBe('resend_sent')
    expect(stateOf(toDeclining.id).sendState).toBe('sent')
    expect(stateOf(toReplying.id).sendState).toBe('sent')
    expect(stateOf(toClosed.id)).toMatchObject({ sendState: 'sent', remindedAt: null })

    // The candidate reads it in the thread, addressed by name, and the scout is unread again.
    expect(
      (await callApi(app, 'GET', '/api/v3/candidate/scouts/unread_count', silent.headers)).body,
    ).toEqual({ count: 1 })
    const thread = await callApi(
      app,
      'GET',
      `/api/v3/candidate/scouts/${toSilent.id}`,
      silent.headers,
    )
    expect(thread.body.send_state).toBe('resend_sent')
    expect(thread.body.messages).toHaveLength(1)
    expect(thread.body.messages[0]).toMatchObject({ sender_side: 'recruiter' })
    expect(thread.body.messages[0].body).toContain(
      '佐藤 一郎様\n経理マネージャーの件で再度ご連絡しました。',
    )
    expect(thread.body.messages[0].body).toContain('ご経歴を拝見しご連絡しました。')
    for (const candidate of [declining, replying, forClosedJob]) {
      const [scout] = (await callApi(app, 'GET', '/api/v3/candidate/scouts', candidate.headers))
        .body.scouts
      const read = await callApi(
        app,
        'GET',
        `/api/v3/candidate/scouts/${scout.id}`,
        candidate.headers,
      )
      expect(
        read.body.messages.filter((m: { sender_side: string }) => m.sender_side === 'recruiter'),
      ).toEqual([])
    }
  })

  it('sends no reminder after the contract has ended', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await scoutingRecruiter(db)
    const template = await remindTemplate(db, sender.organisationId)
    const sent = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id),
      candidate_id: (await createCandidate(db)).id,
      remind_template_id: template.id,
    })
    const { contracts } = await import('@kakehashi/db')
    await db
      .update(contracts)
      .set({ startsOn: dayFromToday(-400), endsOn: dayFromToday(-1) })
      .where(eq(contracts.organisationId, sender.organisationId))
    await db.update(scouts).set({ remindDueAt: new Date(Date.now() - 60_000) })
    expect(await sendDueReminders(app)).toEqual({ sent: 0, cancelled: 1 })
    const [row] = await db.select().from(scouts).where(eq(scouts.id, sent.body.id))
    expect(row!.sendState).toBe('sent')
  })
})
