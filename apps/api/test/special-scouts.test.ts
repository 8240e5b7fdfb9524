import {
  createCandidate,
  createCompany,
  createContract,
  createJobInfo,
  createScoutCampaign,
  type DbOrTx,
  refreshCandidateSearchDocuments,
  scoutCampaignJoins,
  scouts,
} from '@kakehashi/db'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { callApi, createTestApp, issuesOf, signInCandidate, signInRecruiter } from './helpers.ts'

const SCOUTS = '/api/v3/client/scouts'
const BULK = '/api/v3/client/scouts/bulk_create'
const DAY_MS = 24 * 60 * 60 * 1000

let requestNumber = 0
const newKey = () => `special-${Date.now()}-${++requestNumber}`

/** A recruiter of a company whose contract allows `quota` special scouts a month. */
async function specialSender(db: DbOrTx, contract: { quota?: number; weekPermitted?: boolean }) {
  const recruiter = await signInRecruiter(db)
  const organisationId = recruiter.organisation.id
  const company = await createCompany(db, { organisationId })
  await createContract(db, organisationId, {
    specialScoutMonthlyQuota: contract.quota ?? 30,
    specialScoutWeekPermitted: contract.weekPermitted ?? true,
  })
  const job = await createJobInfo(db, { organisationId, companyId: company.id, title: '財務部長' })
  return { ...recruiter, organisationId, job }
}

const special = (overrides: Record<string, unknown> = {}) => ({
  confirmed_salary: 1500,
  confirmed_position: 'manager',
  confirmed_interviewer: 'representative',
  custom_attraction: '財務改革をCFO直下で率いていただきたく、特別にご連絡しました。',
  guaranteed_high_salary: true,
  guaranteed_short_selection: true,
  valid_days: 14,
  ...overrides,
})

const draft = (jobId: number, overrides: Record<string, unknown> = {}) => ({
  job_info_id: jobId,
  title: '財務部長のポジションについて',
  body: 'ご経歴を拝見しご連絡しました。',
  special: special(),
  client_request_id: newKey(),
  ...overrides,
})

async function specialScoutsOf(db: DbOrTx, organisationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(scouts)
    .where(and(eq(scouts.organisationId, organisationId), eq(scouts.isSpecial, true)))
  return row?.total ?? 0
}

const reasons = (body: { results: { skipped_reason: string | null }[] }) =>
  body.results.map((result) => result.skipped_reason)

describe('special scouts', () => {
  it('carries its terms to the candidate, expires, and spends one of the month', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await specialSender(db, { quota: 3 })
    const candidate = await signInCandidate(db)
    const before = await callApi(app, 'GET', '/api/v3/client/contract', sender.headers)
    expect(before.body.contract.special_scouts_remaining).toBe(3)

    const sent = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id),
      candidate_id: candidate.user.id,
    })
    expect(sent.status).toBe(201)
    expect(sent.body.is_special).toBe(true)
    const expiresIn = Date.parse(sent.body.expires_at) - Date.now()
    expect(expiresIn).toBeGreaterThan(13.9 * DAY_MS)
    expect(expiresIn).toBeLessThanOrEqual(14 * DAY_MS)

    const after = await callApi(app, 'GET', '/api/v3/client/contract', sender.headers)
    expect(after.body.contract.special_scouts_remaining).toBe(2)

    const read = await callApi(
      app,
      'GET',
      `/api/v3/candidate/scouts/${sent.body.id}`,
      candidate.headers,
    )
    expect(read.body).toMatchObject({
      is_special: true,
      is_expired: false,
      special: {
        confirmed_salary: 1500,
        confirmed_position: 'manager',
        confirmed_interviewer: 'representative',
        custom_attraction: special().custom_attraction,
        guaranteed_high_salary: true,
        guaranteed_short_selection: true,
      },
    })
    // An ordinary scout spends nothing of the quota.
    const ordinary = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id, { special: null, title: '別件のご案内' }),
      candidate_id: (await createCandidate(db)).id,
    })
    expect(ordinary.status).toBe(201)
    expect(ordinary.body.is_special).toBe(false)
    expect(ordinary.body.expires_at).toBeNull()
    const still = await callApi(app, 'GET', '/api/v3/client/contract', sender.headers)
    expect(still.body.contract.special_scouts_remaining).toBe(2)
  })

  it('asks for the pitch with its own message and checks the salary and validity', async () => {
    const { app, database } = await createTestApp()
    const sender = await specialSender(database.db, {})
    const candidate = await createCandidate(database.db)
    const answer = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id, {
        special: special({ custom_attraction: '  ', confirmed_salary: -1, valid_days: 9 }),
      }),
      candidate_id: candidate.id,
    })
    expect(answer.status).toBe(422)
    const issues = issuesOf(answer.body)
    expect(issues['body.special.custom_attraction']).toBe('候補者へのアピール文を入力してください')
    expect(issues['body.special.confirmed_salary']).toBeDefined()
    expect(issues['body.special.valid_days']).toBeDefined()
    expect(await specialScoutsOf(database.db, sender.organisationId)).toBe(0)
  })

  it('sends a bulk special scout to as many as the month has left and skips the rest', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await specialSender(db, { quota: 3 })
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push((await createCandidate(db)).id)
    const bulk = await callApi(app, 'POST', BULK, sender.headers, {
      ...draft(sender.job.id),
      candidate_ids: ids,
    })
    expect(bulk.status).toBe(201)
    expect(bulk.body).toMatchObject({ sent_count: 3, skipped_count: 2 })
    expect(reasons(bulk.body)).toEqual([
      null,
      null,
      null,
      'specialScoutQuotaExceeded',
      'specialScoutQuotaExceeded',
    ])
    const single = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id, { title: '改めてのご案内' }),
      candidate_id: ids[4],
    })
    expect(single.status).toBe(422)
    expect(single.body.error.code).toBe('specialScoutQuotaExceeded')
    // An ordinary scout still goes.
    const ordinary = await callApi(app, 'POST', SCOUTS, sender.headers, {
      ...draft(sender.job.id, { title: '改めてのご案内', special: null }),
      candidate_id: ids[4],
    })
    expect(ordinary.status).toBe(201)
    expect(await specialScoutsOf(db, sender.organisationId)).toBe(3)
  })

  it('never overdraws the quota when 10 special scouts are sent at once', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sender = await specialSender(db, { quota: 4 })
    const ids: number[] = []
    for (let i = 0; i < 10; i++) ids.push((await createCandidate(db)).id)
    const answers = await Promise.all(
      ids.map((id) =>
        callApi(app, 'POST', SCOUTS, sender.headers, {
          ...draft(sender.job.id),
          candidate_id: id,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 201, 201, 201, 422, 422, 422, 422, 422, 422])
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body.error.code).toBe('specialScoutQuotaExceeded')
    }
    expect(await specialScoutsOf(db, sender.organisationId)).toBe(4)
    const contract = await callApi(app, 'GET', '/api/v3/client/contract', sender.headers)
    expect(contract.body.contract.special_scouts_remaining).toBe(0)
  })

  it("holds a Special Scout Week's joined candidates to its threshold and marks them for permitted organisations", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const week = await createScoutCampaign(db, { highSalaryThreshold: 1200 })
    const joined = await createCandidate(db)
    const left = await createCandidate(db)
    const other = await createCandidate(db)
    await db.insert(scoutCampaignJoins).values([
      { scoutCampaignId: week.id, userId: joined.id, isJoined: true },
      { scoutCampaignId: week.id, userId: left.id, isJoined: false },
    ])
    const permitted = await specialSender(db, { weekPermitted: true })
    const outsider = await specialSender(db, { weekPermitted: false })

    const low = await callApi(app, 'POST', BULK, permitted.headers, {
      ...draft(permitted.job.id, { special: special({ confirmed_salary: 1000 }) }),
      candidate_ids: [joined.id, left.id, other.id],
    })
    expect(reasons(low.body)).toEqual(['specialScoutBelowWeekThreshold', null, null])
    // Refused, nothing was sent: the same form, mended, sends with its key.
    const key = newKey()
    const refused = await callApi(app, 'POST', SCOUTS, permitted.headers, {
      ...draft(permitted.job.id, { special: special({ confirmed_salary: 1199 }) }),
      client_request_id: key,
      candidate_id: joined.id,
    })
    expect(refused.body.error.code).toBe('specialScoutBelowWeekThreshold')
    const high = await callApi(app, 'POST', SCOUTS, permitted.headers, {
      ...draft(permitted.job.id, { special: special({ confirmed_salary: 1200 }) }),
      client_request_id: key,
      candidate_id: joined.id,
    })
    expect(high.status).toBe(201)
    // The threshold is the candidate's promise, whoever sends.
    const outsiderLow = await callApi(app, 'POST', SCOUTS, outsider.headers, {
      ...draft(outsider.job.id, { special: special({ confirmed_salary: 1000 }) }),
      candidate_id: joined.id,
    })
    expect(outsiderLow.body.error.code).toBe('specialScoutBelowWeekThreshold')

    await refreshCandidateSearchDocuments(db, [joined.id, left.id, other.id])
    const marks = async (headers: Record<string, string>) => {
      const found = await callApi(
        app,
        'GET',
        '/api/v3/client/candidates?per=100&include_recently_scouted=true',
        headers,
      )
      expect(found.status).toBe(200)
      return Object.fromEntries(
        found.body.candidates.map(
          (row: {
            candidate: { id: number }
            organisation_state: { special_scout_week_threshold: number | null }
          }) => [row.candidate.id, row.organisation_state.special_scout_week_threshold],
        ),
      )
    }
    expect(await marks(permitted.headers)).toMatchObject({
      [joined.id]: 1200,
      [left.id]: null,
      [other.id]: null,
    })
    expect(await marks(outsider.headers)).toMatchObject({
      [joined.id]: null,
      [left.id]: null,
      [other.id]: null,
    })
  })
})
