import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_PARTS,
  catalogueParts,
  catalogues,
  LOCALES,
  type Locale,
  listKeyPaths,
  pluralFormOf,
  resolveLocale,
  serverMessages,
} from '../src/index.ts'

/**
 * A catalogue's key paths with each plural group written once, by its stem (`a.unread_*`), and the
 * categories each group has: languages differ in their plural forms, not in their messages.
 */
function messageKeys(catalogue: unknown) {
  const keys = new Set<string>()
  const forms = new Map<string, string[]>()
  for (const path of listKeyPaths(catalogue)) {
    const form = pluralFormOf(path)
    if (!form) {
      keys.add(path)
      continue
    }
    keys.add(`${form.stem}_*`)
    forms.set(form.stem, [...(forms.get(form.stem) ?? []), form.category])
  }
  return { keys, forms }
}

const lookup = (root: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)

describe('message catalogues', () => {
  const reference = messageKeys(catalogues.ja).keys

  it.each(LOCALES)('%s has exactly the keys of every other language', (locale) => {
    const { keys } = messageKeys(catalogues[locale])
    const missing = [...reference].filter((key) => !keys.has(key))
    const extra = [...keys].filter((key) => !reference.has(key))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  // The browser loads each part on its own: a key in the other part would be missing there.
  it.each(LOCALES.flatMap((locale) => CATALOGUE_PARTS.map((part) => [locale, part] as const)))(
    '%s has exactly the keys of Japanese in its %s part',
    (locale, part) => {
      const expected = messageKeys(catalogueParts.ja[part]).keys
      const { keys } = messageKeys(catalogueParts[locale][part])
      const missing = [...expected].filter((key) => !keys.has(key))
      const extra = [...keys].filter((key) => !expected.has(key))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    },
  )

  it.each(LOCALES)('%s gives each plural group the forms its language uses', (locale: Locale) => {
    const categories = new Intl.PluralRules(catalogues[locale].common.languageTag)
      .resolvedOptions()
      .pluralCategories.slice()
      .sort()
    const { forms } = messageKeys(catalogues[locale])
    expect(forms.size).toBeGreaterThan(0)
    for (const [stem, found] of forms) expect(found.slice().sort(), stem).toEqual(categories)
  })

  it('names the language of each catalogue', () => {
    for (const locale of LOCALES) expect(catalogues[locale].common.languageTag).toBe(locale)
  })

  it.each(LOCALES)('%s has exactly the keys of Japanese in its server part', (locale) => {
    const expected = messageKeys(serverMessages.ja).keys
    const { keys } = messageKeys(serverMessages[locale])
    expect([...keys].sort()).toEqual([...expected].sort())
  })

  it.each(LOCALES)('%s holds each namespace in exactly one part', (locale) => {
    const namespaces = [
      ...CATALOGUE_PARTS.flatMap((part) => Object.keys(catalogueParts[locale][part])),
      ...Object.keys(serverMessages[locale]),
    ]
    expect(namespaces.length).toBe(new Set(namespaces).size)
    expect(new Set(namespaces)).toEqual(new Set(Object.keys(catalogues[locale])))
  })

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = listKeyPaths(catalogues[locale]).filter((path) => {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogues[locale])
      return typeof value !== 'string' || value.trim() === ''
    })
    expect(empty).toEqual([])
  })

  it('uses the same interpolation variables in every language and plural form', () => {
    const variables = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
    for (const locale of LOCALES) {
      for (const path of listKeyPaths(catalogues[locale])) {
        const form = pluralFormOf(path)
        const ja = String(lookup(catalogues.ja, form ? `${form.stem}_other` : path))
        expect(variables(String(lookup(catalogues[locale], path))), `${locale}:${path}`).toEqual(
          variables(ja),
        )
      }
    }
  })

  it('falls back to Japanese for an unknown or missing locale', () => {
    expect(resolveLocale('en')).toBe('en')
    expect(resolveLocale('fr')).toBe('ja')
    expect(resolveLocale(undefined)).toBe('ja')
  })
})
