import { catalogueParts } from '@kakehashi/i18n'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cataloguePartsFor, documentCatalogueParts } from './catalogues'

/** A browser's registry, empty until the test loads parts into it. */
async function freshBrowser() {
  vi.resetModules()
  const catalogues = await import('./catalogues')
  const i18n = await import('./i18n')
  return { ...catalogues, ...i18n }
}

describe('catalogue parts', () => {
  it('gives signed-in visitors the account part, recruiters and administrators the workspace part too', () => {
    const workspace = ['main', 'account', 'workspace']
    expect(cataloguePartsFor(null)).toEqual(['main'])
    expect(cataloguePartsFor({ roleType: 'Candidate' })).toEqual(['main', 'account'])
    expect(cataloguePartsFor({ roleType: 'CompanyUser' })).toEqual(workspace)
    expect(cataloguePartsFor({ roleType: 'Agent' })).toEqual(workspace)
    expect(cataloguePartsFor({ roleType: 'Administrator' })).toEqual(workspace)
  })

  it('reads the parts a document names, the main part always', () => {
    const html = (value: string | null) => ({ getAttribute: () => value })
    expect(documentCatalogueParts(html('main workspace'))).toEqual(['main', 'workspace'])
    expect(documentCatalogueParts(html('main'))).toEqual(['main'])
    expect(documentCatalogueParts(html(null))).toEqual(['main'])
    expect(documentCatalogueParts(html('workspace elsewhere'))).toEqual(['main', 'workspace'])
    expect(documentCatalogueParts(html('main account'))).toEqual(['main', 'account'])
  })
})

describe('a browser registry', () => {
  let browser: Awaited<ReturnType<typeof freshBrowser>>
  beforeEach(async () => {
    browser = await freshBrowser()
  })

  it('merges parts into one catalogue per language as they load', async () => {
    await browser.loadCatalogue('ja')
    expect(browser.loadedCatalogueParts('ja')).toEqual(['main'])
    expect(browser.hasNamespace('ja', 'common')).toBe(true)
    expect(browser.hasNamespace('ja', 'support')).toBe(false)
    expect(browser.hasNamespace('ja', 'candidate')).toBe(false)
    expect(browser.loadedCatalogueParts('en')).toEqual([])

    await browser.loadCatalogue('ja', ['main', 'workspace'])
    expect(browser.loadedCatalogueParts('ja')).toEqual(['main', 'workspace'])
    const messages = browser.catalogueFor('ja')
    expect(messages.common.siteName).toBe(catalogueParts.ja.main.common.siteName)
    expect(messages.support.title).toBe(catalogueParts.ja.workspace.support.title)
  })

  it('refuses to render a namespace whose part is not loaded', async () => {
    browser.registerCatalogue('ja', { main: catalogueParts.ja.main })
    const { I18nProvider, useTranslation } = browser
    function SupportTitle() {
      return <h1>{useTranslation('support').t('title')}</h1>
    }
    function HomeTitle() {
      return <h1>{useTranslation('common').t('siteName')}</h1>
    }
    const render = (page: ReactNode) =>
      renderToStaticMarkup(<I18nProvider locale="ja">{page}</I18nProvider>)

    expect(render(<HomeTitle />)).toContain(catalogueParts.ja.main.common.siteName)
    expect(() => render(<SupportTitle />)).toThrow(/"support" messages are not loaded in "ja"/)

    browser.registerCatalogue('ja', { workspace: catalogueParts.ja.workspace })
    expect(render(<SupportTitle />)).toContain(catalogueParts.ja.workspace.support.title)
  })
})
