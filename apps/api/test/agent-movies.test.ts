import { parseAgentMovieUrl } from '@kakehashi/contracts'
import { agentMovies, agents, createAgent, type DbOrTx, organisations, seed } from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInRecruiter } from './helpers.ts'

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

/** An agent firm's recruiter whose firm has a public agent profile. */
async function agentFirm(db: DbOrTx) {
  const recruiter = await signInRecruiter(db, { roleType: 'Agent', accountType: 'master' })
  const agent = await createAgent(db, { organisationId: recruiter.organisation.id })
  return { ...recruiter, agent }
}

const movie = (overrides: Record<string, unknown> = {}) => ({
  title: '会社紹介ムービー',
  description: 'コンサルタントの一日をご紹介します。',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  is_shown: true,
  ...overrides,
})

describe('agent movie addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a1B2c3D4e5_', 'youtube', 'a1B2c3D4e5_'],
    ['  https://vimeo.com/76979871  ', 'vimeo', '76979871'],
    ['https://vimeo.com/76979871/', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('accepts %s', (url, provider, videoId) => {
    expect(parseAgentMovieUrl(url)).toEqual({ provider, videoId })
  })

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtu.be/',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/76979871',
    'https://user@vimeo.com/76979871',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseAgentMovieUrl(url)).toBeNull()
  })
})

describe('/api/v3/client/agent_movies', () => {
  it('adds, reads, changes and deletes movies, the video taken from the address', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await agentFirm(database.db)

    const created = await call(app, 'POST', '/client/agent_movies', headers, movie())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: '会社紹介ムービー',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'youtube',
      video_id: 'dQw4w9WgXcQ',
      position: 1,
      is_shown: true,
    })
    const id = created.body.id as number

    const vimeo = await call(app, 'POST', '/client/agent_movies', headers, {
      title: 'オフィス紹介',
      url: 'https://player.vimeo.com/video/76979871',
    })
    expect(vimeo.status).toBe(201)
    expect(vimeo.body).toMatchObject({
      provider: 'vimeo',
      video_id: '76979871',
      description: '',
      position: 2,
      is_shown: true,
    })

    expect((await call(app, 'GET', `/client/agent_movies/${id}`, headers)).body).toEqual(
      created.body,
    )
    const list = await call(app, 'GET', '/client/agent_movies', headers)
    expect(list.status).toBe(200)
    expect(list.body.agent_movies.map((m: { id: number }) => m.id)).toEqual([id, vimeo.body.id])

    const updated = await call(
      app,
      'PUT',
      `/client/agent_movies/${id}`,
      headers,
      movie({ title: '新しいタイトル', url: 'https://youtu.be/a1B2c3D4e5_', is_shown: false }),
    )
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      id,
      title: '新しいタイトル',
      video_id: 'a1B2c3D4e5_',
      position: 1,
      is_shown: false,
    })

    expect((await call(app, 'DELETE', `/client/agent_movies/${id}`, headers)).status).toBe(204)
    expect((await call(app, 'GET', `/client/agent_movies/${id}`, headers)).status).toBe(404)
    expect((await call(app, 'DELETE', `/client/agent_movies/${id}`, headers)).status).toBe(404)
    // The order closes up behind a deleted movie.
    const after = await call(app, 'GET', '/client/agent_movies', headers)
    expect(after.body.agent_movies).toEqual([
      expect.objectContaining({ id: vimeo.body.id, position: 1 }),
    ])
  })

  it('refuses other addresses and bad fields with 422 and their paths, in both languages', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await agentFirm(database.db)

    const bad = await call(
      app,
      'POST',
      '/client/agent_movies',
      headers,
      movie({ url: 'https://example.com/watch?v=dQw4w9WgXcQ' }),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.error.issues).toEqual([
      expect.objectContaining({
        path: ['body', 'url'],
        message: 'YouTube または Vimeo の動画URLを入力してください',
        code: 'validation.movieUrl',
      }),
    ])

    const english = await call(
      app,
      'POST',
      '/client/agent_movies',
      { ...headers, cookie: 'i18n_redirected=en' },
      movie({ url: 'https://vimeo.com/about' }),
    )
    expect(english.status).toBe(422)
    expect(english.body.error.issues[0]).toMatchObject({
      path: ['body', 'url'],
      message: 'Please enter the URL of a YouTube or Vimeo video',
    })

    const fields = await call(app, 'POST', '/client/agent_movies', headers, {
      title: '',
      description: `${'あ'.repeat(2500)}い`,
      url: '',
      is_shown: 'yes',
    })
    expect(fields.status).toBe(422)
    const problems = Object.fromEntries(
      (fields.body.error.issues as { path: string[]; code: string }[]).map((issue) => [
        issue.path.join('.'),
        issue.code,
      ]),
    )
    expect(problems).toMatchObject({
      'body.title': 'validation.required',
      'body.description': 'validation.maxLength',
      'body.url': 'validation.required',
      'body.is_shown': 'validation.invalid',
    })

    const emoji = await call(
      app,
      'POST',
      '/client/agent_movies',
      headers,
      movie({ title: '動画🎬' }),
    )
    expect(emoji.status).toBe(422)
    expect(emoji.body.error.issues[0]).toMatchObject({
      path: ['body', 'title'],
      code: 'validation.emoji',
    })
    const long = await call(
      app,
      'POST',
      '/client/agent_movies',
      headers,
      movie({ title: 'a'.repeat(256) }),
    )
    expect(long.body.error.issues[0]).toMatchObject({
      path: ['body', 'title'],
      code: 'validation.maxLength',
    })

    const list = await call(app, 'GET', '/client/agent_movies', headers)
    expect(list.body.agent_movies).toEqual([])
  })

  it('answers a retried create with the movie already there, and refuses the video twice', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await agentFirm(database.db)

    const [first, second] = await Promise.all([
      call(app, 'POST', '/client/agent_movies', headers, movie()),
      call(app, 'POST', '/client/agent_movies', headers, movie()),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(first.body.id).toBe(second.body.id)
    const retried = await call(app, 'POST', '/client/agent_movies', headers, movie())
    expect(retried.status).toBe(200)
    expect(retried.body.id).toBe(first.body.id)

    // The same video under another address form and title is the same video.
    const again = await call(
      app,
      'POST',
      '/client/agent_movies',
      headers,
      movie({ title: '別のタイトル', url: 'https://youtu.be/dQw4w9WgXcQ' }),
    )
    expect(again.status).toBe(409)
    expect(again.body.error.issues[0]).toMatchObject({
      path: ['body', 'url'],
      code: 'validation.alreadyRegistered',
    })

    const other = await call(
      app,
      'POST',
      '/client/agent_movies',
      headers,
      movie({ url: 'https://vimeo.com/76979871' }),
    )
    const clash = await call(
      app,
      'PUT',
      `/client/agent_movies/${other.body.id}`,
      headers,
      movie({ url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }),
    )
    expect(clash.status).toBe(409)
    expect((await call(app, 'GET', '/client/agent_movies', headers)).body.agent_movies).toEqual([
      expect.objectContaining({ id: first.body.id, video_id: 'dQw4w9WgXcQ' }),
      expect.objectContaining({ id: other.body.id, video_id: '76979871' }),
    ])
  })

  it('puts the movies in a new order that names each once', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await agentFirm(database.db)
    const ids: number[] = []
    for (const url of [
      'https://youtu.be/aaaaaaaaaaa',
      'https://youtu.be/bbbbbbbbbbb',
      'https://vimeo.com/1234567',
    ]) {
      ids.push((await call(app, 'POST', '/client/agent_movies', headers, movie({ url }))).body.id)
    }
    const [a, b, c] = ids as [number, number, number]

    const reordered = await call(app, 'PUT', '/client/agent_movies/order', headers, {
      ids: [c, a, b],
    })
    expect(reordered.status).toBe(200)
    expect(
      reordered.body.agent_movies.map((m: { id: number; position: number }) => [m.id, m.position]),
    ).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ])

    for (const wrong of [[c, a], [c, a, a], []]) {
      const refused = await call(app, 'PUT', '/client/agent_movies/order', headers, { ids: wrong })
      expect(refused.status).toBe(422)
      expect(refused.body.error.issues[0].path).toEqual(['body', 'ids'])
    }
    const after = await call(app, 'GET', '/client/agent_movies', headers)
    expect(after.body.agent_movies.map((m: { id: number }) => m.id)).toEqual([c, a, b])
  })

  it("answers 404 for another organisation's movies and for company recruiters", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const owner = await agentFirm(db)
    const { body: own } = await call(app, 'POST', '/client/agent_movies', owner.headers, movie())
    const other = await agentFirm(db)
    const { body: theirs } = await call(
      app,
      'POST',
      '/client/agent_movies',
      other.headers,
      movie({ url: 'https://vimeo.com/1234567' }),
    )

    for (const [method, url, payload] of [
      ['GET', `/client/agent_movies/${own.id}`, undefined],
      ['PUT', `/client/agent_movies/${own.id}`, movie({ title: '乗っ取り' })],
      ['DELETE', `/client/agent_movies/${own.id}`, undefined],
      ['PUT', '/client/agent_movies/order', { ids: [theirs.id, own.id] }],
    ] as const) {
      const answer = await call(app, method, url, other.headers, payload)
      expect(answer.status, `${method} ${url}`).toBe(404)
      expect(answer.body.error.code).toBe('notFound')
    }
    const theirList = await call(app, 'GET', '/client/agent_movies', other.headers)
    expect(theirList.body.agent_movies.map((m: { id: number }) => m.id)).toEqual([theirs.id])
    expect((await call(app, 'GET', `/client/agent_movies/${own.id}`, owner.headers)).body).toEqual(
      own,
    )

    const company = await signInRecruiter(db, { accountType: 'master' })
    expect(company.user.permissions).toContain('movies')
    for (const [method, url, payload] of [
      ['GET', '/client/agent_movies', undefined],
      ['POST', '/client/agent_movies', movie()],
      ['GET', `/client/agent_movies/${own.id}`, undefined],
      ['PUT', `/client/agent_movies/${own.id}`, movie()],
      ['PUT', '/client/agent_movies/order', { ids: [own.id] }],
      ['DELETE', `/client/agent_movies/${own.id}`, undefined],
    ] as const) {
      const answer = await call(app, method, url, company.headers, payload)
      expect(answer.status, `${method} ${url}`).toBe(404)
    }
  })

  it('refuses recruiters without the movies permission', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db, {
      roleType: 'Agent',
      accountType: 'master',
      permissions: ['dashboard'],
    })
    expect((await call(app, 'GET', '/client/agent_movies', headers)).status).toBe(403)
  })
})

describe('movies on the public agent page', () => {
  it('embeds the shown movies only, in the firm order', async () => {
    const { app, database } = await createTestApp()
    const { headers, agent } = await agentFirm(database.db)
    const first = await call(app, 'POST', '/client/agent_movies', headers, movie())
    const hidden = await call(
      app,
      'POST',
      '/client/agent_movies',
      headers,
      movie({ title: '非公開の動画', url: 'https://youtu.be/bbbbbbbbbbb', is_shown: false }),
    )
    const vimeo = await call(
      app,
      'POST',
      '/client/agent_movies',
      headers,
      movie({ title: 'オフィス紹介', description: '', url: 'https://vimeo.com/76979871' }),
    )
    await call(app, 'PUT', '/client/agent_movies/order', headers, {
      ids: [vimeo.body.id, hidden.body.id, first.body.id],
    })

    const detail = await call(app, 'GET', `/agents/${agent.id}`, {})
    expect(detail.status).toBe(200)
    expect(detail.body.movies).toEqual([
      {
        id: vimeo.body.id,
        title: 'オフィス紹介',
        description: '',
        provider: 'vimeo',
        video_id: '76979871',
      },
      {
        id: first.body.id,
        title: '会社紹介ムービー',
        description: 'コンサルタントの一日をご紹介します。',
        provider: 'youtube',
        video_id: 'dQw4w9WgXcQ',
      },
    ])

    await call(
      app,
      'PUT',
      `/client/agent_movies/${first.body.id}`,
      headers,
      movie({ is_shown: false }),
    )
    const after = await call(app, 'GET', `/agents/${agent.id}`, {})
    expect(after.body.movies.map((m: { id: number }) => m.id)).toEqual([vimeo.body.id])

    // Another firm's profile shows none of them.
    const otherAgent = await createAgent(database.db)
    expect((await call(app, 'GET', `/agents/${otherAgent.id}`, {})).body.movies).toEqual([])
  })
})

describe('demo movies', () => {
  it('gives both agent firms movies with one hidden, and a second run adds none', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    await seed(database)
    const rows = await db
      .select({ organisation: organisations.name, isShown: agentMovies.isShown })
      .from(agentMovies)
      .innerJoin(organisations, eq(organisations.id, agentMovies.organisationId))
      .orderBy(asc(agentMovies.id))
    const byFirm = new Map<string, typeof rows>()
    for (const row of rows)
      byFirm.set(row.organisation, [...(byFirm.get(row.organisation) ?? []), row])
    expect([...byFirm.keys()].sort()).toEqual([
      '株式会社ネクストリンク',
      '株式会社ブリッジキャリア',
    ])
    for (const movies of byFirm.values()) {
      expect(movies.length).toBeGreaterThanOrEqual(2)
      expect(movies.filter((movie) => !movie.isShown)).toHaveLength(1)
    }

    await seed(database)
    expect(await db.select().from(agentMovies)).toHaveLength(rows.length)

    const [bridge] = await db
      .select({ id: agents.id })
      .from(agents)
      .innerJoin(organisations, eq(organisations.id, agents.organisationId))
      .where(eq(organisations.name, '株式会社ブリッジキャリア'))
    const shown = byFirm.get('株式会社ブリッジキャリア')!.filter((movie) => movie.isShown)
    const detail = await call(app, 'GET', `/agents/${bridge!.id}`, {})
    expect(detail.body.movies).toHaveLength(shown.length)
  })
})
