import { clientNotes, type DbOrTx, daysFromNow } from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

async function call(app: App, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() }
}

async function createNote(
  db: DbOrTx,
  values: Partial<typeof clientNotes.$inferInsert> & { publishedInDays: number },
) {
  const { publishedInDays, ...rest } = values
  const [row] = await db
    .insert(clientNotes)
    .values({
      category: 'news',
      title: `お知らせ ${publishedInDays}`,
      body: '本文',
      ...rest,
      publishedAt: daysFromNow(publishedInDays),
    })
    .returning()
  return row!
}

describe('notices to recruiters', () => {
  it('lists published notices newest first, by category, without the scheduled ones', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { headers } = await signInRecruiter(db)
    const older = await createNote(db, { publishedInDays: -20, category: 'maintenance' })
    const newer = await createNote(db, {
      publishedInDays: -1,
      category: 'feature',
      title: '新機能のお知らせ',
      titleEn: 'A new feature',
    })
    const scheduled = await createNote(db, { publishedInDays: 3, category: 'feature' })

    const list = await call(app, '/api/v3/client/client_notes', headers)
    expect(list.status).toBe(200)
    expect(list.body.client_notes.map((note: { id: number }) => note.id)).toEqual([
      newer.id,
      older.id,
    ])
    expect(list.body.pagination).toMatchObject({ current_page: 1, total_count: 2, total_pages: 1 })
    expect(list.body.client_notes[0]).toEqual({
      id: newer.id,
      category: 'feature',
      title: '新機能のお知らせ',
      title_en: 'A new feature',
      is_pickup: false,
      published_at: newer.publishedAt!.toISOString(),
    })

    const features = await call(app, '/api/v3/client/client_notes?category=feature', headers)
    expect(features.body.client_notes.map((note: { id: number }) => note.id)).toEqual([newer.id])
    expect(features.body.pagination.total_count).toBe(1)
    // An unknown category lists every notice rather than failing the page.
    const unknown = await call(app, '/api/v3/client/client_notes?category=gossip', headers)
    expect(unknown.body.pagination.total_count).toBe(2)

    const paged = await call(app, '/api/v3/client/client_notes?per=1&page=2', headers)
    expect(paged.body.client_notes.map((note: { id: number }) => note.id)).toEqual([older.id])
    expect(paged.body.pagination).toMatchObject({ current_page: 2, prev_page: 1, next_page: null })

    expect((await call(app, `/api/v3/client/client_notes/${scheduled.id}`, headers)).status).toBe(
      404,
    )
  })

  it('answers a notice with its plain-text body in both languages; 404 for a missing id', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { headers } = await signInRecruiter(db)
    const note = await createNote(db, {
      publishedInDays: -2,
      title: 'メンテナンスのお知らせ',
      titleEn: 'Maintenance',
      body: '<b>午前2時</b>から作業します。\n画面は使えません。',
      bodyEn: 'Work starts at 2 a.m.\nThe site is unavailable.',
    })

    const detail = await call(app, `/api/v3/client/client_notes/${note.id}`, headers)
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      id: note.id,
      title: 'メンテナンスのお知らせ',
      title_en: 'Maintenance',
      body: '<b>午前2時</b>から作業します。\n画面は使えません。',
      body_en: 'Work starts at 2 a.m.\nThe site is unavailable.',
    })

    const missing = await call(app, `/api/v3/client/client_notes/${note.id + 1000}`, headers)
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('notFound')
    const malformed = await call(app, '/api/v3/client/client_notes/abc', headers)
    expect(malformed.status).toBe(422)
    expect(malformed.body.error.issues[0].path).toEqual(['params', 'id'])
  })

  it('are the platform’s: a recruiter of any organisation reads the same notices', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const company = await signInRecruiter(db)
    const agent = await signInRecruiter(db, { roleType: 'Agent' })
    const note = await createNote(db, { publishedInDays: -1 })
    for (const { headers } of [company, agent]) {
      const detail = await call(app, `/api/v3/client/client_notes/${note.id}`, headers)
      expect(detail.status).toBe(200)
    }
    const candidate = await signInCandidate(db)
    expect((await call(app, '/api/v3/client/client_notes', candidate.headers)).status).toBe(403)
    expect((await call(app, '/api/v3/client/client_notes/pickup', candidate.headers)).status).toBe(
      403,
    )
  })

  it('the pickup is the latest published pickup notice, or null', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { headers } = await signInRecruiter(db)
    expect((await call(app, '/api/v3/client/client_notes/pickup', headers)).body).toEqual({
      client_note: null,
    })

    await createNote(db, { publishedInDays: -10, isPickup: true, title: '古いピックアップ' })
    const latest = await createNote(db, { publishedInDays: -2, isPickup: true, title: '最新' })
    await createNote(db, { publishedInDays: -1, title: 'ピックアップではない' })
    await createNote(db, { publishedInDays: 5, isPickup: true, title: '予約中のピックアップ' })

    const pickup = await call(app, '/api/v3/client/client_notes/pickup', headers)
    expect(pickup.status).toBe(200)
    expect(pickup.body.client_note).toMatchObject({ id: latest.id, title: '最新', is_pickup: true })
  })

  it('a trial recruiter is refused the notices but sees the pickup on the dashboard', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { headers } = await signInRecruiter(db, { accountType: 'normal', trialRecruiter: true })
    const note = await createNote(db, { publishedInDays: -1, isPickup: true })

    const list = await call(app, '/api/v3/client/client_notes', headers)
    expect(list.status).toBe(403)
    expect(list.body.error.code).toBe('trialAccountRestricted')
    expect((await call(app, `/api/v3/client/client_notes/${note.id}`, headers)).status).toBe(403)

    const pickup = await call(app, '/api/v3/client/client_notes/pickup', headers)
    expect(pickup.status).toBe(200)
    expect(pickup.body.client_note.id).toBe(note.id)
  })
})
