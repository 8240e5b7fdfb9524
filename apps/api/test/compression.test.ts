import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PUBLIC } from '../src/plugins/access.ts'
import { createInjectFetch } from '../src/plugins/web.ts'
import { createTestApp } from './helpers.ts'

const LARGE = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `求人 ${i}` })) }

async function appWithProbe() {
  const { app } = await createTestApp({
    configure(app) {
      app.get('/api/v3/probe/large', { config: { access: PUBLIC } }, async () => LARGE)
      app.get('/api/v3/probe/small', { config: { access: PUBLIC } }, async () => ({ ok: true }))
    },
  })
  return app
}

describe('compressed answers', () => {
  it('compresses JSON above the threshold as the client accepts, decoding to the same body', async () => {
    const app = await appWithProbe()
    const plain = await app.inject({ url: '/api/v3/probe/large' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual(LARGE)

    const br = await app.inject({
      url: '/api/v3/probe/large',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true)

    const gzip = await app.inject({
      url: '/api/v3/probe/large',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true)
  })

  it('sends small answers and error answers below the threshold as they are', async () => {
    const app = await appWithProbe()
    const small = await app.inject({
      url: '/api/v3/probe/small',
      headers: { 'accept-encoding': 'br' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ ok: true })

    const missing = await app.inject({
      url: '/api/v3/no/such',
      headers: { 'accept-encoding': 'br' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ error: { code: 'notFound' } })
  })

  it('answers server rendering uncompressed whatever the visitor accepts', async () => {
    const app = await appWithProbe()
    const apiFetch = createInjectFetch(app)
    const answer = await apiFetch('/api/v3/probe/large', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(await answer.json()).toEqual(LARGE)
  })
})
