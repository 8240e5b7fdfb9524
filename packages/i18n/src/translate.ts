import type { Messages, Namespace } from './types.ts'

/**
 * The plural categories of `Intl.PluralRules`. A message that depends on a number is a group of
 * keys, one per category its language uses (`unread_one`, `unread_other` in English, only
 * `unread_other` in Japanese), asked for by its stem (`unread`) with a numeric `count`.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number]

const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`)

/** The stem and category of a plural form's key (`unread_one` → `unread`, `one`), or null. */
export function pluralFormOf(key: string): { stem: string; category: PluralCategory } | null {
  const match = PLURAL_FORM.exec(key)
  return match ? { stem: match[1] as string, category: match[2] as PluralCategory } : null
}

/** Dot paths to the string messages of a catalogue subtree, e.g. `languages.ja`; plural groups by their stem. */
export type MessageKey<T> = {
  [K in keyof T & string]: K extends `${infer Stem}_${PluralCategory}`
    ? Stem
    : T[K] extends string
      ? K
      : T[K] extends readonly unknown[]
        ? never
        : `${K}.${MessageKey<T[K]>}`
}[keyof T & string]

export type Variables = Record<string, string | number>

/** Replaces `{{name}}` with the variable's value; an unknown variable stays visible. */
export function interpolate(message: string, variables?: Variables): string {
  if (!variables) return message
  return message.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    name in variables ? String(variables[name]) : match,
  )
}

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function cached<T>(cache: Map<string, T>, tag: string, make: (tag: string) => T): T {
  let value = cache.get(tag)
  if (!value) {
    value = make(tag)
    cache.set(tag, value)
  }
  return value
}

const child = (node: unknown, key: string): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined

/**
 * The message at `key` in one namespace of a catalogue. A plural group answers the form its
 * language's rules choose for a numeric `count`, with the count written in that language's digit
 * grouping; without a number it answers the `other` form. A missing key returns the key itself,
 * which the catalogue tests prevent from ever shipping.
 */
export function translate<N extends Namespace>(
  messages: Messages,
  namespace: N,
  key: MessageKey<Messages[N]>,
  variables?: Variables,
): string {
  const path = key.split('.')
  const last = path.pop() as string
  const parent = path.reduce<unknown>(child, messages[namespace])
  const message = child(parent, last)
  if (typeof message === 'string') return interpolate(message, variables)

  const count = variables?.count
  if (typeof count === 'number') {
    const tag = messages.common.languageTag
    const category = cached(pluralRules, tag, (t) => new Intl.PluralRules(t)).select(count)
    const form = child(parent, `${last}_${category}`) ?? child(parent, `${last}_other`)
    if (typeof form === 'string') {
      const written = cached(numberFormats, tag, (t) => new Intl.NumberFormat(t)).format(count)
      return interpolate(form, { ...variables, count: written })
    }
  }
  const other = child(parent, `${last}_other`)
  return typeof other === 'string' ? interpolate(other, variables) : `${namespace}.${key}`
}
