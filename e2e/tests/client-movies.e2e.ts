import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { DEMO, signInThroughPage } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import {
  baseUrl,
  describeBrowser,
  horizontalOverflow,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'

// A 1×1 transparent PNG stands in for YouTube's stills: tests reach no outside network.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Answers the video sites from inside the test and records what the page asked them for. */
async function stubVideoSites(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  )
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => {
    requested.push(route.request().url())
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><p>player',
    })
  })
  return requested
}

/** A YouTube-shaped id no earlier run used, so the firm's one-movie-per-video rule never bites. */
function freshVideoId(): string {
  return `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 11)
}

/** The public page of the demo agent firm whose master account the tests sign in with. */
async function bridgeAgentPath(): Promise<string> {
  const { agents } = await callApi<{ agents: { id: number; name: string }[] }>(
    'GET',
    `/api/v3/agents?keyword=${encodeURIComponent('ブリッジキャリア')}`,
  )
  const agent = agents.find((item) => item.name === '株式会社ブリッジキャリア')
  if (!agent) throw new Error('The demo agent firm has no public page')
  return `/agents/${agent.id}`
}

describeBrowser('agent movies', () => {
  const browser = useBrowser()

  it('an agent adds a movie, plays it on the public page, hides it and deletes it', async () => {
    const page = await browser.newPage()
    await signInThroughPage(page, DEMO.agent)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.goto('/client/movies')
    await page.getByRole('heading', { level: 1, name: '動画管理' }).waitFor()
    expect(await page.title()).toContain('動画管理')
    await waitForHydration(page)

    // A page that is not a video is refused on the address, before anything is sent.
    const title = `E2E 会社紹介 ${freshVideoId()}`
    const videoId = freshVideoId()
    await page.getByRole('button', { name: '動画を追加' }).click()
    const dialog = page.getByRole('dialog', { name: '動画を追加' })
    await dialog.getByLabel('タイトル').fill(title)
    await dialog.getByLabel('動画URL').fill('https://example.com/watch?v=abc')
    await dialog.getByLabel('説明').fill('コンサルタントの一日をご紹介します。')
    await dialog.getByRole('button', { name: '保存する' }).click()
    await dialog.getByText('YouTube または Vimeo の動画URLを入力してください').waitFor()
    expect(await dialog.getByTestId('form-problem').textContent()).toBe('入力内容に問題があります')

    await dialog.getByLabel('動画URL').fill(`https://www.youtube.com/watch?v=${videoId}`)
    await dialog.getByRole('button', { name: '保存する' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByTestId('agent-movies-notice').textContent()).toBe('動画を追加しました')
    const row = page.getByTestId('agent-movie-row').filter({ hasText: title })
    await row.waitFor()
    const movieId = await row.getAttribute('data-movie-id')
    expect(await row.getAttribute('data-shown')).toBe('true')

    // Moving it up swaps it with the movie above; the list reloads in the new order.
    const ids = async () =>
      page
        .getByTestId('agent-movie-row')
        .evaluateAll((rows) => rows.map((item) => item.getAttribute('data-movie-id')))
    // The list reloads a moment after the notice shows.
    const listed = (expected: (string | null | undefined)[]) =>
      page.waitForFunction(
        (wanted) =>
          JSON.stringify(
            [...document.querySelectorAll('[data-testid="agent-movie-row"]')].map((item) =>
              item.getAttribute('data-movie-id'),
            ),
          ) === wanted,
        JSON.stringify(expected),
      )
    const before = await ids()
    expect(before.at(-1)).toBe(movieId)
    await page.getByRole('button', { name: `「${title}」を上へ移動` }).click()
    await page.getByText('表示順を変更しました').waitFor()
    await listed([...before.slice(0, -2), movieId, before.at(-2)])

    // On the public page (recruiters do not browse it: a visitor does) the movie is a still and
    // a play button; the player comes only on a click.
    const publicPath = await bridgeAgentPath()
    const visitor = await browser.newPage()
    const playerRequests = await stubVideoSites(visitor)
    await visitor.goto(publicPath)
    const movie = visitor.locator(`[data-testid="agent-movie"][data-movie-id="${movieId}"]`)
    await movie.waitFor()
    await visitor.getByRole('heading', { level: 2, name: '動画' }).waitFor()
    expect(await visitor.locator('iframe').count()).toBe(0)
    expect(await movie.getByRole('button').getAttribute('style')).toContain(
      `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    )
    expect(await movie.getByText('コンサルタントの一日をご紹介します。').count()).toBe(1)
    expect(playerRequests).toEqual([])
    // Pressed as soon as the page has hydrated: the players are part of the page's own code, so
    // the press is not lost to a part that hydrates later.
    await waitForHydration(visitor)
    await movie.getByRole('button', { name: `「${title}」を再生` }).click()
    const player = movie.locator('iframe')
    await player.waitFor()
    expect(await player.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`,
    )
    expect(await player.getAttribute('title')).toBe(`${title}（動画プレーヤー）`)
    expect(await visitor.locator('iframe').count()).toBe(1)
    expect(playerRequests).toEqual([`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`])

    // Hidden, it leaves the public page.
    await waitForHydration(page)
    await page.getByRole('switch', { name: `「${title}」をエージェント紹介ページに公開` }).click()
    await page.getByText(`「${title}」を非公開にしました`).waitFor()
    await page.locator(`[data-movie-id="${movieId}"][data-shown="false"]`).waitFor()
    await visitor.reload()
    await visitor.getByTestId('agent-overview').waitFor()
    expect(await movie.count()).toBe(0)

    // In English: the same refusal, then the movie is deleted after a confirmation.
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto('/client/movies')
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Add a video' }).click()
    const english = page.getByRole('dialog', { name: 'Add a video' })
    await english.getByLabel('Title').fill('Office tour')
    await english.getByLabel('Video URL').fill('https://vimeo.com/about')
    await english.getByRole('button', { name: 'Save' }).click()
    await english.getByText('Please enter the URL of a YouTube or Vimeo video').waitFor()
    await english.getByRole('button', { name: 'Cancel' }).click()
    await english.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: `Delete "${title}"` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this video?' })
    await confirm.getByText(`"${title}" will be deleted. This cannot be undone.`).waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByText('The video was deleted').waitFor()
    await listed(before.slice(0, -1))
  })

  it('fits a phone screen, list and form alike', async () => {
    const phone = { width: 375, height: 740 }
    const page = await browser.newPage({ viewport: phone })
    await signInThroughPage(page, DEMO.agent)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.goto('/client/movies')
    await waitForHydration(page)
    await page.getByRole('list', { name: '動画一覧' }).waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: '動画を追加' }).click()
    const dialog = page.getByRole('dialog', { name: '動画を追加' })
    await dialog.getByLabel('動画URL').waitFor()
    const box = await dialog.getByRole('button', { name: '保存する' }).boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(375)
    await dialog.getByRole('button', { name: 'キャンセル' }).click()

    // The public page's movies stack in one column.
    const visitor = await browser.newPage({ viewport: phone })
    await stubVideoSites(visitor)
    await visitor.goto(await bridgeAgentPath())
    const movies = visitor.getByTestId('agent-movie')
    await movies.first().waitFor()
    expect(await horizontalOverflow(visitor)).toBeLessThanOrEqual(0)
    const [first, second] = await Promise.all([
      movies.nth(0).boundingBox(),
      movies.nth(1).boundingBox(),
    ])
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
  })
})
