import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createServerApi } from './api'
import { serverContext } from './server-context'

describe('createServerApi', () => {
  it('calls the in-process API with the visitor cookie and converts keys', async () => {
    const calls: { url: string; headers: Headers }[] = []
    const context = new RouterContextProvider()
    context.set(serverContext, {
      apiFetch: (async (input: string, init?: RequestInit) => {
        calls.push({ url: input, headers: new Headers(init?.headers) })
        return Response.json({ uptime_seconds: 3, status: 'ok' })
      }) as typeof fetch,
      publicConfig: {
        environment: 'test',
        baseUrl: '',
        homeUrl: '/',
        gtmId: null,
        sentryDsn: null,
      },
      enableTestRoutes: false,
    })
    const request = new Request('http://localhost/privacy', {
      headers: { cookie: 'session=abc; i18n_redirected=en', 'x-other': 'dropped' },
    })

    const result = await createServerApi(context, request).request('GET', '/api/v3/health')

    expect(result).toEqual({ uptimeSeconds: 3, status: 'ok' })
    expect(calls[0]?.url).toBe('/api/v3/health')
    expect(calls[0]?.headers.get('cookie')).toBe('session=abc; i18n_redirected=en')
    expect(calls[0]?.headers.get('x-other')).toBeNull()
  })
})
