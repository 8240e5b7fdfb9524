import { describe, expect, it } from 'vitest'
import { catalogues, interpolate, translate } from '../src/index.ts'

describe('translate', () => {
  it('finds nested messages in the chosen language', () => {
    expect(translate(catalogues.ja, 'errors', 'notFoundHeading')).toBe(
      'ページが見つかりませんでした',
    )
    expect(translate(catalogues.en, 'common', 'languages.ja')).toBe('日本語')
  })

  it('fills variables', () => {
    expect(translate(catalogues.en, 'errors', 'pageNotFound', { path: '/x' })).toBe(
      'Page Not Found: /x',
    )
    expect(interpolate('{{ a }} and {{b}}', { a: 1, b: 'two' })).toBe('1 and two')
    expect(interpolate('{{missing}}', {})).toBe('{{missing}}')
  })

  it('chooses the plural form by the count, by the rules of the language', () => {
    expect(translate(catalogues.en, 'candidate', 'scouts.unreadCount', { count: 1 })).toBe(
      '1 unread scout',
    )
    expect(translate(catalogues.en, 'candidate', 'scouts.unreadCount', { count: 2 })).toBe(
      '2 unread scouts',
    )
    expect(translate(catalogues.en, 'candidate', 'scouts.unreadCount', { count: 1200 })).toBe(
      '1,200 unread scouts',
    )
    expect(translate(catalogues.ja, 'candidate', 'scouts.unreadCount', { count: 1 })).toBe(
      '未読スカウト 1件',
    )
    expect(translate(catalogues.en, 'events', 'capacity', { count: 1 })).toBe('1 person')
    // Without a number to choose by, the general form.
    expect(translate(catalogues.en, 'events', 'capacity', { count: 'some' })).toBe('some people')
  })

  it('shows the key of a message that does not exist instead of failing', () => {
    // biome-ignore lint/suspicious/noExplicitAny: deliberately outside the typed keys
    expect(translate(catalogues.ja, 'common', 'no.such' as any)).toBe('common.no.such')
  })
})
