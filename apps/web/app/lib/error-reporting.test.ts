import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import {
  createErrorReporter,
  type SentryLike,
  type SentryScopeLike,
  severityForStatus,
  shouldReportUnhandled,
} from './error-reporting'

describe('severityForStatus', () => {
  it.each([
    [401, 'info'],
    [404, 'info'],
    [422, 'info'],
    [414, 'error'],
    [500, 'error'],
    [400, 'warning'],
    [403, 'warning'],
    [409, 'warning'],
    [502, 'warning'],
    [503, 'warning'],
    [undefined, 'warning'],
  ] as const)('%s → %s', (status, severity) => {
    expect(severityForStatus(status)).toBe(severity)
  })
})

function fakeSentry() {
  const scope = {
    setLevel: vi.fn(),
    setUser: vi.fn(),
    setTag: vi.fn(),
    setExtras: vi.fn(),
  } satisfies SentryScopeLike
  const sdk = {
    init: vi.fn(),
    withScope: vi.fn((callback: (s: SentryScopeLike) => void) => callback(scope)),
    captureException: vi.fn(),
  } satisfies SentryLike
  return { sdk, scope }
}

describe('createErrorReporter', () => {
  it('does nothing and loads nothing without a DSN', async () => {
    const loadSentry = vi.fn()
    for (const dsn of [undefined, null, '']) {
      const reporter = createErrorReporter({ dsn, environment: 'test', loadSentry })
      await reporter.report(new Error('x'), { severity: 'error' })
    }
    expect(loadSentry).not.toHaveBeenCalled()
  })

  it('initialises once lazily, then sets level and user and captures', async () => {
    const { sdk, scope } = fakeSentry()
    const loadSentry = vi.fn(async () => sdk)
    const reporter = createErrorReporter({
      dsn: 'https://k@o.ingest/1',
      environment: 'staging',
      loadSentry,
    })
    expect(loadSentry).not.toHaveBeenCalled()

    const first = new Error('first')
    await reporter.report(first, {
      severity: 'info',
      status: 404,
      user: { id: 7, email: 'a@example.com' },
      extra: { path: '/x' },
    })
    await reporter.report(new Error('second'), { severity: 'warning' })

    expect(loadSentry).toHaveBeenCalledTimes(1)
    expect(sdk.init).toHaveBeenCalledTimes(1)
    expect(sdk.init).toHaveBeenCalledWith({ dsn: 'https://k@o.ingest/1', environment: 'staging' })
    expect(scope.setLevel.mock.calls).toEqual([['info'], ['warning']])
    expect(scope.setUser).toHaveBeenCalledTimes(1)
    expect(scope.setUser).toHaveBeenCalledWith({ id: 7, email: 'a@example.com' })
    expect(scope.setTag).toHaveBeenCalledWith('status', 404)
    expect(scope.setExtras).toHaveBeenCalledWith({ path: '/x' })
    expect(sdk.captureException.mock.calls[0]?.[0]).toBe(first)
    expect(sdk.captureException).toHaveBeenCalledTimes(2)
  })

  it('swallows a failed SDK load and a throwing SDK', async () => {
    const broken = createErrorReporter({
      dsn: 'https://k@o.ingest/1',
      environment: 'test',
      loadSentry: () => Promise.reject(new Error('blocked')),
    })
    await expect(broken.report(new Error('x'), { severity: 'error' })).resolves.toBeUndefined()

    const { sdk } = fakeSentry()
    sdk.captureException.mockImplementation(() => {
      throw new Error('sdk bug')
    })
    const throwing = createErrorReporter({
      dsn: 'https://k@o.ingest/1',
      environment: 'test',
      loadSentry: async () => sdk,
    })
    await expect(throwing.report(new Error('x'), { severity: 'error' })).resolves.toBeUndefined()
  })
})

describe('shouldReportUnhandled', () => {
  const apiError = new ApiError({
    status: 500,
    code: 'internalError',
    message: 'x',
    method: 'GET',
    path: '/a',
  })
  it.each([
    ['an ApiError', apiError, false],
    [
      'an ApiError without status',
      new ApiError({ code: 'networkError', message: 'x', method: 'GET', path: '/a' }),
      false,
    ],
    [
      'a Chart.js resize error',
      new TypeError("Cannot read properties of null (reading 'getBoundingClientRect')"),
      false,
    ],
    [
      'a string mentioning getBoundingClientRect',
      'el.getBoundingClientRect is not a function',
      false,
    ],
    ['an ordinary error', new Error('boom'), true],
    ['a thrown non-error', 42, true],
    ['null', null, true],
  ])('%s → %s', (_label, error, expected) => {
    expect(shouldReportUnhandled(error)).toBe(expected)
  })
})
