import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { createCandidate, createRecruiter, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  describeBrowser,
  horizontalOverflow,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'

// The recruiter's member search as the "done means" walks it, in Japanese and in
// English: keywords with AND, OR and exclusion, income and job-change filters, highlighted
// matches, a candidate in the side panel, twenty candidates labelled at once, and the search
// saved with its new-member notification on.

/**
 * Two kanji no seeded profile holds together, so the OR box narrows the results to this file's
 * candidates while the AND words (経理 IFRS) also find demo candidates.
 */
function uniqueWord(): string {
  const birds = [...'鶴燕雀鷺鴎鷹鳩鴨鵜雁鶯鴫']
  const first = Math.floor(Math.random() * birds.length)
  const second = (first + 1 + Math.floor(Math.random() * (birds.length - 1))) % birds.length
  return `${birds[first]}${birds[second]}`
}

const MARKER = uniqueWord()
/** Candidates who fit every condition the test sets: more than one page of 20. */
const FITTING = 21

interface Profile {
  requestIncome: number
  timing: 'now' | 'in_one_year' | 'if_good_offer' | 'not_now'
  extra?: string
}

/** A candidate with a finished profile, written through the candidate's own API as the steps do. */
async function createSearchableCandidate(profile: Profile) {
  const account = await createCandidate({ fullName: '検索 花子' })
  const { auth_token: token } = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
    body: { email: account.email, password: account.password },
  })
  const steps: Record<number, unknown> = {
    1: {
      full_name: account.fullName,
      full_name_kana: 'けんさく はなこ',
      gender: 'female',
      birth_date: '1987-06-01',
      prefecture_id: 13,
      phone: '09033334444',
    },
    2: {
      current_annual_income: 780,
      careers: [
        {
          company_name: '株式会社あおば製作所',
          position: '経理課長',
          started_on: '2016-04',
          ended_on: '',
          description: `${MARKER}事業部で連結決算とIFRS対応の経理業務を担当しています。${profile.extra ?? ''}`,
        },
      ],
    },
    3: { toeic_score: 860 },
    4: {
      request_annual_income: profile.requestIncome,
      job_change_timing: profile.timing,
      career_wish: 'グローバル企業の経理として決算早期化に取り組みたいです。',
    },
    5: {
      self_pr: 'IFRS導入と連結決算の早期化をリードしました。'.repeat(12),
      skill: 'Excel、SAP',
    },
  }
  for (const [step, body] of Object.entries(steps)) {
    await callApi('PUT', `/api/v3/candidate/career_infos/${step}`, { token, body })
  }
  await callApi('POST', '/api/v3/candidate/career_infos/finish', { token })
}

/** Runs the tasks a few at a time: the platform under test shares two cores with the browser. */
async function inBatches(tasks: (() => Promise<void>)[], size = 4) {
  for (let index = 0; index < tasks.length; index += size) {
    await Promise.all(tasks.slice(index, index + size).map((task) => task()))
  }
}

const LABELS = {
  ja: {
    heading: '会員検索',
    all: 'すべて含む（AND）',
    any: 'いずれかを含む（OR）',
    none: '含まない（除外）',
    search: '検索',
    editAll: 'すべての条件を編集',
    conditionsHeading: '検索条件の指定',
    requestIncomeMin: '希望年収（下限）',
    timingGroup: '転職希望時期',
    timingNow: 'すぐにでも',
    submitConditions: 'この条件で検索',
    incomeChip: '希望年収 800万円以上',
    timingChip: '転職希望時期：すぐにでも',
    total: (count: number) => `全${count}件`,
    candidate: (id: number) => `候補者 No.${id}`,
    openPage: '候補者ページを開く',
    closePanel: '候補者の詳細を閉じる',
    selectPage: 'このページをすべて選択',
    selected: (count: number) => `${count}件選択中`,
    labelSelect: 'ラベル',
    attach: '選択した候補者にラベルを付ける',
    applied: (count: number) => `${count}人に反映しました`,
    saveSearch: '検索条件を保存',
    searchName: '検索条件名',
    notify: '条件に合う会員が新しく見つかったら通知する',
    save: '保存する',
    saved: '検索条件を保存しました',
    labelName: 'E2E 経理IFRS候補',
    searchTitle: 'E2E 経理 IFRS すぐ転職',
  },
  en: {
    heading: 'Member search',
    all: 'All of these words (AND)',
    any: 'Any of these words (OR)',
    none: 'None of these words (exclude)',
    search: 'Search',
    editAll: 'Edit all conditions',
    conditionsHeading: 'Search conditions',
    requestIncomeMin: 'Requested income from',
    timingGroup: 'Job change timing',
    timingNow: 'As soon as possible',
    submitConditions: 'Search with these conditions',
    incomeChip: 'Requested income ¥8M or more',
    timingChip: 'Timing: As soon as possible',
    total: (count: number) => `Total: ${count}`,
    candidate: (id: number) => `Candidate No. ${id}`,
    openPage: 'Open the candidate page',
    closePanel: 'Close the candidate details',
    selectPage: 'Select all on this page',
    selected: (count: number) => `Selected: ${count}`,
    labelSelect: 'Label',
    attach: 'Label the selected candidates',
    applied: (count: number) => `Applied to ${count} candidates`,
    saveSearch: 'Save search',
    searchName: 'Name',
    notify: 'Tell me when new members match',
    save: 'Save',
    saved: 'Search saved',
    labelName: 'E2E accounting IFRS',
    searchTitle: 'E2E accounting IFRS ready now',
  },
} as const
type Labels = (typeof LABELS)[keyof typeof LABELS]

/** The words inside the <mark>s of the shown results. */
async function markedWords(page: Page): Promise<Set<string>> {
  const words = await page
    .locator('[data-testid="candidate-result"] mark')
    .filter({ visible: true })
    .allTextContents()
  return new Set(words)
}

/** The ids of the shown results, in order. */
async function resultIds(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId('candidate-result')
    .filter({ visible: true })
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-candidate-id'))))
  return ids
}

async function expectTotal(page: Page, labels: Labels, count: number) {
  await page
    .getByTestId('data-table-total')
    .filter({ hasText: labels.total(count) })
    .waitFor()
}

/** A recruiter of a new organisation, signed in on a new page; the token calls its API. */
async function newRecruiterPage(
  browser: ReturnType<typeof useBrowser>,
  viewport?: { width: number; height: number },
) {
  const recruiter = await createRecruiter()
  const page = await browser.newPage(viewport ? { viewport } : {})
  const token = await signInWithApi(page, recruiter)
  return { page, token }
}

/**
 * A value out of range typed into the address is named on the results page rather than failing
 * it, and the conditions form names it at its field before searching again.
 */
async function refusedCriteria(page: Page) {
  const message = '10以上の数値を入力してください'
  await page.goto(`/client/candidates?keyword=${encodeURIComponent('経理')}&toeicMin=5`)
  await page
    .getByTestId('criteria-problems')
    .filter({ hasText: `TOEIC（以上）: ${message}` })
    .waitFor()
  expect(await page.getByTestId('candidate-result').count()).toBe(0)
  await page.getByRole('link', { name: '条件を修正する' }).click()
  await page.getByRole('heading', { level: 1, name: '検索条件の指定' }).waitFor()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'この条件で検索' }).click()
  await page.getByTestId('form-problem').waitFor()
  await page.getByTestId('criteria-form').getByText(message).waitFor()
  expect(new URL(page.url()).pathname).toBe('/client/candidates/search_conditions')
}

async function searchWalk(browser: ReturnType<typeof useBrowser>, locale: 'ja' | 'en') {
  const labels = LABELS[locale]
  const { page, token } = await newRecruiterPage(browser)
  if (locale === 'en') await readInEnglish(page)
  const label = await callApi<{ id: number; name: string }>('POST', '/api/v3/client/labels', {
    token,
    body: { name: `${labels.labelName} ${Date.now() % 100_000}`, colour: '#1E88E5' },
  })

  // The menu leads to the search.
  await page.goto('/client/dashboard')
  await waitForHydration(page)
  await page.getByTestId('client-navigation').getByRole('link', { name: labels.heading }).click()
  await page.getByRole('heading', { level: 1, name: labels.heading }).waitFor()
  await waitForHydration(page)

  // AND: both words in every result, marked where they matched.
  await page.getByLabel(labels.all).fill('経理 IFRS')
  await page.getByRole('button', { name: labels.search, exact: true }).click()
  await page.waitForURL((url) => url.searchParams.get('keyword') === '経理 IFRS')
  // The address changes a moment before the new results replace the old ones (unmarked): wait
  // for a mark before reading them all.
  await page
    .locator('[data-testid="candidate-result"] mark')
    .filter({ visible: true, hasText: '経理' })
    .first()
    .waitFor()
  const marked = await markedWords(page)
  expect(marked.has('経理')).toBe(true)
  expect(marked.has('IFRS')).toBe(true)

  // OR narrows to this file's candidates; the exclusion drops the one who mentions 監査.
  await page.getByLabel(labels.any).fill(MARKER)
  await page.getByLabel(labels.none).fill('監査')
  await page.getByRole('button', { name: labels.search, exact: true }).click()
  await page.waitForURL((url) => url.searchParams.get('keywordNone') === '監査')
  await expectTotal(page, labels, FITTING + 2)
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('経理 IFRS')

  // Income and job-change timing on the full conditions form, which keeps the keywords.
  await page.getByRole('link', { name: labels.editAll }).click()
  await page.getByRole('heading', { level: 1, name: labels.conditionsHeading }).waitFor()
  await waitForHydration(page)
  expect(await page.getByLabel(labels.any).inputValue()).toBe(MARKER)
  await page.getByLabel(labels.requestIncomeMin).fill('800')
  await page
    .getByRole('group', { name: labels.timingGroup })
    .getByRole('checkbox', { name: labels.timingNow })
    .check()
  await page.getByRole('button', { name: labels.submitConditions }).click()
  await page.waitForURL((url) => url.pathname === '/client/candidates')
  await waitForHydration(page)
  expect(new URL(page.url()).searchParams.get('requestIncomeMin')).toBe('800')
  expect(new URL(page.url()).searchParams.get('jobChangeTimings')).toBe('now')
  await expectTotal(page, labels, FITTING)
  const chips = await page.getByTestId('condition-chip').allTextContents()
  expect(chips.map((chip) => chip.replace('×', '').trim())).toEqual(
    expect.arrayContaining([labels.incomeChip, labels.timingChip]),
  )

  // Every result shows where each kind of word matched; no name before a match.
  const words = await markedWords(page)
  for (const word of ['経理', 'IFRS', MARKER]) expect(words.has(word), word).toBe(true)
  expect(await page.locator('main').textContent()).not.toContain('検索 花子')
  const ids = await resultIds(page)
  expect(ids).toHaveLength(20)

  // A candidate opens in the side panel, with the way to the full page.
  const first = ids[0] as number
  await page
    .getByTestId('candidate-result')
    .filter({ visible: true })
    .first()
    .getByTestId('candidate-open')
    .click()
  const panel = page.getByRole('dialog', { name: labels.candidate(first) })
  await panel.getByTestId('candidate-detail').waitFor()
  expect(await panel.getByRole('link', { name: labels.openPage }).getAttribute('href')).toBe(
    `/client/candidates/${first}`,
  )
  expect(new URL(page.url()).pathname).toBe('/client/candidates')
  await panel.getByRole('button', { name: labels.closePanel }).click()
  await panel.waitFor({ state: 'detached' })

  // The whole page (20) labelled at once.
  await page.getByRole('checkbox', { name: labels.selectPage }).first().check()
  await page.getByText(labels.selected(20)).waitFor()
  await page.getByRole('combobox', { name: labels.labelSelect }).selectOption({ label: label.name })
  await page.getByRole('button', { name: labels.attach }).click()
  await page
    .getByTestId('bulk-label-outcome')
    .filter({ hasText: labels.applied(20) })
    .waitFor()
  await expect
    .poll(() =>
      page
        .locator('[data-testid="candidate-result"] [data-testid="label-chip"]')
        .filter({ hasText: label.name, visible: true })
        .count(),
    )
    .toBe(20)

  // Saved with the new-member notification on.
  await page.getByRole('button', { name: labels.saveSearch, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: labels.saveSearch })
  await dialog.getByLabel(labels.searchName).fill(labels.searchTitle)
  await dialog.getByRole('switch', { name: labels.notify }).check()
  await dialog.getByRole('button', { name: labels.save, exact: true }).click()
  await page.getByTestId('search-notice').filter({ hasText: labels.saved }).waitFor()
  await dialog.waitFor({ state: 'detached' })
  const { search_conditions: saved } = await callApi<{
    search_conditions: { name: string; notify_new_members: boolean; query: unknown }[]
  }>('GET', '/api/v3/client/search_conditions', { token })
  expect(saved).toEqual([
    expect.objectContaining({
      name: labels.searchTitle,
      notify_new_members: true,
      query: {
        keyword: '経理 IFRS',
        keyword_any: MARKER,
        keyword_none: '監査',
        request_income_min: 800,
        job_change_timings: ['now'],
      },
    }),
  ])

  if (locale === 'ja') await refusedCriteria(page)
}

describeBrowser('recruiter member search', () => {
  const browser = useBrowser()

  beforeAll(async () => {
    const fitting: Profile = { requestIncome: 900, timing: 'now' }
    await inBatches([
      ...Array.from({ length: FITTING }, () => () => createSearchableCandidate(fitting)),
      () => createSearchableCandidate({ ...fitting, extra: '監査法人との調整も担当。' }),
      () => createSearchableCandidate({ ...fitting, requestIncome: 600 }),
      () => createSearchableCandidate({ ...fitting, timing: 'not_now' }),
    ])
  })

  it('a recruiter searches, filters, opens, labels and saves, in Japanese', async () => {
    await searchWalk(browser, 'ja')
  }, 240_000)

  it('the same steps read in English', async () => {
    await searchWalk(browser, 'en')
  }, 240_000)

  it('the results, the side panel and the conditions form pass axe and fit phones and desktops', async () => {
    const found: string[] = []
    const query = new URLSearchParams({
      keyword: '経理 IFRS',
      keywordAny: MARKER,
      requestIncomeMin: '800',
    })
    for (const locale of ['ja', 'en'] as const) {
      for (const viewport of [
        { width: 375, height: 760 },
        { width: 1280, height: 800 },
      ]) {
        const where = `${locale} ${viewport.width}px`
        const { page } = await newRecruiterPage(browser, viewport)
        if (locale === 'en') await readInEnglish(page)

        await page.goto(`/client/candidates?${query}`)
        await waitForHydration(page)
        await page.getByTestId('candidate-result').first().waitFor()
        expect(await horizontalOverflow(page), `results ${where}`).toBeLessThanOrEqual(0)
        // The wide table fits its column too, with no sideways scrolling of its own.
        const tableOverflow = await page
          .locator('.MuiTableContainer-root')
          .filter({ visible: true })
          .evaluateAll((tables) => tables.map((table) => table.scrollWidth - table.clientWidth))
        expect(
          tableOverflow.filter((extra) => extra > 0),
          `table ${where}`,
        ).toEqual([])
        found.push(...(await seriousViolations(page)).map((line) => `results ${where}: ${line}`))

        await page.getByTestId('candidate-open').filter({ visible: true }).first().click()
        const panel = page.getByRole('dialog')
        await panel.getByTestId('candidate-detail').waitFor()
        if (viewport.width < 600) {
          // The whole screen, once the panel has slid in.
          await expect
            .poll(async () => {
              const box = await panel.boundingBox()
              return box ? [Math.round(box.x), Math.round(box.width)] : null
            })
            .toEqual([0, viewport.width])
        }
        found.push(...(await seriousViolations(page)).map((line) => `panel ${where}: ${line}`))
        await page.keyboard.press('Escape')
        await panel.waitFor({ state: 'detached' })

        await page.goto(`/client/candidates/search_conditions?${query}`)
        await waitForHydration(page)
        await page.getByTestId('criteria-form').waitFor()
        expect(await horizontalOverflow(page), `conditions ${where}`).toBeLessThanOrEqual(0)
        found.push(...(await seriousViolations(page)).map((line) => `conditions ${where}: ${line}`))
      }
    }
    expect(found).toEqual([])
  }, 240_000)
})
