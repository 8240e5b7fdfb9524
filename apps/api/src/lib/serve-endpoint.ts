import { API_PREFIX, type EndpointDefinition } from '@kakehashi/contracts'
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify'
import type { z } from 'zod'
import type { Access } from '../plugins/access.ts'

type Parsed<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : unknown

/** The request of an endpoint's handler, typed by the endpoint's schemas after validation. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E, 'params'>
  Querystring: Parsed<E, 'query'>
  Body: Parsed<E, 'body'>
}>

/** What a handler returns: the body its response schema serialises, or nothing. */
export type EndpointResult<E extends EndpointDefinition> = E extends {
  response: infer S extends z.ZodType
}
  ? z.input<S>
  : // biome-ignore lint/suspicious/noConfusingVoidType: a handler of an empty answer returns nothing
    void

export interface ServeOptions {
  /** Who may call it (spec section 6); the access plugin enforces it before validation. */
  access: Access
  /** Left out of the OpenAPI document (routes that exist only for browser tests). */
  hide?: boolean
  config?: Omit<FastifyContextConfig, 'access'>
}

type AnyFastify = FastifyInstance<
  RawServerDefault,
  // biome-ignore lint/suspicious/noExplicitAny: any type provider's instance may register routes
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  any,
  FastifyTypeProvider
>

/**
 * Registers an endpoint of `@kakehashi/contracts` with its declared access. Path, method and
 * every schema come from the contract, so the route, the web client and the OpenAPI document
 * cannot drift apart; the handler only says what the endpoint does.
 */
export function serveEndpoint<E extends EndpointDefinition>(
  app: AnyFastify,
  endpoint: E,
  options: ServeOptions,
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<EndpointResult<E> | FastifyReply> | EndpointResult<E> | FastifyReply,
): void {
  const status = endpoint.status ?? 200
  const schema: FastifySchema & Record<string, unknown> = {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.response
      ? {
          response: {
            [status]: endpoint.response,
            ...(endpoint.existingStatus ? { [endpoint.existingStatus]: endpoint.response } : {}),
          },
        }
      : {}),
    ...(options.hide ? { hide: true } : {}),
  }
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    config: { ...options.config, access: options.access },
    schema,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.code(status)
      const result = await handler(request as EndpointRequest<E>, reply)
      // An empty answer (204, or a handler that already sent a file or a redirect).
      if (result === undefined && !reply.sent) return reply.send()
      return result
    },
  })
}

/** What an idempotent create did: the record, and whether this call made it. */
export interface CreateOutcome<T> {
  record: T
  created: boolean
}

/**
 * Registers an idempotent create, an endpoint that declares `existingStatus`: a new record
 * answers the endpoint's status (201), the one that was already there `existingStatus` (200),
 * in the same shape, so a retried request changes nothing and says so.
 */
export function serveIdempotentCreate<E extends EndpointDefinition & { existingStatus: number }>(
  app: AnyFastify,
  endpoint: E,
  options: ServeOptions,
  create: (request: EndpointRequest<E>) => Promise<CreateOutcome<EndpointResult<E>>>,
): void {
  serveEndpoint(app, endpoint, options, async (request, reply) => {
    const { record, created } = await create(request)
    if (!created) reply.code(endpoint.existingStatus)
    return record
  })
}
