// Error reporting rules of spec section 8. The reporter is injected wherever it is needed, so
// tests and the no-DSN case never load the Sentry SDK.

export type Severity = 'info' | 'warning' | 'error'

export interface ReportUser {
  id: number | string
  email: string
}

export interface ReportContext {
  severity: Severity
  status?: number
  user?: ReportUser
  extra?: Record<string, unknown>
}

export interface ErrorReporter {
  report(error: unknown, context: ReportContext): void | Promise<void>
}

const INFO_STATUSES: ReadonlySet<number> = new Set([401, 404, 422])
const ERROR_STATUSES: ReadonlySet<number> = new Set([414, 500])

export function severityForStatus(status?: number): Severity {
  if (status === undefined) return 'warning'
  if (INFO_STATUSES.has(status)) return 'info'
  if (ERROR_STATUSES.has(status)) return 'error'
  return 'warning'
}

/** The part of the Sentry SDK the reporter uses; `@sentry/react` satisfies it. */
export interface SentryScopeLike {
  setLevel(level: Severity): unknown
  setUser(user: ReportUser | null): unknown
  setTag(key: string, value: string | number): unknown
  setExtras(extras: Record<string, unknown>): unknown
}

export interface SentryLike {
  init(options: { dsn: string; environment: string }): unknown
  withScope(callback: (scope: SentryScopeLike) => void): unknown
  captureException(error: unknown): unknown
}

export interface ErrorReporterOptions {
  dsn?: string | null
  environment: string
  /** Replaces the dynamic import of `@sentry/react`, for tests. */
  loadSentry?: () => Promise<SentryLike>
}

const noopReporter: ErrorReporter = {
  report() {},
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { dsn, environment } = options
  if (!dsn) return noopReporter
  const dsnValue: string = dsn
  const load = options.loadSentry ?? (() => import('@sentry/react'))

  // Loaded on first report, so pages that never fail never download the SDK.
  let ready: Promise<SentryLike | null> | undefined
  function sentry(): Promise<SentryLike | null> {
    ready ??= load().then(
      (sdk) => {
        sdk.init({ dsn: dsnValue, environment })
        return sdk
      },
      // A blocked or failed SDK download must not turn one error into two.
      () => null,
    )
    return ready
  }

  return {
    async report(error, context) {
      const sdk = await sentry()
      if (!sdk) return
      try {
        sdk.withScope((scope) => {
          scope.setLevel(context.severity)
          if (context.user) scope.setUser({ id: context.user.id, email: context.user.email })
          if (context.status !== undefined) scope.setTag('status', context.status)
          if (context.extra) scope.setExtras(context.extra)
          sdk.captureException(error)
        })
      } catch {
        // Reporting is best effort; the caller is already handling the original error.
      }
    },
  }
}

/**
 * For global handlers (window `error` / `unhandledrejection`, the root error boundary).
 * HTTP errors were already reported by the API client with their own severity, and Chart.js
 * throws `getBoundingClientRect` errors when a chart resizes after its canvas is gone.
 */
export function shouldReportUnhandled(error: unknown): boolean {
  // Matched by name rather than instanceof: a hot-reloaded module can leave two ApiError classes.
  if (error instanceof Error && error.name === 'ApiError') return false
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : typeof (error as { message?: unknown } | null)?.message === 'string'
          ? (error as { message: string }).message
          : ''
  return !message.includes('getBoundingClientRect')
}
