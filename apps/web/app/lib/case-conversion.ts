// The API speaks snake_case (spec section 7), the app camelCase. Conversion happens once, at the
// HTTP boundary, so neither side ever sees the other's spelling.

type IsUpperLetter<C extends string> = C extends Lowercase<C> ? false : true
type IsLowerLetter<C extends string> = C extends Uppercase<C> ? false : true

// Accumulators keep the recursion in tail position so long keys do not hit the depth limit.
type SnakeCaseBody<S extends string, Acc extends string = ''> = S extends `${infer C}${infer Rest}`
  ? SnakeCaseBody<Rest, `${Acc}${IsUpperLetter<C> extends true ? `_${Lowercase<C>}` : C}`>
  : Acc

type LeadingUnderscores<S extends string, Acc extends string = ''> = S extends `_${infer Rest}`
  ? LeadingUnderscores<Rest, `${Acc}_`>
  : [Acc, S]

/** `fooBar1` → `foo_bar1`; every capital starts a word, so `userID` → `user_i_d`. */
export type SnakeCase<S extends string> =
  LeadingUnderscores<S> extends [infer P extends string, infer R extends string]
    ? `${P}${R extends `${infer C}${infer Rest}` ? SnakeCaseBody<Rest, Lowercase<C>> : R}`
    : S

type CamelCaseBody<S extends string, Acc extends string = ''> = S extends `_${infer C}${infer Rest}`
  ? IsLowerLetter<C> extends true
    ? CamelCaseBody<Rest, `${Acc}${Uppercase<C>}`>
    : CamelCaseBody<`${C}${Rest}`, `${Acc}_`>
  : S extends `${infer C}${infer Rest}`
    ? CamelCaseBody<Rest, `${Acc}${C}`>
    : Acc

/** `foo_bar1` → `fooBar1`; leading underscores (`_destroy`) are kept. */
export type CamelCase<S extends string> =
  LeadingUnderscores<S> extends [infer P extends string, infer R extends string]
    ? `${P}${CamelCaseBody<R>}`
    : S

type Opaque =
  | Date
  | Blob
  | FormData
  | RegExp
  | Map<unknown, unknown>
  | Set<unknown>
  | ((...args: never) => unknown)

type Spelling = 'snake' | 'camel'

type Respelt<K extends string, To extends Spelling> = To extends 'snake'
  ? SnakeCase<K>
  : CamelCase<K>

// The walk of convertKeys below, in types: arrays and objects are entered, Opaque values are not.
type RespeltPropertiesDeep<T, To extends Spelling> = T extends Opaque
  ? T
  : T extends readonly unknown[]
    ? { [K in keyof T]: RespeltPropertiesDeep<T[K], To> }
    : T extends object
      ? { [K in keyof T as K extends string ? Respelt<K, To> : K]: RespeltPropertiesDeep<T[K], To> }
      : T

export type SnakeCasedPropertiesDeep<T> = RespeltPropertiesDeep<T, 'snake'>

export type CamelCasedPropertiesDeep<T> = RespeltPropertiesDeep<T, 'camel'>

/**
 * Only literal objects are walked: Date, File, Blob, FormData and any other class instance carry
 * meaning in their prototype and must reach fetch or the caller untouched.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

export function snakeCaseKey(key: string): string {
  // Leading underscores are markers (Rails-style `_destroy` on nested records), not word breaks.
  const match = /^_*/.exec(key)
  const prefix = match ? match[0] : ''
  const rest = key.slice(prefix.length)
  return (
    prefix +
    // Every capital starts a word, acronyms included (`userID` → `user_i_d`): the one rule that
    // makes every key from toCamelCaseKeys come back unchanged, and the one the types model.
    rest.replace(/(?<=.)([A-Z])/g, '_$1').toLowerCase()
  )
}

export function camelCaseKey(key: string): string {
  const match = /^_*/.exec(key)
  const prefix = match ? match[0] : ''
  // Only an underscore before a lowercase letter is a word break; `foo_1` keeps its underscore so
  // that it survives a round trip back to snake_case.
  return prefix + key.slice(prefix.length).replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[convert(key)] = convertKeys(item, convert)
  }
  return out
}

export function toSnakeCaseKeys<T>(value: T): SnakeCasedPropertiesDeep<T> {
  return convertKeys(value, snakeCaseKey) as SnakeCasedPropertiesDeep<T>
}

export function toCamelCaseKeys<T>(value: T): CamelCasedPropertiesDeep<T> {
  return convertKeys(value, camelCaseKey) as CamelCasedPropertiesDeep<T>
}
