import { createUser, type DbOrTx, notifications, users } from '@kakehashi/db'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import {
  notifyOrganisation,
  notifyUser,
  type UserNotice,
} from '../src/modules/notifications/notifications-service.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

async function call(
  app: App,
  method: 'GET' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const response = await app.inject({ method, url, headers, payload: payload as object })
  return { status: response.statusCode, body: response.json() }
}

const note = (userId: number, n: number): UserNotice => ({
  userId,
  kind: 'client_note',
  params: { title: `お知らせ${n}` },
  linkPath: '/client/notifications',
  dedupeKey: null,
})

/** Writes `count` notifications to the user, oldest first; answers their ids in that order. */
async function notifyTimes(db: DbOrTx, userId: number, count: number): Promise<number[]> {
  const ids: number[] = []
  for (let n = 1; n <= count; n += 1) {
    const [row] = await notifyUser(db, note(userId, n))
    ids.push(row!.id)
  }
  return ids
}

const openedIds = async (db: DbOrTx, ids: number[]) =>
  (await db.select().from(notifications).where(inArray(notifications.id, ids)))
    .filter((row) => row.openedAt !== null)
    .map((row) => row.id)
    .sort((a, b) => a - b)

describe('writing notifications', () => {
  it("fans a notice out to the organisation's recruiters once, with the kind's icon", async () => {
    const { database } = await createTestApp()
    const { db } = database
    const first = await signInRecruiter(db)
    const organisationId = first.organisation.id
    const second = await createUser(db, { roleType: 'CompanyUser', organisationId })
    const gone = await createUser(db, { roleType: 'CompanyUser', organisationId })
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id))
    const outsider = await signInRecruiter(db)

    const notice = {
      organisationId,
      kind: 'export_ready' as const,
      params: { count: 120 },
      linkPath: '/client/scouts/download',
      dedupeKey: 'export_ready:7',
    }
    const written = await notifyOrganisation(db, notice)
    expect(written.map((row) => row.userId).sort((a, b) => a - b)).toEqual(
      [first.user.id, second.id].sort((a, b) => a - b),
    )
    // The same event again writes nothing.
    expect(await notifyOrganisation(db, notice)).toEqual([])

    const rows = await db.select().from(notifications)
    expect(rows).toHaveLength(2)
    expect(
      rows.every((row) => row.icon === 'download' && row.organisationId === organisationId),
    ).toBe(true)
    expect(rows.some((row) => row.userId === outsider.user.id || row.userId === gone.id)).toBe(
      false,
    )

    // A user notice with the same key is a separate event per user: written once too.
    const own = { ...note(first.user.id, 1), dedupeKey: 'email_changed:1' }
    expect(await notifyUser(db, own)).toHaveLength(1)
    expect(await notifyUser(db, own)).toEqual([])
  })
})

describe('the notifications of a recruiter', () => {
  it('lists newest first with paging and the unread count', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const me = await signInRecruiter(db)
    const colleague = await signInRecruiter(db, { organisationId: me.organisation.id })
    const ids = await notifyTimes(db, me.user.id, 3)
    await notifyTimes(db, colleague.user.id, 2)

    const page1 = await call(app, 'GET', '/api/v3/client/notifications?per=2', me.headers)
    expect(page1.status).toBe(200)
    expect(page1.body.notifications.map((item: { id: number }) => item.id)).toEqual([
      ids[2],
      ids[1],
    ])
    expect(page1.body.notifications[0]).toEqual({
      id: ids[2],
      kind: 'client_note',
      icon: 'notice',
      params: { title: 'お知らせ3' },
      link_path: '/client/notifications',
      opened: false,
      created_at: expect.any(String),
    })
    expect(page1.body.pagination).toMatchObject({ current_page: 1, next_page: 2, total_count: 3 })
    expect(page1.body.unread_count).toBe(3)

    const page2 = await call(app, 'GET', '/api/v3/client/notifications?per=2&page=2', me.headers)
    expect(page2.body.notifications.map((item: { id: number }) => item.id)).toEqual([ids[0]])

    const count = await call(app, 'GET', '/api/v3/client/notifications/unread_count', me.headers)
    expect(count).toEqual({ status: 200, body: { unread_count: 3 } })
  })

  it('opens by ids or all, only the caller’s own, and says how many changed', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const me = await signInRecruiter(db)
    const colleague = await signInRecruiter(db, { organisationId: me.organisation.id })
    const stranger = await signInRecruiter(db, { roleType: 'Agent' })
    const mine = await notifyTimes(db, me.user.id, 3)
    const colleagues = await notifyTimes(db, colleague.user.id, 1)
    const strangers = await notifyTimes(db, stranger.user.id, 1)

    const opened = await call(app, 'PUT', '/api/v3/notifications/open', me.headers, {
      ids: [mine[0], colleagues[0], strangers[0]],
    })
    expect(opened).toEqual({ status: 200, body: { changed: 1, unread_count: 2 } })
    // Idempotent: the same request again changes nothing.
    expect(
      (await call(app, 'PUT', '/api/v3/notifications/open', me.headers, { ids: [mine[0]] })).body,
    ).toEqual({ changed: 0, unread_count: 2 })
    const list = await call(app, 'GET', '/api/v3/client/notifications', me.headers)
    expect(
      list.body.notifications.map((item: { id: number; opened: boolean }) => [
        item.id,
        item.opened,
      ]),
    ).toEqual([
      [mine[2], false],
      [mine[1], false],
      [mine[0], true],
    ])

    const all = await call(app, 'PUT', '/api/v3/notifications/open', me.headers, { all: true })
    expect(all.body).toEqual({ changed: 2, unread_count: 0 })
    expect(await openedIds(db, [...mine, ...colleagues, ...strangers])).toEqual(
      [...mine].sort((a, b) => a - b),
    )

    // Another organisation's recruiter sees none of them and opens none of them.
    const foreign = await call(app, 'GET', '/api/v3/client/notifications', stranger.headers)
    expect(foreign.body.notifications.map((item: { id: number }) => item.id)).toEqual(strangers)
    const foreignOpen = await call(app, 'PUT', '/api/v3/notifications/open', stranger.headers, {
      ids: colleagues,
    })
    expect(foreignOpen.body).toEqual({ changed: 0, unread_count: 1 })
    expect(await openedIds(db, colleagues)).toEqual([])
  })

  it('answers 422 with field paths for a bad request', async () => {
    const { app, database } = await createTestApp()
    const me = await signInRecruiter(database.db)
    const paths = async (payload: unknown) => {
      const response = await call(app, 'PUT', '/api/v3/notifications/open', me.headers, payload)
      expect(response.status).toBe(422)
      return response.body.error.issues.map((issue: { path: (string | number)[] }) => issue.path)
    }
    expect(await paths({})).toEqual([['body', 'ids']])
    expect(await paths({ ids: [] })).toEqual([['body', 'ids']])
    expect(await paths({ ids: ['x'] })).toContainEqual(['body', 'ids', 0])
    expect(await paths({ all: false })).toContainEqual(['body', 'all'])
    expect(await paths({ ids: Array.from({ length: 101 }, (_, i) => i + 1) })).toContainEqual([
      'body',
      'ids',
    ])
  })

  it('is for recruiters: the list needs the notifications permission, opening does not', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const candidate = await signInCandidate(db)
    const restricted = await signInRecruiter(db, { permissions: ['dashboard'] })
    const [own] = await notifyTimes(db, restricted.user.id, 1)

    const anonymous = await app.inject({ method: 'GET', url: '/api/v3/client/notifications' })
    expect(anonymous.statusCode).toBe(401)
    for (const url of [
      '/api/v3/client/notifications',
      '/api/v3/client/notifications/unread_count',
    ]) {
      expect((await call(app, 'GET', url, candidate.headers)).status).toBe(403)
      expect((await call(app, 'GET', url, restricted.headers)).status).toBe(403)
    }
    expect(
      (await call(app, 'PUT', '/api/v3/notifications/open', candidate.headers, { all: true }))
        .status,
    ).toBe(403)
    const opened = await call(app, 'PUT', '/api/v3/notifications/open', restricted.headers, {
      ids: [own],
    })
    expect(opened.body).toEqual({ changed: 1, unread_count: 0 })
  })
})
