import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from 'zod/v4/core'

afterEach(() => {
  vi.unstubAllGlobals()
  config({ jitless: false })
})

describe('browser zod configuration', () => {
  it('makes zod parse without eval in a browser, and leaves the server compiling', async () => {
    vi.resetModules()
    await import('./browser-zod')
    expect(config().jitless).toBeFalsy()

    vi.stubGlobal('document', {})
    vi.resetModules()
    await import('./browser-zod')
    expect(config().jitless).toBe(true)
  })
})
