import { fillScoutTemplate, SCOUT_TEMPLATES_MAX } from '@kakehashi/contracts'
import { scoutTemplates } from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import { callApi, createTestApp, issuesOf, signInRecruiter } from './helpers.ts'

const BASE = '/api/v3/client/scout_templates'

const template = (overrides: Record<string, unknown> = {}) => ({
  template_type: 'normal',
  name: '経理マネージャー候補向け',
  mail_subject: '【{{company_name}}】{{position_name}}のご案内',
  body: '{{job_seeker_name}}様\n\n{{scout_body}}\n\n{{company_name}} 採用担当',
  ...overrides,
})

describe('scout templates', () => {
  it('creates, lists, reads, changes and deletes a template for the whole organisation', async () => {
    const { app, database } = await createTestApp()
    const author = await signInRecruiter(database.db)
    const coWorker = await signInRecruiter(database.db, {
      organisationId: author.organisation.id,
    })

    const created = await callApi(app, 'POST', BASE, author.headers, template())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      template_type: 'normal',
      name: '経理マネージャー候補向け',
      mail_subject: '【{{company_name}}】{{position_name}}のご案内',
    })
    const remind = await callApi(
      app,
      'POST',
      BASE,
      author.headers,
      template({
        template_type: 'remind',
        name: '再送用',
        body: '先日のご連絡の件です。\n{{scout_title}}',
      }),
    )
    expect(remind.status).toBe(201)

    // A co-worker reads and edits the organisation's templates, newest saved first.
    const listed = await callApi(app, 'GET', BASE, coWorker.headers)
    expect(listed.body.scout_templates.map((row: { name: string }) => row.name)).toEqual([
      '再送用',
      '経理マネージャー候補向け',
    ])
    const reminders = await callApi(app, 'GET', `${BASE}?template_type=remind`, coWorker.headers)
    expect(reminders.body.scout_templates.map((row: { id: number }) => row.id)).toEqual([
      remind.body.id,
    ])

    const changed = await callApi(
      app,
      'PUT',
      `${BASE}/${created.body.id}`,
      coWorker.headers,
      template({ name: '経理マネージャー候補向け（改）' }),
    )
    expect(changed.status).toBe(200)
    const read = await callApi(app, 'GET', `${BASE}/${created.body.id}`, author.headers)
    expect(read.body.name).toBe('経理マネージャー候補向け（改）')
    expect(read.body.updated_at >= created.body.updated_at).toBe(true)
    const reordered = await callApi(app, 'GET', BASE, author.headers)
    expect(reordered.body.scout_templates[0].id).toBe(created.body.id)

    expect(
      (await callApi(app, 'DELETE', `${BASE}/${created.body.id}`, author.headers)).status,
    ).toBe(204)
    expect((await callApi(app, 'GET', `${BASE}/${created.body.id}`, author.headers)).status).toBe(
      404,
    )
    expect(
      (await callApi(app, 'DELETE', `${BASE}/${created.body.id}`, author.headers)).status,
    ).toBe(404)
  })

  it('refuses unknown, malformed and tripled variables with the three messages, in both languages', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db)

    const unknown = await callApi(
      app,
      'POST',
      BASE,
      headers,
      template({ mail_subject: '{{name}}様へ', body: '{{salary}}と{{company_name}}' }),
    )
    expect(unknown.status).toBe(422)
    expect(issuesOf(unknown.body)).toEqual({
      'body.mail_subject': '変数（{{name}}）は使用できません',
      'body.body': '変数（{{salary}}）は使用できません',
    })

    const malformed = await callApi(
      app,
      'POST',
      BASE,
      headers,
      template({ body: '{{ company_name }}' }),
    )
    expect(issuesOf(malformed.body)).toEqual({ 'body.body': '変数の記述に誤りがあります' })

    const tripled = await callApi(
      app,
      'POST',
      BASE,
      headers,
      template({ body: '{{{company_name}}}' }),
    )
    expect(issuesOf(tripled.body)).toEqual({
      'body.body': '波括弧を3つ続けて使用することはできません',
    })

    const english = await callApi(
      app,
      'POST',
      BASE,
      { ...headers, cookie: 'i18n_redirected=en' },
      template({ body: '{{salary}}' }),
    )
    expect(english.body.error.issues[0]).toMatchObject({
      path: ['body', 'body'],
      code: 'validation.templateVariableUnknown',
    })
    expect(english.body.error.issues[0].message).toContain('{{salary}}')

    const blank = await callApi(app, 'POST', BASE, headers, {
      template_type: 'weekly',
      name: ' ',
      mail_subject: '',
      body: '',
    })
    expect(blank.status).toBe(422)
    expect(Object.keys(issuesOf(blank.body)).sort()).toEqual([
      'body.body',
      'body.mail_subject',
      'body.name',
      'body.template_type',
    ])
    expect((await callApi(app, 'GET', BASE, headers)).body.scout_templates).toEqual([])
  })

  it('answers a retried create with the template the first request made', async () => {
    const { app, database } = await createTestApp()
    const { headers, organisation } = await signInRecruiter(database.db)
    const body = template({ client_request_id: 'draft-0001-abcd' })

    const [first, second] = await Promise.all([
      callApi(app, 'POST', BASE, headers, body),
      callApi(app, 'POST', BASE, headers, body),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(first.body.id).toBe(second.body.id)
    const rows = await database.db.select().from(scoutTemplates)
    expect(rows.filter((row) => row.organisationId === organisation.id)).toHaveLength(1)
  })

  it(`keeps an organisation to ${SCOUT_TEMPLATES_MAX} templates`, async () => {
    const { app, database } = await createTestApp()
    const { headers, organisation } = await signInRecruiter(database.db)
    await database.db.insert(scoutTemplates).values(
      Array.from({ length: SCOUT_TEMPLATES_MAX }, (_, k) => ({
        organisationId: organisation.id,
        templateType: 'normal' as const,
        name: `テンプレート${k + 1}`,
        mailSubject: 'ご案内',
        body: '本文',
      })),
    )
    const refused = await callApi(app, 'POST', BASE, headers, template())
    expect(refused.status).toBe(422)
    expect(issuesOf(refused.body)).toEqual({
      'body.name': `スカウトテンプレートは${SCOUT_TEMPLATES_MAX}件まで作成できます`,
    })
  })

  it('answers 404 for every template of another organisation', async () => {
    const { app, database } = await createTestApp()
    const owner = await signInRecruiter(database.db)
    const stranger = await signInRecruiter(database.db, { roleType: 'Agent' })
    const { body } = await callApi(app, 'POST', BASE, owner.headers, template())

    expect((await callApi(app, 'GET', `${BASE}/${body.id}`, stranger.headers)).status).toBe(404)
    expect(
      (
        await callApi(
          app,
          'PUT',
          `${BASE}/${body.id}`,
          stranger.headers,
          template({ name: '乗っ取り' }),
        )
      ).status,
    ).toBe(404)
    expect((await callApi(app, 'DELETE', `${BASE}/${body.id}`, stranger.headers)).status).toBe(404)
    expect((await callApi(app, 'GET', BASE, stranger.headers)).body.scout_templates).toEqual([])
    const kept = await callApi(app, 'GET', `${BASE}/${body.id}`, owner.headers)
    expect(kept.body.name).toBe('経理マネージャー候補向け')
  })
})

describe('filling a template', () => {
  it('replaces each variable of the list and leaves other text alone', () => {
    expect(
      fillScoutTemplate('{{job_seeker_name}}様 {{company_name}}の{{position_name}} {x} {{other}}', {
        scout_title: 'T',
        scout_body: 'B',
        job_seeker_name: '山田',
        position_name: '経理マネージャー',
        company_name: '株式会社架橋',
      }),
    ).toBe('山田様 株式会社架橋の経理マネージャー {x} {{other}}')
  })
})
