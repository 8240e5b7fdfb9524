import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorIssue,
  type ValidationMessageKey,
} from '@kakehashi/contracts'

/**
 * The one error type services throw. The error handler turns it into the wire body
 * `{ error: { code, message, issues? } }` with the status the code maps to.
 */
/** A field problem; `params` fill the message's variables and are not sent as such. */
export type AppErrorIssue = ErrorIssue & { params?: Record<string, string | number> }

export class AppError extends Error {
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly issues?: AppErrorIssue[],
  ) {
    super(message)
    this.name = 'AppError'
    this.statusCode = ERROR_STATUS[code]
  }
}

export const notFound = (what = 'Resource') => new AppError('notFound', `${what} not found`)

/**
 * The issue of one field that breaks a rule. The rule's message key is both the message (the
 * error handler translates it into the caller's language) and the code a client can translate
 * again, the same pair the shared form rules report.
 */
export function fieldIssue(
  path: (string | number)[],
  key: ValidationMessageKey,
  params?: AppErrorIssue['params'],
): AppErrorIssue {
  return { path, message: key, code: key, ...(params ? { params } : {}) }
}
