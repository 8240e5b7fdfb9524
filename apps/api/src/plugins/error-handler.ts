import {
  type ErrorBody,
  type ErrorCode,
  type ErrorIssue,
  issueMessageKey,
  type Locale,
  translateIssue,
} from '@kakehashi/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, type AppErrorIssue } from '../errors/app-error.ts'
import { requestLocale } from '../lib/request-locale.ts'

/** Fastify's own error codes for malformed requests, mapped onto ours so none becomes a 500. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalidJson', message: 'Body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalidJson',
    message: 'Body cannot be empty when content-type is application/json',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupportedMediaType',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'badRequest',
    message: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payloadTooLarge', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'badRequest', message: 'Invalid content type header' },
}

export function toErrorBody(code: ErrorCode, message: string, issues?: ErrorIssue[]): ErrorBody {
  return { error: { code, message, ...(issues && issues.length > 0 ? { issues } : {}) } }
}

/**
 * Field problems in the caller's language. Rules carry a message key and its variables
 * (packages/contracts validation); the same key goes out as `code` so a client can re-translate.
 */
function validationIssues(error: FastifyError, locale: Locale): ErrorIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return []
  const context = error.validationContext ?? 'body'
  return error.validation.map((issue) => {
    const translatable = {
      message: issue.message ?? '',
      params: (issue.params as { params?: Record<string, unknown> }).params,
    }
    return {
      path: [
        context,
        ...String(issue.instancePath ?? '')
          .split('/')
          .filter(Boolean)
          .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
      ],
      message: translateIssue(translatable, locale),
      code: issueMessageKey(translatable),
    }
  })
}

function translatedIssues(
  issues: AppErrorIssue[] | undefined,
  locale: Locale,
): ErrorIssue[] | undefined {
  return issues?.map(({ params, ...issue }) => ({
    ...issue,
    message: translateIssue({ ...issue, params }, locale),
  }))
}

function handleError(
  this: FastifyInstance,
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message)
    return reply
      .status(error.statusCode)
      .send(
        toErrorBody(
          error.code,
          error.message,
          translatedIssues(error.issues, requestLocale(request)),
        ),
      )
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .status(422)
      .send(
        toErrorBody(
          'validationFailed',
          'The request has invalid fields',
          validationIssues(error, requestLocale(request)),
        ),
      )
  }

  const known = error.code ? FASTIFY_CODES[error.code] : undefined
  if (known) {
    const status = known.code === 'unsupportedMediaType' ? 415 : (error.statusCode ?? 400)
    return reply.status(status).send(toErrorBody(known.code, known.message))
  }

  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 404
        ? 'notFound'
        : status === 413
          ? 'payloadTooLarge'
          : status === 414
            ? 'uriTooLong'
            : status === 415
              ? 'unsupportedMediaType'
              : status === 429
                ? 'tooManyRequests'
                : 'badRequest'
    return reply.status(status).send(toErrorBody(code, error.message))
  }

  // Anything else is our fault: log everything, tell the client nothing about internals.
  request.log.error({ err: error }, 'unhandled error')
  const code: ErrorCode = status === 503 ? 'serviceUnavailable' : 'internalError'
  return reply
    .status(status >= 500 && status < 600 ? status : 500)
    .send(toErrorBody(code, 'Something went wrong on our side. Please try again later.'))
}

/** One error handler and one not-found answer for the whole API. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError)
  },
  { name: 'error-handler' },
)

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(toErrorBody('notFound', `No route for ${request.method} ${request.url.split('?')[0]}`))
}
