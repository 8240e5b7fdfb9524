// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SuggestField } from './suggest-field'

interface Company {
  id: number
  name: string
}

const companies: Company[] = [
  { id: 1, name: '東京海上日動' },
  { id: 2, name: '東京ガス' },
  { id: 3, name: '東京エレクトロン' },
]

let container: HTMLDivElement
let root: Root

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(() => {
  vi.useFakeTimers()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

const input = () => container.querySelector('input') as HTMLInputElement
const listbox = () => container.querySelector('[role="listbox"]')
const options = () => [...container.querySelectorAll('[role="option"]')]

/** Types as a person does: the browser sets the value and fires `input`. */
function typeText(text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    input().focus()
    setValue?.call(input(), text)
    input().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function press(key: string) {
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}

/** Lets the typing pause pass and the API's answer arrive. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250)
  })
}

/** A free text search box, as the company list has, asking `suggestions()`. */
function renderSearchBox(onPick: (company: Company | null) => void) {
  act(() =>
    root.render(
      <SuggestField<Company>
        freeText
        fetchSuggestions={suggestions()}
        getLabel={(company) => company.name}
        getKey={(company) => company.id}
        onPick={onPick}
        label="キーワード"
      />,
    ),
  )
}

function suggestions() {
  return vi.fn(async (keyword: string) =>
    companies.filter((company) => company.name.includes(keyword)),
  )
}

describe('SuggestField', () => {
  it('asks once for what was typed in quick succession and lists the answer', async () => {
    const fetchSuggestions = suggestions()
    act(() =>
      root.render(
        <SuggestField<Company>
          freeText
          fetchSuggestions={fetchSuggestions}
          getLabel={(company) => company.name}
          getKey={(company) => company.id}
          onPick={() => {}}
          label="キーワード"
          name="keyword"
        />,
      ),
    )
    expect(input().getAttribute('role')).toBe('combobox')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    typeText('東')
    typeText('東京')
    await settle()
    expect(fetchSuggestions).toHaveBeenCalledTimes(1)
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('東京')
    expect(options().map((option) => option.textContent)).toEqual(companies.map((c) => c.name))
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(input().getAttribute('aria-controls')).toBe(listbox()?.id)
  })

  it('moves through the suggestions with the arrow keys and picks one with Enter', async () => {
    const onPick = vi.fn()
    renderSearchBox(onPick)
    typeText('東京')
    await settle()
    press('ArrowDown')
    press('ArrowDown')
    const active = input().getAttribute('aria-activedescendant')
    expect(container.querySelector(`[id="${active}"]`)?.textContent).toBe('東京ガス')
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true')
    press('ArrowUp')
    press('ArrowUp')
    // From the first, up goes round to the last.
    expect(options()[2]?.getAttribute('aria-selected')).toBe('true')
    press('Enter')
    expect(onPick).toHaveBeenCalledWith(companies[2])
    expect(listbox()).toBeNull()
    expect(input().value).toBe('東京エレクトロン')
  })

  it('closes the list with Escape and leaves Enter to the form when nothing is highlighted', async () => {
    const onPick = vi.fn()
    renderSearchBox(onPick)
    typeText('東京')
    await settle()
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    act(() => {
      input().dispatchEvent(enter)
    })
    expect(enter.defaultPrevented).toBe(false)
    expect(onPick).not.toHaveBeenCalled()
    press('Escape')
    expect(listbox()).toBeNull()
    expect(input().value).toBe('東京')
  })

  it('picks a suggestion with a click', async () => {
    const onPick = vi.fn()
    renderSearchBox(onPick)
    typeText('ガス')
    await settle()
    act(() => {
      ;(options()[0] as HTMLElement).click()
    })
    expect(onPick).toHaveBeenCalledWith(companies[1])
  })

  it('keeps a picked value: other text left behind goes back to it, emptied text clears it', async () => {
    const picks: (Company | null)[] = []
    function Picker() {
      const [value, setValue] = useState<Company | null>(companies[0] ?? null)
      return (
        <SuggestField<Company>
          value={value}
          fetchSuggestions={suggestions()}
          getLabel={(company) => company.name}
          getKey={(company) => company.id}
          onPick={(company) => {
            picks.push(company)
            setValue(company)
          }}
          label="勤務先"
        />
      )
    }
    act(() => root.render(<Picker />))
    expect(input().value).toBe('東京海上日動')
    typeText('大阪')
    act(() => {
      input().blur()
    })
    expect(input().value).toBe('東京海上日動')
    expect(picks).toEqual([])
    typeText('')
    expect(picks).toEqual([null])
    expect(input().value).toBe('')
  })
})
