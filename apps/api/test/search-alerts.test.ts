import {
  candidateSearchConditions,
  createCandidate,
  type DbOrTx,
  mailOutbox,
  notifications,
} from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import {
  runSearchAlerts,
  SEARCH_ALERTS_CRON,
  SEARCH_ALERTS_JOB,
  SEARCH_ALERTS_SETTLE_MS,
  SEARCH_ALERTS_TIME_ZONE,
  type SearchAlertRunOptions,
} from '../src/modules/candidate-search-conditions/search-alerts.ts'
import { createTestApp, type SignedInUser, signInRecruiter } from './helpers.ts'

const BASE = '/api/v3/client/search_conditions'
const ENV = { APP_SECRET: 'a-secret-of-the-test-platform-only-0123456789' }

/** A run late enough that every member written so far has settled. */
const runAlerts = (app: App, options: SearchAlertRunOptions = {}) =>
  runSearchAlerts(app, { now: new Date(Date.now() + SEARCH_ALERTS_SETTLE_MS + 1000), ...options })

async function saveSearch(
  app: App,
  recruiter: SignedInUser,
  name: string,
  query: Record<string, unknown>,
  notify = true,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: BASE,
    headers: recruiter.headers,
    payload: { name, query, notify_new_members: notify },
  })
  expect(response.statusCode).toBe(201)
  return response.json().id
}

/** A candidate whose work history says `description`, searchable from now on. */
const accountant = (db: DbOrTx, description = '連結決算とＩＦＲＳ移行を担当') =>
  createCandidate(db, {
    careers: [{ companyName: 'みらい商事', position: '経理マネージャー', description }],
  })
const engineer = (db: DbOrTx) =>
  createCandidate(db, {
    careers: [{ companyName: 'そらテック', position: 'エンジニア', description: 'TypeScript' }],
  })

async function noticesOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id))
}

async function mailsTo(db: DbOrTx, email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.id))
}

/** The opt-out link of the search named `id` in a mail. */
function optOutLink(text: string, id: number): URL {
  const match = text.match(
    new RegExp(`https?://\\S+/client/search_conditions/${id}/notification_off\\?token=\\S+`),
  )
  expect(match, 'opt-out link in the mail').not.toBeNull()
  return new URL(match![0])
}

async function setting() {
  const { app, database } = await createTestApp({ env: ENV })
  const recruiter = await signInRecruiter(database.db)
  return { app, db: database.db, recruiter }
}

describe('saved-search alerts', () => {
  it('runs every 15 minutes', async () => {
    const { app } = await createTestApp({ env: ENV })
    expect(await app.jobs.schedules()).toContainEqual({
      name: SEARCH_ALERTS_JOB,
      cron: SEARCH_ALERTS_CRON,
      timezone: SEARCH_ALERTS_TIME_ZONE,
    })
  })

  it('announces a member who becomes searchable and matches, once, by bell and mail', async () => {
    const { app, db, recruiter } = await setting()
    // There before the save: the search finds them, the alert does not announce them.
    await accountant(db)
    const searchId = await saveSearch(app, recruiter, '経理 IFRS', {
      keyword: '経理 IFRS',
      exclude_coworker: ['matched', 'offered'],
    })
    const newcomer = await accountant(db)
    await engineer(db)

    expect(await runAlerts(app)).toEqual({ recipients: 1, searches: 1, failed: 0 })

    const [notice, ...moreNotices] = await noticesOf(db, recruiter.user.id)
    expect(moreNotices).toEqual([])
    expect(notice).toMatchObject({
      kind: 'saved_search_match',
      icon: 'saved_search',
      params: { search_name: '経理 IFRS', count: 1 },
      // The member search page, spelt as it keeps a search in its address.
      linkPath:
        '/client/candidates?keyword=%E7%B5%8C%E7%90%86+IFRS&excludeCoworker=matched%2Coffered',
      openedAt: null,
    })

    const [mail, ...moreMails] = await mailsTo(db, recruiter.user.email)
    expect(moreMails).toEqual([])
    expect(mail!.subject).toContain('保存した検索条件に新しい会員が見つかりました')
    expect(mail!.subject).toContain('New members match your saved searches')
    expect(mail!.textBody).toContain('・経理 IFRS：新着1件')
    expect(mail!.textBody).toContain('- 経理 IFRS (new members: 1)')
    expect(mail!.textBody).toContain(
      `${app.config.publicBaseUrl}/client/candidates?keyword=%E7%B5%8C%E7%90%86+IFRS&excludeCoworker=matched%2Coffered`,
    )
    expect(mail!.textBody).toContain(`（${app.config.publicBaseUrl}/client/search_conditions）`)
    // The mail never names the candidate.
    expect(mail!.textBody).not.toContain(newcomer.fullName)
    optOutLink(mail!.textBody, searchId)

    const read = await app.inject({
      method: 'GET',
      url: `${BASE}/${searchId}`,
      headers: recruiter.headers,
    })
    expect(read.json().last_notified_at).not.toBeNull()

    // The next run has nobody new to tell about.
    expect(await runAlerts(app)).toEqual({ recipients: 0, searches: 0, failed: 0 })
    expect(await noticesOf(db, recruiter.user.id)).toHaveLength(1)
    expect(await mailsTo(db, recruiter.user.email)).toHaveLength(1)

    // A later member is announced by a later run, in a mail of its own.
    await accountant(db, 'ＩＦＲＳ導入プロジェクト')
    expect(await runAlerts(app)).toEqual({ recipients: 1, searches: 1, failed: 0 })
    expect(await mailsTo(db, recruiter.user.email)).toHaveLength(2)
  })

  it('sends one notification and one mail a recruiter for all their searches', async () => {
    const { app, db, recruiter } = await setting()
    const accounting = await saveSearch(app, recruiter, '経理', { keyword: '経理' })
    const ifrs = await saveSearch(app, recruiter, 'IFRS', { keyword: 'IFRS' })
    const engineers = await saveSearch(app, recruiter, 'エンジニア', { keyword: 'TypeScript' })
    const outsider = await signInRecruiter(db)
    await saveSearch(app, outsider, '経理（他社）', { keyword: '経理' })
    await accountant(db)
    await accountant(db, '日本基準の単体決算')

    expect(await runAlerts(app)).toEqual({ recipients: 2, searches: 3, failed: 0 })
    const [notice, ...more] = await noticesOf(db, recruiter.user.id)
    expect(more).toEqual([])
    // Two members in all, whichever searches found them.
    expect(notice).toMatchObject({
      params: { search_name: '経理 / IFRS', count: 2 },
      linkPath: '/client/search_conditions',
    })
    const mails = await mailsTo(db, recruiter.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.textBody).toContain('・経理：新着2件')
    expect(mails[0]!.textBody).toContain('・IFRS：新着1件')
    expect(mails[0]!.textBody).not.toContain('エンジニア')
    optOutLink(mails[0]!.textBody, accounting)
    optOutLink(mails[0]!.textBody, ifrs)
    expect(mails[0]!.textBody).not.toContain(`/search_conditions/${engineers}/notification_off`)
    expect(await mailsTo(db, outsider.user.email)).toHaveLength(1)
  })

  it('waits a minute for members just written, then announces them', async () => {
    const { app, db, recruiter } = await setting()
    await saveSearch(app, recruiter, '経理', { keyword: '経理' })
    await accountant(db)
    expect(await runSearchAlerts(app, { now: new Date() })).toEqual({
      recipients: 0,
      searches: 0,
      failed: 0,
    })
    expect(await runAlerts(app)).toEqual({ recipients: 1, searches: 1, failed: 0 })
  })

  it('loses nobody when a recruiter’s part of a run fails', async () => {
    const { app, db, recruiter } = await setting()
    const other = await signInRecruiter(db)
    await saveSearch(app, recruiter, '経理', { keyword: '経理' })
    await saveSearch(app, other, 'IFRS', { keyword: 'IFRS' })
    await accountant(db)

    const failing = await runAlerts(app, {
      beforeCommit: async (_tx, userId) => {
        if (userId === recruiter.user.id) throw new Error('the mail server is down')
      },
    })
    expect(failing).toEqual({ recipients: 1, searches: 1, failed: 1 })
    // Nothing of the failed recruiter's was written; the other recruiter was told.
    expect(await noticesOf(db, recruiter.user.id)).toEqual([])
    expect(await mailsTo(db, recruiter.user.email)).toEqual([])
    expect(await noticesOf(db, other.user.id)).toHaveLength(1)

    expect(await runAlerts(app)).toEqual({ recipients: 1, searches: 1, failed: 0 })
    expect(await noticesOf(db, recruiter.user.id)).toHaveLength(1)
    expect(await mailsTo(db, recruiter.user.email)).toHaveLength(1)
    // The other recruiter is not told twice.
    expect(await noticesOf(db, other.user.id)).toHaveLength(1)
    expect(await mailsTo(db, other.user.email)).toHaveLength(1)
  })

  it('tells nothing for a search whose notification is off', async () => {
    const { app, db, recruiter } = await setting()
    await saveSearch(app, recruiter, '経理（通知なし）', { keyword: '経理' }, false)
    const turnedOff = await saveSearch(app, recruiter, 'IFRS', { keyword: 'IFRS' })
    const patch = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${turnedOff}`,
      headers: recruiter.headers,
      payload: { notify_new_members: false },
    })
    expect(patch.statusCode).toBe(200)
    await accountant(db)
    expect(await runAlerts(app)).toEqual({ recipients: 0, searches: 0, failed: 0 })
    expect(await noticesOf(db, recruiter.user.id)).toEqual([])
    expect(await mailsTo(db, recruiter.user.email)).toEqual([])

    // Turned on again, only members who come after are announced.
    await app.inject({
      method: 'PATCH',
      url: `${BASE}/${turnedOff}`,
      headers: recruiter.headers,
      payload: { notify_new_members: true },
    })
    expect(await runAlerts(app)).toEqual({ recipients: 0, searches: 0, failed: 0 })
    await accountant(db)
    expect(await runAlerts(app)).toEqual({ recipients: 1, searches: 1, failed: 0 })
  })

  it('skips a search whose saved criteria are no longer valid, and tells about the others', async () => {
    const { app, db, recruiter } = await setting()
    await db.insert(candidateSearchConditions).values({
      organisationId: recruiter.organisation.id,
      userId: recruiter.user.id,
      name: '以前の条件',
      query: { keyword: '経理', toeic_min: 5 },
      notifyNewMembers: true,
    })
    await saveSearch(app, recruiter, 'IFRS', { keyword: 'IFRS' })
    await accountant(db)
    expect(await runAlerts(app)).toEqual({ recipients: 1, searches: 1, failed: 0 })
    const [mail] = await mailsTo(db, recruiter.user.email)
    expect(mail!.textBody).not.toContain('以前の条件')
  })

  it("turns a search's notification off from the mail's link, signed out, and from nothing else", async () => {
    const { app, db, recruiter } = await setting()
    const searchId = await saveSearch(app, recruiter, '経理', { keyword: '経理' })
    const otherId = await saveSearch(app, recruiter, 'IFRS', { keyword: 'IFRS' }, false)
    await accountant(db)
    await runAlerts(app)
    const [mail] = await mailsTo(db, recruiter.user.email)
    const link = optOutLink(mail!.textBody, searchId)
    const token = link.searchParams.get('token')!

    const turnOff = (id: number, value: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/search_conditions/${id}/notification_off`,
        payload: { token: value },
      })
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const [id, value] of [
      [searchId, tampered],
      [otherId, token],
      [searchId + 1000, token],
    ] as const) {
      const refused = await turnOff(id, value)
      expect(refused.statusCode).toBe(422)
      expect(refused.json().error.code).toBe('invalidToken')
    }
    const still = await app.inject({ method: 'GET', url: BASE, headers: recruiter.headers })
    expect(
      still
        .json()
        .search_conditions.map((row: { notify_new_members: boolean }) => row.notify_new_members),
    ).toEqual([false, true])

    const done = await turnOff(searchId, token)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ id: searchId, name: '経理', notify_new_members: false })
    // The same click again changes nothing and says the same.
    expect((await turnOff(searchId, token)).json()).toEqual(done.json())
    const read = await app.inject({
      method: 'GET',
      url: `${BASE}/${searchId}`,
      headers: recruiter.headers,
    })
    expect(read.json().notify_new_members).toBe(false)

    await accountant(db)
    expect(await runAlerts(app)).toEqual({ recipients: 0, searches: 0, failed: 0 })
  })

  it('can be run by browser tests through a test-only route', async () => {
    const { app: plain } = await createTestApp({ env: ENV })
    expect(
      (await plain.inject({ method: 'POST', url: '/api/v3/__test/search_alerts/run' })).statusCode,
    ).toBe(404)

    const { app, database } = await createTestApp({
      env: { ...ENV, ENABLE_TEST_ROUTES: 'true' },
    })
    const recruiter = await signInRecruiter(database.db)
    await saveSearch(app, recruiter, '経理', { keyword: '経理' })
    await accountant(database.db)
    const run = await app.inject({ method: 'POST', url: '/api/v3/__test/search_alerts/run' })
    expect(run.statusCode).toBe(200)
    expect(run.json()).toEqual({ recipients: 1, searches: 1 })
  })
})
