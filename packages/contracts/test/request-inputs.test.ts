import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as contracts from '../src/index.ts'
import {
  containsUnusableCharacter,
  type EndpointDefinition,
  ID_MAX,
  idSchema,
  isRecordId,
  optionalIdSchema,
  SMALL_ID_MAX,
  stringInput,
  toErrorIssues,
  toRecordId,
} from '../src/index.ts'

// Every request an endpoint accepts is read by the shared schemas: text by `stringInput` (which
// refuses what the database cannot store), ids by `idSchema`. These walk every endpoint, so an
// endpoint added later with a raw `z.string()` or a coerced id fails here before it ships.

type Schema = z.ZodType
interface Leaf {
  where: string
  schema: Schema
  /** The object key the leaf sits under, e.g. `job_type_ids`. */
  key: string | undefined
  /** The whole value of an object's field, not a piece of its schema. */
  field: boolean
}

/** The schemas inside a schema, each with the key of the object field it belongs to. */
function children(schema: Schema, key: string | undefined): [Schema, string | undefined][] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).map(([name, field]) => [
        field,
        name,
      ])
    case 'array':
      return [[def.element as Schema, key]]
    case 'union':
      return (def.options as Schema[]).map((option) => [option, key])
    case 'pipe':
      return [
        [def.in as Schema, key],
        [def.out as Schema, key],
      ]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return [[def.innerType as Schema, key]]
    default:
      return []
  }
}

function collect(
  schema: Schema,
  where: string,
  key: string | undefined,
  field: boolean,
  into: Leaf[],
): void {
  into.push({ where, schema, key, field })
  const isObject = schema._zod.def.type === 'object'
  for (const [child, childKey] of children(schema, key)) {
    collect(child, isObject ? `${where}.${childKey}` : where, childKey, isObject, into)
  }
}

const endpoints: [string, EndpointDefinition][] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, EndpointDefinition>))
  .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint])

function requestLeaves(): Leaf[] {
  const leaves: Leaf[] = []
  for (const [name, endpoint] of endpoints) {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = endpoint[part]
      if (schema) collect(schema, `${name} ${part}`, undefined, false, leaves)
    }
  }
  return leaves
}

const isIdKey = (key: string | undefined) => key !== undefined && /(^|_)ids?$/.test(key)

function holdsNumber(value: unknown): boolean {
  if (typeof value === 'number') return true
  if (Array.isArray(value)) return value.some(holdsNumber)
  return false
}

describe('request inputs of every endpoint', () => {
  it('finds the endpoints to check', () => {
    expect(endpoints.length).toBeGreaterThan(100)
  })

  it('read every string through the one text schema', () => {
    const raw = requestLeaves()
      .filter((leaf) => leaf.schema._zod.def.type === 'string')
      .filter(
        (leaf) =>
          leaf.schema.safeParse('a\u0000b').success || leaf.schema.safeParse('a\uD800b').success,
      )
      .map((leaf) => leaf.where)
    expect(raw).toEqual([])
  })

  it('read every id by the id rule: digits alone, within the column', () => {
    const notIds = ['0x10', '1e1', '+1', ' 1', '1.0', '-1', '0', '9007199254740993', '1'.repeat(30)]
    const loose: string[] = []
    for (const leaf of requestLeaves()) {
      // The field itself (a list, an optional id), not the pieces it is made of.
      if (!leaf.field || !isIdKey(leaf.key)) continue
      for (const value of notIds) {
        const list = leaf.key?.endsWith('_ids') || leaf.key === 'ids'
        const result = leaf.schema.safeParse(list ? [value] : value)
        if (result.success && holdsNumber(result.data)) loose.push(`${leaf.where} took ${value}`)
      }
    }
    expect([...new Set(loose)]).toEqual([])
  })
})

describe('the text rule', () => {
  it('refuses NUL and lone surrogates with a message in each language', () => {
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFFy', '\uDE00\uD83D']) {
      const result = stringInput().safeParse(text)
      expect(result.success, JSON.stringify(text)).toBe(false)
      const issues = toErrorIssues(result.error?.issues ?? [], 'ja')
      expect(issues).toEqual([
        {
          path: [],
          message: '使用できない文字が含まれています',
          code: 'validation.unusableCharacter',
        },
      ])
      expect(toErrorIssues(result.error?.issues ?? [], 'en')[0]?.message).toBe(
        'The text contains a character that cannot be used',
      )
    }
  })

  it('keeps surrogate pairs, emoji and every other character', () => {
    for (const text of ['𠮷野家', '😀', '\u3000全角', 'tab\tline\n', '\uFFFD', '\u0001']) {
      expect(containsUnusableCharacter(text), JSON.stringify(text)).toBe(false)
      expect(stringInput().parse(text)).toBe(text)
    }
  })
})

describe('the id rule', () => {
  it('takes whole numbers and their digits from 1 to the column maximum', () => {
    expect(idSchema().parse('42')).toBe(42)
    expect(idSchema().parse(42)).toBe(42)
    expect(idSchema().parse('007')).toBe(7)
    expect(idSchema().parse(String(ID_MAX))).toBe(ID_MAX)
    expect(idSchema({ max: SMALL_ID_MAX }).parse('32767')).toBe(32767)
  })

  it('refuses what only Number would read as a number, and ids beyond the column', () => {
    for (const value of ['0x10', '1e1', '+1', ' 1', '1.5', '-1', '0', 'abc', 1.5, 0, -3, true]) {
      expect(idSchema().safeParse(value).success, String(value)).toBe(false)
      expect(toRecordId(value)).toBeNull()
    }
    for (const value of ['9007199254740992', '9007199254740993', '1'.repeat(30), 2 ** 53]) {
      expect(idSchema().safeParse(value).success, String(value)).toBe(false)
    }
    expect(idSchema({ max: SMALL_ID_MAX }).safeParse('32768').success).toBe(false)
    expect(isRecordId('32768', SMALL_ID_MAX)).toBe(false)
    expect(isRecordId('32768')).toBe(true)
  })

  it('describes answers too: an id encodes as itself', () => {
    expect(z.encode(idSchema(), 5)).toBe(5)
    expect(z.encode(optionalIdSchema(), null)).toBeNull()
  })

  it('reads a blank optional id as none', () => {
    expect(optionalIdSchema().parse('')).toBeNull()
    expect(optionalIdSchema().parse(undefined)).toBeNull()
    expect(optionalIdSchema().parse('5')).toBe(5)
    expect(optionalIdSchema().safeParse('1e1').success).toBe(false)
  })

  it('reads a missing id as "please enter" and a wrong one as invalid', () => {
    const messageOf = (value: unknown) => idSchema().safeParse(value).error?.issues[0]?.message
    expect(messageOf(undefined)).toBe('validation.required')
    expect(messageOf('')).toBe('validation.required')
    expect(messageOf(null)).toBe('validation.required')
    expect(messageOf('1e1')).toBe('validation.invalid')
    expect(messageOf('99999999999999999999')).toBe('validation.invalid')
  })

  it('leaves the rules of the form around a blank id to run, so each field shows its message', () => {
    const form = z
      .object({ industry_id: idSchema(), salary_min: z.number().nullable() })
      .check((payload) => {
        if (payload.value.salary_min === null) {
          payload.issues.push({
            code: 'custom',
            message: 'validation.required',
            input: null,
            path: ['salary_min'],
          })
        }
      })
    // A select left alone sends null; one cleared sends ''.
    for (const blank of [null, '']) {
      const issues = form.safeParse({ industry_id: blank, salary_min: null }).error?.issues ?? []
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['industry_id', 'validation.required'],
        ['salary_min', 'validation.required'],
      ])
    }
  })
})
