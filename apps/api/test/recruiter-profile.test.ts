import { PROFILE_ICON_MAX_BYTES } from '@kakehashi/contracts'
import { agentTags, mailOutbox, notifications } from '@kakehashi/db'
import { asc, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInRecruiter } from './helpers.ts'

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

type Part = string | { fileName: string; bytes: Buffer }

/** A multipart body as the web client's multipart mode writes it: repeated names for lists. */
function multipart(fields: [string, Part][]) {
  const boundary = '----kakehashi-profile-boundary'
  const chunks: Buffer[] = []
  for (const [name, value] of fields) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
    chunks.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.bytes)
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

async function putProfile(
  app: App,
  headers: Record<string, string>,
  fields: [string, Part][],
  locale: 'ja' | 'en' = 'ja',
) {
  const body = multipart(fields)
  return app.inject({
    method: 'PUT',
    url: '/api/v3/client/profiles',
    headers: { ...headers, ...body.headers, cookie: `i18n_redirected=${locale}` },
    payload: body.payload,
  })
}

const getProfile = (app: App, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v3/client/profiles', headers })

const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { error: { issues: { path: unknown[]; code: string; message: string }[] } })
    .error.issues

describe('recruiter profile', () => {
  it('answers an empty profile before the first save, then what was saved', async () => {
    const { app, database } = await createTestApp()
    const { headers, user } = await signInRecruiter(database.db, { email: 'ito@example.jp' })

    const empty = await getProfile(app, headers)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({
      display_name: '',
      university_text: '',
      self_pr: '',
      former_job: '',
      icon_url: null,
      email: 'ito@example.jp',
      pending_email: null,
      agent_tag_ids: [],
    })

    const saved = await putProfile(app, headers, [
      ['display_name', '伊藤 真理'],
      ['university_text', '東京大学'],
      ['former_job', '外資系投資銀行 アナリスト'],
      ['self_pr', 'よろしくお願いします。'.repeat(10)],
      ['email', 'ito@example.jp'],
    ])
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      display_name: '伊藤 真理',
      university_text: '東京大学',
      former_job: '外資系投資銀行 アナリスト',
      email: 'ito@example.jp',
      pending_email: null,
    })
    // Fields left out stay as they are.
    const partial = await putProfile(app, headers, [['display_name', '伊藤']])
    expect(partial.json()).toMatchObject({ display_name: '伊藤', university_text: '東京大学' })
    expect((await getProfile(app, headers)).json()).toMatchObject({
      display_name: '伊藤',
      former_job: '外資系投資銀行 アナリスト',
    })
    // A profile update mails nobody when the address stays.
    expect(await database.db.select().from(mailOutbox)).toEqual([])
    expect(user.email).toBe('ito@example.jp')
  })

  it('keeps agent tags for agents, as repeated fields, and clears them with an empty string', async () => {
    const { app, database } = await createTestApp()
    const agent = await signInRecruiter(database.db, { roleType: 'Agent' })
    const company = await signInRecruiter(database.db)
    const tags = await database.db.select().from(agentTags).orderBy(asc(agentTags.position))

    const list = await app.inject({
      method: 'GET',
      url: '/api/v3/client/agent_tags',
      headers: agent.headers,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().agent_tags.map((tag: { id: number }) => tag.id)).toEqual(
      tags.map((tag) => tag.id),
    )
    expect(list.json().agent_tags[0]).toEqual({
      id: tags[0]!.id,
      name: tags[0]!.name,
      name_en: tags[0]!.nameEn,
    })

    const chosen = [tags[2]!.id, tags[0]!.id]
    const saved = await putProfile(app, agent.headers, [
      ['agent_tag_ids[]', String(chosen[0])],
      ['agent_tag_ids[]', String(chosen[1])],
    ])
    expect(saved.statusCode).toBe(200)
    expect(saved.json().agent_tag_ids).toEqual([tags[0]!.id, tags[2]!.id])

    const plain = await putProfile(app, agent.headers, [['agent_tag_ids', String(tags[1]!.id)]])
    expect(plain.json().agent_tag_ids).toEqual([tags[1]!.id])

    const cleared = await putProfile(app, agent.headers, [['agent_tag_ids[]', '']])
    expect(cleared.json().agent_tag_ids).toEqual([])

    const unknown = await putProfile(app, agent.headers, [['agent_tag_ids[]', '999999']])
    expect(unknown.statusCode).toBe(422)
    expect(issuesOf(unknown)).toEqual([
      expect.objectContaining({ path: ['body', 'agent_tag_ids'], code: 'validation.invalid' }),
    ])

    // A company recruiter has no agent tags, whatever is sent.
    const companySaved = await putProfile(app, company.headers, [
      ['agent_tag_ids[]', String(tags[0]!.id)],
    ])
    expect(companySaved.json().agent_tag_ids).toEqual([])
  })

  it('refuses each broken rule with 422 and the field path', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db)

    const response = await putProfile(app, headers, [
      ['display_name', 'あ'.repeat(256)],
      ['university_text', 'い'.repeat(256)],
      ['former_job', '営業😀'],
      ['self_pr', 'う'.repeat(2501)],
      ['email', 'not-an-address'],
      ['agent_tag_ids[]', 'abc'],
    ])
    expect(response.statusCode).toBe(422)
    const issues = issuesOf(response)
    const byPath = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue]))
    expect(byPath['body.display_name']).toMatchObject({
      code: 'validation.maxLength',
      message: '255文字以内で入力してください',
    })
    expect(byPath['body.university_text']).toMatchObject({ code: 'validation.maxLength' })
    expect(byPath['body.former_job']).toMatchObject({
      code: 'validation.emoji',
      message: '絵文字は使用できません',
    })
    expect(byPath['body.self_pr']).toMatchObject({
      code: 'validation.maxLength',
      message: '2500文字以内で入力してください',
    })
    expect(byPath['body.email']).toMatchObject({
      code: 'validation.email',
      message: 'メールアドレスの形式が不正です',
    })
    expect(byPath['body.agent_tag_ids.0']).toMatchObject({ code: 'validation.invalid' })

    const blankEmail = await putProfile(app, headers, [['email', ' ']], 'en')
    expect(issuesOf(blankEmail)).toEqual([
      { path: ['body', 'email'], code: 'validation.required', message: 'Please enter a value' },
    ])

    // The limits themselves are allowed; nothing was saved by the refused requests.
    const atLimit = await putProfile(app, headers, [
      ['display_name', 'あ'.repeat(255)],
      ['self_pr', 'う'.repeat(2500)],
    ])
    expect(atLimit.statusCode).toBe(200)
    expect(atLimit.json().former_job).toBe('')

    const json = await app.inject({
      method: 'PUT',
      url: '/api/v3/client/profiles',
      headers,
      payload: { display_name: 'JSON' },
    })
    expect(json.statusCode).toBe(415)
  })

  it('stores a PNG icon checked by its content and serves it to the organisation only', async () => {
    const { app, database } = await createTestApp()
    const owner = await signInRecruiter(database.db)
    const colleague = await signInRecruiter(database.db, {
      organisationId: owner.organisation.id,
    })
    const outsider = await signInRecruiter(database.db)

    const uploaded = await putProfile(app, owner.headers, [
      ['display_name', '山本'],
      ['icon', { fileName: 'face.png', bytes: PNG }],
    ])
    expect(uploaded.statusCode).toBe(200)
    const iconUrl: string = uploaded.json().icon_url
    expect(iconUrl).toMatch(new RegExp(`^/api/v3/client/profile_icons/${owner.user.id}\\?v=\\d+$`))

    for (const reader of [owner, colleague]) {
      const icon = await app.inject({ method: 'GET', url: iconUrl, headers: reader.headers })
      expect(icon.statusCode).toBe(200)
      expect(icon.headers['content-type']).toBe('image/png')
      expect(icon.headers['x-content-type-options']).toBe('nosniff')
      expect(icon.rawPayload.equals(PNG)).toBe(true)
    }
    // Another organisation cannot tell the icon from a missing one.
    const foreign = await app.inject({ method: 'GET', url: iconUrl, headers: outsider.headers })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('notFound')
    const noIcon = await app.inject({
      method: 'GET',
      url: `/api/v3/client/profile_icons/${colleague.user.id}`,
      headers: owner.headers,
    })
    expect(noIcon.statusCode).toBe(404)

    // A text file named .png is refused by its content; the icon stays.
    const text = await putProfile(app, owner.headers, [
      ['icon', { fileName: 'face.png', bytes: Buffer.from('just some text, not an image') }],
    ])
    expect(text.statusCode).toBe(422)
    expect(issuesOf(text)).toEqual([
      {
        path: ['body', 'icon'],
        code: 'validation.imageType',
        message: 'PNG、JPEG、WebP形式の画像を選択してください',
      },
    ])

    const oversize = await putProfile(app, owner.headers, [
      [
        'icon',
        {
          fileName: 'huge.png',
          bytes: Buffer.concat([PNG, Buffer.alloc(PROFILE_ICON_MAX_BYTES)]),
        },
      ],
    ])
    expect(oversize.statusCode).toBe(422)
    expect(issuesOf(oversize)).toEqual([
      {
        path: ['body', 'icon'],
        code: 'validation.fileTooLarge',
        message: 'ファイルサイズが上限（2MB）を超えています',
      },
    ])
    expect((await getProfile(app, owner.headers)).json().icon_url).toBe(iconUrl)

    // The limit itself is allowed: uploads are bounded by it, not by the JSON body limit.
    const atLimit = await putProfile(app, owner.headers, [
      [
        'icon',
        {
          fileName: 'large.png',
          bytes: Buffer.concat([PNG, Buffer.alloc(PROFILE_ICON_MAX_BYTES - PNG.length)]),
        },
      ],
    ])
    expect(atLimit.statusCode).toBe(200)
    expect(atLimit.json().icon_url).not.toBe(iconUrl)

    const removed = await putProfile(app, owner.headers, [['remove_icon', 'true']])
    expect(removed.json().icon_url).toBeNull()
    const gone = await app.inject({
      method: 'GET',
      url: `/api/v3/client/profile_icons/${owner.user.id}`,
      headers: owner.headers,
    })
    expect(gone.statusCode).toBe(404)
  })

  it('changes the e-mail address only once the link mailed to the new address is followed', async () => {
    const { app, database } = await createTestApp()
    const password = 'recruiter-password-1'
    const { headers, user } = await signInRecruiter(database.db, {
      email: 'kato@example.jp',
      password,
    })
    const otherDevice = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      payload: { email: 'kato@example.jp', password },
    })
    const otherToken = otherDevice.json().auth_token as string

    const requested = await putProfile(app, headers, [['email', 'Kato.New@Example.jp']], 'en')
    expect(requested.statusCode).toBe(200)
    expect(requested.json()).toMatchObject({
      email: 'kato@example.jp',
      pending_email: 'kato.new@example.jp',
    })

    const [mail] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id))
    expect(mail?.toAddress).toBe('kato.new@example.jp')
    expect(mail?.subject).toBe('[Kakehashi] Confirm your new e-mail address')
    const token = mail?.textBody.match(/\/client\/email_change\/confirm\?token=([\w-]+)/)?.[1]
    expect(token).toBeTruthy()

    // A double click sends no second mail.
    await putProfile(app, headers, [['email', 'kato.new@example.jp']])
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1)

    // Until then the old address is the one that signs in.
    const signIn = (email: string) =>
      app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email, password } })
    expect((await signIn('kato.new@example.jp')).statusCode).toBe(401)
    expect((await getProfile(app, headers)).json().email).toBe('kato@example.jp')

    // Only the recruiter who asked can use the link.
    const stranger = await signInRecruiter(database.db)
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/v3/client/email_changes/confirm',
      headers: stranger.headers,
      payload: { token },
    })
    expect(stolen.statusCode).toBe(422)
    expect(stolen.json().error.code).toBe('invalidToken')

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v3/client/email_changes/confirm',
      headers,
      payload: { token },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ email: 'kato.new@example.jp' })
    const noticed = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
    expect(noticed).toEqual([
      expect.objectContaining({
        kind: 'email_changed',
        params: { email: 'kato.new@example.jp' },
        linkPath: '/client/profile',
      }),
    ])
    expect((await getProfile(app, headers)).json()).toMatchObject({
      email: 'kato.new@example.jp',
      pending_email: null,
    })
    // The other session ends, as after a password change; the new address signs in.
    const ended = await getProfile(app, { authorization: `Bearer ${otherToken}` })
    expect(ended.statusCode).toBe(401)
    expect((await signIn('kato.new@example.jp')).statusCode).toBe(201)
    expect((await signIn('kato@example.jp')).statusCode).toBe(401)

    const again = await app.inject({
      method: 'POST',
      url: '/api/v3/client/email_changes/confirm',
      headers,
      payload: { token },
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().error.code).toBe('invalidToken')
  })

  it('refuses an address another account uses, on the email field', async () => {
    const { app, database } = await createTestApp()
    await signInRecruiter(database.db, { email: 'taken@example.jp' })
    const { headers } = await signInRecruiter(database.db)
    const response = await putProfile(app, headers, [['email', 'TAKEN@example.jp']])
    expect(response.statusCode).toBe(422)
    expect(issuesOf(response)).toEqual([
      {
        path: ['body', 'email'],
        code: 'validation.alreadyRegistered',
        message: 'すでに登録されています',
      },
    ])
    expect(await database.db.select().from(mailOutbox)).toEqual([])
  })

  it('suggests universities for the profile form', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db)
    const response = await app.inject({
      method: 'GET',
      url: `/api/v3/client/universities?keyword=${encodeURIComponent('東京')}`,
      headers,
    })
    expect(response.statusCode).toBe(200)
    const names = response
      .json()
      .universities.map((university: { name: string }) => university.name)
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name: string) => name.includes('東京'))).toBe(true)
  })
})
