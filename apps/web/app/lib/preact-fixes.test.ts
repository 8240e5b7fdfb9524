// @vitest-environment jsdom
import { options } from 'preact'
import { createElement, hydrate, render } from 'preact/compat'
import { describe, expect, it } from 'vitest'
import './preact-fixes'

const nextMacrotask = () => new Promise((resolve) => setTimeout(resolve))

describe("the browser's React layer", () => {
  it('leaves a field with a default and an undefined value to the browser across renders', () => {
    const container = document.createElement('div')
    const field = (label: string) =>
      createElement(
        'select',
        { 'aria-label': label, value: undefined, defaultValue: 'b' },
        ...['a', 'b', 'c'].map((value) => createElement('option', { key: value, value }, value)),
      )
    render(field('first'), container)
    const select = container.querySelector('select') as HTMLSelectElement
    expect(select.value).toBe('b')
    select.value = 'c'
    render(field('second'), container)
    expect(select.getAttribute('aria-label')).toBe('second')
    expect(select.value).toBe('c')
  })

  it("renders what a checkbox's click queued only after the click's whole dispatch", async () => {
    const schedule = options.debounceRendering as (render: () => void) => void
    const queueFrom = (target: HTMLElement) => {
      const rendered = { done: false }
      target.addEventListener('click', () => schedule(() => (rendered.done = true)), { once: true })
      target.click()
      return rendered
    }
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' })
    const button = document.createElement('button')
    document.body.append(checkbox, button)

    const afterToggle = queueFrom(checkbox)
    await Promise.resolve()
    expect(afterToggle.done).toBe(false)
    await nextMacrotask()
    expect(afterToggle.done).toBe(true)

    const afterButton = queueFrom(button)
    await Promise.resolve()
    expect(afterButton.done).toBe(true)
  })

  it("gives hydrated elements the browser's ids, so what it renders later refers to them", () => {
    const container = document.createElement('div')
    // As the server wrote it, with React's ids.
    container.innerHTML =
      '<div><label for="server-id">Company</label><input id="server-id" aria-describedby="server-id-help"><ul id="server-list"></ul></div>'
    const serverInput = container.querySelector('input')
    const field = (open: boolean) => [
      createElement('label', { key: 'label', htmlFor: 'browser-id' }, 'Company'),
      createElement('input', {
        key: 'input',
        id: 'browser-id',
        'aria-describedby': 'browser-id-help',
        'aria-controls': open ? 'browser-list' : undefined,
      }),
      createElement('ul', { key: 'list', id: 'browser-list' }),
    ]
    hydrate(createElement('div', null, ...field(false)), container)
    const input = container.querySelector('input') as HTMLInputElement
    expect(input).toBe(serverInput)
    expect(container.querySelector('label')?.getAttribute('for')).toBe('browser-id')
    expect(input.id).toBe('browser-id')
    expect(input.getAttribute('aria-describedby')).toBe('browser-id-help')

    render(createElement('div', null, ...field(true)), container)
    const controlled = input.getAttribute('aria-controls') as string
    expect(container.querySelector(`#${controlled}`)?.tagName).toBe('UL')
  })
})
