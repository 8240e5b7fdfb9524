import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type ApiClientOptions,
  ApiError,
  createApiClient,
  fillPath,
  toFormData,
} from './api-client'
import type { ErrorReporter, ReportContext } from './error-reporting'

interface Call {
  url: string
  init: RequestInit
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })
}

function setup(
  overrides: Partial<ApiClientOptions> = {},
  respond?: () => Response | Promise<Response>,
) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return respond ? respond() : jsonResponse({ ok: true })
  })
  const reports: { error: unknown; context: ReportContext }[] = []
  const reporter: ErrorReporter = {
    report: (error, context) => {
      reports.push({ error, context })
    },
  }
  const client = createApiClient({ fetch, reporter, ...overrides })
  const header = (name: string, index = 0) => new Headers(calls[index]?.init.headers).get(name)
  return { client, calls, fetch, reports, header }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('URL and query', () => {
  it('uses the relative path verbatim with the given fetch', async () => {
    const { client, calls } = setup()
    await client.request('GET', '/api/v3/health')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/v3/health')
    expect(calls[0]?.init.method).toBe('GET')
  })

  it.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000/api/v3/me'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/api/v3/me'],
    ['', '/api/v3/me'],
  ])('prefixes baseUrl %j', async (baseUrl, expected) => {
    const { client, calls } = setup({ baseUrl })
    await client.request('GET', '/api/v3/me')
    expect(calls[0]?.url).toBe(expected)
  })

  it.each([
    [{ currentPath: '/jobs/1' }, '/x?current_path=%2Fjobs%2F1'],
    [{ skillIds: [1, 2], page: 2 }, '/x?skill_ids=1&skill_ids=2&page=2'],
    [{ a: undefined, b: null, c: [null, 'x'] }, '/x?c=x'],
    [{ onlyUndefined: undefined }, '/x'],
    [
      { isOpen: false, at: new Date('2024-01-01T00:00:00Z') },
      '/x?is_open=false&at=2024-01-01T00%3A00%3A00.000Z',
    ],
  ])('encodes query %j', async (query, expected) => {
    const { client, calls } = setup()
    await client.request('GET', '/x', { query })
    expect(calls[0]?.url).toBe(expected)
  })

  it('appends to a path that already has a query', async () => {
    const { client, calls } = setup()
    await client.request('GET', '/x?a=1', { query: { b: 2 } })
    expect(calls[0]?.url).toBe('/x?a=1&b=2')
  })
})

describe('headers and credentials', () => {
  it.each([
    ['a token', 'tok-123', 'Bearer tok-123'],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an empty string', '', null],
  ])('with %s sends Authorization %s', async (_label, token, expected) => {
    const { client, header } = setup({ getAuthToken: () => token })
    await client.request('GET', '/x')
    expect(header('Authorization')).toBe(expected)
  })

  it('sends no Authorization header without getAuthToken', async () => {
    const { client, header } = setup()
    await client.request('GET', '/x')
    expect(header('Authorization')).toBeNull()
  })

  it('reads the token on every call', async () => {
    let token = 'first'
    const { client, header } = setup({ getAuthToken: () => token })
    await client.request('GET', '/x')
    token = 'second'
    await client.request('GET', '/x')
    expect([header('Authorization', 0), header('Authorization', 1)]).toEqual([
      'Bearer first',
      'Bearer second',
    ])
  })

  it('forwards caller headers such as an SSR Cookie, per-call headers last', async () => {
    const { client, header } = setup({ headers: () => ({ Cookie: 'sid=abc', 'X-A': '1' }) })
    await client.request('GET', '/x', { headers: { 'X-A': '2' } })
    expect(header('Cookie')).toBe('sid=abc')
    expect(header('X-A')).toBe('2')
    expect(header('Accept')).toBe('application/json')
  })

  it.each([
    ['include', 'include'],
    [undefined, undefined],
  ] as const)('credentials %s', async (credentials, expected) => {
    const { client, calls } = setup(credentials ? { credentials } : {})
    await client.request('GET', '/x')
    expect(calls[0]?.init.credentials).toBe(expected)
  })
})

describe('JSON bodies and responses', () => {
  it('sends snake_case JSON', async () => {
    const { client, calls, header } = setup()
    await client.request('POST', '/x', {
      body: { jobInfo: { titleJa: 't', careerItems: [{ id: 1, _destroy: true }] } },
    })
    expect(calls[0]?.init.method).toBe('POST')
    expect(header('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      job_info: { title_ja: 't', career_items: [{ id: 1, _destroy: true }] },
    })
  })

  it.each(['PUT', 'PATCH'] as const)('%s sends a body with its method', async (method) => {
    const { client, calls } = setup()
    await client.request(method, '/x', { body: { fooBar: 1 } })
    expect(calls[0]?.init.method).toBe(method)
    expect(calls[0]?.init.body).toBe('{"foo_bar":1}')
  })

  it('delete sends no body unless given one', async () => {
    const { client, calls } = setup()
    await client.request('DELETE', '/api/v3/me/line_settings')
    expect(calls[0]?.init.method).toBe('DELETE')
    expect(calls[0]?.init.body).toBeUndefined()
  })

  it('camelCases a JSON response', async () => {
    const { client } = setup({}, () =>
      jsonResponse({ redirect_to: '/mypage', job_infos: [{ job_info_id: 1, _destroy: false }] }),
    )
    await expect(client.request('GET', '/api/v3/me/redirect_rule')).resolves.toEqual({
      redirectTo: '/mypage',
      jobInfos: [{ jobInfoId: 1, _destroy: false }],
    })
  })

  it.each([
    ['204', () => new Response(null, { status: 204 })],
    ['an empty 200', () => new Response('', { status: 200 })],
    [
      'an empty JSON 200',
      () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('answers undefined for %s', async (_label, respond) => {
    const { client } = setup({}, respond)
    await expect(client.request('POST', '/x')).resolves.toBeUndefined()
  })

  it('returns a non-JSON body as text', async () => {
    const { client } = setup(
      {},
      () => new Response('a,b\n1,2', { headers: { 'Content-Type': 'text/csv' } }),
    )
    await expect(client.request('GET', '/x.csv')).resolves.toBe('a,b\n1,2')
  })
})

describe('multipart', () => {
  it('switches to multipart when the body holds a file and leaves Content-Type to fetch', async () => {
    const { client, calls, header } = setup({
      headers: () => ({ 'Content-Type': 'application/json' }),
    })
    const avatar = new File(['png'], 'avatar.png', { type: 'image/png' })
    await client.request('POST', '/x', { body: { profile: { avatarImage: avatar } } })
    const body = calls[0]?.init.body
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('profile[avatar_image]')).toBe(avatar)
    expect(header('Content-Type')).toBeNull()
  })

  it('encodes fields as documented', () => {
    const file = new File(['a'], 'a.pdf')
    const otherFile = new File(['b'], 'b.pdf')
    const form = toFormData({
      skillIds: [1, 2],
      tagNames: [],
      resume: file,
      attachments: [file, otherFile],
      profile: { firstName: 'Taro', address: { zipCode: '100' } },
      careerItems: [
        { companyName: 'A', _destroy: true },
        { companyName: 'B', id: 3 },
      ],
      note: null,
      isPublic: true,
      age: 30,
      skipped: undefined,
      birthday: new Date('2000-01-02T00:00:00Z'),
    })
    expect([...form.entries()]).toEqual([
      ['skill_ids[]', '1'],
      ['skill_ids[]', '2'],
      ['tag_names[]', ''],
      ['resume', file],
      ['attachments[]', file],
      ['attachments[]', otherFile],
      ['profile[first_name]', 'Taro'],
      ['profile[address][zip_code]', '100'],
      ['career_items[0][company_name]', 'A'],
      ['career_items[0][_destroy]', 'true'],
      ['career_items[1][company_name]', 'B'],
      ['career_items[1][id]', '3'],
      ['note', ''],
      ['is_public', 'true'],
      ['age', '30'],
      ['birthday', '2000-01-02T00:00:00.000Z'],
    ])
    expect(form.get('resume')).toBe(file)
    expect(form.getAll('attachments[]')[1]).toBe(otherFile)
  })

  it('forces multipart without files when asked', async () => {
    const { client, calls } = setup()
    await client.request('PATCH', '/x', { body: { tagIds: [] }, multipart: true })
    const body = calls[0]?.init.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(body.getAll('tag_ids[]')).toEqual([''])
  })

  it('sends a ready FormData untouched', async () => {
    const { client, calls } = setup()
    const form = new FormData()
    form.append('keepCase', 'x')
    await client.request('POST', '/x', { body: form })
    expect(calls[0]?.init.body).toBe(form)
  })

  it('refuses a non-object multipart body', () => {
    expect(() => toFormData([1])).toThrow(TypeError)
  })
})

describe('failures', () => {
  const user = { id: 42, email: 'taro@example.com' }

  it.each([
    [401, 'unauthenticated', 'info'],
    [404, 'notFound', 'info'],
    [422, 'validationFailed', 'info'],
    [414, 'uriTooLong', 'error'],
    [500, 'internalError', 'error'],
    [403, 'trialAccountRestricted', 'warning'],
    [409, 'conflict', 'warning'],
  ] as const)(
    'a %s answer is reported once as %s with the user, then rethrown',
    async (status, code, severity) => {
      const body = { error: { code, message: 'nope' } }
      const { client, reports } = setup({ getUser: () => user }, () => jsonResponse(body, status))
      const error = await client.request('GET', '/x').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        status,
        code,
        message: 'nope',
        body,
        issues: [],
        method: 'GET',
        path: '/x',
      })
      expect(reports).toHaveLength(1)
      expect(reports[0]?.error).toBe(error)
      expect(reports[0]?.context).toMatchObject({ severity, status, user })
    },
  )

  it('camelCases the issue paths of a validation error', async () => {
    const body = {
      error: {
        code: 'validationFailed',
        message: 'invalid',
        issues: [
          { path: ['body', 'email_address'], message: 'bad', code: 'invalid_string' },
          { path: ['body', 'career_items', 0, 'company_name'], message: 'required' },
        ],
      },
    }
    const { client } = setup({}, () => jsonResponse(body, 422))
    const error = (await client
      .request('POST', '/x', { body: {} })
      .catch((e: unknown) => e)) as ApiError
    expect(error.issues).toEqual([
      { path: ['body', 'emailAddress'], message: 'bad', code: 'invalid_string' },
      { path: ['body', 'careerItems', 0, 'companyName'], message: 'required' },
    ])
    expect(error.body).toEqual(body)
  })

  it.each([
    [502, 'httpError'],
    [503, 'serviceUnavailable'],
    [403, 'forbidden'],
  ])('falls back to a code for a %s answer without an error body', async (status, code) => {
    const { client } = setup({}, () => new Response('<html>Bad gateway</html>', { status }))
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status, code })
  })

  it('reports without a user when nobody is signed in', async () => {
    const { client, reports } = setup({ getUser: () => null }, () => jsonResponse({}, 500))
    await expect(client.request('GET', '/x')).rejects.toBeInstanceOf(ApiError)
    expect(reports[0]?.context.user).toBeUndefined()
  })

  it('turns a network failure into a networkError reported as warning', async () => {
    const cause = new TypeError('fetch failed')
    const { client, reports } = setup({ getUser: () => user }, () => {
      throw cause
    })
    const error = (await client.request('GET', '/x').catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBeUndefined()
    expect(error.code).toBe('networkError')
    expect(error.cause).toBe(cause)
    expect(reports).toHaveLength(1)
    expect(reports[0]?.context).toMatchObject({ severity: 'warning', user })
    expect(reports[0]?.context.status).toBeUndefined()
  })

  it('rejects malformed JSON on success as invalidResponse', async () => {
    const { client, reports } = setup(
      {},
      () => new Response('{oops', { headers: { 'Content-Type': 'application/json' } }),
    )
    await expect(client.request('GET', '/x')).rejects.toMatchObject({
      code: 'invalidResponse',
      status: 200,
    })
    expect(reports).toHaveLength(1)
  })

  it('still rethrows the original error when the reporter throws', async () => {
    const reporter: ErrorReporter = {
      report: () => {
        throw new Error('reporter bug')
      },
    }
    const { client } = setup({ reporter }, () =>
      jsonResponse({ error: { code: 'notFound', message: 'x' } }, 404),
    )
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ code: 'notFound' })
  })

  it('works without a reporter', async () => {
    const { client } = setup({ reporter: undefined }, () => jsonResponse({}, 500))
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 500 })
  })
})

describe('timeout and abort', () => {
  function hangingFetch() {
    const calls: Call[] = []
    const fetch = vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          calls.push({ url, init })
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          )
        }),
    )
    return { fetch, calls }
  }

  it('passes no signal when there is no timeout and no caller signal', async () => {
    const { client, calls } = setup({ timeoutMs: 0 })
    await client.request('GET', '/x')
    expect(calls[0]?.init.signal).toBeUndefined()
  })

  it('has no timeout by default', async () => {
    const { client, calls } = setup()
    await client.request('GET', '/x')
    expect(calls[0]?.init.signal).toBeUndefined()
  })

  it('aborts with code timeout after timeoutMs and reports a warning', async () => {
    vi.useFakeTimers()
    const { fetch } = hangingFetch()
    const reports: ReportContext[] = []
    const client = createApiClient({
      fetch,
      timeoutMs: 5_000,
      reporter: { report: (_e, context) => void reports.push(context) },
    })
    const pending = client.request('GET', '/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(reports).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await pending) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('timeout')
    expect(error.status).toBeUndefined()
    expect(reports).toEqual([expect.objectContaining({ severity: 'warning' })])
  })

  it('lets a call override the client timeout', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = hangingFetch()
    const client = createApiClient({ fetch, timeoutMs: 0 })
    const pending = client.request('GET', '/slow', { timeoutMs: 100 }).catch((e: unknown) => e)
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal)
    await vi.advanceTimersByTimeAsync(100)
    await expect(pending).resolves.toMatchObject({ code: 'timeout' })
  })

  it.each([0, 5_000])(
    'a caller abort ends the call with code aborted (timeout %s)',
    async (timeoutMs) => {
      const { fetch } = hangingFetch()
      const reports: unknown[] = []
      const client = createApiClient({
        fetch,
        timeoutMs,
        reporter: { report: (error) => void reports.push(error) },
      })
      const controller = new AbortController()
      const pending = client.request('GET', '/x', { signal: controller.signal })
      controller.abort()
      await expect(pending).rejects.toMatchObject({ code: 'aborted', status: undefined })
      // Cancelling is not a failure, so nothing reaches the error reporter.
      expect(reports).toEqual([])
    },
  )
})

describe('calling an endpoint of the contracts', () => {
  const endpoint = {
    method: 'PUT',
    path: '/candidate/career_infos/:step',
  } as const

  it('fills the path, sends the query and body in snake_case and answers in camelCase', async () => {
    const { client, calls } = setup({}, () => jsonResponse({ saved_step: 2 }))
    // A bare address: the call's types come from a contract, which this endpoint has none of.
    const call = client.call as (endpoint: unknown, input: unknown) => Promise<unknown>
    const answer = await call(endpoint, {
      params: { step: 2 },
      query: { dryRun: true },
      body: { currentAnnualIncome: 800 },
    })
    expect(calls[0]?.url).toBe('/api/v3/candidate/career_infos/2?dry_run=true')
    expect(calls[0]?.init.method).toBe('PUT')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ current_annual_income: 800 })
    expect(answer).toEqual({ savedStep: 2 })
  })

  it('escapes path parameters and refuses a missing one', () => {
    expect(fillPath('/tags/:id', { id: 'a/b' })).toBe('/tags/a%2Fb')
    expect(() => fillPath('/tags/:id', {})).toThrow(/Path parameter id/)
  })
})
