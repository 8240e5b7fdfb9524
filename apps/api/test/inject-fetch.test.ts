import { describe, expect, it } from 'vitest'
import { PUBLIC } from '../src/plugins/access.ts'
import { createInjectFetch } from '../src/plugins/web.ts'
import { createTestApp } from './helpers.ts'

describe('in-process fetch for server rendering', () => {
  it('reaches API routes with the visitor headers and returns a standard Response', async () => {
    const { app } = await createTestApp({
      configure(app) {
        app.post('/api/v3/probe/echo', { config: { access: PUBLIC } }, async (request, reply) => {
          reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
          return { cookie: request.headers.cookie ?? null, body: request.body }
        })
      },
    })
    const apiFetch = createInjectFetch(app)

    const health = await apiFetch('/api/v3/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })

    const echo = await apiFetch('/api/v3/probe/echo?x=1', {
      method: 'POST',
      headers: { cookie: 'session=abc', 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: '山田 太郎' }),
    })
    expect(echo.status).toBe(200)
    expect(await echo.json()).toEqual({ cookie: 'session=abc', body: { full_name: '山田 太郎' } })
    expect(echo.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])

    const missing = await apiFetch('/api/v3/no/such')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('notFound')
  })
})
