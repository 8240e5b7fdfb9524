import { randomUUID } from 'node:crypto'
import {
  JOB_EXTENSION_DAYS,
  type JobInfoBodyInput,
  type JobInfoCreateBodyInput,
} from '@kakehashi/contracts'
import { createAgent, createCompany, type Database, dayFromToday, jobInfos } from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, type SignedInUser, signInRecruiter } from './helpers.ts'

const BASE = '/api/v3/client/job_infos'

/**
 * A complete body: an open job that any test changes by spreading over it. Each one carries a
 * request key of its own, as each draft of the form does; a PUT ignores it.
 */
function jobBody(overrides: Partial<JobInfoCreateBodyInput> = {}): JobInfoCreateBodyInput {
  return {
    client_request_id: randomUUID(),
    title: '財務経理マネージャー（連結決算）',
    position: 'マネージャー',
    division: '財務経理部',
    industry_id: 1,
    job_type_ids: [],
    prefecture_id: 13,
    work_place_description: '東京都港区（週2日リモート可）',
    salary_min: 800,
    salary_max: 1200,
    salary_display_option: 'annual_income_or_more',
    salary_supplement: '前職の年収を考慮します',
    job_description: '連結決算と開示業務の取りまとめをお任せします。',
    attraction: '上場準備に携われます',
    requirement: '連結決算の実務経験3年以上',
    welcome_skill: 'USCPA',
    employment_selection: '書類選考、面接2回',
    employment_type: 'full_time',
    duties_change_scope: '会社の定める業務',
    workplace_change_scope: '会社の定める事業所',
    contract_renewal_limit: '',
    job_info_tag_ids: [],
    recruitment_start_on: dayFromToday(-1),
    recruitment_end_on: dayFromToday(60),
    outer_link: 'https://example.com/careers/finance',
    status: 'open',
    ...overrides,
  }
}

interface Recruiter extends SignedInUser {
  organisation: { id: number }
}

/** A company recruiter whose organisation has its catalogue company. */
async function companyRecruiter(database: Database) {
  const recruiter = await signInRecruiter(database.db)
  const company = await createCompany(database.db, {
    organisationId: recruiter.organisation.id,
    name: 'みらい総研株式会社',
  })
  return { ...recruiter, company }
}

async function firstJobTypeIds(app: App, recruiter: Recruiter): Promise<number[]> {
  const parents = await app.inject({
    method: 'GET',
    url: '/api/v3/client/job_types',
    headers: recruiter.headers,
  })
  expect(parents.statusCode).toBe(200)
  const parentId = parents.json().job_types[0].id as number
  const children = await app.inject({
    method: 'GET',
    url: `/api/v3/client/job_types/children?parent_ids=${parentId}`,
    headers: recruiter.headers,
  })
  expect(children.statusCode).toBe(200)
  const childIds = (children.json().job_types as { id: number; parent_id: number }[]).map(
    (type) => {
      expect(type.parent_id).toBe(parentId)
      return type.id
    },
  )
  return [parentId, ...childIds]
}

function send(
  app: App,
  recruiter: Recruiter,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: recruiter.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

const issuePaths = (response: { json: () => { error: { issues?: { path: string[] }[] } } }) =>
  (response.json().error.issues ?? []).map((issue) => issue.path.join('.'))

async function publicSearchIds(app: App, keyword: string): Promise<number[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v3/search_job_infos?keyword=${encodeURIComponent(keyword)}`,
  })
  expect(response.statusCode).toBe(200)
  return (response.json().job_infos as { id: number }[]).map((job) => job.id)
}

async function sitemapPaths(app: App): Promise<string[]> {
  const index = await app.inject({ method: 'GET', url: '/api/v3/sitemap' })
  const paths: string[] = []
  for (const sitemap of index.json().sitemaps as { kind: string; page: number }[]) {
    const page = await app.inject({
      method: 'GET',
      url: `/api/v3/sitemap/${sitemap.kind}/${sitemap.page}`,
    })
    paths.push(...(page.json().urls as { path: string }[]).map((url) => url.path))
  }
  return paths
}

describe('job management: a job from draft to closed', () => {
  it('validates, publishes, hides, extends and closes a job of the caller’s organisation', async () => {
    const { app, database } = await createTestApp()
    const recruiter = await companyRecruiter(database)
    const typeIds = await firstJobTypeIds(app, recruiter)

    // A draft may leave the recruitment period empty.
    const draft = await send(app, recruiter, 'POST', BASE, {
      ...jobBody({ job_type_ids: typeIds.slice(0, 1), status: 'draft' }),
      recruitment_start_on: null,
      recruitment_end_on: null,
    })
    expect(draft.statusCode).toBe(201)
    expect(draft.json()).toMatchObject({
      status: 'draft',
      published_at: null,
      is_public: false,
      can_delete: true,
      company_id: recruiter.company.id,
      display_company_name: 'みらい総研株式会社',
      publisher_type: 'Company',
    })

    // Each bad field answers 422 with its path.
    const cases: [Partial<JobInfoBodyInput>, string][] = [
      [{ title: '' }, 'body.title'],
      [{ title: 'あ'.repeat(256) }, 'body.title'],
      [{ title: '営業マネージャー😀' }, 'body.title'],
      [{ job_type_ids: [] }, 'body.job_type_ids'],
      [{ job_type_ids: typeIds.slice(0, 4) }, 'body.job_type_ids'],
      [{ industry_id: undefined }, 'body.industry_id'],
      [{ prefecture_id: undefined }, 'body.prefecture_id'],
      [{ salary_min: null, salary_max: null }, 'body.salary_min'],
      [{ salary_min: 1000, salary_max: 900 }, 'body.salary_max'],
      [{ salary_max: 100000 }, 'body.salary_max'],
      [{ job_description: ' ' }, 'body.job_description'],
      [{ requirement: '' }, 'body.requirement'],
      [{ duties_change_scope: '' }, 'body.duties_change_scope'],
      [{ workplace_change_scope: '' }, 'body.workplace_change_scope'],
      [{ employment_type: 'contract', contract_renewal_limit: '' }, 'body.contract_renewal_limit'],
      [{ recruitment_end_on: null }, 'body.recruitment_end_on'],
      [
        { recruitment_start_on: dayFromToday(10), recruitment_end_on: dayFromToday(5) },
        'body.recruitment_end_on',
      ],
      [{ recruitment_start_on: '2024-02-30' }, 'body.recruitment_start_on'],
      [{ outer_link: 'javascript:alert(1)' }, 'body.outer_link'],
      [{ status: 'closed' as never }, 'body.status'],
      [{ industry_id: 999999 }, 'body.industry_id'],
      [{ job_info_tag_ids: [999999] }, 'body.job_info_tag_ids'],
    ]
    for (const [overrides, path] of cases) {
      const refused = await send(
        app,
        recruiter,
        'POST',
        BASE,
        jobBody({ job_type_ids: typeIds.slice(0, 1), ...overrides }),
      )
      expect(refused.statusCode, path).toBe(422)
      expect(issuePaths(refused), path).toContain(path)
    }

    // Open: found at once by a two-character word of its title.
    const created = await send(
      app,
      recruiter,
      'POST',
      BASE,
      jobBody({ job_type_ids: typeIds.slice(0, 2), title: '連結決算リーダー' }),
    )
    expect(created.statusCode).toBe(201)
    const job = created.json()
    expect(job).toMatchObject({
      status: 'open',
      is_public: true,
      public_path: `/job_infos/${job.id}`,
      duties_change_scope: '会社の定める業務',
      workplace_change_scope: '会社の定める事業所',
    })
    expect(job.published_at).not.toBeNull()
    expect(job.job_type_ids).toHaveLength(2)
    expect(await publicSearchIds(app, '連結')).toContain(job.id)

    const publicDetail = await app.inject({ method: 'GET', url: `/api/v3/job_infos/${job.id}` })
    expect(publicDetail.statusCode).toBe(200)
    expect(publicDetail.json()).toMatchObject({
      duties_change_scope: '会社の定める業務',
      workplace_change_scope: '会社の定める事業所',
      contract_renewal_limit: '',
      information_as_of: job.updated_at,
    })
    expect(await sitemapPaths(app)).toContain(`/job_infos/${job.id}`)

    // Scout-only: gone from every public place, publication date kept.
    const scoutOnly = await send(
      app,
      recruiter,
      'PUT',
      `${BASE}/${job.id}`,
      jobBody({
        job_type_ids: typeIds.slice(0, 2),
        title: '連結決算リーダー',
        status: 'open_for_scout',
      }),
    )
    expect(scoutOnly.statusCode).toBe(200)
    expect(scoutOnly.json()).toMatchObject({
      status: 'open_for_scout',
      is_public: false,
      published_at: job.published_at,
    })
    expect(
      (await app.inject({ method: 'GET', url: `/api/v3/job_infos/${job.id}` })).statusCode,
    ).toBe(404)
    expect(await publicSearchIds(app, '連結')).not.toContain(job.id)
    expect(await sitemapPaths(app)).not.toContain(`/job_infos/${job.id}`)

    // Not yet near its end: extending is refused.
    const early = await send(app, recruiter, 'POST', `${BASE}/${job.id}/extend`)
    expect(early.statusCode).toBe(422)
    expect(early.json().error.code).toBe('jobNotExtendable')

    // Expired: extended 90 days from today.
    await database.db
      .update(jobInfos)
      .set({ recruitmentStartOn: dayFromToday(-100), recruitmentEndOn: dayFromToday(-3) })
      .where(eq(jobInfos.id, job.id))
    const expired = (await send(app, recruiter, 'GET', `${BASE}/${job.id}`)).json()
    expect(expired).toMatchObject({ is_expired: true, can_extend: true, days_left: -3 })
    const extended = await send(app, recruiter, 'POST', `${BASE}/${job.id}/extend`)
    expect(extended.statusCode).toBe(200)
    expect(extended.json()).toMatchObject({
      recruitment_end_on: dayFromToday(JOB_EXTENSION_DAYS),
      days_left: JOB_EXTENSION_DAYS,
      is_expired: false,
      can_extend: false,
    })

    // Ending in 10 days: extended from its end date.
    await database.db
      .update(jobInfos)
      .set({ recruitmentEndOn: dayFromToday(10) })
      .where(eq(jobInfos.id, job.id))
    const expiring = await send(app, recruiter, 'POST', `${BASE}/${job.id}/extend`)
    expect(expiring.json().recruitment_end_on).toBe(dayFromToday(10 + JOB_EXTENSION_DAYS))

    // Close, then close again.
    const closed = await send(app, recruiter, 'POST', `${BASE}/${job.id}/close`)
    expect(closed.statusCode).toBe(200)
    expect(closed.json()).toMatchObject({ status: 'closed', can_close: false })
    const again = await send(app, recruiter, 'POST', `${BASE}/${job.id}/close`)
    expect(again.statusCode).toBe(422)
    expect(again.json().error).toMatchObject({
      code: 'recruitmentAlreadyClosed',
      message: 'The recruitment has already been closed',
    })

    // Only drafts may be deleted.
    const notDraft = await send(app, recruiter, 'DELETE', `${BASE}/${job.id}`)
    expect(notDraft.statusCode).toBe(422)
    expect(notDraft.json().error.code).toBe('jobNotDeletable')
    expect((await send(app, recruiter, 'DELETE', `${BASE}/${draft.json().id}`)).statusCode).toBe(
      204,
    )
    expect((await send(app, recruiter, 'GET', `${BASE}/${draft.json().id}`)).statusCode).toBe(404)
  })

  it('answers 404 to another organisation for every id, and changes nothing', async () => {
    const { app, database } = await createTestApp()
    const owner = await companyRecruiter(database)
    const typeIds = await firstJobTypeIds(app, owner)
    const job = (
      await send(app, owner, 'POST', BASE, jobBody({ job_type_ids: typeIds.slice(0, 1) }))
    ).json()
    const draft = (
      await send(
        app,
        owner,
        'POST',
        BASE,
        jobBody({ job_type_ids: typeIds.slice(0, 1), status: 'draft', title: '下書き' }),
      )
    ).json()
    const stranger = await companyRecruiter(database)
    const agentStranger = await signInRecruiter(database.db, { roleType: 'Agent' })

    for (const other of [stranger, agentStranger]) {
      for (const [method, url, payload] of [
        ['GET', `${BASE}/${job.id}`],
        ['PUT', `${BASE}/${job.id}`, jobBody({ job_type_ids: typeIds.slice(0, 1) })],
        ['DELETE', `${BASE}/${draft.id}`],
        ['POST', `${BASE}/${job.id}/extend`],
        ['POST', `${BASE}/${job.id}/close`],
      ] as const) {
        const response = await send(app, other, method, url, payload)
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.json().error.code).toBe('notFound')
      }
      const list = (await send(app, other, 'GET', BASE)).json()
      expect(list.job_infos).toEqual([])
      expect(list.pagination.total_count).toBe(0)
    }
    expect((await send(app, owner, 'GET', `${BASE}/${job.id}`)).json().status).toBe('open')
    expect((await send(app, owner, 'GET', `${BASE}/${draft.id}`)).statusCode).toBe(200)
  })

  it('needs the job_infos permission and a recruiter', async () => {
    const { app, database } = await createTestApp()
    expect((await app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401)
    const limited = await signInRecruiter(database.db, { permissions: ['dashboard'] })
    expect((await send(app, limited, 'GET', BASE)).statusCode).toBe(403)
  })
})

describe('job management: saving', () => {
  it('answers a save as the job reads afterwards, its job types and tags replaced', async () => {
    const { app, database } = await createTestApp()
    const recruiter = await companyRecruiter(database)
    const typeIds = await firstJobTypeIds(app, recruiter)
    const tags = (await app.inject({ method: 'GET', url: '/api/v3/job_info_tags' })).json()
      .job_info_tags as { id: number }[]
    const tagIds = tags.slice(0, 3).map((tag) => tag.id)
    expect(tagIds).toHaveLength(3)
    const readBack = async (id: number) =>
      (await send(app, recruiter, 'GET', `${BASE}/${id}`)).json()

    const created = await send(
      app,
      recruiter,
      'POST',
      BASE,
      jobBody({ job_type_ids: typeIds.slice(0, 2), job_info_tag_ids: tagIds.slice(0, 2) }),
    )
    expect(created.statusCode).toBe(201)
    const id = created.json().id as number
    expect(created.json()).toEqual(await readBack(id))

    for (const [types, tagsWanted] of [
      [typeIds.slice(1, 3), tagIds.slice(1, 3)],
      [typeIds.slice(1, 3).reverse(), []],
      [typeIds.slice(0, 1), tagIds],
    ] as const) {
      const saved = await send(
        app,
        recruiter,
        'PUT',
        `${BASE}/${id}`,
        jobBody({ job_type_ids: [...types], job_info_tag_ids: [...tagsWanted], status: 'draft' }),
      )
      expect(saved.statusCode).toBe(200)
      expect([...saved.json().job_type_ids].sort()).toEqual([...types].sort())
      expect([...saved.json().job_info_tag_ids].sort()).toEqual([...tagsWanted].sort())
      expect(saved.json()).toEqual(await readBack(id))
    }
  })
})

describe('job management: agents', () => {
  it('publishes for a client company, hidden as 社名非公開 when asked', async () => {
    const { app, database } = await createTestApp()
    const recruiter = await signInRecruiter(database.db, { roleType: 'Agent' })
    const agent = await createAgent(database.db, { organisationId: recruiter.organisation.id })
    const client = await createCompany(database.db, {
      organisationId: null,
      name: 'あおぞら証券株式会社',
    })
    const typeIds = (await firstJobTypeIds(app, recruiter)).slice(0, 1)

    const missing = await send(app, recruiter, 'POST', BASE, jobBody({ job_type_ids: typeIds }))
    expect(missing.statusCode).toBe(422)
    expect(issuePaths(missing)).toContain('body.company_id')

    const hidden = await send(
      app,
      recruiter,
      'POST',
      BASE,
      jobBody({
        job_type_ids: typeIds,
        title: '債券トレーダー',
        company_id: client.id,
        hide_company: true,
      }),
    )
    expect(hidden.statusCode).toBe(201)
    expect(hidden.json()).toEqual(
      (await send(app, recruiter, 'GET', `${BASE}/${hidden.json().id}`)).json(),
    )
    expect(hidden.json()).toMatchObject({
      publisher_type: 'Agent',
      company_id: client.id,
      hide_company: true,
      display_company_name: '社名非公開',
    })
    const publicJob = (
      await app.inject({ method: 'GET', url: `/api/v3/job_infos/${hidden.json().id}` })
    ).json()
    expect(publicJob).toMatchObject({
      display_company_name: '社名非公開',
      company: { id: null, name: '社名非公開' },
      agent: { id: agent.id },
    })
    // The hidden company's name does not find the job.
    expect(await publicSearchIds(app, 'あおぞら証券')).not.toContain(hidden.json().id)
    expect(await publicSearchIds(app, '債券')).toContain(hidden.json().id)

    const named = await send(
      app,
      recruiter,
      'POST',
      BASE,
      jobBody({ job_type_ids: typeIds, title: '株式営業', company_text: '外資系投資銀行A社' }),
    )
    expect(named.statusCode).toBe(201)
    expect(named.json()).toMatchObject({
      company_id: null,
      company_text: '外資系投資銀行A社',
      display_company_name: '外資系投資銀行A社',
    })
  })
})

describe('job management: creating twice', () => {
  it('answers the first job to a create sent again with its request key', async () => {
    const { app, database } = await createTestApp()
    const recruiter = await companyRecruiter(database)
    const body = jobBody({ job_type_ids: (await firstJobTypeIds(app, recruiter)).slice(0, 2) })

    // Two at once (a double click): one job, the second answer is the first job.
    const [first, second] = await Promise.all([
      send(app, recruiter, 'POST', BASE, body),
      send(app, recruiter, 'POST', BASE, body),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201])
    expect(first.json().id).toBe(second.json().id)
    expect(second.json()).toEqual(first.json())

    // Later (a retry after a lost answer), even after an edit: still the first job.
    await send(app, recruiter, 'PUT', `${BASE}/${first.json().id}`, { ...body, title: '経理部長' })
    const retry = await send(app, recruiter, 'POST', BASE, body)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toMatchObject({ id: first.json().id, title: '経理部長' })

    // The same body under another key is another job.
    const other = await send(app, recruiter, 'POST', BASE, {
      ...body,
      client_request_id: randomUUID(),
    })
    expect(other.statusCode).toBe(201)
    expect(other.json().id).not.toBe(first.json().id)
    expect((await send(app, recruiter, 'GET', BASE)).json().pagination.total_count).toBe(2)

    // A key is one organisation's: another organisation using it creates its own job.
    const stranger = await companyRecruiter(database)
    const theirs = await send(app, stranger, 'POST', BASE, body)
    expect(theirs.statusCode).toBe(201)
    expect(theirs.json().id).not.toBe(first.json().id)
  })

  it('needs a request key on create', async () => {
    const { app, database } = await createTestApp()
    const recruiter = await companyRecruiter(database)
    const typeIds = (await firstJobTypeIds(app, recruiter)).slice(0, 1)
    const { client_request_id: _key, ...keyless } = jobBody({ job_type_ids: typeIds })
    for (const payload of [keyless, { ...keyless, client_request_id: 'short' }]) {
      const refused = await send(app, recruiter, 'POST', BASE, payload)
      expect(refused.statusCode).toBe(422)
      expect(issuePaths(refused)).toContain('body.client_request_id')
    }
    expect((await send(app, recruiter, 'GET', BASE)).json().pagination.total_count).toBe(0)
  })
})

describe('job management: the list', () => {
  it('pages, filters by state and keyword, keeps closed jobs in the trash and sorts', async () => {
    const { app, database } = await createTestApp()
    const recruiter = await companyRecruiter(database)
    const typeIds = (await firstJobTypeIds(app, recruiter)).slice(0, 1)
    const titles = ['経理スタッフ', '法務マネージャー', '人事企画', 'データ分析', '広報担当']
    const ids: number[] = []
    for (const [index, title] of titles.entries()) {
      const response = await send(
        app,
        recruiter,
        'POST',
        BASE,
        jobBody({
          job_type_ids: typeIds,
          title,
          status: index === 4 ? 'draft' : 'open',
          recruitment_end_on: dayFromToday(30 - index * 5),
        }),
      )
      expect(response.statusCode).toBe(201)
      ids.push(response.json().id)
    }
    await send(app, recruiter, 'POST', `${BASE}/${ids[0]}/close`)

    const list = (await send(app, recruiter, 'GET', BASE)).json()
    // Latest change first: the closed job is out, the others newest first.
    expect(list.job_infos.map((job: { id: number }) => job.id)).toEqual([
      ids[4],
      ids[3],
      ids[2],
      ids[1],
    ])
    expect(list.status_counts).toEqual({ draft: 1, open: 3, open_for_scout: 0, closed: 1 })
    expect(list.job_infos[0]).toMatchObject({
      display_company_name: 'みらい総研株式会社',
      self_apply_count: 0,
    })

    const trash = (await send(app, recruiter, 'GET', `${BASE}?status=closed`)).json()
    expect(trash.job_infos.map((job: { id: number }) => job.id)).toEqual([ids[0]])

    const drafts = (await send(app, recruiter, 'GET', `${BASE}?status=draft`)).json()
    expect(drafts.job_infos.map((job: { id: number }) => job.id)).toEqual([ids[4]])

    const keyword = (
      await send(app, recruiter, 'GET', `${BASE}?keyword=${encodeURIComponent('法務')}`)
    ).json()
    expect(keyword.job_infos.map((job: { id: number }) => job.id)).toEqual([ids[1]])
    expect(keyword.pagination.total_count).toBe(1)
    expect(keyword.total_count_capped).toBe(false)
    expect(list.total_count_capped).toBe(false)

    const page2 = (await send(app, recruiter, 'GET', `${BASE}?per=2&page=2`)).json()
    expect(page2.job_infos.map((job: { id: number }) => job.id)).toEqual([ids[2], ids[1]])
    expect(page2.pagination).toMatchObject({
      current_page: 2,
      total_pages: 2,
      total_count: 4,
      prev_page: 1,
      next_page: null,
    })

    const byEnd = (await send(app, recruiter, 'GET', `${BASE}?sort=recruitment_end_on`)).json()
    expect(byEnd.job_infos.map((job: { id: number }) => job.id)).toEqual([
      ids[4],
      ids[3],
      ids[2],
      ids[1],
    ])
    expect(byEnd.job_infos[1]).toMatchObject({ days_left: 15, is_expiring: false })
  })
})
