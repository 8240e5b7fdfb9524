import { CHUNK_RELOAD_GUARD_MS } from '@kakehashi/contracts'

// After a deploy, old pages ask for chunk files that no longer exist. A reload fetches the new
// manifest (spec section 8), but only once per path per guard window so a chunk that is really
// broken cannot loop the page forever.

const CHUNK_ERROR_PATTERNS = [
  'failed to fetch dynamically imported module', // Chromium
  'importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'unable to preload css', // Vite's CSS preload helper
]

export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false
  if (typeof error === 'string') return matchesChunkMessage(error)
  if (typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && matchesChunkMessage(message)
}

function matchesChunkMessage(message: string): boolean {
  const lower = message.toLowerCase()
  return CHUNK_ERROR_PATTERNS.some((pattern) => lower.includes(pattern))
}

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface ChunkReloadGuardOptions {
  /** sessionStorage in the browser: the guard must survive the reload it triggers. */
  storage: StorageLike
  reload: () => void
  now?: () => number
  guardMs?: number
}

export interface ChunkReloadGuard {
  /** Reloads when `error` is a chunk load error and `path` was not reloaded recently. */
  handle(error: unknown, path: string): boolean
}

export const CHUNK_RELOAD_STORAGE_PREFIX = 'chunk-reload:'

export function createChunkReloadGuard(options: ChunkReloadGuardOptions): ChunkReloadGuard {
  const { storage, reload, now = Date.now, guardMs = CHUNK_RELOAD_GUARD_MS } = options

  return {
    handle(error, path) {
      if (!isChunkLoadError(error)) return false
      const key = CHUNK_RELOAD_STORAGE_PREFIX + path
      const current = now()
      try {
        const last = Number(storage.getItem(key) ?? Number.NaN)
        const elapsed = current - last
        // A stamp from the future (clock moved back) must not block reloads for that long.
        if (elapsed >= 0 && elapsed <= guardMs) return false
        storage.setItem(key, String(current))
      } catch {
        // Without a place to remember the reload, reloading could loop; leave the error to the
        // error page instead.
        return false
      }
      reload()
      return true
    },
  }
}
