// @vitest-environment jsdom
import { act, lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { LoadedWhenOpened } from './loaded-when-opened'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A lazily loaded part that counts its loads and shows whether it is open. */
function lazyPart() {
  const load = vi.fn(async () => ({
    default: ({ open }: { open: boolean }) => <p data-open={String(open)}>part</p>,
  }))
  return { Part: lazy(load), load }
}

async function renderInto(container: HTMLElement, element: React.ReactNode) {
  const root = createRoot(container)
  await act(async () => root.render(element))
  return root
}

describe('LoadedWhenOpened', () => {
  it('fetches nothing until opened, then keeps the part mounted once closed', async () => {
    const { Part, load } = lazyPart()
    const container = document.createElement('div')
    const view = (open: boolean) => (
      <LoadedWhenOpened open={open}>
        <Part open={open} />
      </LoadedWhenOpened>
    )
    const root = await renderInto(container, view(false))
    expect(load).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe('')

    await act(async () => root.render(view(true)))
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector('p')?.dataset.open).toBe('true')

    // Closed, it stays (so a dialog plays its closing transition) and is not fetched again.
    await act(async () => root.render(view(false)))
    expect(container.querySelector('p')?.dataset.open).toBe('false')
    await act(async () => root.render(view(true)))
    expect(load).toHaveBeenCalledTimes(1)
    act(() => root.unmount())
  })

  it('with whileOpen, unmounts the part on closing', async () => {
    const { Part, load } = lazyPart()
    const container = document.createElement('div')
    const view = (open: boolean) => (
      <LoadedWhenOpened open={open} whileOpen>
        <Part open />
      </LoadedWhenOpened>
    )
    const root = await renderInto(container, view(true))
    expect(container.querySelector('p')).not.toBeNull()
    await act(async () => root.render(view(false)))
    expect(container.innerHTML).toBe('')
    expect(load).toHaveBeenCalledTimes(1)
    act(() => root.unmount())
  })
})
