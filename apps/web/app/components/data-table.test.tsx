// @vitest-environment jsdom
import Button from '@mui/material/Button'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider } from '../lib/i18n'
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table'

interface Candidate {
  id: number
  name: string
  prefecture: string
  updatedAt: string
  memo: string
}

const candidates: Candidate[] = [
  { id: 11, name: '山田 太郎', prefecture: '東京都', updatedAt: '2025-04-01', memo: '営業10年' },
  { id: 12, name: '佐藤 花子', prefecture: '大阪府', updatedAt: '2025-03-28', memo: '経理' },
  { id: 13, name: 'Emily Carter', prefecture: '福岡県', updatedAt: '2025-03-20', memo: 'SaaS' },
]

const columns: DataTableColumn<Candidate>[] = [
  { key: 'name', header: '氏名', cell: (row) => row.name, sortKey: 'name', phone: 'title' },
  { key: 'prefecture', header: '都道府県', cell: (row) => row.prefecture },
  {
    key: 'updated',
    header: '更新日',
    cell: (row) => row.updatedAt,
    sortKey: 'updated_at',
    firstSortDirection: 'desc',
    align: 'right',
  },
  { key: 'memo', header: 'メモ', cell: (row) => row.memo, phone: 'hidden' },
]

const PATH = '/client/candidates'

type TableProps = Partial<DataTableProps<Candidate, number>>

function routerFor(url: string, props: TableProps, locale: 'ja' | 'en') {
  return createMemoryRouter(
    [
      {
        id: 'list',
        path: PATH,
        // Page 5 never finishes loading, to look at the table while a navigation is pending.
        loader: ({ request }) =>
          new URL(request.url).searchParams.get('page') === '5' ? new Promise(() => {}) : null,
        element: (
          <I18nProvider locale={locale}>
            <DataTable
              label="候補者一覧"
              columns={columns}
              rows={candidates}
              getRowId={(row) => row.id}
              pagination={{ currentPage: 1, totalPages: 5, totalCount: 96 }}
              {...props}
            />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { list: null } } },
  )
}

/** What the server sends: it cannot know the screen's width. */
function renderOnServer(url: string, props: TableProps = {}, locale: 'ja' | 'en' = 'ja') {
  return renderToStaticMarkup(<RouterProvider router={routerFor(url, props, locale)} />)
}

let root: Root | null = null
let container: HTMLElement | null = null

/** A client-side mount, as after a navigation in the browser. */
function mount(url: string, props: TableProps = {}, locale: 'ja' | 'en' = 'ja') {
  const router = routerFor(url, props, locale)
  container = document.createElement('div')
  document.body.append(container)
  const target = createRoot(container)
  root = target
  act(() => target.render(<RouterProvider router={router} />))
  return { router, view: container }
}

function checkbox(view: HTMLElement, label: string): HTMLInputElement {
  const input = view.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)
  if (!input) throw new Error(`no checkbox labelled ${label}`)
  return input
}

function headerCell(view: HTMLElement, text: string): HTMLElement {
  const cell = [...view.querySelectorAll<HTMLElement>('th')].find((th) =>
    th.textContent?.includes(text),
  )
  if (!cell) throw new Error(`no header ${text}`)
  return cell
}

function pretendPhone() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

const originalMatchMedia = window.matchMedia

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = null
  container = null
  window.matchMedia = originalMatchMedia
})

describe('DataTable', () => {
  it('shows the headers and rows, with the sorted header marked for screen readers', () => {
    const { view } = mount(`${PATH}?keyword=営業&page=2&sort=-updated_at`)
    const table = view.querySelector('table')
    expect(table?.getAttribute('aria-label')).toBe('候補者一覧')
    expect([...view.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      '氏名',
      '都道府県',
      '更新日',
      'メモ',
    ])
    const bodyRows = [...view.querySelectorAll('tbody tr')]
    expect(bodyRows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      '山田 太郎',
      '佐藤 花子',
      'Emily Carter',
    ])
    expect(headerCell(view, '更新日').getAttribute('aria-sort')).toBe('descending')
    expect(headerCell(view, '氏名').hasAttribute('aria-sort')).toBe(false)
  })

  it('names each row by its row header and sets the sums at the foot, on phones as the last card', () => {
    const named = columns.map((column) =>
      column.key === 'name' ? { ...column, isRowHeader: true } : column,
    )
    const sums: Candidate = {
      id: 0,
      name: '合計',
      prefecture: '3件',
      updatedAt: '',
      memo: '',
    }
    const rowProps = (row: Candidate) => ({ 'data-row': row === sums ? 'sums' : String(row.id) })
    const { view } = mount(PATH, { columns: named, footerRow: sums, rowProps })
    const rowHeaders = [...view.querySelectorAll('tbody th[scope="row"]')]
    expect(rowHeaders.map((th) => th.textContent)).toEqual([
      '山田 太郎',
      '佐藤 花子',
      'Emily Carter',
    ])
    const foot = view.querySelector('tfoot tr')
    expect(foot?.getAttribute('data-row')).toBe('sums')
    expect(foot?.querySelector('th[scope="row"]')?.textContent).toBe('合計')
    expect(foot?.querySelector('td')?.textContent).toBe('3件')
    act(() => root?.unmount())
    container?.remove()

    pretendPhone()
    const phone = mount(PATH, { columns: named, footerRow: sums, rowProps }).view
    const cards = [...phone.querySelectorAll('ul[aria-label="候補者一覧"] > li')]
    expect(cards.map((card) => card.getAttribute('data-row'))).toEqual(['11', '12', '13', 'sums'])
    expect(cards.at(-1)?.textContent).toContain('3件')
  })

  it('leaves the sums out of an empty list', () => {
    const sums: Candidate = { id: 0, name: '合計', prefecture: '', updatedAt: '', memo: '' }
    const { view } = mount(PATH, { rows: [], footerRow: sums })
    expect(view.querySelector('tfoot')).toBeNull()
  })

  it('sorts through links that keep the filters and go back to the first page', () => {
    const { view } = mount(`${PATH}?keyword=営業&page=2&sort=-updated_at`)
    const hrefOf = (text: string) =>
      decodeURIComponent(headerCell(view, text).querySelector('a')?.getAttribute('href') ?? '')
    // The sorted column turns around; another starts in its own first direction.
    expect(hrefOf('更新日')).toBe(`${PATH}?keyword=営業&sort=updated_at`)
    expect(hrefOf('氏名')).toBe(`${PATH}?keyword=営業&sort=name`)
    expect(headerCell(view, '都道府県').querySelector('a')).toBeNull()
  })

  it('keeps a column that sorts one way only on that way', () => {
    const fixed = columns.map((column) =>
      column.key === 'updated' ? { ...column, isSortDirectionFixed: true } : column,
    )
    const { view } = mount(`${PATH}?sort=-updated_at`, { columns: fixed })
    const href = headerCell(view, '更新日').querySelector('a')?.getAttribute('href')
    expect(href).toBe(`${PATH}?sort=-updated_at`)
  })

  it('marks the sort the loader applies when the address names none', () => {
    const { view } = mount(PATH, { defaultSort: '-updated_at' })
    expect(headerCell(view, '更新日').getAttribute('aria-sort')).toBe('descending')
    const nameLink = headerCell(view, '氏名').querySelector('a')
    expect(nameLink?.getAttribute('href')).toBe(`${PATH}?sort=name`)
  })

  it('pages through links that keep the sort and the filters', () => {
    const { view } = mount(`${PATH}?keyword=sales&sort=name&page=2`, {
      pagination: { currentPage: 2, totalPages: 5, totalCount: 96 },
    })
    const pages = view.querySelector('nav[aria-label="ページ送り"]')
    const hrefs = [...(pages?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))
    expect(hrefs).toContain(`${PATH}?keyword=sales&sort=name&page=3`)
    expect(hrefs).toContain(`${PATH}?keyword=sales&sort=name`)
    expect(pages?.querySelector('[aria-current="page"]')?.textContent).toBe('2')
  })

  it('offers page sizes as links, the current one marked', () => {
    const { view } = mount(`${PATH}?sort=name&page=3&per=50`, { perOptions: [20, 50, 100] })
    const group = view.querySelector('[role="group"][aria-label="表示件数"]')
    const links = [...(group?.querySelectorAll('a') ?? [])]
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['20', `${PATH}?sort=name`],
      ['50', `${PATH}?sort=name&per=50`],
      ['100', `${PATH}?sort=name&per=100`],
    ])
    expect(group?.querySelector('[aria-current="true"]')?.textContent).toBe('50')
  })

  it('shows the total, and a capped count as "1,000+"', () => {
    const capped = { pagination: { currentPage: 1, totalPages: 50, totalCount: 1000 } }
    expect(renderOnServer(PATH, { ...capped, isCountCapped: true })).toContain('全1,000+件')
    expect(renderOnServer(PATH, { ...capped, isCountCapped: true }, 'en')).toContain(
      'Total: 1,000+',
    )
    expect(renderOnServer(PATH, capped, 'en')).toContain('Total: 1,000<')
    expect(renderOnServer(PATH)).toContain('全96件')
  })

  it('says there is nothing to show, in the chosen language or in the page’s words', () => {
    const none = { rows: [], pagination: { currentPage: 1, totalPages: 1, totalCount: 0 } }
    const { view } = mount(PATH, none)
    expect(view.querySelector('tbody')?.textContent).toBe('該当するデータはありません。')
    expect(renderOnServer(PATH, none, 'en')).toContain('Nothing to show.')
    expect(renderOnServer(PATH, { ...none, emptyMessage: '求人はまだありません。' })).toContain(
      '求人はまだありません。',
    )
  })

  it('shows skeleton rows instead of stale ones while another page loads', () => {
    const { router, view } = mount(`${PATH}?page=4`)
    act(() => {
      router.navigate(`${PATH}?page=5`)
    })
    const table = view.querySelector('table')
    expect(table?.getAttribute('aria-busy')).toBe('true')
    expect(view.querySelector('tbody')?.textContent).not.toContain('山田 太郎')
    expect(view.querySelectorAll('tbody .MuiSkeleton-root').length).toBe(candidates.length * 4)
  })

  describe('selection', () => {
    const selection = (max?: number) => ({
      selection: {
        rowLabel: (row: Candidate) => row.name,
        max,
        renderToolbar: ({ selectedIds, clearSelection }) => (
          <>
            <Button disabled={selectedIds.length === 0} data-ids={selectedIds.join(',')}>
              スカウトを送る
            </Button>
            <Button onClick={clearSelection}>選択を解除</Button>
          </>
        ),
      } satisfies DataTableProps<Candidate, number>['selection'],
    })
    const sendButton = (view: HTMLElement) =>
      [...view.querySelectorAll('button')].find((b) => b.textContent === 'スカウトを送る')
    const status = (view: HTMLElement) => view.querySelector('[role="status"]')?.textContent

    it('gives each checkbox a name and hands the chosen ids to the toolbar', () => {
      const { view } = mount(PATH, selection())
      expect(sendButton(view)?.disabled).toBe(true)
      act(() => checkbox(view, '佐藤 花子を選択').click())
      act(() => checkbox(view, 'Emily Carterを選択').click())
      expect(status(view)).toBe('2件選択中')
      expect(sendButton(view)?.disabled).toBe(false)
      expect(sendButton(view)?.dataset.ids).toBe('12,13')
      expect(checkbox(view, 'このページをすべて選択').dataset.indeterminate).toBe('true')

      act(() => checkbox(view, 'このページをすべて選択').click())
      expect(sendButton(view)?.dataset.ids).toBe('12,13,11')
      expect(checkbox(view, 'このページをすべて選択').checked).toBe(true)
      act(() => checkbox(view, 'このページをすべて選択').click())
      expect(status(view)).toBe('0件選択中')
    })

    it('stops at the most a bulk action accepts and says so', () => {
      const { view } = mount(PATH, selection(2), 'en')
      act(() => checkbox(view, 'Select all on this page').click())
      expect(sendButton(view)?.dataset.ids).toBe('11,12')
      expect(status(view)).toBe('Selected: 2You can select up to 2 at a time.')
      const third = checkbox(view, 'Select Emily Carter')
      expect(third.disabled).toBe(true)
      act(() => third.click())
      expect(sendButton(view)?.dataset.ids).toBe('11,12')

      // Nothing more fits, so the header clears the page instead.
      act(() => checkbox(view, 'Select all on this page').click())
      expect(status(view)).toBe('Selected: 0')
      expect(checkbox(view, 'Select Emily Carter').disabled).toBe(false)
    })

    it('keeps the selection across pages and sorts, and drops it when the filters change', async () => {
      const { router, view } = mount(`${PATH}?keyword=営業`, selection())
      act(() => checkbox(view, '山田 太郎を選択').click())
      await act(() => router.navigate(`${PATH}?keyword=営業&page=2&sort=name`))
      expect(router.state.location.search).toBe('?keyword=営業&page=2&sort=name')
      expect(status(view)).toBe('1件選択中')
      await act(() => router.navigate(`${PATH}?keyword=経理`))
      expect(status(view)).toBe('0件選択中')
    })

    it('clears the selection from the toolbar', () => {
      const { view } = mount(PATH, selection())
      act(() => checkbox(view, '山田 太郎を選択').click())
      const clear = [...view.querySelectorAll('button')].find((b) => b.textContent === '選択を解除')
      act(() => clear?.click())
      expect(status(view)).toBe('0件選択中')
      expect(checkbox(view, '山田 太郎を選択').checked).toBe(false)
    })
  })

  describe('a list the API answers whole', () => {
    const whole = { pagination: undefined, perOptions: [20, 50, 100] }

    it('shows no page links, page sizes or total', () => {
      const { view } = mount(PATH, whole)
      expect(view.querySelectorAll('tbody tr')).toHaveLength(3)
      expect(view.querySelector('nav[aria-label="ページ送り"]')).toBeNull()
      expect(view.querySelector('[role="group"][aria-label="表示件数"]')).toBeNull()
      expect(view.textContent).not.toContain('全')
      expect(renderOnServer(PATH, whole, 'en')).not.toContain('Total:')
    })

    it('counts its rows when asked to show the total', () => {
      expect(renderOnServer(PATH, { ...whole, isTotalShown: true })).toContain('全3件')
      expect(renderOnServer(PATH, { ...whole, isTotalShown: true }, 'en')).toContain('Total: 3')
    })

    it('keeps the total of a paged list unless told not to show it', () => {
      expect(renderOnServer(PATH, { isTotalShown: false })).not.toContain('全96件')
    })
  })

  describe('row attributes and actions', () => {
    const withTestIds = {
      rowProps: (row: Candidate) => ({ 'data-testid': 'candidate', 'data-candidate-id': row.id }),
    }

    it('puts the row attributes on each table row', () => {
      const { view } = mount(PATH, withTestIds)
      const rows = [...view.querySelectorAll<HTMLElement>('[data-testid="candidate"]')]
      expect(rows.map((row) => row.tagName)).toEqual(['TR', 'TR', 'TR'])
      expect(rows.map((row) => row.dataset.candidateId)).toEqual(['11', '12', '13'])
      expect(rows[1]?.textContent).toContain('佐藤 花子')
    })

    it('works a column of buttons from each row, each button acting on its own row', () => {
      const removed: number[] = []
      const actions: DataTableColumn<Candidate> = {
        key: 'actions',
        header: '操作',
        cell: (row) => <Button onClick={() => removed.push(row.id)}>削除</Button>,
        align: 'right',
        phone: 'actions',
      }
      const { view } = mount(PATH, { ...withTestIds, columns: [...columns, actions] })
      expect(headerCell(view, '操作')).not.toBeNull()
      const row = [...view.querySelectorAll('[data-testid="candidate"]')].find((item) =>
        item.textContent?.includes('佐藤 花子'),
      )
      act(() => row?.querySelector('button')?.click())
      expect(removed).toEqual([12])
    })
  })

  describe('on a phone', () => {
    it('shows each row as a card of labels and values instead of a wide table', () => {
      pretendPhone()
      const { view } = mount(`${PATH}?sort=-updated_at`, {
        selection: { rowLabel: (row) => row.name, renderToolbar: () => null },
      })
      expect(view.querySelector('table')).toBeNull()
      const list = view.querySelector('ul[aria-label="候補者一覧"]')
      const cards = [...(list?.querySelectorAll(':scope > li') ?? [])]
      expect(cards).toHaveLength(3)
      const first = cards[0] as HTMLElement
      expect(first.textContent).toContain('山田 太郎')
      const pairs = [...first.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ])
      expect(pairs).toEqual([
        ['都道府県', '東京都'],
        ['更新日', '2025-04-01'],
      ])
      // A column hidden on phones is left out.
      expect(first.textContent).not.toContain('営業10年')
      expect(first.querySelector('input[aria-label="山田 太郎を選択"]')).not.toBeNull()
      expect(checkbox(view, 'このページをすべて選択')).not.toBeNull()

      const sortGroup = view.querySelector('[role="group"][aria-label="並び替え"]')
      const current = sortGroup?.querySelector('[aria-current="true"]')
      expect(current?.textContent).toBe('更新日 (降順)')
      expect(current?.getAttribute('href')).toBe(`${PATH}?sort=updated_at`)
    })

    it('puts the row attributes on each card and its buttons at the foot, unlabelled', () => {
      pretendPhone()
      const removed: number[] = []
      const { view } = mount(PATH, {
        rowProps: (row) => ({ 'data-testid': 'candidate', 'aria-label': row.name }),
        columns: [
          ...columns,
          {
            key: 'actions',
            header: '操作',
            cell: (row) => <Button onClick={() => removed.push(row.id)}>削除</Button>,
            phone: 'actions',
          },
        ],
      })
      const cards = [...view.querySelectorAll<HTMLElement>('[data-testid="candidate"]')]
      expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI'])
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
        '山田 太郎',
        '佐藤 花子',
        'Emily Carter',
      ])
      const last = cards[2] as HTMLElement
      expect([...last.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
        '都道府県',
        '更新日',
      ])
      act(() => last.querySelector('button')?.click())
      expect(removed).toEqual([13])
    })

    it('sends both layouts from the server, one shown by the screen width', () => {
      const html = renderOnServer(PATH)
      expect(html).toContain('<table')
      expect(html).toMatch(/<ul[^>]*aria-label="候補者一覧"/)
      expect(html).toContain('<dt')
    })
  })
})
