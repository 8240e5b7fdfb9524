import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadSessionMiddleware, sessionUserContext } from './access'
import { serverContext } from './server-context'

const candidate = {
  id: 7,
  email: 'c@example.jp',
  role_type: 'Candidate',
  permissions: [],
  profile: { full_name: '山田 太郎', full_name_kana: null },
  account_type: null,
  trial_recruiter: false,
  organisation: null,
}

function contextAnswering(redirectRule: (path: string) => Response) {
  const lookups: string[] = []
  const context = new RouterContextProvider()
  context.set(serverContext, {
    apiFetch: (async (input: string) => {
      const url = new URL(input, 'http://internal')
      if (url.pathname === '/api/v3/sessions') {
        return Response.json({ authenticated: true, current_user: candidate })
      }
      const path = url.searchParams.get('current_path') ?? ''
      lookups.push(path)
      return redirectRule(path)
    }) as typeof fetch,
    publicConfig: { environment: 'test', baseUrl: '', homeUrl: '/', gtmId: null, sentryDsn: null },
    enableTestRoutes: false,
  })
  return { context, lookups }
}

async function run(context: RouterContextProvider, url: string) {
  let isNextCalled = false
  const next = async () => {
    isNextCalled = true
    return new Response('page')
  }
  // biome-ignore lint/suspicious/noExplicitAny: the middleware reads only request and context
  const args = { request: new Request(url), context, params: {} } as any
  try {
    await loadSessionMiddleware(args, next)
    return { isNextCalled, thrown: null as Response | null }
  } catch (thrown) {
    return { isNextCalled, thrown: thrown as Response }
  }
}

describe('loadSessionMiddleware (access flow step 2)', () => {
  it('looks up the path without its trailing slash and leaves by a document redirect', async () => {
    const { context, lookups } = contextAnswering(() => Response.json({ redirect_to: '/privacy' }))
    const { isNextCalled, thrown } = await run(context, 'http://localhost/old-page/')
    expect(lookups).toEqual(['/old-page'])
    expect(isNextCalled).toBe(false)
    expect(thrown?.status).toBe(302)
    expect(thrown?.headers.get('Location')).toBe('/privacy')
    // A document redirect: the browser loads the target afresh instead of routing to it.
    expect(thrown?.headers.get('X-Remix-Reload-Document')).toBe('true')
    expect(context.get(sessionUserContext)?.roleType).toBe('Candidate')
  })

  it('looks up the page of a client navigation, not its data URL', async () => {
    const { context, lookups } = contextAnswering(() => Response.json({ redirect_to: null }))
    await run(context, 'http://localhost/client/dashboard.data?_routes=root')
    expect(lookups).toEqual(['/client/dashboard'])
  })

  it('treats a failed lookup as no rule', async () => {
    const { context } = contextAnswering(() =>
      Response.json({ error: { code: 'internalError', message: 'x' } }, { status: 500 }),
    )
    const { isNextCalled, thrown } = await run(context, 'http://localhost/privacy')
    expect(thrown).toBeNull()
    expect(isNextCalled).toBe(true)
  })

  it('does not redirect to the page the visitor is already on', async () => {
    const { context } = contextAnswering(() => Response.json({ redirect_to: '/privacy' }))
    const { isNextCalled } = await run(context, 'http://localhost/privacy')
    expect(isNextCalled).toBe(true)
  })
})
