import { CHUNK_RELOAD_GUARD_MS } from '@kakehashi/contracts'
import { describe, expect, it, vi } from 'vitest'
import { createChunkReloadGuard, isChunkLoadError, type StorageLike } from './chunk-reload'

describe('isChunkLoadError', () => {
  const named = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
      true,
    ],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    ['ChunkLoadError name', named, true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['plain string', 'Failed to fetch dynamically imported module', true],
    ['other error', new Error('Failed to fetch'), false],
    ['null', null, false],
    ['number', 3, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
  }
}

describe('createChunkReloadGuard', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

  it('uses the 10 second guard of the spec by default', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000)
  })

  it('reloads once per path within the guard window', () => {
    let clock = 1_000_000
    const reload = vi.fn()
    const storage = memoryStorage()
    const guard = createChunkReloadGuard({ storage, reload, now: () => clock })

    const steps: [advanceMs: number, path: string, reloads: boolean][] = [
      [0, '/jobs', true],
      [5_000, '/jobs', false],
      [5_000, '/jobs', false], // exactly 10 s later is still inside the window
      [0, '/mypage', true],
      [1, '/jobs', true], // more than 10 s after the first reload
      [9_999, '/jobs', false],
      [0, '/mypage', false], // exactly 10 s after its own first reload
      [1, '/mypage', true],
    ]
    let expectedReloads = 0
    for (const [advance, path, reloads] of steps) {
      clock += advance
      expect(guard.handle(chunkError, path), `${path} at ${clock}`).toBe(reloads)
      if (reloads) expectedReloads++
      expect(reload).toHaveBeenCalledTimes(expectedReloads)
    }
  })

  it('survives the reload through the storage it is given', () => {
    let clock = 0
    const storage = memoryStorage()
    const first = createChunkReloadGuard({ storage, reload: () => {}, now: () => clock })
    expect(first.handle(chunkError, '/a')).toBe(true)
    clock = 3_000
    const reload = vi.fn()
    const afterReload = createChunkReloadGuard({ storage, reload, now: () => clock })
    expect(afterReload.handle(chunkError, '/a')).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('ignores errors that are not chunk load errors', () => {
    const reload = vi.fn()
    const storage = memoryStorage()
    const guard = createChunkReloadGuard({ storage, reload, now: () => 0 })
    expect(guard.handle(new Error('boom'), '/a')).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(storage.data.size).toBe(0)
  })

  it('honours a custom guardMs', () => {
    let clock = 0
    const reload = vi.fn()
    const guard = createChunkReloadGuard({
      storage: memoryStorage(),
      reload,
      now: () => clock,
      guardMs: 100,
    })
    expect(guard.handle(chunkError, '/a')).toBe(true)
    clock = 101
    expect(guard.handle(chunkError, '/a')).toBe(true)
  })

  it('does not reload when the storage is unusable, so it cannot loop', () => {
    const reload = vi.fn()
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const guard = createChunkReloadGuard({ storage, reload, now: () => 0 })
    expect(guard.handle(chunkError, '/a')).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('treats a stamp from the future or garbage as stale', () => {
    const reload = vi.fn()
    const storage = memoryStorage()
    storage.setItem('chunk-reload:/future', String(50_000))
    storage.setItem('chunk-reload:/garbage', 'not a number')
    const guard = createChunkReloadGuard({ storage, reload, now: () => 1_000 })
    expect(guard.handle(chunkError, '/future')).toBe(true)
    expect(guard.handle(chunkError, '/garbage')).toBe(true)
  })
})
