import {
  createAgent,
  createAgentEvaluation,
  createCandidate,
  createColumn,
  createContract,
  createEvent,
  createJobInfo,
  createOrganisation,
  createScout,
  createSpecialEvent,
  createUser,
} from '@kakehashi/db'
import fc from 'fast-check'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionFor } from '../src/modules/accounts/accounts-service.ts'
import type { Access } from '../src/plugins/access.ts'
import { createTestApp } from './helpers.ts'

// Every operation of the OpenAPI document, called with generated hostile input: text with NUL or
// half a surrogate pair, ids that only `Number` reads as numbers or that no column holds, wrong
// types, broken bodies. No answer may be a 5xx. The operations, their parameters and bodies come
// from the document alone, so an endpoint added later is covered without touching this file.
//
// A request that is refused for an unrelated field never reaches the code behind it, so each
// operation first gets a plausible request: values drawn from its schemas, then repaired field by
// field from the 422 issues until the API accepts it (or stops naming fields it can fix). The
// hostile values are then put into that request one place at a time, signed in as the caller
// the route's access asks for, so they reach validation, services and repositories.

/** Random runs per operation, beside one run per place and hostile class (the examples). */
const RANDOM_RUNS = 5
const REPAIR_ROUNDS = 8

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Schema = {
  $ref?: string
  type?: string | string[]
  enum?: Json[]
  const?: Json
  default?: Json
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minItems?: number
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  minLength?: number
  format?: string
}
interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Schema
}
interface OpenApiOperation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
  components?: { schemas?: Record<string, Schema> }
}

interface Operation {
  method: string
  /** The document's path, `/api/v3/job_infos/{id}`. */
  path: string
  parameters: Parameter[]
  body: { kind: 'json'; schema: Schema } | { kind: 'multipart' } | null
  access: Access
}

/** A request as this test builds it: values by place, turned into a URL and body when sent. */
interface Draft {
  params: Record<string, Json>
  query: Record<string, Json>
  body: Json | undefined
}

type Caller = 'anonymous' | 'candidate' | 'recruiter' | 'administrator'

function callerFor(access: Access): Caller {
  switch (access.kind) {
    case 'public':
      return 'anonymous'
    case 'signedIn':
    case 'candidate':
      return 'candidate'
    case 'recruiter':
      return 'recruiter'
    case 'administrator':
      return 'administrator'
  }
}

// Values -------------------------------------------------------------------------------------

function resolver(document: OpenApiDocument) {
  const components = document.components?.schemas ?? {}
  return function resolve(schema: Schema | undefined): Schema {
    let current = schema ?? {}
    for (let depth = 0; current.$ref && depth < 20; depth++) {
      current = components[current.$ref.replace('#/components/schemas/', '')] ?? {}
    }
    return current
  }
}

function typesOf(schema: Schema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]
}

/** A value the schema describes, the plainest one: what a form would send untouched. */
function plausible(schema: Schema | undefined, resolve: (s?: Schema) => Schema, depth = 0): Json {
  const s = resolve(schema)
  if (depth > 12) return null
  if (s.default !== undefined) return s.default
  if (s.const !== undefined) return s.const
  if (s.enum?.length) return s.enum.find((value) => value !== null) ?? null
  const options = s.anyOf ?? s.oneOf
  if (options?.length) {
    const chosen = options.map(resolve).find((option) => !typesOf(option).includes('null'))
    return plausible(chosen ?? options[0], resolve, depth + 1)
  }
  if (s.allOf?.length) return plausible(s.allOf[0], resolve, depth + 1)
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string')
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([name, property]) => [
          name,
          plausible(property, resolve, depth + 1),
        ]),
      )
    case 'array':
      return Array.from({ length: s.minItems ?? 1 }, () => plausible(s.items, resolve, depth + 1))
    case 'integer':
    case 'number':
      return Math.min(
        Math.max(1, s.minimum ?? 1, s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1),
        s.maximum ?? Number.MAX_SAFE_INTEGER,
      )
    case 'boolean':
      return false
    default:
      return 'テスト'.padEnd(s.minLength ?? 0, 'テ')
  }
}

/** What a repair tries in turn at a place the API named: common shapes of real input. */
const REPAIRS: Json[] = [
  'テスト',
  1,
  'hostile-input@example.com',
  'hostile-input-request-0001',
  '2020-04',
  '2020-04-01',
  '09012345678',
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'てすと',
  '/hostile',
  13,
  100,
  500,
  true,
  [],
]

// Hostile values: each class the issue found, and random ones besides.
const UNUSABLE_TEXT = ['a\u0000b', '\u0000', 'x\uD800y', '\uDFFF', '\uDE00\uD83D']
const NOT_IDS = [
  '0x10',
  '1e1',
  '+1',
  '-1',
  '0',
  '1.5',
  '32768',
  '2147483648',
  '9007199254740993',
  '1'.repeat(30),
]
const OUT_OF_RANGE = [32768, 2147483648, 9007199254740992, 1e20, 1e308, -1, 0, 1.5, -0.5]
const WRONG_SHAPES: Json[] = [null, true, [], {}, [[]], { a: {} }, '', ' ', 'x'.repeat(20_000)]

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...UNUSABLE_TEXT, ...NOT_IDS, ...OUT_OF_RANGE, ...WRONG_SHAPES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
  fc.double({ noNaN: true }).filter(Number.isFinite),
  fc.array(fc.oneof(fc.constantFrom<Json>(...NOT_IDS, ...OUT_OF_RANGE), fc.string()), {
    maxLength: 3,
  }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
)

// Places -------------------------------------------------------------------------------------

type Place = (string | number)[]

/** Every place of a value that holds something: the value itself, fields and items within. */
function placesIn(value: Json | undefined, prefix: Place): Place[] {
  const places: Place[] = [prefix]
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) places.push(...placesIn(item, [...prefix, index]))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      places.push(...placesIn(item, [...prefix, key]))
    }
  }
  return places
}

function placesOf(operation: Operation, draft: Draft): Place[] {
  const places: Place[] = []
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' || parameter.in === 'query') {
      places.push([parameter.in === 'path' ? 'params' : 'query', parameter.name])
    }
  }
  if (operation.body?.kind === 'json') {
    places.push(...placesIn(draft.body, ['body']))
    places.push(['body', 'unexpected_field'])
  }
  return places
}

function valueAt(draft: Draft, place: Place): Json | undefined {
  let current = draft[place[0] as keyof Draft] as Json | undefined
  for (const key of place.slice(1)) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, Json>)[key]
  }
  return current
}

/** A copy of the draft with `value` at `place` (`undefined` removes it). */
function withValue(draft: Draft, place: Place, value: Json | undefined): Draft {
  const copy = structuredClone(draft) as Draft & Record<string, Json | undefined>
  const [part, ...rest] = place as [keyof Draft, ...(string | number)[]]
  if (rest.length === 0) {
    copy[part] = value as never
    return copy
  }
  if (copy[part] === undefined || copy[part] === null || typeof copy[part] !== 'object') {
    copy[part] = (typeof rest[0] === 'number' ? [] : {}) as never
  }
  let current = copy[part] as Record<string | number, Json | undefined>
  for (const key of rest.slice(0, -1)) {
    const next = current[key]
    if (next === null || typeof next !== 'object') current[key] = {}
    current = current[key] as Record<string | number, Json | undefined>
  }
  const last = rest[rest.length - 1]!
  if (value === undefined) delete current[last]
  else current[last] = value
  return copy
}

// Sending ------------------------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (as U+FFFD, as a browser would). */
function encode(value: Json): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

function urlOf(operation: Operation, draft: Draft): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encode(draft.params[name] ?? ''),
  )
  const query = Object.entries(draft.query).flatMap(([name, value]) =>
    value === undefined
      ? []
      : Array.isArray(value)
        ? value.map((item) => `${encode(name)}=${encode(item)}`)
        : [`${encode(name)}=${encode(value)}`],
  )
  return query.length > 0 ? `${path}?${query.join('&')}` : path
}

/** Bodies that are broken before any schema reads them. */
const BROKEN_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '{"name":"\\ud800","title":"\\u0000"}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'multipart/form-data', payload: 'no boundary at all' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload:
      '--x\r\nContent-Disposition: form-data; name="display_name"\r\n\r\na\u0000b\r\n' +
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--x--\r\n',
  },
]

/** A well-formed multipart body of hostile fields and file names. */
const multipartFields = fc.dictionary(
  fc.oneof(fc.constantFrom('file', 'icon', 'display_name', 'agent_tag_ids[]'), fc.string()),
  fc.oneof(fc.constantFrom(...UNUSABLE_TEXT, ...NOT_IDS), fc.string({ unit: 'binary' })),
  { maxKeys: 4 },
)

/** One change to a plausible request: a hostile value in one place, or a body of its own. */
type Mutation = { place: Place; value: Json } | { raw: { contentType: string; payload: string } }

/**
 * The classes every place gets, whatever the random runs draw: ids beyond the columns where a
 * number is held, text the database cannot store where text is (half a surrogate pair matters
 * only in bodies: a URL carries UTF-8, which has no halves).
 */
function examplesFor(place: Place, value: Json | undefined): Json[] {
  if (typeof value === 'number') return ['32768', '9007199254740993']
  if (typeof value === 'string')
    return place[0] === 'body' ? ['a\u0000b', 'x\uD800y'] : ['a\u0000b']
  return ['a\u0000b', '9007199254740993']
}

const multipartOf = (fields: Record<string, string>) => {
  const boundary = 'hostileinputboundary'
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join('')}--${boundary}--\r\n`,
  }
}

// The run --------------------------------------------------------------------------------------

const OPERATION_METHODS = ['get', 'post', 'put', 'patch', 'delete']
// Operations that undo what the others need (signing out, deleting the caller) come last.
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

let provider: OAuth2Server
beforeAll(async () => {
  provider = new OAuth2Server()
  await provider.issuer.keys.generate('RS256')
  await provider.start(0, '127.0.0.1')
})
afterAll(async () => {
  await provider?.stop()
})

async function hostileRun(callers: Caller[]) {
  const errors: string[] = []
  const { app, database } = await createTestApp({
    env: {
      SIGN_IN_LIMIT_PER_ACCOUNT: '1000000',
      SIGN_IN_LIMIT_PER_ADDRESS: '1000000',
      LINE_CHANNEL_ID: '1650000000',
      LINE_CHANNEL_SECRET: 'hostile-input-line-secret',
      LINE_ISSUER: provider.issuer.url!,
    },
    configure(app) {
      // What went wrong behind a 5xx, for the failure message (the log is off in tests).
      app.addHook('onError', async (_request, _reply, error) => {
        errors.push(`${error.name}: ${error.message}`.slice(0, 300))
      })
    },
  })
  const { db } = database

  // The callers, and one record of each kind they can reach, so that id 1 names something.
  const organisation = await createOrganisation(db, { kind: 'company' })
  await createContract(db, organisation.id)
  const makeUser: Record<Exclude<Caller, 'anonymous'>, () => Promise<number>> = {
    candidate: async () => (await createCandidate(db)).id,
    recruiter: async () =>
      (
        await createUser(db, {
          roleType: 'CompanyUser',
          organisationId: organisation.id,
          accountType: 'master',
        })
      ).id,
    administrator: async () => (await createUser(db, { roleType: 'Administrator' })).id,
  }
  const users = new Map<Caller, number>()
  for (const caller of ['candidate', 'recruiter', 'administrator'] as const) {
    users.set(caller, await makeUser[caller]())
  }
  const candidateId = users.get('candidate')!
  const job = await createJobInfo(db, { organisationId: organisation.id })
  const agent = await createAgent(db)
  await createAgentEvaluation(db, { agentId: agent.id })
  await createColumn(db, { relatedJobInfoIds: [job.id] })
  await createEvent(db)
  await createSpecialEvent(db)
  await createScout(db, candidateId, { organisationId: organisation.id, jobInfoId: job.id })

  const sessions = new Map<Caller, string>()
  async function authorization(caller: Caller, renew = false): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {}
    if (renew || !sessions.has(caller)) {
      let userId = users.get(caller)!
      let token: string
      try {
        token = await createSessionFor({ db }, userId, null)
      } catch {
        // The caller deleted its own account: carry on as a new one.
        userId = await makeUser[caller]()
        users.set(caller, userId)
        token = await createSessionFor({ db }, userId, null)
      }
      sessions.set(caller, token)
    }
    return { authorization: `Bearer ${sessions.get(caller)}` }
  }

  const documentResponse = await app.inject({ method: 'GET', url: '/api/v3/openapi.json' })
  expect(documentResponse.statusCode).toBe(200)
  const document = documentResponse.json() as OpenApiDocument
  const resolve = resolver(document)
  const accessOf = new Map(
    app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
  )

  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!OPERATION_METHODS.includes(method)) continue
      const route = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`
      const access = accessOf.get(route)
      expect(access, `${route} is served`).toBeDefined()
      if (!callers.includes(callerFor(access!))) continue
      const content = operation.requestBody?.content ?? {}
      const json = content['application/json']
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: json
          ? { kind: 'json', schema: resolve(json.schema) }
          : content['multipart/form-data']
            ? { kind: 'multipart' }
            : null,
        access: access!,
      })
    }
  }
  operations.sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method))

  const failures: string[] = []

  for (const operation of operations) {
    const caller = callerFor(operation.access)
    const name = `${operation.method} ${operation.path}`

    async function send(
      draft: Draft,
      raw?: { contentType: string; payload: string },
    ): Promise<{ status: number; json: () => unknown }> {
      const url = urlOf(operation, draft)
      const request = async (headers: Record<string, string>) => {
        if (raw) headers['content-type'] = raw.contentType
        else if (operation.body?.kind === 'json' && draft.body !== undefined) {
          headers['content-type'] = 'application/json'
        }
        return app.inject({
          method: operation.method as 'GET',
          url,
          headers,
          ...(raw
            ? { payload: raw.payload }
            : operation.body?.kind === 'json' && draft.body !== undefined
              ? { payload: JSON.stringify(draft.body) }
              : {}),
        })
      }
      errors.length = 0
      let response = await request(await authorization(caller))
      // Signing out or deleting the account ends the session: sign in again and retry once.
      if (response.statusCode === 401 && caller !== 'anonymous') {
        response = await request(await authorization(caller, true))
      }
      return { status: response.statusCode, json: () => response.json() }
    }

    // A plausible request, repaired until the API stops refusing fields it names.
    let draft: Draft = { params: {}, query: {}, body: undefined }
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path')
        draft.params[parameter.name] = plausible(parameter.schema, resolve)
      if (parameter.in === 'query' && parameter.required) {
        draft.query[parameter.name] = plausible(parameter.schema, resolve)
      }
    }
    if (operation.body?.kind === 'json') draft.body = plausible(operation.body.schema, resolve)
    const tried = new Map<string, number>()
    for (let round = 0; round < REPAIR_ROUNDS; round++) {
      const response = await send(draft)
      if (response.status >= 500) {
        failures.push(`${name}: ${response.status} for a plausible request (${errors.join('; ')})`)
        break
      }
      if (response.status !== 422) break
      const issues = ((response.json() as { error?: { issues?: { path: Place }[] } }).error
        ?.issues ?? []) as { path: Place }[]
      const fixable = issues.filter((issue) =>
        ['params', 'query', 'body'].includes(`${issue.path[0]}`),
      )
      if (fixable.length === 0) break
      for (const { path } of fixable) {
        const key = JSON.stringify(path)
        const attempt = tried.get(key) ?? 0
        tried.set(key, attempt + 1)
        draft = withValue(draft, path, attempt < REPAIRS.length ? REPAIRS[attempt] : undefined)
      }
    }

    // Hostile values, one place at a time, and broken bodies.
    const places = placesOf(operation, draft)
    const mutations: fc.Arbitrary<Mutation>[] = []
    if (places.length > 0) {
      mutations.push(fc.record({ place: fc.constantFrom(...places), value: hostileValue }))
    }
    // Any call but a read may carry a body, whatever the document declares (multipart routes
    // read theirs themselves).
    const takesBody = operation.body !== null || operation.method !== 'GET'
    if (takesBody) {
      mutations.push(
        fc.record({ raw: fc.constantFrom(...BROKEN_BODIES) }),
        fc.record({ raw: multipartFields.map(multipartOf) }),
      )
    }
    if (mutations.length === 0) continue
    const examples: [Mutation][] = places.flatMap((place) =>
      examplesFor(place, valueAt(draft, place)).map((value) => [{ place, value }] as [Mutation]),
    )
    if (takesBody) examples.push(...BROKEN_BODIES.map((raw) => [{ raw }] as [Mutation]))

    try {
      await fc.assert(
        fc.asyncProperty(fc.oneof(...mutations), async (change) => {
          const response =
            'place' in change
              ? await send(withValue(draft, change.place, change.value))
              : await send(draft, change.raw)
          if (response.status >= 500) {
            throw new Error(`answered ${response.status} (${errors.join('; ')})`)
          }
        }),
        { numRuns: examples.length + RANDOM_RUNS, examples, endOnFailure: true },
      )
    } catch (error) {
      // fast-check keeps the property's own error as the cause: the status and what failed.
      const { message, cause } = error as Error & { cause?: Error }
      const counterexample = message.split('\n').find((line) => line.startsWith('Counterexample'))
      const what = (cause?.message ?? '').replace(/\s+/g, ' ').slice(0, 240)
      failures.push(`${name}: ${what} ${counterexample ?? message}`)
    }
  }
  return { operations, failures }
}

describe('hostile input', () => {
  it.each([
    ['anyone', ['anonymous']],
    ['candidates and administrators', ['candidate', 'administrator']],
    ['recruiters', ['recruiter']],
  ] as [string, Caller[]][])(
    'never answers 5xx to operations for %s',
    async (_label, callers) => {
      const { operations, failures } = await hostileRun(callers)
      expect(operations.length).toBeGreaterThan(10)
      expect(failures).toEqual([])
    },
    300_000,
  )
})
