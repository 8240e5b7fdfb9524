import { ERROR_STATUS, type ErrorCode, type ErrorIssue } from '@kakehashi/contracts'

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
