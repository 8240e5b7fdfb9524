import {
  createAgent,
  createColumn,
  createCompany,
  createEvent,
  createJobInfo,
  createSpecialEvent,
  createSpecialEventGroup,
  dayFromToday,
} from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers.ts'

async function sitemapPaths(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  const index = await app.inject({ method: 'GET', url: '/api/v3/sitemap' })
  expect(index.statusCode).toBe(200)
  const paths: string[] = []
  for (const sitemap of index.json().sitemaps as { kind: string; page: number }[]) {
    const page = await app.inject({
      method: 'GET',
      url: `/api/v3/sitemap/${sitemap.kind}/${sitemap.page}`,
    })
    expect(page.statusCode).toBe(200)
    paths.push(...(page.json().urls as { path: string }[]).map((url) => url.path))
  }
  return paths
}

describe('sitemap data', () => {
  it('lists public pages and leaves out drafts, closed and expired jobs', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const open = await createJobInfo(db, { title: '法人営業' })
    const draft = await createJobInfo(db, { status: 'draft' })
    const closed = await createJobInfo(db, { status: 'closed' })
    const scoutOnly = await createJobInfo(db, { status: 'open_for_scout' })
    const expired = await createJobInfo(db, {
      recruitmentStartOn: dayFromToday(-60),
      recruitmentEndOn: dayFromToday(-1),
    })
    const company = await createCompany(db)
    const agent = await createAgent(db)
    const column = await createColumn(db)
    const draftColumn = await createColumn(db, { status: 'draft' })
    const event = await createEvent(db)
    const draftEvent = await createEvent(db, { status: 'draft' })
    const group = await createSpecialEventGroup(db, { name: 'autumn-fair' })
    const session = await createSpecialEvent(db, { specialEventGroupId: group.id })

    const paths = await sitemapPaths(app)

    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/job_infos/weekly_ranking',
        `/job_infos/${open.id}`,
        `/companies/${company.id}`,
        `/agents/${agent.id}`,
        `/agents/${agent.id}/evaluations`,
        `/columns/${column.id}`,
        `/events/${event.id}`,
        '/special_events/autumn-fair',
        `/special_events/autumn-fair/${session.id}`,
      ]),
    )
    for (const hidden of [draft, closed, scoutOnly, expired]) {
      expect(paths).not.toContain(`/job_infos/${hidden.id}`)
    }
    expect(paths).not.toContain(`/columns/${draftColumn.id}`)
    expect(paths).not.toContain(`/events/${draftEvent.id}`)
  })

  it('answers 404 for a page past the end and 422 for an unknown kind', async () => {
    const { app } = await createTestApp()
    expect(
      (await app.inject({ method: 'GET', url: '/api/v3/sitemap/job_infos/2' })).statusCode,
    ).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/v3/sitemap/users/1' })).statusCode).toBe(
      422,
    )
  })
})

describe('prerendered payloads', () => {
  it('serves the public document a job page is rendered from, and nothing for a hidden job', async () => {
    const { app, database } = await createTestApp()
    const open = await createJobInfo(database.db, { title: 'IR担当' })
    const draft = await createJobInfo(database.db, { status: 'draft' })

    const payload = await app.inject({ method: 'GET', url: `/job_infos/${open.id}/_payload.json` })
    expect(payload.statusCode).toBe(200)
    expect(payload.headers['content-type']).toContain('application/json')
    expect(JSON.stringify(payload.json())).toContain('IR担当')

    const hidden = await app.inject({ method: 'GET', url: `/job_infos/${draft.id}/_payload.json` })
    expect(hidden.statusCode).toBe(404)
    expect(JSON.stringify(hidden.json())).not.toContain(draft.title)
  })

  it('lets any proxy cache a column payload, whoever asked for it', async () => {
    const { app, database } = await createTestApp()
    const column = await createColumn(database.db)
    const payload = await app.inject({
      method: 'GET',
      url: `/columns/${column.id}/_payload.json`,
      headers: { cookie: 'kakehashi_session=whatever' },
    })
    expect(payload.statusCode).toBe(200)
    expect(payload.headers['cache-control']).toContain('public')
  })
})

describe('special event payloads', () => {
  it('answers only under the session’s own group name', async () => {
    const { app, database } = await createTestApp()
    const group = await createSpecialEventGroup(database.db, { name: 'spring-fair' })
    await createSpecialEventGroup(database.db, { name: 'other-fair' })
    const session = await createSpecialEvent(database.db, { specialEventGroupId: group.id })

    const own = await app.inject({
      method: 'GET',
      url: `/special_events/spring-fair/${session.id}/_payload.json`,
    })
    expect(own.statusCode).toBe(200)
    const foreign = await app.inject({
      method: 'GET',
      url: `/special_events/other-fair/${session.id}/_payload.json`,
    })
    expect(foreign.statusCode).toBe(404)
  })
})
