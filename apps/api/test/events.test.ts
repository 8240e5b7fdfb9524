import {
  createAgent,
  createCompany,
  createEvent,
  createJobInfo,
  createSpecialEvent,
  createSpecialEventGroup,
  daysFromNow,
} from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type App = TestApp['app']

interface EventItem {
  id: number
  title: string
  fee_yen: number
  job_info_id: number | null
  company: { name: string } | null
  agent: { name: string } | null
}

async function get(app: App, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

const ids = (list: { id: number }[]) => list.map((item) => item.id)

describe('events', () => {
  it('lists open events, upcoming (soonest first) before past (latest first); drafts never', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const later = await createEvent(db, { eventStartsAt: daysFromNow(20) })
    const soon = await createEvent(db, { eventStartsAt: daysFromNow(3) })
    const lastMonth = await createEvent(db, { eventStartsAt: daysFromNow(-30) })
    const lastWeek = await createEvent(db, { eventStartsAt: daysFromNow(-7) })
    // Started an hour ago and still running: not over, so upcoming.
    const running = await createEvent(db, {
      eventStartsAt: daysFromNow(-1 / 24),
      eventEndsAt: daysFromNow(1 / 24),
    })
    const draft = await createEvent(db, { eventStartsAt: daysFromNow(1), status: 'draft' })

    const all = (await get(app, '/api/v3/events')).json()
    expect(ids(all.events)).toEqual([running.id, soon.id, later.id, lastWeek.id, lastMonth.id])
    expect(all.pagination).toEqual({
      current_page: 1,
      next_page: null,
      prev_page: null,
      total_pages: 1,
      total_count: 5,
    })
    expect(ids(all.events)).not.toContain(draft.id)

    const upcoming = (await get(app, '/api/v3/events?period=upcoming')).json()
    expect(ids(upcoming.events)).toEqual([running.id, soon.id, later.id])
    const past = (await get(app, '/api/v3/events?period=past')).json()
    expect(ids(past.events)).toEqual([lastWeek.id, lastMonth.id])
    // An unknown period is the default order, not an error.
    const odd = await get(app, '/api/v3/events?period=someday')
    expect(odd.statusCode).toBe(200)
    expect(ids(odd.json().events)).toEqual(ids(all.events))
  })

  it('pages the list with the pagination object', async () => {
    const { app, database } = await createTestApp()
    for (let day = 1; day <= 5; day += 1) {
      await createEvent(database.db, { eventStartsAt: daysFromNow(day) })
    }
    const second = (await get(app, '/api/v3/events?page=2&per=2')).json()
    expect(second.events).toHaveLength(2)
    expect(second.pagination).toEqual({
      current_page: 2,
      next_page: 3,
      prev_page: 1,
      total_pages: 3,
      total_count: 5,
    })
    const last = (await get(app, '/api/v3/events?page=3&per=2')).json()
    expect(last.events).toHaveLength(1)
    expect(last.pagination.next_page).toBeNull()
  })

  it('flags a list with any paid event', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    await createEvent(db, { eventStartsAt: daysFromNow(5), feeYen: 0 })
    await createEvent(db, { eventStartsAt: daysFromNow(-5), feeYen: 3000 })
    const upcoming = (await get(app, '/api/v3/events?period=upcoming')).json()
    expect(upcoming.any_unpaid).toBe(false)
    const all = (await get(app, '/api/v3/events')).json()
    expect(all.any_unpaid).toBe(true)
    expect(all.events.map((e: EventItem) => e.fee_yen)).toEqual([0, 3000])
  })

  it('shows an open event in full with its organiser and public job; a draft answers 404', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const company = await createCompany(db, { name: '丸の内インベストメント株式会社' })
    const job = await createJobInfo(db, { companyId: company.id })
    const event = await createEvent(db, {
      companyId: company.id,
      jobInfoId: job.id,
      body: '第一部 業界説明\n第二部 座談会',
      feeYen: 1500,
      isOnline: true,
    })
    const detail = await get(app, `/api/v3/events/${event.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({
      id: event.id,
      title: event.title,
      body: '第一部 業界説明\n第二部 座談会',
      fee_yen: 1500,
      is_online: true,
      company: { id: company.id, name: '丸の内インベストメント株式会社' },
      agent: null,
      job_info_id: job.id,
      job_info: { id: job.id, title: job.title },
      event_starts_at: event.eventStartsAt.toISOString(),
    })

    const agent = await createAgent(db)
    const byAgent = await createEvent(db, { agentId: agent.id })
    expect((await get(app, `/api/v3/events/${byAgent.id}`)).json()).toMatchObject({
      agent: { id: agent.id, name: agent.name },
      company: null,
    })

    const draft = await createEvent(db, { status: 'draft' })
    const hidden = await get(app, `/api/v3/events/${draft.id}`)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().error.code).toBe('notFound')
    expect((await get(app, '/api/v3/events/999999')).statusCode).toBe(404)
  })

  it('never links an event to a job the public cannot see', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const draftJob = await createJobInfo(db, { status: 'draft' })
    const event = await createEvent(db, { jobInfoId: draftJob.id })
    const detail = (await get(app, `/api/v3/events/${event.id}`)).json()
    expect(detail.job_info_id).toBeNull()
    expect(detail.job_info).toBeNull()
    const listed = (await get(app, '/api/v3/events')).json().events as EventItem[]
    expect(listed.find((e) => e.id === event.id)?.job_info_id).toBeNull()
  })

  it('picks up open upcoming pickup events only', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const later = await createEvent(db, { isPickup: true, eventStartsAt: daysFromNow(9) })
    const sooner = await createEvent(db, { isPickup: true, eventStartsAt: daysFromNow(2) })
    await createEvent(db, { isPickup: false, eventStartsAt: daysFromNow(1) })
    await createEvent(db, { isPickup: true, eventStartsAt: daysFromNow(-3) })
    await createEvent(db, { isPickup: true, status: 'draft' })
    const response = await get(app, '/api/v3/pickup_events')
    expect(response.statusCode).toBe(200)
    expect(ids(response.json().events)).toEqual([sooner.id, later.id])
    expect(response.json().any_unpaid).toBe(false)
  })

  it('lists the open events of a public job; a job the public cannot see answers 404', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const job = await createJobInfo(db)
    const other = await createJobInfo(db)
    const open = await createEvent(db, { jobInfoId: job.id, feeYen: 2000 })
    await createEvent(db, { jobInfoId: job.id, status: 'draft' })
    await createEvent(db, { jobInfoId: other.id })
    const response = await get(app, `/api/v3/job_info_events?job_info_id=${job.id}`)
    expect(response.statusCode).toBe(200)
    expect(ids(response.json().events)).toEqual([open.id])
    expect(response.json().any_unpaid).toBe(true)

    const closedJob = await createJobInfo(db, { status: 'closed' })
    await createEvent(db, { jobInfoId: closedJob.id })
    const closed = await get(app, `/api/v3/job_info_events?job_info_id=${closedJob.id}`)
    expect(closed.statusCode).toBe(404)
    const draftJob = await createJobInfo(db, { status: 'draft' })
    expect((await get(app, `/api/v3/job_info_events?job_info_id=${draftJob.id}`)).statusCode).toBe(
      404,
    )
    expect((await get(app, '/api/v3/job_info_events')).statusCode).toBe(422)
  })
})

describe('special events', () => {
  it('lists open groups, and a group with its open special events', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const group = await createSpecialEventGroup(db, { name: 'autumn-fair' })
    const draftGroup = await createSpecialEventGroup(db, { name: 'hidden-fair', status: 'draft' })
    const company = await createCompany(db, { name: '外資コンサルティング合同会社' })
    const second = await createSpecialEvent(db, {
      specialEventGroupId: group.id,
      position: 2,
      companyId: company.id,
    })
    const first = await createSpecialEvent(db, { specialEventGroupId: group.id, position: 1 })
    await createSpecialEvent(db, { specialEventGroupId: group.id, status: 'draft' })
    const ofDraftGroup = await createSpecialEvent(db, { specialEventGroupId: draftGroup.id })

    const groups = (await get(app, '/api/v3/special_event_groups')).json()
    expect(groups.special_event_groups.map((g: { name: string }) => g.name)).toEqual([
      'autumn-fair',
    ])

    const listed = await get(app, '/api/v3/special_events?group_name=autumn-fair')
    expect(listed.statusCode).toBe(200)
    const body = listed.json()
    expect(body.special_event_group).toMatchObject({ id: group.id, name: 'autumn-fair' })
    expect(ids(body.special_events)).toEqual([first.id, second.id])
    expect(body.special_events[1]).toMatchObject({
      company: { name: '外資コンサルティング合同会社' },
      entry_count: 0,
      is_full: false,
      is_entry_closed: false,
      entry_id: null,
    })

    expect((await get(app, '/api/v3/special_events?group_name=hidden-fair')).statusCode).toBe(404)
    expect((await get(app, '/api/v3/special_events?group_name=no-such')).statusCode).toBe(404)

    const detail = await get(app, `/api/v3/special_events/${first.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({
      special_event: { id: first.id, title: first.title },
      special_event_group: { name: 'autumn-fair' },
    })
    expect((await get(app, `/api/v3/special_events/${ofDraftGroup.id}`)).statusCode).toBe(404)
  })

  it('enters once however often asked, shows it on the mypage and leaves', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const group = await createSpecialEventGroup(db, { name: 'winter-fair' })
    const event = await createSpecialEvent(db, { specialEventGroupId: group.id })
    const other = await createSpecialEvent(db, { specialEventGroupId: group.id })
    const { token } = await signInCandidate(db)
    const enter = () =>
      app.inject({
        method: 'POST',
        url: '/api/v3/candidate/special_event_entries',
        headers: { authorization: `Bearer ${token}` },
        payload: { special_event_id: event.id },
      })

    const created = await enter()
    expect(created.statusCode).toBe(201)
    const entry = created.json()
    expect(entry).toMatchObject({ special_event_id: event.id })
    const retried = await enter()
    expect(retried.statusCode).toBe(200)
    expect(retried.json().id).toBe(entry.id)

    const detail = (await get(app, `/api/v3/special_events/${event.id}`, token)).json()
    expect(detail.special_event).toMatchObject({ entry_id: entry.id, entry_count: 1 })
    // Anonymous visitors see the count, never someone's entry.
    expect(
      (await get(app, `/api/v3/special_events/${event.id}`)).json().special_event.entry_id,
    ).toBeNull()

    const mypage = await get(app, '/api/v3/special_events/mypage?group_name=winter-fair', token)
    expect(mypage.statusCode).toBe(200)
    expect(ids(mypage.json().special_events)).toEqual([event.id])
    expect(ids(mypage.json().special_events)).not.toContain(other.id)

    const left = await app.inject({
      method: 'DELETE',
      url: `/api/v3/candidate/special_event_entries/${entry.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(left.statusCode).toBe(204)
    const after = await get(app, '/api/v3/special_events/mypage?group_name=winter-fair', token)
    expect(after.json().special_events).toEqual([])
  })

  it('refuses an entry after the deadline and when every seat is taken, with a clear 422', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const closed = await createSpecialEvent(db, {
      eventStartsAt: daysFromNow(2),
      entryEndsAt: daysFromNow(-1),
    })
    const full = await createSpecialEvent(db, { capacity: 1 })
    const first = await signInCandidate(db)
    const second = await signInCandidate(db)
    const enter = (token: string, specialEventId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/candidate/special_event_entries',
        headers: { authorization: `Bearer ${token}` },
        payload: { special_event_id: specialEventId },
      })

    const late = await enter(first.token, closed.id)
    expect(late.statusCode).toBe(422)
    expect(late.json().error.message).toMatch(/entry period .* has ended/)
    expect(late.json().error.issues[0]).toMatchObject({
      path: ['body', 'special_event_id'],
      code: 'specialEventEntryClosed',
    })
    const listed = (await get(app, `/api/v3/special_events/${closed.id}`)).json()
    expect(listed.special_event.is_entry_closed).toBe(true)

    expect((await enter(first.token, full.id)).statusCode).toBe(201)
    const refused = await enter(second.token, full.id)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.message).toMatch(/full/)
    expect(refused.json().error.issues[0].code).toBe('specialEventFull')
    // The one who holds the seat can still retry safely.
    expect((await enter(first.token, full.id)).statusCode).toBe(200)
    expect(
      (await get(app, `/api/v3/special_events/${full.id}`)).json().special_event,
    ).toMatchObject({ entry_count: 1, is_full: true })

    const draft = await createSpecialEvent(db, { status: 'draft' })
    expect((await enter(first.token, draft.id)).statusCode).toBe(404)
  })

  it('lets only the candidate who entered leave; others are refused', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const event = await createSpecialEvent(db)
    const owner = await signInCandidate(db)
    const stranger = await signInCandidate(db)
    const recruiter = await signInRecruiter(db)
    const entry = (
      await app.inject({
        method: 'POST',
        url: '/api/v3/candidate/special_event_entries',
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { special_event_id: event.id },
      })
    ).json()
    const remove = (token?: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v3/candidate/special_event_entries/${entry.id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })

    expect((await remove(stranger.token)).statusCode).toBe(404)
    expect((await remove()).statusCode).toBe(401)
    expect((await remove(recruiter.token)).statusCode).toBe(403)
    const enterAsRecruiter = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/special_event_entries',
      headers: { authorization: `Bearer ${recruiter.token}` },
      payload: { special_event_id: event.id },
    })
    expect(enterAsRecruiter.statusCode).toBe(403)
    const group = (await get(app, `/api/v3/special_events/${event.id}`)).json().special_event_group
    expect(
      (await get(app, `/api/v3/special_events/mypage?group_name=${group.name}`)).statusCode,
    ).toBe(401)

    // Still there for its owner, who can then leave.
    expect(
      (await get(app, `/api/v3/special_events/${event.id}`, owner.token)).json().special_event
        .entry_id,
    ).toBe(entry.id)
    expect((await remove(owner.token)).statusCode).toBe(204)
    expect((await remove(owner.token)).statusCode).toBe(404)
  })
})
