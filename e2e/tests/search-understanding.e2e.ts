import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import {
  createCandidate,
  createRecruiter,
  finishProfile,
  signInWithApi,
} from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

// The search reads keywords the way people type them (decision 011): the long vowel mark left
// out or typed as a hyphen, quotes and punctuation around a word, English names of reference
// data and the reviewed synonyms; and a keyword standing as a whole word comes before the same
// keyword inside a longer word. Public job search and member search, in Japanese and English.

/** Three different fish kanji: no seeded text and no other test writes them together. */
function uniqueWord(): string {
  const fish = [...'鯛鮭鯖鰯鯵鰹鮪鯉鮎鱒']
  const picked: string[] = []
  while (picked.length < 3) {
    const next = fish[Math.floor(Math.random() * fish.length)] as string
    if (!picked.includes(next)) picked.push(next)
  }
  return picked.join('')
}

const WORD = uniqueWord()

/** Jobs of this file; the income sort alone would list them highest salary first. */
const JOBS = {
  wholeWord: { title: `${WORD}サーバー・運用エンジニア`, industry: 1, salary: [500, 700] },
  insideHigh: { title: `${WORD}サーバーレス開発リード`, industry: 1, salary: [1200, 1500] },
  insideLow: { title: `${WORD}サーバサイドエンジニア`, industry: 1, salary: [900, 1100] },
  unrelated: { title: `${WORD}クラウド基盤エンジニア`, industry: 1, salary: [1600, 1800] },
  // Industry 7 is 戦略コンサルティング, "Strategy Consulting" on the English pages.
  strategy: { title: `${WORD}新規事業の立ち上げ支援`, industry: 7, salary: [1000, 1400] },
} as const
type JobKey = keyof typeof JOBS
const jobIds = {} as Record<JobKey, number>

const DAY_MS = 86_400_000
const tokyoDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(Date.now() + offset * DAY_MS),
  )

/** Publishes the jobs as a recruiter's job management pages do. */
async function publishJobs() {
  const recruiter = await createRecruiter()
  const { auth_token: token } = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
    body: { email: recruiter.email, password: recruiter.password },
  })
  for (const [key, job] of Object.entries(JOBS) as [JobKey, (typeof JOBS)[JobKey]][]) {
    const { id } = await callApi<{ id: number }>('POST', '/api/v3/client/job_infos', {
      token,
      body: {
        client_request_id: randomUUID(),
        title: job.title,
        industry_id: job.industry,
        job_type_ids: [1],
        prefecture_id: 13,
        salary_min: job.salary[0],
        salary_max: job.salary[1],
        job_description: '業務内容',
        requirement: '応募資格',
        duties_change_scope: '会社の定める業務',
        workplace_change_scope: '会社の定める場所',
        recruitment_start_on: tokyoDay(0),
        recruitment_end_on: tokyoDay(60),
        status: 'open',
      },
    })
    jobIds[key] = id
  }
}

/** A candidate recruiters can find, whose current job is described as given. */
async function createCandidateWithCareer(description: string) {
  const account = await createCandidate({ fullName: '理解 次郎' })
  const { auth_token: token } = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
    body: { email: account.email, password: account.password },
  })
  await finishProfile(token, account.fullName)
  await callApi('PUT', '/api/v3/candidate/career_infos/2', {
    token,
    body: {
      current_annual_income: 900,
      careers: [
        {
          company_name: '株式会社うみかぜ証券',
          position: '投資銀行部門 ヴァイスプレジデント',
          started_on: '2014-04',
          ended_on: '',
          description,
        },
      ],
    },
  })
}

/** Waits until the results of the page's current address are on screen. */
async function waitForResults(page: Page, pattern: RegExp) {
  await page.waitForURL(pattern)
  const query = new URL(page.url()).search.slice(1)
  await page.locator(`[data-testid="search-results"][data-query="${query}"]`).waitFor()
}

/** The jobs listed in the results, as their keys, in order. */
async function listedJobs(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('job-list')
    .getByTestId('job-info-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-job-id'))))
  const keyOf = new Map(Object.entries(jobIds).map(([key, id]) => [id, key]))
  return ids.map((id) => keyOf.get(id) ?? `other job ${id}`)
}

/** Types the keyword into the search box of the home page and waits for the results. */
async function searchFromHome(page: Page, label: string, button: string, keyword: string) {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByLabel(label).fill(keyword)
  await page.getByRole('button', { name: button, exact: true }).click()
  await waitForResults(page, /\/job_infos\/search_results\?.*keyword=/)
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(keyword)
}

const MEMBER_LABELS = {
  ja: { all: 'すべて含む（AND）', search: '検索', total: /^全2件$/ },
  en: { all: 'All of these words (AND)', search: 'Search', total: /^Total: 2$/ },
} as const

/** The words marked in each shown candidate's excerpts. */
async function markedWordsByCandidate(page: Page): Promise<string[][]> {
  return page
    .getByTestId('candidate-result')
    .filter({ visible: true })
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...new Set([...row.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''))]
          .filter(Boolean)
          .sort(),
      ),
    )
}

describeBrowser('search understands how people type', () => {
  const browser = useBrowser()

  beforeAll(async () => {
    await publishJobs()
    await createCandidateWithCareer(`${WORD}プロジェクトで合併買収のアドバイザリーを担当しました。`)
    await createCandidateWithCareer(`${WORD}プロジェクトでM&Aの実務を担当しました。`)
  }, 120_000)

  it('a visitor types a variant spelling and sees the whole-word job first, in Japanese', async () => {
    const page = await browser.newPage()
    // Quotes, a hyphen for the long vowel mark and a trailing comma, as people type them.
    await searchFromHome(page, 'フリーワードで求人を探す', '検索', `「${WORD}サ-バ」、`)
    expect(new Set(await listedJobs(page))).toEqual(
      new Set(['wholeWord', 'insideHigh', 'insideLow']),
    )

    // By salary alone the whole-word job would be last; it still comes first, and the jobs
    // where the word is inside a longer word follow in the sort's order.
    await page
      .getByTestId('filter-bar')
      .getByLabel('並び替え')
      .selectOption({ label: '年収が高い順' })
    await waitForResults(page, /sort=annual_income_desc/)
    expect(await listedJobs(page)).toEqual(['wholeWord', 'insideHigh', 'insideLow'])
    expect(await page.getByTestId('total-count').textContent()).toBe('3件')
  })

  it('a visitor reading in English finds a Japanese job by the English industry name', async () => {
    const page = await browser.newPage()
    await readInEnglish(page)
    await searchFromHome(page, 'Search jobs by keyword', 'Search', `Strategy Consulting ${WORD}`)
    expect(await listedJobs(page)).toEqual(['strategy'])
    const card = page.getByTestId('job-list').getByTestId('job-info-card')
    expect(await card.getByRole('link').first().textContent()).toBe(JOBS.strategy.title)
  })

  for (const locale of ['ja', 'en'] as const) {
    it(`a recruiter finds M&A written either way, with the words marked (${locale})`, async () => {
      const labels = MEMBER_LABELS[locale]
      const recruiter = await createRecruiter()
      const page = await browser.newPage()
      await signInWithApi(page, recruiter)
      if (locale === 'en') await readInEnglish(page)

      await page.goto('/client/candidates')
      await waitForHydration(page)
      await page.getByLabel(labels.all).fill(`${WORD} M&A`)
      await page.getByRole('button', { name: labels.search, exact: true }).click()
      await page.waitForURL((url) => url.searchParams.get('keyword') === `${WORD} M&A`)
      await page.getByTestId('data-table-total').filter({ hasText: labels.total }).waitFor()

      // Each candidate's excerpt marks the word as it is written there.
      await expect
        .poll(() => markedWordsByCandidate(page))
        .toEqual(expect.arrayContaining([[WORD, '合併買収'].sort(), [WORD, 'M&A'].sort()]))
      expect(await markedWordsByCandidate(page)).toHaveLength(2)
    }, 120_000)
  }
})
