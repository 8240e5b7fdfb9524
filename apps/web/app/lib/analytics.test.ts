import { describe, expect, it } from 'vitest'
import { createAnalytics, pageNameForRoute } from './analytics'

describe('createAnalytics without a container id', () => {
  it.each([undefined, null, ''])('is a no-op for %s', (gtmId) => {
    const dataLayer: unknown[] = []
    const analytics = createAnalytics({ gtmId, dataLayer })
    analytics.pageView({ name: 'home', path: '/' })
    analytics.pushProfile({ role: 'Candidate' })
    expect(analytics.enabled).toBe(false)
    expect(analytics.snippet()).toBeNull()
    expect(dataLayer).toEqual([])
  })

  it('needs no options at all', () => {
    expect(createAnalytics().enabled).toBe(false)
  })
})

describe('createAnalytics with a container id', () => {
  it.each(['GTM-abc', 'UA-123', 'GTM-', 'gtm-ABC', ' GTM-ABC', 'GTM-ABC ', "GTM-A');alert(1);//"])(
    'throws on %j',
    (gtmId) => {
      expect(() => createAnalytics({ gtmId, dataLayer: [] })).toThrow(/GTM/)
    },
  )

  it.each(['GTM-ABC123', 'GTM-K9', 'GTM-1'])('accepts %s', (gtmId) => {
    expect(createAnalytics({ gtmId }).enabled).toBe(true)
  })

  it('pushes page views', () => {
    const dataLayer: unknown[] = []
    const analytics = createAnalytics({ gtmId: 'GTM-ABC123', dataLayer })
    analytics.pageView({ name: 'routes/jobs', path: '/jobs?page=2', title: 'Jobs' })
    analytics.pageView({ name: 'home', path: '/' })
    expect(dataLayer).toEqual([
      {
        event: 'page_view',
        page_name: 'routes/jobs',
        page_path: '/jobs?page=2',
        page_title: 'Jobs',
      },
      { event: 'page_view', page_name: 'home', page_path: '/', page_title: null },
    ])
  })

  it('pushes the profile, null for anonymous visitors', () => {
    const dataLayer: unknown[] = []
    const analytics = createAnalytics({ gtmId: 'GTM-ABC123', dataLayer })
    analytics.pushProfile({ user_id: 1, role_type: 'Candidate' })
    analytics.pushProfile(null)
    expect(dataLayer).toEqual([
      { event: 'profile', profile_for_gtm: { user_id: 1, role_type: 'Candidate' } },
      { event: 'profile', profile_for_gtm: null },
    ])
  })

  it('renders the GTM bootstrap for its id, runnable as a script', () => {
    const snippet = createAnalytics({ gtmId: 'GTM-ABC123' }).snippet()
    expect(snippet).toContain('https://www.googletagmanager.com/gtm.js?id=')
    expect(snippet).toContain('"GTM-ABC123"')
    expect(snippet).not.toContain('<')

    interface FakeScript {
      src: string
      async: boolean
      attributes: Record<string, string>
      setAttribute(name: string, value: string): void
    }
    const inserted: FakeScript[] = []
    const fakeWindow: Record<string, unknown> = {}
    const fakeDocument = {
      // The bootstrap's own element, carrying the nonce of the page's content security policy.
      currentScript: { nonce: 'page-nonce' },
      getElementsByTagName: () => [
        { parentNode: { insertBefore: (el: FakeScript) => inserted.push(el) } },
      ],
      createElement: (): FakeScript => ({
        src: '',
        async: false,
        attributes: {},
        setAttribute(name, value) {
          this.attributes[name] = value
        },
      }),
    }
    new Function('window', 'document', snippet ?? '')(fakeWindow, fakeDocument)
    expect(inserted).toMatchObject([
      {
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
        async: true,
        attributes: { nonce: 'page-nonce' },
      },
    ])
    expect(fakeWindow.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }])
  })
})

describe('pageNameForRoute', () => {
  it.each([
    [{ id: 'routes/home' }, 'routes/home'],
    [{ id: 'routes/jobs.$id', handle: { analyticsName: 'job_detail' } }, 'job_detail'],
    [{ id: 'routes/a', handle: { analyticsName: '' } }, 'routes/a'],
    [{ id: 'routes/b', handle: { analyticsName: 3 } }, 'routes/b'],
    [{ id: 'routes/c', handle: { other: true } }, 'routes/c'],
    [{ id: 'routes/d', handle: null }, 'routes/d'],
    [{ id: 'routes/e', handle: 'analyticsName' }, 'routes/e'],
  ])('%j → %s', (match, expected) => {
    expect(pageNameForRoute(match)).toBe(expected)
  })
})
