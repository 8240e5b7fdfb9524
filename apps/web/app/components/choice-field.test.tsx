// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ChoiceField } from './choice-field'

const choices = (
  <>
    <option value="">指定なし</option>
    <option value="13">東京都</option>
    <option value="27">大阪府</option>
  </>
)

describe('ChoiceField', () => {
  it('is the browser’s own select, named by its label and described by its problem', () => {
    document.body.innerHTML = renderToString(
      <ChoiceField
        name="prefecture"
        label="勤務地"
        defaultValue="13"
        error
        helperText="選択してください"
      >
        {choices}
      </ChoiceField>,
    )
    const select = document.querySelector('select') as HTMLSelectElement
    expect(select.name).toBe('prefecture')
    expect(select.value).toBe('13')
    expect(select.labels?.[0]?.textContent).toBe('勤務地')
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('選択してください')
    // No menu of MUI's: the options are the select's own.
    expect(document.querySelector('[role="listbox"]')).toBeNull()
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '指定なし',
      '東京都',
      '大阪府',
    ])
  })

  it('reports the chosen value', () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value)
    act(() =>
      root.render(
        <ChoiceField label="勤務地" value="" onChange={onChange}>
          {choices}
        </ChoiceField>,
      ),
    )
    const select = container.querySelector('select') as HTMLSelectElement
    act(() => {
      select.value = '27'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(onChange).toHaveReturnedWith('27')
    act(() => root.unmount())
    container.remove()
  })
})
