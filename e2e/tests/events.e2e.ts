import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { expect, it } from 'vitest'
import { createCandidate, signInThroughPage } from '../support/accounts.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'
import { schemaOrgGraph } from '../support/schema-org.ts'

interface SpecialEventItem {
  id: number
  title: string
  is_full: boolean
  is_entry_closed: boolean
  entry_id: number | null
}

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(new URL(pathname, baseUrl()))
  expect(response.status, pathname).toBe(200)
  return (await response.json()) as T
}

describeBrowser('events and special events', () => {
  const browser = useBrowser()

  it('a visitor browses events, upcoming and past, and opens one', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await page.goto('/events')
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('イベント・セミナー')
    const cards = page.getByTestId('event-card')
    expect(await cards.count()).toBeGreaterThan(0)

    await page
      .getByRole('navigation', { name: '表示するイベント' })
      .getByRole('link', { name: '開催済み' })
      .click()
    await page.waitForURL((url) => url.searchParams.get('period') === 'past')
    await page.locator('h1', { hasText: '過去のイベント' }).waitFor()
    expect(await page.getByTestId('event-card').count()).toBeGreaterThan(0)
    // Every past event is over: each carries the ended mark.
    const pastCards = await page.getByTestId('event-card').all()
    for (const card of pastCards) await card.getByText('開催終了').waitFor()

    await page.getByRole('link', { name: '開催予定' }).click()
    // The address changes a moment before the new list renders: wait for the list itself.
    await page.locator('h1', { hasText: '開催予定のイベント' }).waitFor()
    const first = page.getByTestId('event-card').first()
    const title = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('link').first().click()
    await page.waitForURL((url) => /^\/events\/\d+$/.test(url.pathname))
    await page.locator('h1', { hasText: title }).waitFor()
    expect(await page.getByTestId('event-date').textContent()).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/)
    await page.getByText('日本時間').first().waitFor()
    expect(await page.getByTestId('event-fee').textContent()).toMatch(/参加無料|参加費/)
    // Nothing of the page's content runs off a phone's screen.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    )
    expect(overflowing).toEqual([])
  })

  it('an event page carries Event JSON-LD that passes the structured-data validator', async () => {
    const list = await api<{ events: { id: number }[] }>('/api/v3/events?period=upcoming')
    const response = await fetch(new URL(`/events/${list.events[0]?.id}`, baseUrl()))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('rel="canonical"')
    expect(html).toContain('property="og:title"')
    const extracted = new WebAutoExtractor({ addLocation: true }).parse(html)
    const events = extracted.jsonld.Event ?? []
    expect(events).toHaveLength(1)
    for (const property of ['name', 'startDate', 'eventAttendanceMode', 'location', 'organizer']) {
      expect(events[0]?.[property], property).toBeTruthy()
    }
    const issues = await new Validator(schemaOrgGraph()).validate(extracted)
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([])
    expect(issues.filter((issue) => issue.errorType === 'schemaOrg')).toEqual([])
  })

  it('a visitor is asked to sign in, then enters a special event, sees it on the mypage and leaves', async () => {
    const { special_event_groups: groups } = await api<{
      special_event_groups: { name: string; title: string }[]
    }>('/api/v3/special_event_groups')
    const group = groups[0]
    expect(group, 'a demo special event group').toBeDefined()
    const groupName = group!.name
    // A session that can still be entered; the new candidate has entered none.
    const { special_events: sessions } = await api<{ special_events: SpecialEventItem[] }>(
      `/api/v3/special_events?group_name=${encodeURIComponent(groupName)}`,
    )
    const target = sessions.find((s) => !s.is_full && !s.is_entry_closed && s.entry_id === null)
    expect(target, 'an enterable demo special event').toBeDefined()
    const eventPath = `/special_events/${groupName}/${target!.id}`

    const page = await browser.newPage()
    await page.goto(`/special_events/${groupName}`)
    await waitForHydration(page)
    await page.locator('[data-layout="special-event"]').waitFor()
    expect(await page.getByTestId('special-event-group-title').textContent()).toBe(group!.title)
    await page
      .locator(`[data-special-event-id="${target!.id}"]`)
      .getByRole('heading')
      .getByRole('link')
      .click()
    await page.waitForURL((url) => url.pathname === eventPath)
    await page.locator('h1', { hasText: target!.title }).waitFor()

    await page.getByTestId('special-event-sign-in').click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(eventPath)
    const candidate = await createCandidate()
    await signInThroughPage(page, candidate.email, candidate.password)
    await page.waitForURL((url) => url.pathname === eventPath)
    await waitForHydration(page)

    await page.getByTestId('special-event-enter').click()
    await page.getByTestId('special-event-entered').waitFor()
    expect(await page.getByTestId('special-event-entry-message').textContent()).toBe(
      'エントリーしました。',
    )

    await page.getByRole('link', { name: 'エントリー状況を見る' }).click()
    await page.waitForURL((url) => url.pathname === `/special_events/${groupName}/mypage`)
    const entered = page.locator(`[data-special-event-id="${target!.id}"]`)
    await entered.getByTestId('special-event-entered').waitFor()
    await entered.getByTestId('special-event-leave').click()
    await entered.waitFor({ state: 'detached' })

    // Left for good: the session page offers the entry again after a reload.
    await page.goto(eventPath)
    await page.getByTestId('special-event-enter').waitFor()
  })

  it('sends a visitor of the mypage to sign in; an unknown group or another group’s event is a 404', async () => {
    const { special_event_groups: groups } = await api<{
      special_event_groups: { name: string }[]
    }>('/api/v3/special_event_groups')
    const page = await browser.newPage()
    const mypage = `/special_events/${groups[0]!.name}/mypage`
    await page.goto(mypage)
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(mypage)

    const missing = await page.goto('/special_events/no-such-group')
    expect(missing?.status()).toBe(404)
    if (groups.length > 1) {
      const { special_events: others } = await api<{ special_events: { id: number }[] }>(
        `/api/v3/special_events?group_name=${encodeURIComponent(groups[1]!.name)}`,
      )
      const wrong = await page.goto(`/special_events/${groups[0]!.name}/${others[0]!.id}`)
      expect(wrong?.status()).toBe(404)
    }
  })

  it('the events list leads to the open special events', async () => {
    const { special_event_groups: groups } = await api<{
      special_event_groups: { name: string; title: string }[]
    }>('/api/v3/special_event_groups')
    expect(groups.length).toBeGreaterThan(0)
    const page = await browser.newPage()
    await page.goto('/events')
    await waitForHydration(page)
    const links = page.getByTestId('special-event-group-link')
    expect(await links.count()).toBe(groups.length)
    await links.first().getByRole('link').click()
    await page.waitForURL(`**/special_events/${groups[0]!.name}`)
    await page.locator('h1', { hasText: groups[0]!.title }).waitFor()
  })

  it('an event held for a job links to the job, and the job page lists the event', async () => {
    const { events } = await api<{
      events: { id: number; title: string; job_info_id: number | null }[]
    }>('/api/v3/events?per=100')
    const event = events.find((item) => item.job_info_id !== null)
    expect(event).toBeDefined()
    const page = await browser.newPage()
    await page.goto(`/events/${event!.id}`)
    await waitForHydration(page)
    await page.getByTestId('event-related-job').click()
    await page.waitForURL(`**/job_infos/${event!.job_info_id}`)
    const section = page.getByTestId('job-events')
    await section.waitFor()
    expect(await section.getByRole('heading', { level: 3 }).textContent()).toBe(
      'この求人のイベント',
    )
    expect(await section.getByRole('link', { name: event!.title }).isVisible()).toBe(true)
  })

  it('reads in English', async () => {
    const page = await browser.newPage()
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto('/events?period=upcoming')
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('Upcoming events')
    await page.getByTestId('event-card').first().getByRole('link').first().click()
    await page.waitForURL((url) => /^\/events\/\d+$/.test(url.pathname))
    await page.getByText('Date and time').waitFor()
    expect(await page.getByTestId('event-date').textContent()).toMatch(
      /[A-Z][a-z]{2} \d{1,2}, \d{4}/,
    )
    expect(await page.getByTestId('event-fee').textContent()).toMatch(/Free|Fee/)
  })
})
