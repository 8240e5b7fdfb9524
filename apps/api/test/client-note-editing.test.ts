import { clientNotes, notifications } from '@kakehashi/db'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { announceDueNotes } from '../src/modules/client-notes/client-note-editing-service.ts'
import {
  callApi,
  createTestApp,
  issuesOf,
  signInAdministrator,
  signInRecruiter,
} from './helpers.ts'

type Headers = Record<string, string>

const NOTES = '/api/v3/admin/client_notes'

const note = {
  category: 'feature',
  title: 'スカウトの一括送信に対応しました',
  title_en: 'Scouts can now be sent in bulk',
  body: '検索結果から最大500名にまとめてスカウトを送れます。\n詳しくはヘルプをご覧ください。',
  body_en: 'Send a scout to up to 500 search results at once.',
  is_pickup: true,
  status: 'published',
  published_at: null,
  client_request_id: 'note-draft-0001',
}

const { client_request_id: _key, ...fields } = note

async function bellOf(app: App, headers: Headers) {
  const { body } = await callApi(app, 'GET', '/api/v3/client/notifications', headers)
  return body.notifications.filter((n: { kind: string }) => n.kind === 'client_note')
}

describe('administration: notices to recruiters', () => {
  it('publishes a notice every recruiter reads and is told of in the bell once, however often it is sent or changed', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const admin = await signInAdministrator(db)
    const company = await signInRecruiter(db)
    const agent = await signInRecruiter(db, { roleType: 'Agent' })

    const created = await callApi(app, 'POST', NOTES, admin.headers, note)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ state: 'published', is_pickup: true })
    expect(created.body.announced_at).not.toBeNull()
    expect((await callApi(app, 'POST', NOTES, admin.headers, note)).status).toBe(200)
    await callApi(app, 'PUT', `${NOTES}/${created.body.id}`, admin.headers, {
      ...fields,
      title: 'スカウトの一括送信に対応しました（更新）',
    })

    for (const recruiter of [company, agent]) {
      const read = await callApi(
        app,
        'GET',
        `/api/v3/client/client_notes/${created.body.id}`,
        recruiter.headers,
      )
      expect(read.body).toMatchObject({ title_en: 'Scouts can now be sent in bulk' })
      const pickup = await callApi(
        app,
        'GET',
        '/api/v3/client/client_notes/pickup',
        recruiter.headers,
      )
      expect(pickup.body.client_note.id).toBe(created.body.id)
      const bell = await bellOf(app, recruiter.headers)
      expect(bell).toHaveLength(1)
      expect(bell[0]).toMatchObject({
        params: { title: note.title },
        link_path: `/client/notes/${created.body.id}`,
      })
    }
  })

  it('keeps drafts and scheduled notices from recruiters, and announces a scheduled one when its time comes', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const admin = await signInAdministrator(db)
    const recruiter = await signInRecruiter(db)

    const draft = await callApi(app, 'POST', NOTES, admin.headers, { ...note, status: 'draft' })
    expect(draft.body).toMatchObject({ state: 'draft', announced_at: null })
    const scheduled = await callApi(app, 'PUT', `${NOTES}/${draft.body.id}`, admin.headers, {
      ...fields,
      published_at: '2099-01-01T09:00',
    })
    expect(scheduled.body).toMatchObject({
      state: 'scheduled',
      published_at: '2099-01-01T09:00',
      announced_at: null,
    })
    const hidden = `/api/v3/client/client_notes/${draft.body.id}`
    expect((await callApi(app, 'GET', hidden, recruiter.headers)).status).toBe(404)
    expect(await bellOf(app, recruiter.headers)).toEqual([])
    const listed = await callApi(app, 'GET', `${NOTES}?state=scheduled`, admin.headers)
    expect(listed.body.client_notes.map((n: { id: number }) => n.id)).toEqual([draft.body.id])

    // The time comes: the announcing job tells everyone once, a second run no one.
    await db
      .update(clientNotes)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(eq(clientNotes.id, draft.body.id))
    expect(await db.transaction((tx) => announceDueNotes(tx))).toBe(1)
    expect(await db.transaction((tx) => announceDueNotes(tx))).toBe(0)
    expect((await callApi(app, 'GET', hidden, recruiter.headers)).status).toBe(200)
    expect(await bellOf(app, recruiter.headers)).toHaveLength(1)
    const written = await db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'client_note'))
    expect(written).toHaveLength(1)

    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=client_note&record_id=${draft.body.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((e: { action: string }) => e.action)).toEqual([
      'client_note.updated',
      'client_note.created',
    ])
  })

  it('refuses bad input field by field in the caller’s language', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const refused = await callApi(app, 'POST', NOTES, ja, {
      ...note,
      category: 'gossip',
      title: '',
      published_at: '明日',
    })
    expect(refused.status).toBe(422)
    const issues = issuesOf(refused.body)
    expect(issues).toMatchObject({
      'body.category': '入力してください',
      'body.title': '入力してください',
    })
    expect(issues['body.published_at']).toBeDefined()
    expect((await callApi(app, 'GET', `${NOTES}/999999`, admin.headers)).status).toBe(404)
  })
})
