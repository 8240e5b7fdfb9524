// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../lib/i18n'
import { ListPagination, pageItems } from './list-pagination'

function render(url: string, currentPage: number, totalPages: number, locale: 'ja' | 'en' = 'ja') {
  const router = createMemoryRouter(
    [
      {
        path: '/companies',
        element: (
          <I18nProvider locale={locale}>
            <ListPagination pagination={{ currentPage, totalPages }} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />)
  return document.body
}

const links = (view: HTMLElement) =>
  [...view.querySelectorAll('a')].map((link) => [
    link.getAttribute('aria-label'),
    link.getAttribute('href'),
  ])

describe('pageItems', () => {
  it('shows the first and last pages and one either side of the current, gaps between', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
    expect(pageItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
  })
})

describe('ListPagination', () => {
  it('links every page shown, keeping the query, page 1 without a page value', () => {
    const view = render('/companies?keyword=銀行&page=5', 5, 10)
    expect(view.querySelector('nav')?.getAttribute('aria-label')).toBe('ページ送り')
    const kw = `keyword=${encodeURIComponent('銀行')}`
    expect(links(view)).toEqual([
      ['前のページへ', `/companies?${kw}&page=4`],
      ['ページ1へ', `/companies?${kw}`],
      ['ページ4へ', `/companies?${kw}&page=4`],
      ['ページ5', `/companies?${kw}&page=5`],
      ['ページ6へ', `/companies?${kw}&page=6`],
      ['ページ10へ', `/companies?${kw}&page=10`],
      ['次のページへ', `/companies?${kw}&page=6`],
    ])
    expect(view.querySelector('[aria-current="page"]')?.textContent).toBe('5')
  })

  it('has no previous link on the first page nor a next one on the last, in English too', () => {
    const first = render('/companies', 1, 3, 'en')
    expect(links(first).map(([label]) => label)).toEqual([
      'page 1',
      'Go to page 2',
      'Go to page 3',
      'Go to next page',
    ])
    const last = render('/companies?page=3', 3, 3, 'en')
    expect(links(last).map(([label]) => label)).toEqual([
      'Go to previous page',
      'Go to page 1',
      'Go to page 2',
      'page 3',
    ])
  })

  it('shows nothing for a single page', () => {
    expect(render('/companies', 1, 1).innerHTML).toBe('')
  })
})
