import {
  API_PREFIX,
  DEFAULT_HTTP_TIMEOUT_MS,
  type EndpointAddress,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  ERROR_STATUS,
  type ErrorCode,
} from '@kakehashi/contracts'
import {
  type CamelCasedPropertiesDeep,
  camelCaseKey,
  isPlainObject,
  snakeCaseKey,
  toCamelCaseKeys,
  toSnakeCaseKeys,
} from './case-conversion'
import type { ErrorReporter, ReportUser } from './error-reporting'
import { severityForStatus } from './error-reporting'

// The one HTTP client of spec section 7. It knows nothing about the browser: the caller passes
// fetch (global fetch in the browser, one bound to the app on the server) and where the user and
// token come from.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type QueryScalar = string | number | boolean | Date
export type QueryValue =
  | QueryScalar
  | readonly (QueryScalar | null | undefined)[]
  | null
  | undefined

export interface RequestOptions {
  /** Keys go out in snake_case; arrays as repeated `key=v1&key=v2`; null and undefined skipped. */
  query?: Record<string, QueryValue>
  body?: unknown
  /** Forces multipart; a body holding a File or Blob anywhere is sent as multipart anyway. */
  multipart?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Overrides the client's timeout for this call; 0 means none. */
  timeoutMs?: number
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface ApiClientOptions {
  fetch: FetchLike
  /** Prepended to every path as is; '' keeps paths relative. */
  baseUrl?: string
  getAuthToken?: () => string | null | undefined
  /** Extra headers per call, e.g. the incoming Cookie forwarded during server rendering. */
  headers?: () => Record<string, string>
  /** 'include' for cookie sessions in the browser. Left to fetch's default when omitted. */
  credentials?: RequestCredentials
  reporter?: ErrorReporter
  getUser?: () => ReportUser | null | undefined
  /** Milliseconds before a call is abandoned with code 'timeout'; 0 (the default) means never. */
  timeoutMs?: number
}

type Camel<T> = CamelCasedPropertiesDeep<T>

/** Whether every property of T may be left out, so the whole argument may be too. */
type AllOptional<T> = object extends T ? true : false

/**
 * What a call of an endpoint takes: its path parameters, query and body in the app's spelling
 * (camelCase; they go out in snake_case), typed by the endpoint's contract.
 */
export type CallInput<E> = (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined
    ? { query?: undefined }
    : { query?: Camel<EndpointQuery<E>> }) &
  (EndpointBody<E> extends undefined
    ? { body?: FormData }
    : { body: Camel<EndpointBody<E>> | FormData }) &
  Pick<RequestOptions, 'headers' | 'signal' | 'timeoutMs'>

/** What a call of an endpoint answers, in the app's spelling. */
export type CallResult<E> = Camel<EndpointResponse<E>>

export interface ApiClient {
  /**
   * Calls an endpoint of `@kakehashi/contracts`: the one way the web reaches the API. The
   * endpoint names the path and method; its schemas type the input and the answer.
   */
  call<E extends EndpointAddress>(
    endpoint: E,
    ...input: AllOptional<CallInput<E>> extends true ? [CallInput<E>?] : [CallInput<E>]
  ): Promise<CallResult<E>>
  /** The transport under `call`, for what no contract describes (the client's own tests). */
  request<T = unknown>(method: HttpMethod, path: string, opts?: RequestOptions): Promise<T>
}

/** Codes the client produces itself, next to the ones the API answers with. */
export type ClientErrorCode =
  | 'networkError'
  | 'timeout'
  | 'aborted'
  | 'invalidResponse'
  | 'httpError'

export interface ApiErrorIssue {
  path: (string | number)[]
  message: string
  code?: string
}

export interface ApiErrorInit {
  status?: number
  code: string
  message: string
  issues?: ApiErrorIssue[]
  body?: unknown
  method: HttpMethod
  path: string
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** Undefined when no answer arrived (network failure, timeout, abort). */
  readonly status: number | undefined
  /** An `ErrorCode` from the body, a `ClientErrorCode`, or a code a newer API sent. */
  readonly code: ErrorCode | ClientErrorCode | (string & Record<never, never>)
  /** Field problems with their paths in camelCase, so forms can match them to their fields. */
  readonly issues: ApiErrorIssue[]
  readonly body: unknown
  readonly method: HttpMethod
  readonly path: string

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.status = init.status
    this.code = init.code
    this.issues = init.issues ?? []
    this.body = init.body
    this.method = init.method
    this.path = init.path
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
  const defaultTimeout = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    try {
      return (await send(method, path, opts)) as T
    } catch (error) {
      report(error, method, path)
      throw error
    }
  }

  async function send(method: HttpMethod, path: string, opts: RequestOptions): Promise<unknown> {
    const url = baseUrl + appendQuery(path, opts.query)
    const headers = new Headers({ Accept: 'application/json' })
    for (const [name, value] of Object.entries(options.headers?.() ?? {})) headers.set(name, value)
    const token = options.getAuthToken?.()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value)

    const init: RequestInit = { method, headers }
    if (options.credentials) init.credentials = options.credentials
    if (opts.body !== undefined) {
      if (typeof FormData !== 'undefined' && opts.body instanceof FormData) {
        init.body = opts.body
      } else if (opts.multipart || containsBinary(opts.body)) {
        init.body = toFormData(opts.body)
      } else {
        init.body = JSON.stringify(toSnakeCaseKeys(opts.body))
        headers.set('Content-Type', 'application/json')
      }
      // fetch writes the multipart boundary into Content-Type only when none is set.
      if (init.body instanceof FormData) headers.delete('Content-Type')
    }

    const timeoutMs = opts.timeoutMs ?? defaultTimeout
    const abort = linkAbort(opts.signal, timeoutMs)
    if (abort.signal) init.signal = abort.signal
    try {
      let response: Response
      try {
        response = await options.fetch(url, init)
      } catch (cause) {
        throw transportError(cause, abort, method, path)
      }
      let text: string
      try {
        text = await response.text()
      } catch (cause) {
        throw transportError(cause, abort, method, path)
      }
      return parseResponse(response, text, method, path)
    } finally {
      abort.dispose()
    }
  }

  function report(error: unknown, method: HttpMethod, path: string): void {
    const { reporter } = options
    // The caller cancelled (e.g. an interrupted navigation): nothing failed, nothing to report.
    if (!reporter || (error instanceof ApiError && error.code === 'aborted')) return
    const status = error instanceof ApiError ? error.status : undefined
    try {
      const user = options.getUser?.() ?? undefined
      const extra: Record<string, unknown> = { method, path }
      if (error instanceof ApiError) extra.code = error.code
      const result = reporter.report(error, {
        severity: severityForStatus(status),
        ...(status === undefined ? {} : { status }),
        ...(user ? { user: { id: user.id, email: user.email } } : {}),
        extra,
      })
      // A failing reporter must never replace the error the caller is about to handle.
      if (result instanceof Promise) result.catch(() => {})
    } catch {}
  }

  function call<E extends EndpointAddress>(
    endpoint: E,
    input: CallInput<E> = {} as CallInput<E>,
  ): Promise<CallResult<E>> {
    const { params, query, body, ...rest } = input as {
      params?: Record<string, unknown>
      query?: Record<string, QueryValue>
      body?: unknown
    } & Pick<RequestOptions, 'headers' | 'signal' | 'timeoutMs'>
    return request<CallResult<E>>(endpoint.method, API_PREFIX + fillPath(endpoint.path, params), {
      ...rest,
      ...(query ? { query } : {}),
      ...(body === undefined ? {} : { body }),
    })
  }

  return {
    call: call as ApiClient['call'],
    request,
  }
}

/** `/job_infos/:id` with `{ id: 3 }` → `/job_infos/3`; a missing parameter is a bug, not a 404. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name] ?? params?.[camelCaseKey(name)]
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Path parameter ${name} of ${path} is missing`)
    }
    return encodeURIComponent(String(value))
  })
}

function appendQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const name = snakeCaseKey(key)
    const values = Array.isArray(value) ? value : [value]
    for (const item of values as readonly (QueryScalar | null | undefined)[]) {
      if (item === undefined || item === null) continue
      params.append(name, item instanceof Date ? item.toISOString() : String(item))
    }
  }
  const search = params.toString()
  if (!search) return path
  return path + (path.includes('?') ? '&' : '?') + search
}

function isBinary(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob
}

function containsBinary(value: unknown): boolean {
  if (isBinary(value)) return true
  if (Array.isArray(value)) return value.some(containsBinary)
  if (isPlainObject(value)) return Object.values(value).some(containsBinary)
  return false
}

/**
 * Multipart encoding, Rails style, from the snake_cased body:
 * - nested objects as `parent[child]`;
 * - arrays of scalars or files as repeated `key[]` fields; an empty array as one `key[]` field
 *   with an empty string, so the server can tell "cleared" from "not sent";
 * - arrays holding objects or arrays as `key[0][child]`, since repeated `key[][child]` fields
 *   cannot say where one record ends and the next begins;
 * - File and Blob appended as they are; null as ''; booleans, numbers as strings; Date as ISO;
 *   undefined left out.
 */
export function toFormData(body: unknown): FormData {
  if (!isPlainObject(body)) throw new TypeError('A multipart body must be a plain object')
  const form = new FormData()
  for (const [key, value] of Object.entries(toSnakeCaseKeys(body))) appendField(form, key, value)
  return form
}

function appendField(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return
  if (value === null) {
    form.append(name, '')
  } else if (isBinary(value)) {
    form.append(name, value)
  } else if (value instanceof Date) {
    form.append(name, value.toISOString())
  } else if (Array.isArray(value)) {
    if (value.length === 0) {
      form.append(`${name}[]`, '')
    } else if (value.some((item) => isPlainObject(item) || Array.isArray(item))) {
      for (const [index, item] of value.entries()) appendField(form, `${name}[${index}]`, item)
    } else {
      for (const item of value) appendField(form, `${name}[]`, item)
    }
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) appendField(form, `${name}[${key}]`, item)
  } else {
    form.append(name, String(value))
  }
}

interface LinkedAbort {
  signal: AbortSignal | undefined
  timedOut(): boolean
  dispose(): void
}

// One signal for the caller's abort and the timeout, so either can stop the call and the error
// can tell which one did.
function linkAbort(callerSignal: AbortSignal | undefined, timeoutMs: number): LinkedAbort {
  if (!(timeoutMs > 0)) {
    return { signal: callerSignal, timedOut: () => false, dispose() {} }
  }
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort(callerSignal?.reason)
  if (callerSignal?.aborted) onAbort()
  else callerSignal?.addEventListener('abort', onAbort, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onAbort)
    },
  }
}

function transportError(
  cause: unknown,
  abort: LinkedAbort,
  method: HttpMethod,
  path: string,
): ApiError {
  if (cause instanceof ApiError) return cause
  if (abort.timedOut()) {
    return new ApiError({ code: 'timeout', message: 'The request timed out', method, path, cause })
  }
  if (abort.signal?.aborted) {
    return new ApiError({
      code: 'aborted',
      message: 'The request was aborted',
      method,
      path,
      cause,
    })
  }
  const message = cause instanceof Error ? cause.message : 'Network request failed'
  return new ApiError({ code: 'networkError', message, method, path, cause })
}

function parseResponse(
  response: Response,
  text: string,
  method: HttpMethod,
  path: string,
): unknown {
  const isJson = /\bjson\b/i.test(response.headers.get('Content-Type') ?? '')
  let body: unknown
  let parseFailed = false
  if (text !== '' && isJson) {
    try {
      body = JSON.parse(text)
    } catch {
      parseFailed = true
      body = text
    }
  } else if (text !== '') {
    body = text
  }

  if (!response.ok) throw httpError(response.status, body, method, path)
  if (parseFailed) {
    throw new ApiError({
      status: response.status,
      code: 'invalidResponse',
      message: 'The response was not valid JSON',
      body,
      method,
      path,
    })
  }
  if (response.status === 204 || response.status === 205 || text === '') return undefined
  return isJson ? toCamelCaseKeys(body) : body
}

const CODE_BY_STATUS = new Map<number, ErrorCode>()
// For bodies without a usable code (a proxy's HTML page, say). ERROR_STATUS lists the generic
// code first for each status, so the first one seen wins.
for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
  if (!CODE_BY_STATUS.has(status)) CODE_BY_STATUS.set(status, code)
}

function httpError(status: number, body: unknown, method: HttpMethod, path: string): ApiError {
  const error = isPlainObject(body) && isPlainObject(body.error) ? body.error : undefined
  const code =
    typeof error?.code === 'string' ? error.code : (CODE_BY_STATUS.get(status) ?? 'httpError')
  const message =
    typeof error?.message === 'string' ? error.message : `Request failed with status ${status}`
  return new ApiError({
    status,
    code,
    message,
    issues: parseIssues(error?.issues),
    body,
    method,
    path,
  })
}

function parseIssues(raw: unknown): ApiErrorIssue[] {
  if (!Array.isArray(raw)) return []
  const issues: ApiErrorIssue[] = []
  for (const item of raw) {
    if (!isPlainObject(item) || typeof item.message !== 'string') continue
    const path = Array.isArray(item.path)
      ? item.path.filter(
          (p): p is string | number => typeof p === 'string' || typeof p === 'number',
        )
      : []
    const issue: ApiErrorIssue = {
      path: path.map((p) => (typeof p === 'string' ? camelCaseKey(p) : p)),
      message: item.message,
    }
    if (typeof item.code === 'string') issue.code = item.code
    issues.push(issue)
  }
  return issues
}
