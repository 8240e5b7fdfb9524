import {
  createCandidate,
  createCompany,
  createContract,
  createJobInfo,
  type DbOrTx,
  jobInfoScoutAssists,
  jobInfos,
  refreshCandidateSearchDocuments,
  scouts,
  scoutTemplates,
} from '@kakehashi/db'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { japanDateInDays } from '../src/lib/japan-date-time.ts'
import { runScoutAssists } from '../src/modules/scout-assists/scout-assist-job.ts'
import { callApi, createTestApp, issuesOf, signInRecruiter } from './helpers.ts'

const ASSISTS = '/api/v3/client/job_info_scout_assists'
const assistOfJob = (jobId: number) => `/api/v3/client/job_infos/${jobId}/scout_assist`

/** A recruiter with a running contract, an open job, a normal template and a saved search. */
async function assistant(app: App, db: DbOrTx) {
  const recruiter = await signInRecruiter(db)
  const organisationId = recruiter.organisation.id
  const company = await createCompany(db, { organisationId })
  await createContract(db, organisationId)
  const job = await createJobInfo(db, { organisationId, companyId: company.id, title: '経理課長' })
  const [template] = await db
    .insert(scoutTemplates)
    .values({
      organisationId,
      templateType: 'normal',
      name: '経理職のご案内',
      mailSubject: '{{scout_title}}',
      body: '{{job_seeker_name}}様\n{{scout_body}}',
    })
    .returning()
  const saved = await callApi(app, 'POST', '/api/v3/client/search_conditions', recruiter.headers, {
    name: '経理の経験者',
    query: {},
    notify_new_members: false,
    client_request_id: `search-${organisationId}`,
  })
  expect(saved.status).toBe(201)
  return { ...recruiter, organisationId, job, template: template!, searchId: saved.body.id }
}

const conditions = (
  owner: Awaited<ReturnType<typeof assistant>>,
  overrides: Record<string, unknown> = {},
) => ({
  job_info_id: owner.job.id,
  search_condition_id: owner.searchId,
  scout_template_id: owner.template.id,
  title: '{{position_name}}のご案内',
  body: 'ご経歴を拝見しご連絡しました。',
  daily_limit: 3,
  ends_on: japanDateInDays(30),
  ...overrides,
})

async function candidates(db: DbOrTx, count: number): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) ids.push((await createCandidate(db)).id)
  await refreshCandidateSearchDocuments(db, ids)
  return ids
}

async function assistedScouts(db: DbOrTx, assistId: number) {
  return db
    .select({ candidateId: scouts.candidateUserId, sentAt: scouts.sentAt })
    .from(scouts)
    .where(eq(scouts.scoutAssistId, assistId))
}

/** Moves what the assist sent to yesterday: a new day begins for its limit. */
async function nextDay(db: DbOrTx, assistId: number) {
  await db.execute(sql`update scouts set sent_at = sent_at - interval '1 day'
    where scout_assist_id = ${assistId}`)
}

describe('scout assist settings', () => {
  it("sets a job's assist from the recruiter's own search and the organisation's templates, changes and stops it", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const owner = await assistant(app, db)
    expect((await callApi(app, 'GET', assistOfJob(owner.job.id), owner.headers)).body).toEqual({
      scout_assist: null,
    })

    const created = await callApi(app, 'POST', ASSISTS, owner.headers, conditions(owner))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      job_info_id: owner.job.id,
      search_condition: { id: owner.searchId, name: '経理の経験者' },
      scout_template: { id: owner.template.id, name: '経理職のご案内' },
      remind_template: null,
      daily_limit: 3,
      state: 'active',
      sent_today: 0,
      sent_total: 0,
    })
    // One assist a job.
    const again = await callApi(app, 'POST', ASSISTS, owner.headers, conditions(owner))
    expect(again.status).toBe(409)

    const changed = await callApi(
      app,
      'PATCH',
      `${ASSISTS}/${created.body.id}`,
      owner.headers,
      conditions(owner, { daily_limit: 10, job_info_id: undefined }),
    )
    expect(changed.status).toBe(200)
    expect(changed.body.daily_limit).toBe(10)
    const read = await callApi(app, 'GET', assistOfJob(owner.job.id), owner.headers)
    expect(read.body.scout_assist.daily_limit).toBe(10)

    // Bad conditions are refused on their field, in the caller's words.
    const bad = await callApi(
      app,
      'POST',
      ASSISTS,
      owner.headers,
      conditions(owner, { ends_on: japanDateInDays(-1), daily_limit: 0, title: '' }),
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(issuesOf(bad.body)).sort()).toEqual(['body.daily_limit', 'body.title'])
    const past = await callApi(
      app,
      'PATCH',
      `${ASSISTS}/${created.body.id}`,
      owner.headers,
      conditions(owner, { ends_on: japanDateInDays(-1), job_info_id: undefined }),
    )
    expect(issuesOf(past.body)['body.ends_on']).toBe('本日から90日後までの日付を選んでください')

    const stopped = await callApi(app, 'DELETE', `${ASSISTS}/${created.body.id}`, owner.headers)
    expect(stopped.status).toBe(204)
    expect((await callApi(app, 'GET', assistOfJob(owner.job.id), owner.headers)).body).toEqual({
      scout_assist: null,
    })
  })

  it("answers 404 for another organisation's job, assist, search or template, and for a co-worker's search", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const owner = await assistant(app, db)
    const stranger = await assistant(app, db)
    const coworker = await signInRecruiter(db, { organisationId: owner.organisationId })
    const created = await callApi(app, 'POST', ASSISTS, owner.headers, conditions(owner))
    const id = created.body.id

    expect((await callApi(app, 'GET', assistOfJob(owner.job.id), stranger.headers)).status).toBe(
      404,
    )
    const patch = await callApi(
      app,
      'PATCH',
      `${ASSISTS}/${id}`,
      stranger.headers,
      conditions(stranger, { job_info_id: undefined }),
    )
    expect(patch.status).toBe(404)
    expect((await callApi(app, 'DELETE', `${ASSISTS}/${id}`, stranger.headers)).status).toBe(404)
    const foreignJob = await callApi(
      app,
      'POST',
      ASSISTS,
      stranger.headers,
      conditions(stranger, { job_info_id: owner.job.id }),
    )
    expect(foreignJob.status).toBe(404)
    const foreignTemplate = await callApi(
      app,
      'POST',
      ASSISTS,
      stranger.headers,
      conditions(stranger, { scout_template_id: owner.template.id }),
    )
    expect(foreignTemplate.status).toBe(404)
    // A co-worker may change the assist, but only with a search of their own.
    const coworkersEdit = await callApi(
      app,
      'PATCH',
      `${ASSISTS}/${id}`,
      coworker.headers,
      conditions(owner, { job_info_id: undefined }),
    )
    expect(coworkersEdit.status).toBe(404)
    const [row] = await db.select().from(jobInfoScoutAssists)
    expect(row?.senderUserId).toBe(owner.user.id)
  })
})

describe('the scout assist job', () => {
  it('sends each day up to its limit to members it has not reached, never twice to one, and once when two runs race', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const owner = await assistant(app, db)
    const first = await candidates(db, 4)
    const created = await callApi(app, 'POST', ASSISTS, owner.headers, conditions(owner))
    const id = created.body.id

    // Two runs at once: the assist is taken by one, its limit spent once.
    const runs = await Promise.all([runScoutAssists(app), runScoutAssists(app)])
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 3])
    expect(await assistedScouts(db, id)).toHaveLength(3)
    // The same day again: the limit is spent.
    expect((await runScoutAssists(app)).sent).toBe(0)
    const read = await callApi(app, 'GET', assistOfJob(owner.job.id), owner.headers)
    expect(read.body.scout_assist).toMatchObject({ sent_today: 3, sent_total: 3, state: 'active' })

    // The next day: the one member it has not reached, and a member who joined since.
    await nextDay(db, id)
    const [newcomer] = await candidates(db, 1)
    expect((await runScoutAssists(app)).sent).toBe(2)
    const reached = (await assistedScouts(db, id)).map((scout) => scout.candidateId)
    expect(reached).toHaveLength(5)
    expect(new Set(reached)).toEqual(new Set([...first, newcomer]))

    // The scouts are the organisation's own, in the sender's name, through the template.
    const [scout] = await db.select().from(scouts).where(eq(scouts.scoutAssistId, id)).limit(1)
    expect(scout).toMatchObject({
      organisationId: owner.organisationId,
      senderUserId: owner.user.id,
      jobInfoId: owner.job.id,
      scoutTemplateId: owner.template.id,
      title: '経理課長のご案内',
      body: '{{job_seeker_name}}様\nご経歴を拝見しご連絡しました。',
    })
  })

  it('sends nothing for a closed job or past its end date, and says why', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const owner = await assistant(app, db)
    await candidates(db, 2)
    const created = await callApi(app, 'POST', ASSISTS, owner.headers, conditions(owner))
    await db.update(jobInfos).set({ status: 'closed' }).where(eq(jobInfos.id, owner.job.id))
    expect((await runScoutAssists(app)).sent).toBe(0)
    const blocked = await callApi(app, 'GET', assistOfJob(owner.job.id), owner.headers)
    expect(blocked.body.scout_assist).toMatchObject({
      state: 'blocked',
      last_refusal: 'invalidJobInfoEffectivePeriod',
      sent_total: 0,
    })

    await db.update(jobInfos).set({ status: 'open' }).where(eq(jobInfos.id, owner.job.id))
    await db
      .update(jobInfoScoutAssists)
      .set({ endsOn: japanDateInDays(-1) })
      .where(eq(jobInfoScoutAssists.id, created.body.id))
    expect((await runScoutAssists(app)).sent).toBe(0)
    const ended = await callApi(app, 'GET', assistOfJob(owner.job.id), owner.headers)
    expect(ended.body.scout_assist.state).toBe('ended')
    expect(await assistedScouts(db, created.body.id)).toHaveLength(0)
  })
})
