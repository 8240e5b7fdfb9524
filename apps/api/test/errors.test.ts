import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_LIMIT_BYTES } from '../src/app.ts'
import { AppError } from '../src/errors/app-error.ts'
import { PUBLIC } from '../src/plugins/access.ts'
import { createTestApp } from './helpers.ts'

const echoBody = z.object({
  email: z.string().email(),
  careers: z.array(z.object({ company: z.string().min(1) })),
})

async function appWithProbeRoutes() {
  return createTestApp({
    configure(app) {
      app.post(
        '/api/v3/probe/echo',
        { config: { access: PUBLIC }, schema: { body: echoBody } },
        async (request) => request.body,
      )
      app.get('/api/v3/probe/crash', { config: { access: PUBLIC } }, async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2')
      })
      app.get('/api/v3/probe/rule', { config: { access: PUBLIC } }, async () => {
        throw new AppError('scoutCreationLimitExceeded', 'Same scout within one week')
      })
      app.get('/api/v3/probe/members', { config: { access: { kind: 'candidate' } } }, async () => ({
        secret: true,
      }))
    },
  })
}

describe('API error model', () => {
  it('answers an unknown API path with a JSON 404, not the HTML page', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/v3/no/such/thing' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.json()).toEqual({
      error: { code: 'notFound', message: 'No route for GET /api/v3/no/such/thing' },
    })
  })

  it('answers malformed JSON with 400 invalidJson', async () => {
    const { app } = await appWithProbeRoutes()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.jp",',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('invalidJson')
  })

  it('answers a content type it does not accept with 415', async () => {
    const { app } = await appWithProbeRoutes()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/probe/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'email=a',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('unsupportedMediaType')
  })

  it('answers an oversize body with 413 and a clear message', async () => {
    const { app } = await appWithProbeRoutes()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.jp', careers: [], pad: 'x'.repeat(BODY_LIMIT_BYTES) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toEqual({
      code: 'payloadTooLarge',
      message: 'Request body is too large',
    })
  })

  it('answers invalid fields with 422 and the path of each', async () => {
    const { app } = await appWithProbeRoutes()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/probe/echo',
      payload: { email: 'not-an-email', careers: [{ company: 'ok' }, { company: '' }] },
    })
    expect(response.statusCode).toBe(422)
    const { error } = response.json()
    expect(error.code).toBe('validationFailed')
    expect(error.issues.map((issue: { path: unknown[] }) => issue.path)).toEqual(
      expect.arrayContaining([
        ['body', 'email'],
        ['body', 'careers', 1, 'company'],
      ]),
    )
  })

  it('hides internals of an unexpected failure behind a 500', async () => {
    const { app } = await appWithProbeRoutes()
    const response = await app.inject({ method: 'GET', url: '/api/v3/probe/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: {
        code: 'internalError',
        message: 'Something went wrong on our side. Please try again later.',
      },
    })
    expect(response.body).not.toMatch(/hunter2|ECONNREFUSED|at |\.ts/)
  })

  it('maps a product rule refusal to its code and status', async () => {
    const { app } = await appWithProbeRoutes()
    const response = await app.inject({ method: 'GET', url: '/api/v3/probe/rule' })
    expect(response.statusCode).toBe(422)
    expect(response.json().error.code).toBe('scoutCreationLimitExceeded')
  })

  it('refuses an anonymous call to a protected route with 401', async () => {
    const { app } = await appWithProbeRoutes()
    const response = await app.inject({ method: 'GET', url: '/api/v3/probe/members' })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('unauthenticated')
    expect(response.body).not.toContain('secret')
  })
})
