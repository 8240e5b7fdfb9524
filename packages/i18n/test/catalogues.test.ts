import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_PARTS,
  catalogueParts,
  catalogues,
  LOCALES,
  listKeyPaths,
  resolveLocale,
} from '../src/index.ts'

describe('message catalogues', () => {
  const reference = new Set(listKeyPaths(catalogues.ja))

  it.each(LOCALES)('%s has exactly the keys of every other language', (locale) => {
    const keys = new Set(listKeyPaths(catalogues[locale]))
    const missing = [...reference].filter((key) => !keys.has(key))
    const extra = [...keys].filter((key) => !reference.has(key))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  // The browser loads each part on its own: a key in the other part would be missing there.
  it.each(LOCALES.flatMap((locale) => CATALOGUE_PARTS.map((part) => [locale, part] as const)))(
    '%s has exactly the keys of Japanese in its %s part',
    (locale, part) => {
      const expected = new Set(listKeyPaths(catalogueParts.ja[part]))
      const keys = new Set(listKeyPaths(catalogueParts[locale][part]))
      const missing = [...expected].filter((key) => !keys.has(key))
      const extra = [...keys].filter((key) => !expected.has(key))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    },
  )

  it.each(LOCALES)('%s holds each namespace in exactly one part', (locale) => {
    const namespaces = CATALOGUE_PARTS.flatMap((part) => Object.keys(catalogueParts[locale][part]))
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

  it('uses the same interpolation variables in every language', () => {
    const variables = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
    const lookup = (root: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)
    for (const path of reference) {
      const ja = String(lookup(catalogues.ja, path))
      for (const locale of LOCALES) {
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
