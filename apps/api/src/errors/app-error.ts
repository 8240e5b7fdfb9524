import { ERROR_STATUS, type ErrorCode, type ErrorIssue } from '@kakehashi/contracts'

/**
 * The one error type services throw. The error handler turns it into the wire body
 * `{ error: { code, message, issues? } }` with the status the code maps to.
 */
export class AppError extends Error {
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly issues?: ErrorIssue[],
  ) {
    super(message)
    this.name = 'AppError'
    this.statusCode = ERROR_STATUS[code]
  }
}

export const notFound = (what = 'Resource') => new AppError('notFound', `${what} not found`)
