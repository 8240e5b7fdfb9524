import { describe, expect, it } from 'vitest'
import { createPageCache, type StoredPage, sharedMaxAge } from '../src/lib/page-cache.ts'

function page(text: string): StoredPage {
  return { status: 200, headers: [['content-type', 'text/html']], body: Buffer.from(text) }
}

function clock(start = 1_000_000) {
  let now = start
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

describe('page cache', () => {
  it('renders a page once and serves it until the time its route allows has passed', async () => {
    const time = clock()
    const cache = createPageCache({ maxBytes: 1_000_000, now: time.now })
    let renders = 0
    const render = async () => {
      renders += 1
      return { page: page(`render ${renders}`), keepSeconds: 60 }
    }

    expect(await cache.through('/', render)).toMatchObject({ hit: false })
    const again = await cache.through('/', render)
    expect(again.hit).toBe(true)
    expect(again.page.body.toString()).toBe('render 1')

    time.advance(60_000)
    const later = await cache.through('/', render)
    expect(later).toMatchObject({ hit: false })
    expect(later.page.body.toString()).toBe('render 2')
  })

  it('never keeps a page its route does not allow to be kept', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 })
    let renders = 0
    const render = async () => {
      renders += 1
      return { page: page('mine'), keepSeconds: null }
    }
    await cache.through('/scouts', render)
    await cache.through('/scouts', render)
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('renders once for visitors who ask at the same moment', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 })
    let renders = 0
    let finish: () => void = () => {}
    const rendered = new Promise<void>((resolve) => {
      finish = resolve
    })
    const render = async () => {
      renders += 1
      await rendered
      return { page: page('shared'), keepSeconds: 60 }
    }
    const visits = Array.from({ length: 10 }, () => cache.through('/', render))
    finish()
    const answers = await Promise.all(visits)
    expect(renders).toBe(1)
    expect(answers.map((answer) => answer.page.body.toString())).toEqual(Array(10).fill('shared'))
    expect(answers.filter((answer) => !answer.hit)).toHaveLength(1)
  })

  it('forgets every page on a change, and does not keep a render that began before it', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 })
    await cache.through('/a', async () => ({ page: page('a'), keepSeconds: 60 }))
    expect(cache.size).toBe(1)

    let finish: () => void = () => {}
    const slow = cache.through('/b', async () => {
      await new Promise<void>((resolve) => {
        finish = resolve
      })
      return { page: page('read before the change'), keepSeconds: 60 }
    })
    cache.clear()
    finish()
    expect((await slow).page.body.toString()).toBe('read before the change')
    expect(cache.size).toBe(0)
    const after = await cache.through('/b', async () => ({ page: page('new'), keepSeconds: 60 }))
    expect(after).toMatchObject({ hit: false })
    expect(after.page.body.toString()).toBe('new')
  })

  it('lets the least recently used pages go when the bytes run out', async () => {
    const cache = createPageCache({ maxBytes: 40 })
    const keep = (text: string) => async () => ({ page: page(text), keepSeconds: 60 })
    await cache.through('/1', keep('1'.repeat(10)))
    await cache.through('/2', keep('2'.repeat(10)))
    await cache.through('/3', keep('3'.repeat(10)))
    await cache.through('/1', keep('unused'))
    await cache.through('/4', keep('4'.repeat(10)))
    await cache.through('/5', keep('5'.repeat(10)))
    const fresh = async (key: string) => (await cache.through(key, keep('again'))).hit
    expect(await fresh('/1')).toBe(true)
    expect(await fresh('/5')).toBe(true)
    expect(await fresh('/2')).toBe(false)
  })

  it('reads the shared max age of a Cache-Control value', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(60)
    expect(sharedMaxAge('S-MAXAGE=5')).toBe(5)
    expect(sharedMaxAge('private, no-store')).toBeNull()
    expect(sharedMaxAge('public, max-age=60')).toBeNull()
    expect(sharedMaxAge(null)).toBeNull()
  })
})
