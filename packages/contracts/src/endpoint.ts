import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One endpoint of the API, the only description of it: the Fastify route registers it
 * (`serveEndpoint` in apps/api), the web client calls it (`api.call`) and the OpenAPI document
 * is generated from the same schemas. Changing a schema breaks the compile on both sides.
 *
 * Endpoint definitions live in `src/endpoints/`, one module a domain. Browser builds replace
 * every `defineEndpoint({...})` there with its method and path alone (apps/web/vite), so zod
 * and the schemas never reach a page's JavaScript; only their types do.
 */
export interface EndpointDefinition {
  method: HttpMethod
  /** Below API_PREFIX, with Fastify's `:name` parameters: `/job_infos/:id`. */
  path: string
  /** One line for the OpenAPI document. */
  summary: string
  /** What a client must know beyond the summary (idempotency, refusals), for the document. */
  description?: string
  tags?: readonly string[]
  params?: z.ZodType
  query?: z.ZodType
  /** The JSON body; multipart endpoints leave it out and say so in `consumes`. */
  body?: z.ZodType
  consumes?: readonly string[]
  /** The success status; 200 when left out (202: accepted, the work happens later). */
  status?: 200 | 201 | 202 | 204
  /**
   * An idempotent create answers `status` (201) with the new record and this status with the
   * one that was already there, in the same shape (`serveIdempotentCreate` in apps/api).
   */
  existingStatus?: 200
  /** The success body; left out when the answer is empty, a redirect or a file. */
  response?: z.ZodType
}

/** Keeps the literal types of a definition, so callers see its exact path and schemas. */
export function defineEndpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition
}

/** The method and path that remain of an endpoint in the browser. */
export type EndpointAddress = Pick<EndpointDefinition, 'method' | 'path'>

type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never

/** What a caller sends for one part of the request; undefined when the endpoint has none. */
type InputOf<E, K extends string> = [SchemaOf<E, K>] extends [never]
  ? undefined
  : z.input<SchemaOf<E, K>>

/** Path parameters as a caller gives them: `{ id: 1 }`. */
export type EndpointParams<E> = InputOf<E, 'params'>
/** The query in its wire spelling (snake_case). */
export type EndpointQuery<E> = InputOf<E, 'query'>
/** The JSON body in its wire spelling (snake_case). */
export type EndpointBody<E> = InputOf<E, 'body'>
/** The success answer in its wire spelling (snake_case); undefined when there is none. */
export type EndpointResponse<E> = [SchemaOf<E, 'response'>] extends [never]
  ? undefined
  : z.output<SchemaOf<E, 'response'>>
