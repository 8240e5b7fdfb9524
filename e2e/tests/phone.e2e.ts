import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { createCandidate, createRecruiter, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  baseUrl,
  describeBrowser,
  type StorageState,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'

const PHONE = { width: 375, height: 812 }
const LANGUAGES = ['ja', 'en'] as const
type Language = (typeof LANGUAGES)[number]

/**
 * Every control on the page smaller than 44 × 44 CSS px (WCAG 2.5.5). A link inside a paragraph
 * of running text is the one exception the guideline allows; hidden elements (no box, or inside
 * an `aria-hidden` part such as MUI's native input behind a select) are no targets.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      'a, button, [role=button], [role=tab], select, input, summary',
    )
    for (const control of controls) {
      if (control instanceof HTMLInputElement && control.type === 'hidden') continue
      if (control.closest('[aria-hidden="true"]')) continue
      if (getComputedStyle(control).visibility === 'hidden') continue
      const box = control.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (control.tagName === 'A' && control.parentElement?.tagName === 'P') continue
      if (box.width < 44 || box.height < 44) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim()
        found.push(
          `${Math.floor(box.width)}×${Math.floor(box.height)} <${control.tagName.toLowerCase()}> "${name.slice(0, 40)}"`,
        )
      }
    }
    return found
  })
}

describeBrowser('on a phone (375 px, touch)', () => {
  const browser = useBrowser()
  let candidateSession: StorageState
  let recruiterSession: StorageState

  async function phonePage(language: Language, storageState?: StorageState) {
    const page = await browser.newPage({ viewport: PHONE, isPhone: true, storageState })
    await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }])
    return page
  }

  /** Axe's serious and critical problems and the small tap targets of one page, listed together. */
  async function problemsOf(page: Page, path: string): Promise<string[]> {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
    return [
      ...(await seriousViolations(page)),
      ...(await smallTapTargets(page)).map((target) => `tap target ${target}`),
    ].map((problem) => `${path}: ${problem}`)
  }

  beforeAll(async () => {
    // A candidate with one unread scout, and a recruiter, each made for this file alone.
    const candidate = await createCandidate()
    await callApi('POST', '/api/v3/__test/scouts', { body: { candidate_email: candidate.email } })
    const recruiter = await createRecruiter()
    for (const [account, keep] of [
      [candidate, (state: StorageState) => (candidateSession = state)],
      [recruiter, (state: StorageState) => (recruiterSession = state)],
    ] as const) {
      const page = await browser.newPage()
      await signInWithApi(page, account)
      keep(await page.context().storageState())
    }
  })

  for (const language of LANGUAGES) {
    it(`the home page, a job search and a job have no problem or small target (${language})`, async () => {
      const page = await phonePage(language)
      const search = '/job_infos/search_results?keyword=営業'
      const problems = [...(await problemsOf(page, '/')), ...(await problemsOf(page, search))]
      const job = await page
        .locator('main a[href^="/job_infos/"]')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href'))
            .find((href) => /^\/job_infos\/\d+$/.test(href ?? '')),
        )
      expect(job, 'a job link in the search results').toBeTruthy()
      problems.push(...(await problemsOf(page, job as string)))
      expect(problems).toEqual([])
    })

    it(`the candidate's scouts and the recruiter's dashboard have no problem or small target (${language})`, async () => {
      const candidate = await phonePage(language, candidateSession)
      const recruiter = await phonePage(language, recruiterSession)
      const problems = [
        ...(await problemsOf(candidate, '/scouts')),
        ...(await problemsOf(recruiter, '/client/dashboard')),
      ]
      expect(problems).toEqual([])
    })
  }

  it('a mouse keeps the compact sizes of the desktop layout', async () => {
    const page = await browser.newPage()
    await page.goto('/job_infos/search_results?keyword=営業')
    await waitForHydration(page)
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false)
    // The same check finds the small targets a mouse is fine with, so on a phone it would too.
    expect(await smallTapTargets(page)).toContainEqual(expect.stringMatching(/^\d+×32 <a> "/))
  })

  it('the recruiter reaches the password page by tapping the account menu', async () => {
    const page = await phonePage('ja', recruiterSession)
    await page.goto('/client/dashboard')
    await waitForHydration(page)
    await page.getByTestId('current-user-name').tap()
    await page.getByRole('menuitem', { name: 'パスワード変更' }).tap()
    await page.waitForURL('**/client/passwords/edit')
  })

  it('rows of sections and tabs wider than the screen show that they scroll', async () => {
    const page = await phonePage('ja')

    /** Whether each edge of a scrolling row shows its sign, once its fade has settled. */
    const signsOf = async (row: string) => {
      await page.waitForTimeout(300)
      return page.evaluate((name) => {
        const shows = (edge: string) => {
          const sign = document.querySelector(
            `[data-testid="${name}"] [data-scroll-sign="${edge}"]`,
          )
          return sign !== null && getComputedStyle(sign).opacity === '1'
        }
        return { start: shows('start'), end: shows('end') }
      }, row)
    }

    for (const [path, row] of [
      ['/', 'catalogue-nav-row'],
      ['/job_infos/weekly_ranking', 'ranking-tabs'],
    ] as const) {
      await page.goto(path)
      await waitForHydration(page)
      await page
        .locator(`[data-testid="${row}"] [data-scroll-sign="end"][data-shown="true"]`)
        .waitFor()
      expect(await signsOf(row), `${path} at rest`).toEqual({ start: false, end: true })
      await page
        .locator(`[data-testid="${row}"] > div`)
        .first()
        .evaluate((scroller) => {
          scroller.scrollLeft = scroller.scrollWidth
        })
      await page
        .locator(`[data-testid="${row}"] [data-scroll-sign="start"][data-shown="true"]`)
        .waitFor()
      expect(await signsOf(row), `${path} scrolled to the end`).toEqual({ start: true, end: false })
    }

    // The agent's tabs are MUI tabs: their own arrow shows at the edge with more tabs.
    await page.goto('/agents')
    const agent = await page
      .locator('main a[href^="/agents/"]')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href'))
          .find((href) => /^\/agents\/\d+$/.test(href ?? '')),
      )
    expect(agent, 'an agent link').toBeTruthy()
    await page.goto(agent as string)
    await waitForHydration(page)
    const arrows = page.locator('.MuiTabs-scrollButtons')
    await arrows.last().waitFor()
    expect(
      await arrows.evaluateAll((buttons) =>
        buttons.map((button) => !button.classList.contains('Mui-disabled')),
      ),
    ).toEqual([false, true])
  })

  it('English counts take their plural form, money its one form, and MUI speaks the language', async () => {
    const english = await phonePage('en', candidateSession)
    await english.goto('/scouts')
    await waitForHydration(english)
    await english.getByTestId('unread-badge').and(english.locator('[data-count="1"]')).waitFor()
    const scouts = english.getByTestId('header-scouts')
    expect(await scouts.textContent()).toContain('(1 unread scout)')
    // The count follows the word, not on top of its last letter.
    const word = await scouts.evaluate((link) => {
      const range = document.createRange()
      range.selectNodeContents(link.firstChild as Node)
      return range.getBoundingClientRect().right
    })
    const count = await english.getByTestId('unread-badge').boundingBox()
    expect(count?.x).toBeGreaterThanOrEqual(word)

    const path = '/job_infos/search_results?salaryMin=800'
    await english.goto(path)
    await waitForHydration(english)
    expect((await english.getByTestId('condition-chip').allTextContents()).join(' ')).toContain(
      'Salary from ¥8M',
    )
    const salaries = await english.getByTestId('job-salary').allTextContents()
    expect(salaries.length).toBeGreaterThan(0)
    for (const salary of salaries) {
      expect(salary).toMatch(/^(¥[\d.]+M( – ¥[\d.]+M| or more)?|Up to ¥[\d.]+M|Negotiable)$/)
    }
    expect(await english.locator('nav a[aria-label="Go to page 2"]').count()).toBe(1)

    const japanese = await phonePage('ja')
    await japanese.goto(path)
    await waitForHydration(japanese)
    expect((await japanese.getByTestId('condition-chip').allTextContents()).join(' ')).toContain(
      '年収800万円以上',
    )
    for (const salary of await japanese.getByTestId('job-salary').allTextContents()) {
      expect(salary).toMatch(/^([\d,]+万円(〜[\d,]+万円|以上)?|〜[\d,]+万円|応相談)$/)
    }
    expect(await japanese.locator('nav a[aria-label="ページ2へ"]').count()).toBe(1)
    expect(await japanese.locator('[aria-label="Go to page 2"]').count()).toBe(0)
  })
})
