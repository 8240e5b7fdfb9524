import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { newCandidatePage } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  describeBrowser,
  type StorageState,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'

async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path)
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const href = hrefs.find((value) => pattern.test(value))
  expect(href, `a link matching ${pattern} on ${path}`).toBeDefined()
  return href as string
}

describeBrowser('accessibility (axe-core)', () => {
  const browser = useBrowser()

  /** Checks a page at desktop and phone widths, reporting every problem of both at once. */
  async function check(path: string, session?: StorageState) {
    const found: string[] = []
    for (const width of [1280, 375]) {
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        storageState: session,
      })
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await waitForHydration(page)
      found.push(...(await seriousViolations(page)).map((problem) => `${width}px ${problem}`))
    }
    expect(found, path).toEqual([])
  }

  it('the home page', async () => {
    await check('/')
  })

  it('the job search results', async () => {
    await check('/job_infos/search_results?keyword=営業')
  })

  it('the job search form', async () => {
    await check('/job_infos/search_conditions')
  })

  it('a job detail page', async () => {
    const page = await browser.newPage()
    const job = await firstHref(page, '/job_infos/search_results', /^\/job_infos\/\d+$/)
    await check(job)
  })

  it('the weekly ranking', async () => {
    await check('/job_infos/weekly_ranking')
  })

  it('a column detail page', async () => {
    const page = await browser.newPage()
    const column = await firstHref(page, '/columns', /^\/columns\/\d+$/)
    await check(column)
  })

  it('the events list and an event page', async () => {
    await check('/events')
    const page = await browser.newPage()
    await check(await firstHref(page, '/events', /^\/events\/\d+$/))
  })

  it('a special event group and one of its sessions', async () => {
    const page = await browser.newPage()
    const group = await firstHref(page, '/events', /^\/special_events\/[a-z0-9-]+$/)
    await check(group)
    await check(await firstHref(page, group, /^\/special_events\/[a-z0-9-]+\/\d+$/))
  })

  /**
   * A new candidate with a finished profile and a scout of each kind, signed in once for the
   * file's candidate pages (the checks only read them); the session is handed on, so the checks
   * stay under the sign-in rate limit.
   */
  let candidateSession: Promise<StorageState> | undefined
  function signedInCandidate() {
    candidateSession ??= (async () => {
      const { page, email } = await newCandidatePage(browser, { hasFinishedProfile: true })
      for (const special of [false, true]) {
        await callApi('POST', '/api/v3/__test/scouts', {
          body: { candidate_email: email, special },
        })
      }
      return page.context().storageState()
    })()
    return candidateSession
  }

  it("the candidate's scouts inbox and a scout", async () => {
    const session = await signedInCandidate()
    await check('/scouts', session)
    const page = await browser.newPage({ storageState: session })
    await check(await firstHref(page, '/scouts', /^\/scouts\/\d+$/), session)
  })

  it('a registration step and the finish page', async () => {
    const session = await signedInCandidate()
    await check('/register_steps/career_infos/2', session)
    await check('/register_steps/career_infos/finish', session)
  })

  it('the privacy settings', async () => {
    await check('/setting/privacy', await signedInCandidate())
  })

  it('the special scout week, signed in and not', async () => {
    await check('/liiga-special-scout-week', await signedInCandidate())
    await check('/liiga-special-scout-week')
  })
})
