import { randomUUID } from 'node:crypto'
import { CANDIDATE_BULK_MAX, LABELS_MAX } from '@kakehashi/contracts'
import {
  candidateCompanyBlocks,
  createCompany,
  createScout,
  createUser,
  type DbOrTx,
  labels,
  mailOutbox,
  recruiterProfiles,
  users,
} from '@kakehashi/db'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import {
  clearProfileRequests,
  sectionsSavedByStep,
} from '../src/modules/candidate-records/candidate-records-service.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

async function call(
  app: App,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url: `/api/v3${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  return { status: response.statusCode, body: response.body ? response.json() : null }
}

/** A company recruiter whose organisation has its catalogue company, with a display name. */
async function recruiterOf(db: DbOrTx, options: { organisationId?: number; name?: string } = {}) {
  const recruiter = await signInRecruiter(db, {
    ...(options.organisationId ? { organisationId: options.organisationId } : {}),
  })
  if (options.name) {
    await db
      .insert(recruiterProfiles)
      .values({ userId: recruiter.user.id, displayName: options.name })
  }
  const company = options.organisationId
    ? null
    : await createCompany(db, { organisationId: recruiter.organisation.id })
  return { ...recruiter, company }
}

const CANDIDATE = {
  fullName: '佐藤 健一',
  email: 'kenichi.sato@example.jp',
}

async function candidate(db: DbOrTx, overrides: { fullName?: string; email?: string } = {}) {
  return createUser(db, { roleType: 'Candidate', ...overrides })
}

/** The candidate blocks the organisation's company: from then on it may not see them. */
async function block(db: DbOrTx, candidateId: number, companyId: number) {
  await db.insert(candidateCompanyBlocks).values({ userId: candidateId, companyId })
}

async function deleteAccount(db: DbOrTx, candidateId: number) {
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, candidateId))
}

describe('stocks and hidden candidates', () => {
  it('creates, answers a repeat with the existing record, and deletes', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await recruiterOf(database.db)
    const person = await candidate(database.db)

    for (const path of ['/client/candidate_stocks', '/client/hidden_candidates']) {
      const created = await call(app, 'POST', path, headers, { candidate_id: person.id })
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ id: expect.any(Number), candidate_id: person.id })
      const repeated = await call(app, 'POST', path, headers, { candidate_id: person.id })
      expect(repeated.status).toBe(200)
      expect(repeated.body).toEqual(created.body)

      const infos = await call(
        app,
        'GET',
        `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
        headers,
      )
      const field = path.endsWith('stocks') ? 'stock_id' : 'hidden_candidate_id'
      expect(infos.body[field]).toBe(created.body.id)

      expect((await call(app, 'DELETE', `${path}/${created.body.id}`, headers)).status).toBe(204)
      expect((await call(app, 'DELETE', `${path}/${created.body.id}`, headers)).status).toBe(404)
      const after = await call(
        app,
        'GET',
        `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
        headers,
      )
      expect(after.body[field]).toBeNull()
    }
  })

  it('answers 404 for candidates the organisation may not see, and for unknown ids', async () => {
    const { app, database } = await createTestApp()
    const { headers, company } = await recruiterOf(database.db)
    const blocker = await candidate(database.db)
    await block(database.db, blocker.id, company!.id)
    const deleted = await candidate(database.db)
    await deleteAccount(database.db, deleted.id)
    const recruiterUser = await signInRecruiter(database.db)

    for (const id of [blocker.id, deleted.id, recruiterUser.user.id, 999_999]) {
      for (const path of ['/client/candidate_stocks', '/client/hidden_candidates']) {
        expect((await call(app, 'POST', path, headers, { candidate_id: id })).status).toBe(404)
      }
      const note = await call(app, 'POST', '/client/candidate_notes', headers, {
        candidate_id: id,
        body: 'メモ',
      })
      expect(note.status).toBe(404)
      const request = await call(app, 'POST', '/client/profile_requests', headers, {
        candidate_id: id,
        section: 'careers',
      })
      expect(request.status).toBe(404)
      const infos = await call(
        app,
        'GET',
        `/client/candidate_recruiter_infos?candidate_id=${id}`,
        headers,
      )
      expect(infos.status).toBe(404)
    }
  })

  it('answers 404 for a stock once its candidate blocks the organisation', async () => {
    const { app, database } = await createTestApp()
    const { headers, company } = await recruiterOf(database.db)
    const person = await candidate(database.db)
    const stock = await call(app, 'POST', '/client/candidate_stocks', headers, {
      candidate_id: person.id,
    })
    expect(stock.status).toBe(201)
    await block(database.db, person.id, company!.id)
    expect(
      (await call(app, 'DELETE', `/client/candidate_stocks/${stock.body.id}`, headers)).status,
    ).toBe(404)
  })
})

describe('notes', () => {
  it('are read by co-workers with their author and time, and changed only by the author', async () => {
    const { app, database } = await createTestApp()
    const author = await recruiterOf(database.db, { name: '採用担当 山田' })
    const coworker = await recruiterOf(database.db, {
      organisationId: author.organisation.id,
      name: '人事 田中',
    })
    const person = await candidate(database.db)

    const requestId = randomUUID()
    const created = await call(app, 'POST', '/client/candidate_notes', author.headers, {
      candidate_id: person.id,
      body: '一次面談の候補。\nIFRSの経験あり',
      client_request_id: requestId,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      candidate_id: person.id,
      body: '一次面談の候補。\nIFRSの経験あり',
      author: { id: author.user.id, display_name: '採用担当 山田' },
      editable: true,
    })
    const retried = await call(app, 'POST', '/client/candidate_notes', author.headers, {
      candidate_id: person.id,
      body: '一次面談の候補。\nIFRSの経験あり',
      client_request_id: requestId,
    })
    expect(retried.status).toBe(200)
    expect(retried.body.id).toBe(created.body.id)

    const seen = await call(
      app,
      'GET',
      `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
      coworker.headers,
    )
    expect(seen.status).toBe(200)
    expect(seen.body.notes).toEqual([
      {
        ...created.body,
        editable: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ])

    const theirs = await call(
      app,
      'PUT',
      `/client/candidate_notes/${created.body.id}`,
      coworker.headers,
      { body: '書き換え' },
    )
    expect(theirs.status).toBe(404)

    const edited = await call(
      app,
      'PUT',
      `/client/candidate_notes/${created.body.id}`,
      author.headers,
      { body: '二次面談へ' },
    )
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id: created.body.id, body: '二次面談へ', editable: true })

    const own = await call(app, 'POST', '/client/candidate_notes', coworker.headers, {
      candidate_id: person.id,
      body: '来月再連絡',
    })
    expect(own.status).toBe(201)
    const both = await call(
      app,
      'GET',
      `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
      author.headers,
    )
    expect(
      both.body.notes.map((note: { body: string; author: { display_name: string } }) => [
        note.body,
        note.author.display_name,
      ]),
    ).toEqual([
      ['二次面談へ', '採用担当 山田'],
      ['来月再連絡', '人事 田中'],
    ])
  })

  it('refuses a blank or too long body with the spec messages', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await recruiterOf(database.db)
    const person = await candidate(database.db)

    const blank = await call(app, 'POST', '/client/candidate_notes', headers, {
      candidate_id: person.id,
      body: '　',
    })
    expect(blank.status).toBe(422)
    expect(blank.body.error.issues).toEqual([
      expect.objectContaining({ path: ['body', 'body'], message: '入力してください' }),
    ])
    const long = await call(
      app,
      'POST',
      '/client/candidate_notes',
      { ...headers, cookie: 'i18n_redirected=en' },
      { candidate_id: person.id, body: 'あ'.repeat(2001) },
    )
    expect(long.status).toBe(422)
    expect(long.body.error.issues[0]).toMatchObject({
      path: ['body', 'body'],
      message: 'Please enter at most 2000 characters',
    })
  })
})

describe('labels', () => {
  it('are created, listed with their candidate counts, renamed and deleted', async () => {
    const { app, database } = await createTestApp()
    const { headers, company } = await recruiterOf(database.db)
    const [first, second] = [await candidate(database.db), await candidate(database.db)]

    const created = await call(app, 'POST', '/client/labels', headers, {
      name: '経理候補',
      colour: '#2E7D32',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: '経理候補', colour: '#2E7D32', candidate_count: 0 })
    const id = created.body.id as number

    const added = await call(app, 'POST', `/client/candidates/${first.id}/labels`, headers, {
      label_id: id,
    })
    expect(added.status).toBe(200)
    expect(added.body).toEqual({
      candidate_id: first.id,
      labels: [{ id, name: '経理候補', colour: '#2E7D32' }],
    })
    // Adding it again changes nothing.
    const again = await call(app, 'POST', `/client/candidates/${first.id}/labels`, headers, {
      label_id: id,
    })
    expect(again.body).toEqual(added.body)
    await call(app, 'POST', `/client/candidates/${second.id}/labels`, headers, { label_id: id })

    let list = await call(app, 'GET', '/client/labels', headers)
    expect(list.body.labels).toEqual([expect.objectContaining({ id, candidate_count: 2 })])
    // A candidate who blocks the organisation no longer counts.
    await block(database.db, second.id, company!.id)
    list = await call(app, 'GET', '/client/labels', headers)
    expect(list.body.labels[0].candidate_count).toBe(1)

    const renamed = await call(app, 'PUT', `/client/labels/${id}`, headers, {
      name: '経理・財務候補',
      colour: '#C62828',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ id, name: '経理・財務候補', colour: '#C62828' })

    const removed = await call(
      app,
      'DELETE',
      `/client/candidates/${first.id}/labels/${id}`,
      headers,
    )
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ candidate_id: first.id, labels: [] })

    expect((await call(app, 'DELETE', `/client/labels/${id}`, headers)).status).toBe(204)
    expect((await call(app, 'GET', '/client/labels', headers)).body.labels).toEqual([])
  })

  it('refuses a name the organisation already uses, in both languages, and a colour off the palette', async () => {
    const { app, database } = await createTestApp()
    const { headers, organisation } = await recruiterOf(database.db)
    const other = await recruiterOf(database.db)
    await call(app, 'POST', '/client/labels', headers, { name: '要連絡', colour: '#1E88E5' })
    const second = await call(app, 'POST', '/client/labels', headers, {
      name: '保留',
      colour: '#1E88E5',
    })

    const taken = await call(app, 'POST', '/client/labels', headers, {
      name: ' 要連絡 ',
      colour: '#C62828',
    })
    expect(taken.status).toBe(422)
    expect(taken.body.error.issues).toEqual([
      expect.objectContaining({
        path: ['body', 'name'],
        code: 'validation.labelNameTaken',
        message: '同じ名前のラベルがすでにあります',
      }),
    ])
    const renamed = await call(
      app,
      'PUT',
      `/client/labels/${second.body.id}`,
      { ...headers, cookie: 'i18n_redirected=en' },
      { name: '要連絡', colour: '#1E88E5' },
    )
    expect(renamed.status).toBe(422)
    expect(renamed.body.error.issues[0]).toMatchObject({
      path: ['body', 'name'],
      message: 'A label with this name already exists',
    })
    // Another organisation may use the same name.
    const theirs = await call(app, 'POST', '/client/labels', other.headers, {
      name: '要連絡',
      colour: '#1E88E5',
    })
    expect(theirs.status).toBe(201)

    const colour = await call(app, 'POST', '/client/labels', headers, {
      name: '新規',
      colour: '#123456',
    })
    expect(colour.status).toBe(422)
    expect(colour.body.error.issues[0].path).toEqual(['body', 'colour'])
    const long = await call(app, 'POST', '/client/labels', headers, {
      name: 'a'.repeat(256),
      colour: '#123456',
    })
    expect(long.body.error.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(
      ['body.name', 'body.colour'],
    )

    // At most LABELS_MAX labels.
    await database.db.insert(labels).values(
      Array.from({ length: LABELS_MAX - 2 }, (_, n) => ({
        organisationId: organisation.id,
        name: `ラベル${n}`,
        colour: '#212121' as const,
      })),
    )
    const over = await call(app, 'POST', '/client/labels', headers, {
      name: 'もう一つ',
      colour: '#212121',
    })
    expect(over.status).toBe(422)
    expect(over.body.error.issues[0]).toMatchObject({
      path: ['body', 'name'],
      message: 'ラベルは100個まで作成できます',
    })
  })

  it('labels a selection of candidates at once, reporting the ones it may not see', async () => {
    const { app, database } = await createTestApp()
    const { headers, company } = await recruiterOf(database.db)
    const people = []
    for (let n = 0; n < 20; n++) people.push(await candidate(database.db))
    await block(database.db, people[3]!.id, company!.id)
    await deleteAccount(database.db, people[7]!.id)
    const ids = people.map((person) => person.id)
    const label = await call(app, 'POST', '/client/labels', headers, {
      name: '一括',
      colour: '#8E24AA',
    })

    const applied = await call(app, 'POST', `/client/candidates/label/${label.body.id}`, headers, {
      candidate_ids: [...ids, 999_999],
    })
    expect(applied.status).toBe(200)
    expect(applied.body).toEqual({
      applied: 18,
      skipped_ids: [people[3]!.id, people[7]!.id, 999_999],
    })
    const list = await call(app, 'GET', '/client/labels', headers)
    expect(list.body.labels[0].candidate_count).toBe(18)
    const infos = await call(
      app,
      'GET',
      `/client/candidate_recruiter_infos?candidate_id=${people[0]!.id}`,
      headers,
    )
    expect(infos.body.labels).toEqual([{ id: label.body.id, name: '一括', colour: '#8E24AA' }])

    const removed = await call(
      app,
      'DELETE',
      `/client/candidates/label/${label.body.id}`,
      headers,
      {
        candidate_ids: ids.slice(0, 10),
      },
    )
    expect(removed.body).toEqual({ applied: 8, skipped_ids: [people[3]!.id, people[7]!.id] })
    expect((await call(app, 'GET', '/client/labels', headers)).body.labels[0].candidate_count).toBe(
      10,
    )

    const tooMany = await call(app, 'POST', `/client/candidates/label/${label.body.id}`, headers, {
      candidate_ids: Array.from({ length: CANDIDATE_BULK_MAX + 1 }, (_, n) => n + 1),
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.error.issues[0]).toMatchObject({
      path: ['body', 'candidate_ids'],
      message: '500個まで選択できます',
    })
  })
})

describe('profile requests', () => {
  it('mail the candidate, who sees them until the section is saved or the request withdrawn', async () => {
    const { app, database } = await createTestApp()
    const { headers, organisation } = await recruiterOf(database.db, { name: '採用担当 山田' })
    const { user: person, headers: candidateHeaders } = await signInCandidate(
      database.db,
      CANDIDATE,
    )

    const created = await call(app, 'POST', '/client/profile_requests', headers, {
      candidate_id: person.id,
      section: 'self_pr',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      candidate_id: person.id,
      section: 'self_pr',
      requester: { display_name: '採用担当 山田' },
    })
    const repeated = await call(app, 'POST', '/client/profile_requests', headers, {
      candidate_id: person.id,
      section: 'self_pr',
    })
    expect(repeated.status).toBe(200)
    expect(repeated.body.id).toBe(created.body.id)

    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, CANDIDATE.email))
      .orderBy(desc(mailOutbox.id))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(organisation.name)
    expect(mails[0]!.textBody).toContain('「職務経歴詳細」')
    expect(mails[0]!.textBody).toContain('/register_steps/career_infos/5')
    // Candidates keep no language choice: the English follows the Japanese.
    expect(mails[0]!.subject).toContain('asks you to complete your profile')
    expect(mails[0]!.textBody).toContain(`${organisation.name} asks you to complete this part`)

    const careers = await call(app, 'POST', '/client/profile_requests', headers, {
      candidate_id: person.id,
      section: 'careers',
    })
    const own = await call(app, 'GET', '/candidate/profile_requests', candidateHeaders)
    expect(own.status).toBe(200)
    expect(own.body.profile_requests).toEqual([
      expect.objectContaining({ section: 'careers', organisation_name: organisation.name }),
      expect.objectContaining({ section: 'self_pr', organisation_name: organisation.name }),
    ])
    expect(JSON.stringify(own.body)).not.toContain('山田')

    const infos = await call(
      app,
      'GET',
      `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
      headers,
    )
    expect(infos.body.profile_requests.map((r: { id: number }) => r.id)).toEqual([
      careers.body.id,
      created.body.id,
    ])

    // Saving step 5 completes the detailed work history.
    await clearProfileRequests(database.db, person.id, sectionsSavedByStep(5))
    expect(
      (await call(app, 'GET', '/candidate/profile_requests', candidateHeaders)).body
        .profile_requests,
    ).toEqual([expect.objectContaining({ section: 'careers' })])

    expect(
      (await call(app, 'DELETE', `/client/profile_requests/${careers.body.id}`, headers)).status,
    ).toBe(204)
    expect(
      (await call(app, 'GET', '/candidate/profile_requests', candidateHeaders)).body
        .profile_requests,
    ).toEqual([])

    const bad = await call(app, 'POST', '/client/profile_requests', headers, {
      candidate_id: person.id,
      section: 'hobbies',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.issues[0].path).toEqual(['body', 'section'])
  })
})

describe('recruiter infos', () => {
  it('gathers the organisation’s records and its scouts with each co-worker, nothing of the candidate', async () => {
    const { app, database } = await createTestApp()
    const me = await recruiterOf(database.db, { name: '採用担当 山田' })
    const coworker = await recruiterOf(database.db, {
      organisationId: me.organisation.id,
      name: '人事 田中',
    })
    const stranger = await recruiterOf(database.db)
    const person = await candidate(database.db, CANDIDATE)
    const older = await createScout(database.db, person.id, {
      organisationId: me.organisation.id,
      senderUserId: coworker.user.id,
      title: 'FP&Aマネージャー候補としてお話ししませんか',
      sentAt: new Date('2025-01-10T01:00:00Z'),
      selectionStatus: 'declined_or_rejected',
      repliedAt: new Date('2025-01-11T01:00:00Z'),
    })
    const newer = await createScout(database.db, person.id, {
      organisationId: me.organisation.id,
      senderUserId: me.user.id,
      title: 'IFRS導入プロジェクトのリード候補のご相談',
      sentAt: new Date('2025-03-01T01:00:00Z'),
      selectionStatus: 'interviewed',
      sendState: 'resend_sent',
    })
    // Another organisation's scout is not this one's history.
    const theirScout = await createScout(database.db, person.id, {
      organisationId: stranger.organisation.id,
    })
    const stock = await call(app, 'POST', '/client/candidate_stocks', me.headers, {
      candidate_id: person.id,
    })
    const label = await call(app, 'POST', '/client/labels', me.headers, {
      name: '最優先',
      colour: '#C62828',
    })
    await call(app, 'POST', `/client/candidates/${person.id}/labels`, me.headers, {
      label_id: label.body.id,
    })

    const infos = await call(
      app,
      'GET',
      `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
      me.headers,
    )
    expect(infos.status).toBe(200)
    expect(infos.body).toMatchObject({
      candidate_id: person.id,
      stock_id: stock.body.id,
      hidden_candidate_id: null,
      labels: [{ id: label.body.id, name: '最優先', colour: '#C62828' }],
      notes: [],
      profile_requests: [],
      scouts: [
        {
          id: newer.id,
          sender: { id: me.user.id, display_name: '採用担当 山田' },
          title: 'IFRS導入プロジェクトのリード候補のご相談',
          sent_at: '2025-03-01T01:00:00.000Z',
          selection_status: 'interviewed',
          send_state: 'resend_sent',
          replied_at: null,
        },
        {
          id: older.id,
          sender: { id: coworker.user.id, display_name: '人事 田中' },
          selection_status: 'declined_or_rejected',
          send_state: 'sent',
          replied_at: '2025-01-11T01:00:00.000Z',
        },
      ],
    })
    const text = JSON.stringify(infos.body)
    expect(text).not.toContain(CANDIDATE.fullName)
    expect(text).not.toContain(CANDIDATE.email)

    const theirs = await call(
      app,
      'GET',
      `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
      stranger.headers,
    )
    expect(theirs.body).toMatchObject({
      stock_id: null,
      labels: [],
      scouts: [{ id: theirScout.id, sender: null }],
    })
  })
})

describe('another organisation', () => {
  it('gets 404 for every record id of this one, and for its label in label operations', async () => {
    const { app, database } = await createTestApp()
    const mine = await recruiterOf(database.db)
    const other = await recruiterOf(database.db)
    const person = await candidate(database.db)
    const post = (url: string, body: unknown) => call(app, 'POST', url, mine.headers, body)
    const stock = await post('/client/candidate_stocks', { candidate_id: person.id })
    const hidden = await post('/client/hidden_candidates', { candidate_id: person.id })
    const note = await post('/client/candidate_notes', { candidate_id: person.id, body: 'メモ' })
    const label = await post('/client/labels', { name: '社内', colour: '#325C8B' })
    await post(`/client/candidates/${person.id}/labels`, { label_id: label.body.id })
    const request = await post('/client/profile_requests', {
      candidate_id: person.id,
      section: 'skill',
    })
    const theirLabel = await call(app, 'POST', '/client/labels', other.headers, {
      name: '社外',
      colour: '#325C8B',
    })

    const refused: [Method, string, unknown?][] = [
      ['DELETE', `/client/candidate_stocks/${stock.body.id}`],
      ['DELETE', `/client/hidden_candidates/${hidden.body.id}`],
      ['PUT', `/client/candidate_notes/${note.body.id}`, { body: '上書き' }],
      ['PUT', `/client/labels/${label.body.id}`, { name: '上書き', colour: '#325C8B' }],
      ['DELETE', `/client/labels/${label.body.id}`],
      ['POST', `/client/candidates/${person.id}/labels`, { label_id: label.body.id }],
      ['DELETE', `/client/candidates/${person.id}/labels/${label.body.id}`],
      ['POST', `/client/candidates/label/${label.body.id}`, { candidate_ids: [person.id] }],
      ['DELETE', `/client/candidates/label/${label.body.id}`, { candidate_ids: [person.id] }],
      ['DELETE', `/client/profile_requests/${request.body.id}`],
    ]
    for (const [method, url, body] of refused) {
      const answer = await call(app, method, url, other.headers, body)
      expect([method, url, answer.status]).toEqual([method, url, 404])
    }
    // This organisation's own label operations refuse the other's label just as well.
    const foreign: [Method, string, unknown?][] = [
      ['POST', `/client/candidates/${person.id}/labels`, { label_id: theirLabel.body.id }],
      ['DELETE', `/client/candidates/${person.id}/labels/${theirLabel.body.id}`],
      ['POST', `/client/candidates/label/${theirLabel.body.id}`, { candidate_ids: [person.id] }],
      ['PUT', `/client/labels/${theirLabel.body.id}`, { name: '奪取', colour: '#325C8B' }],
    ]
    for (const [method, url, body] of foreign) {
      const answer = await call(app, method, url, mine.headers, body)
      expect([method, url, answer.status]).toEqual([method, url, 404])
    }

    // Nothing of this organisation changed.
    const infos = await call(
      app,
      'GET',
      `/client/candidate_recruiter_infos?candidate_id=${person.id}`,
      mine.headers,
    )
    expect(infos.body).toMatchObject({
      stock_id: stock.body.id,
      hidden_candidate_id: hidden.body.id,
      labels: [{ id: label.body.id, name: '社内' }],
      notes: [{ id: note.body.id, body: 'メモ' }],
      profile_requests: [{ id: request.body.id }],
    })
  })
})
