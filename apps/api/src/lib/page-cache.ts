/** A rendered answer kept for anonymous visitors: what is sent again, as it was sent. */
export interface StoredPage {
  status: number
  headers: [name: string, value: string][]
  body: Buffer
}

interface Entry {
  page: StoredPage
  expiresAt: number
}

export interface PageCacheOptions {
  /** The most bytes of bodies kept; the least recently used pages go first. */
  maxBytes: number
  now?: () => number
}

export interface PageCache {
  /**
   * The page kept under `key`, or else the one `render` makes: rendered once however many
   * visitors ask at the same moment (the others wait for it), and kept for the seconds
   * `render` returns when it returns any. `hit` tells whether this visitor waited for nothing.
   */
  through(
    key: string,
    render: () => Promise<{ page: StoredPage; keepSeconds: number | null }>,
  ): Promise<{ page: StoredPage; hit: boolean }>
  /** Forgets every page (after a change to the data they show). */
  clear(): void
  readonly size: number
}

/**
 * An in-process store of rendered pages, least recently used out first. A burst of visitors on
 * one page (a job shared on social media) costs one render, not one each. Pages are kept for
 * the time their route declares and forgotten at once by `clear`.
 */
export function createPageCache({ maxBytes, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<{ page: StoredPage; kept: boolean }>>()
  // Bumped by `clear`: a render that began before a change must not store what it read.
  let generation = 0
  let bytes = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.page.body.length
  }

  function fresh(key: string): StoredPage | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.expiresAt <= now()) {
      remove(key)
      return null
    }
    // Map order is the recency order: the page moves to the end.
    entries.delete(key)
    entries.set(key, entry)
    return entry.page
  }

  function store(key: string, page: StoredPage, keepSeconds: number) {
    if (page.body.length > maxBytes / 4) return
    remove(key)
    entries.set(key, { page, expiresAt: now() + keepSeconds * 1000 })
    bytes += page.body.length
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  return {
    async through(key, render) {
      const kept = fresh(key)
      if (kept) return { page: kept, hit: true }
      const pending = rendering.get(key)
      if (pending) {
        const shared = await pending.catch(() => null)
        // A page that may not be kept was rendered for its own visitor only.
        if (shared?.kept) return { page: shared.page, hit: true }
      }
      const startedIn = generation
      const run = render().then(({ page, keepSeconds }) => {
        const keep = keepSeconds !== null && keepSeconds > 0 && startedIn === generation
        if (keep) store(key, page, keepSeconds)
        return { page, kept: keep }
      })
      rendering.set(key, run)
      try {
        return { page: (await run).page, hit: false }
      } finally {
        if (rendering.get(key) === run) rendering.delete(key)
      }
    },
    clear() {
      generation += 1
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
  }
}

/** The `s-maxage` seconds of a Cache-Control value: what a shared cache may keep the page for. */
export function sharedMaxAge(cacheControl: string | null): number | null {
  const match = cacheControl?.match(/(?:^|,)\s*s-maxage=(\d+)\s*(?:,|$)/i)
  return match ? Number(match[1]) : null
}
