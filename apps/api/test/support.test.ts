import { mailOutbox, supportInquiries } from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInRecruiter } from './helpers.ts'

const URL = '/api/v3/client/support_inquiries'

const INQUIRY = {
  topic: 'trouble',
  subject: 'スカウトが送信できません',
  body: '求人を選んで送信すると\nエラーになります。',
  client_request_id: 'inquiry-0001-abcd',
}

async function post(app: App, headers: Record<string, string>, payload: object) {
  const response = await app.inject({ method: 'POST', url: URL, headers, payload })
  return { status: response.statusCode, body: response.json() }
}

function issuesByField(body: { error: { issues: { path: string[]; message: string }[] } }) {
  return Object.fromEntries(body.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('support inquiries', () => {
  it('refuses bad input with the rule messages and field paths', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db)
    const ja = { ...headers, cookie: 'i18n_redirected=ja' }

    const empty = await post(app, ja, {
      topic: '',
      subject: ' ',
      body: '',
      client_request_id: 'key-0001',
    })
    expect(empty.status).toBe(422)
    expect(issuesByField(empty.body)).toEqual({
      'body.topic': '入力してください',
      'body.subject': '入力してください',
      'body.body': '入力してください',
    })

    const tooLong = await post(app, ja, {
      ...INQUIRY,
      topic: 'gossip',
      subject: 'あ'.repeat(256),
      body: `${'い'.repeat(2500)}う`,
    })
    expect(issuesByField(tooLong.body)).toMatchObject({
      'body.topic': '入力してください',
      'body.subject': '255文字以内で入力してください',
      'body.body': '2500文字以内で入力してください',
    })

    const emoji = await post(
      app,
      { ...headers, cookie: 'i18n_redirected=en' },
      {
        ...INQUIRY,
        body: 'Help 🙏',
      },
    )
    expect(issuesByField(emoji.body)).toEqual({ 'body.body': 'Emoji cannot be used' })

    expect(await database.db.select().from(supportInquiries)).toHaveLength(0)
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0)
  })

  it("mails the platform's mailbox with the recruiter's details and a copy to the recruiter", async () => {
    const { app, database } = await createTestApp({
      env: { SUPPORT_MAIL_TO: 'help-desk@kakehashi.example.com' },
    })
    const { user, organisation, headers } = await signInRecruiter(database.db)

    const sent = await post(app, { ...headers, cookie: 'i18n_redirected=en' }, INQUIRY)
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ topic: 'trouble', subject: INQUIRY.subject })

    const [stored] = await database.db.select().from(supportInquiries)
    expect(stored).toMatchObject({
      id: sent.body.id,
      userId: user.id,
      organisationId: organisation.id,
      topic: 'trouble',
      subject: INQUIRY.subject,
      body: INQUIRY.body,
    })

    const mails = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
    expect(mails.map((mail) => mail.toAddress)).toEqual([
      'help-desk@kakehashi.example.com',
      user.email,
    ])
    const [platform, copy] = mails
    // The support team reads Japanese whatever language the recruiter used.
    expect(platform!.subject).toBe(`【Kakehashi サポート】不具合・トラブル：${INQUIRY.subject}`)
    for (const detail of [
      `お名前：${user.fullName}`,
      `所属：${organisation.name}`,
      `メールアドレス：${user.email}`,
      'お問い合わせ種別：不具合・トラブル',
      `件名：${INQUIRY.subject}`,
      INQUIRY.body,
      `返信先：${user.email}`,
    ]) {
      expect(platform!.textBody).toContain(detail)
    }
    // The copy is in the language the form was sent in.
    expect(copy!.subject).toBe('[Kakehashi] We have received your message')
    expect(copy!.textBody).toContain(`Dear ${user.fullName},`)
    expect(copy!.textBody).toContain('Topic: Problems and errors')
    expect(copy!.textBody).toContain(INQUIRY.body)
  })

  it('a retried request with the same key is one inquiry and one mail each', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db)

    const first = await post(app, headers, INQUIRY)
    const retry = await post(app, headers, INQUIRY)
    expect(first.status).toBe(201)
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(first.body)
    expect(await database.db.select().from(supportInquiries)).toHaveLength(1)
    const platformMails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'support@kakehashi.example.com'))
    expect(platformMails).toHaveLength(1)
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2)

    // A new draft (a new key) is a new inquiry.
    const next = await post(app, headers, { ...INQUIRY, client_request_id: 'inquiry-0002-abcd' })
    expect(next.status).toBe(201)
    expect(next.body.id).not.toBe(first.body.id)
  })

  it("another organisation's recruiter with the same key gets an inquiry of its own", async () => {
    const { app, database } = await createTestApp()
    const mine = await signInRecruiter(database.db)
    const theirs = await signInRecruiter(database.db, { roleType: 'Agent' })

    const first = await post(app, mine.headers, INQUIRY)
    const other = await post(app, theirs.headers, { ...INQUIRY, subject: '契約の更新について' })
    expect(other.status).toBe(201)
    expect(other.body.id).not.toBe(first.body.id)
    expect(other.body.subject).toBe('契約の更新について')
    const copies = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, theirs.user.email))
    expect(copies).toHaveLength(1)
    expect(copies[0]!.textBody).not.toContain(INQUIRY.subject)
  })

  it('every recruiter may write, trial accounts too', async () => {
    const { app, database } = await createTestApp()
    const trial = await signInRecruiter(database.db, {
      accountType: 'normal',
      trialRecruiter: true,
    })
    expect((await post(app, trial.headers, INQUIRY)).status).toBe(201)
  })
})
