import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { DEMO, DEMO_PASSWORD, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  baseUrl,
  describeBrowser,
  horizontalOverflow,
  type StorageState,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'
import { tokyoDay } from '../support/dates.ts'
import { escaped, problemOf as problemOfField } from '../support/forms.ts'

// The recruiter's job management pages, as the "done means" walks them: a company's
// recruiter writes a job, publishes it, limits it to scouts, extends and closes it; an agent
// posts for a client with the company hidden.

/** A date as the pages write it in each language. */
function written(locale: 'ja' | 'en', day: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
  }).format(new Date(`${day}T00:00:00+09:00`))
}

/**
 * A two-character word no seeded text holds, so the public search finds this job by it: two
 * different bird kanji and a number make the title unique too.
 */
function uniqueWord(): string {
  const birds = [...'鶴燕雀鷺鴎鷹鳩鴨鵜雁鶯鴫']
  const first = Math.floor(Math.random() * birds.length)
  const second = (first + 1 + Math.floor(Math.random() * (birds.length - 1))) % birds.length
  return `${birds[first]}${birds[second]}`
}

const LABELS = {
  ja: {
    title: '求人タイトル',
    industry: '業種',
    jobType: '職種1（大分類）',
    prefecture: '勤務地（都道府県）',
    salaryMin: '年収下限（万円）',
    salaryMax: '年収上限（万円）',
    jobDescription: '仕事内容',
    requirement: '応募資格（必須）',
    duties: '業務内容の変更の範囲',
    workplace: '就業場所の変更の範囲',
    employmentType: '雇用形態',
    contract: '契約社員（有期雇用）',
    renewal: '契約更新の上限',
    start: '募集開始日',
    end: '募集終了日',
    outerLink: '外部リンク（URL）',
    draft: '下書き保存',
    open: '公開',
    scoutOnly: 'スカウト限定公開',
    required: '入力してください',
    formInvalid: '入力内容に問題があります',
    saved: '求人を保存しました',
    edit: '編集',
    extend: '90日延長',
    extended: '募集期間を延長しました',
    close: '募集終了',
    closed: '募集を終了しました',
    alreadyClosed: 'この求人の募集はすでに終了しています',
    expiring: 'まもなく終了',
    statusDraft: '下書き',
    statusOpen: '公開中',
    statusScoutOnly: 'スカウト限定公開',
    statusClosed: '募集終了',
    tokyo: '東京都',
  },
  en: {
    title: 'Job title',
    industry: 'Industry',
    jobType: 'Job type 1 (category)',
    prefecture: 'Location (prefecture)',
    salaryMin: 'Annual salary from (10,000 yen)',
    salaryMax: 'Annual salary up to (10,000 yen)',
    jobDescription: 'Job description',
    requirement: 'Requirements',
    duties: 'Scope of changes to duties',
    workplace: 'Scope of changes to workplace',
    employmentType: 'Employment type',
    contract: 'Fixed-term contract',
    renewal: 'Contract renewal limit',
    start: 'Recruitment starts',
    end: 'Recruitment ends',
    outerLink: 'External link (URL)',
    draft: 'Save draft',
    open: 'Publish',
    scoutOnly: 'Publish to scouts only',
    required: 'Please enter a value',
    formInvalid: 'There are problems in the input',
    saved: 'Job saved',
    edit: 'Edit',
    extend: 'Extend 90 days',
    extended: 'Recruitment period extended',
    close: 'Close',
    closed: 'Recruitment closed',
    alreadyClosed: 'The recruitment has already been closed',
    expiring: 'Ending soon',
    statusDraft: 'Draft',
    statusOpen: 'Open',
    statusScoutOnly: 'Scout-only',
    statusClosed: 'Closed',
    tokyo: 'Tokyo',
  },
} as const
type Labels = (typeof LABELS)[keyof typeof LABELS]

/**
 * The form field with this label: the label may carry the required mark, and a drop-down's name
 * ends with what it shows.
 */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?(\\s.*)?$`))
}

/** The problem shown under the field with this label. */
const problemOf = (page: Page, label: string) => problemOfField(page, label, field)

/** Picks the option showing `option` from a select, or its first real option for null. */
async function choose(page: Page, label: string, option: string | null) {
  const select = field(page, label)
  if (option === null) {
    await select.selectOption({ index: 1 })
    return
  }
  const value = await select.locator('option', { hasText: option }).first().getAttribute('value')
  await select.selectOption(value ?? '')
}

async function submitAs(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
}

/** Fills every required field with a valid value; the period ends `endOffset` days from today. */
async function fillJob(page: Page, labels: Labels, title: string, endOffset: number) {
  await field(page, labels.title).fill(title)
  await choose(page, labels.industry, null)
  await choose(page, labels.jobType, null)
  await choose(page, labels.prefecture, labels.tokyo)
  await field(page, labels.salaryMin).fill('800')
  await field(page, labels.salaryMax).fill('1200')
  await field(page, labels.jobDescription).fill('連結決算と予算管理を担当します。')
  await field(page, labels.requirement).fill('経理実務の経験5年以上')
  await field(page, labels.duties).fill('会社の定める業務')
  await field(page, labels.workplace).fill('会社の定める場所（テレワークを含む）')
  await field(page, labels.start).fill(tokyoDay(0))
  await field(page, labels.end).fill(tokyoDay(endOffset))
}

/** The job's id, once saving has opened its page. */
async function savedJobId(page: Page, labels: Labels): Promise<number> {
  await page.waitForURL(/\/client\/job_infos\/\d+$/)
  await page.getByTestId('job-notice').filter({ hasText: labels.saved }).waitFor()
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** Waits for the job's status chip to read `status`: the page's data reloads after a change. */
async function expectStatus(page: Page, status: string) {
  await page
    .getByTestId('job-status')
    .filter({ hasText: new RegExp(`^${escaped(status)}$`) })
    .first()
    .waitFor()
}

/** Every job address the sitemap files list. */
async function sitemapJobPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
  const files = [...index.matchAll(/<loc>([^<]*\/sitemaps\/job_infos-\d+\.xml)<\/loc>/g)].map(
    (match) => match[1] as string,
  )
  const paths: string[] = []
  for (const file of files) {
    const body = await (await fetch(file)).text()
    for (const match of body.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      paths.push(new URL(match[1] as string).pathname)
    }
  }
  return paths
}

async function signedInPage(
  browser: ReturnType<typeof useBrowser>,
  email: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; session: StorageState }> {
  const page = await browser.newPage(viewport ? { viewport } : {})
  await signInWithApi(page, { email, password: DEMO_PASSWORD })
  return { page, session: await page.context().storageState() }
}

describeBrowser('recruiter job management', () => {
  const browser = useBrowser()

  it('a company recruiter drafts, publishes, limits to scouts, extends and closes a job', async () => {
    const ja = LABELS.ja
    const { page, session } = await signedInPage(browser, DEMO.companyMaster)
    await page.goto('/client/job_infos/new')
    await page.getByRole('heading', { level: 1, name: '求人の新規作成' }).waitFor()
    expect(await page.title()).toContain('求人管理')
    await waitForHydration(page)
    // A company's recruiter posts for its own company: no company to choose.
    expect(await page.getByTestId('fixed-company').textContent()).toBe('株式会社みらいキャピタル')

    // Publishing an empty form: every required field says so, the period included.
    await submitAs(page, ja.open)
    await page.getByTestId('form-problem').filter({ hasText: ja.formInvalid }).waitFor()
    for (const label of [
      ja.title,
      ja.industry,
      ja.prefecture,
      ja.salaryMin,
      ja.jobDescription,
      ja.requirement,
      ja.duties,
      ja.workplace,
      ja.start,
      ja.end,
    ]) {
      expect(await problemOf(page, label), label).toBe(ja.required)
    }
    expect(
      await page.getByTestId('job-type-picker').locator('.MuiFormHelperText-root').textContent(),
    ).toBe(ja.required)
    expect(new URL(page.url()).pathname).toBe('/client/job_infos/new')

    // Bad values: salary range upside down, period backwards, a link that is not a web address,
    // and a fixed-term contract without its renewal limit.
    const word = uniqueWord()
    const title = `E2E 財務企画マネージャー ${word} ${Date.now() % 100_000}`
    await fillJob(page, ja, title, 7)
    await field(page, ja.salaryMax).fill('700')
    await field(page, ja.end).fill(tokyoDay(-1))
    await field(page, ja.outerLink).fill('ftp://example.com/jobs')
    await choose(page, ja.employmentType, ja.contract)
    await submitAs(page, ja.draft)
    await page.getByTestId('form-problem').filter({ hasText: ja.formInvalid }).waitFor()
    expect(await problemOf(page, ja.salaryMax)).toBe('800以上の数値を入力してください')
    expect(await problemOf(page, ja.end)).toBe('開始日以降の日付を入力してください')
    expect(await problemOf(page, ja.outerLink)).toBe(
      'http:// または https:// で始まるURLを入力してください',
    )
    expect(await problemOf(page, ja.renewal)).toBe(ja.required)
    // What was typed stays.
    expect(await field(page, ja.title).inputValue()).toBe(title)

    await field(page, ja.salaryMax).fill('1200')
    await field(page, ja.end).fill(tokyoDay(7))
    await field(page, ja.outerLink).fill('https://example.com/careers')
    await field(page, ja.renewal).fill('通算5年まで')
    await submitAs(page, ja.draft)
    const id = await savedJobId(page, ja)
    await expectStatus(page, ja.statusDraft)
    expect(await page.getByText('通算5年まで').count()).toBe(1)
    expect(await page.getByTestId('as-of').textContent()).toBe(written('ja', tokyoDay(0)))

    // Published, the public search finds it by a two-character word of its title, and the
    // sitemap lists it.
    await page.getByRole('link', { name: ja.edit, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: '求人の編集' }).waitFor()
    await waitForHydration(page)
    expect(await field(page, ja.title).inputValue()).toBe(title)
    await submitAs(page, ja.open)
    await savedJobId(page, ja)
    await expectStatus(page, ja.statusOpen)
    // Recruiters are sent from the public pages to their dashboard, so the job's page shows its
    // public address to copy and share rather than a link.
    const publicUrl = `${baseUrl()}/job_infos/${id}`
    expect(await page.getByTestId('public-url').textContent()).toBe(publicUrl)
    expect(await page.getByRole('link', { name: publicUrl }).count()).toBe(0)
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await page.getByRole('button', { name: '公開ページのURLをコピー' }).click()
    await page.getByTestId('public-url-copied').filter({ hasText: 'コピーしました' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl)
    // A visitor looks.
    const visitor = await browser.newPage()
    await visitor.goto(`/job_infos/search_results?keyword=${encodeURIComponent(word)}`)
    await visitor.getByRole('link', { name: title }).first().waitFor()
    expect((await fetch(`${baseUrl()}/job_infos/${id}`)).status).toBe(200)
    expect(await sitemapJobPaths()).toContain(`/job_infos/${id}`)

    // Scout-only: the public page answers 404 and the sitemap leaves it out.
    await page.goto(`/client/job_infos/${id}/edit`)
    await waitForHydration(page)
    await submitAs(page, ja.scoutOnly)
    await savedJobId(page, ja)
    await expectStatus(page, ja.statusScoutOnly)
    expect(await page.getByTestId('public-url').count()).toBe(0)
    expect((await fetch(`${baseUrl()}/job_infos/${id}`)).status).toBe(404)
    expect(await sitemapJobPaths()).not.toContain(`/job_infos/${id}`)

    // Ending within a week, the list warns and extends it by 90 days in place.
    await page.goto(`/client/job_infos?keyword=${encodeURIComponent(word)}`)
    await waitForHydration(page)
    // The wide table (before hydration the server also sends the phone cards), as shown: while
    // the page's messages load, React may keep the previous render hidden beside the new one.
    const row = page
      .locator('table [data-testid="managed-job"]')
      .filter({ hasText: title, visible: true })
    await row.getByTestId('period-warning').filter({ hasText: ja.expiring }).waitFor()
    expect(await row.getByTestId('recruitment-period').textContent()).toContain(
      written('ja', tokyoDay(7)),
    )
    await row.getByRole('button', { name: `90日延長：「${title}」` }).click()
    await page.getByTestId('job-notice').filter({ hasText: ja.extended }).waitFor()
    await row
      .getByTestId('recruitment-period')
      .filter({ hasText: written('ja', tokyoDay(97)) })
      .waitFor()
    expect(await row.getByTestId('period-warning').count()).toBe(0)

    // Closed in one tab, the stale other tab's close names the refusal.
    await page.goto(`/client/job_infos/${id}`)
    await waitForHydration(page)
    const stale = await browser.newPage({ storageState: session })
    await stale.goto(`/client/job_infos/${id}`)
    await waitForHydration(stale)
    await page.getByRole('button', { name: ja.close, exact: true }).click()
    await page.getByTestId('job-notice').filter({ hasText: ja.closed }).waitFor()
    await expectStatus(page, ja.statusClosed)
    await stale.getByRole('button', { name: ja.close, exact: true }).click()
    await stale.getByTestId('form-problem').filter({ hasText: ja.alreadyClosed }).waitFor()

    // The trash holds it.
    await page.goto('/client/job_infos?status=closed')
    await page
      .locator('table [data-testid="managed-job"]')
      .filter({ hasText: title, visible: true })
      .waitFor()
  })

  it('the same steps read in English after the language switch', async () => {
    const en = LABELS.en
    const { page } = await signedInPage(browser, DEMO.companyMaster)
    await page.goto('/client/job_infos')
    await waitForHydration(page)
    await page.getByTestId('language-en').click()
    await page.getByRole('heading', { level: 1, name: 'Job management' }).waitFor()
    await page.getByRole('link', { name: 'New job' }).click()
    await page.getByRole('heading', { level: 1, name: 'New job' }).waitFor()
    await waitForHydration(page)

    await submitAs(page, en.open)
    await page.getByTestId('form-problem').filter({ hasText: en.formInvalid }).waitFor()
    expect(await problemOf(page, en.title)).toBe(en.required)
    expect(await problemOf(page, en.duties)).toBe(en.required)
    expect(await problemOf(page, en.end)).toBe(en.required)

    const word = uniqueWord()
    const title = `E2E Finance lead ${word} ${Date.now() % 100_000}`
    await fillJob(page, en, title, 3)
    await submitAs(page, en.open)
    const id = await savedJobId(page, en)
    await expectStatus(page, en.statusOpen)

    await page.goto(`/client/job_infos?keyword=${encodeURIComponent(word)}`)
    await waitForHydration(page)
    // The wide table (before hydration the server also sends the phone cards), as shown: while
    // the page's messages load, React may keep the previous render hidden beside the new one.
    const row = page
      .locator('table [data-testid="managed-job"]')
      .filter({ hasText: title, visible: true })
    await row.getByTestId('period-warning').filter({ hasText: en.expiring }).waitFor()
    await row.getByRole('button', { name: `Extend 90 days: “${title}”` }).click()
    await page.getByTestId('job-notice').filter({ hasText: en.extended }).waitFor()
    await row
      .getByTestId('recruitment-period')
      .filter({ hasText: written('en', tokyoDay(93)) })
      .waitFor()

    await page.goto(`/client/job_infos/${id}`)
    await waitForHydration(page)
    const stale = await browser.newPage({ storageState: await page.context().storageState() })
    await stale.goto(`/client/job_infos/${id}`)
    await waitForHydration(stale)
    await page.getByRole('button', { name: en.close, exact: true }).click()
    await page.getByTestId('job-notice').filter({ hasText: en.closed }).waitFor()
    await expectStatus(page, en.statusClosed)
    await stale.getByRole('button', { name: en.close, exact: true }).click()
    await stale.getByTestId('form-problem').filter({ hasText: en.alreadyClosed }).waitFor()
  })

  it('an agent posts for a client company with its name hidden; other firms get 404', async () => {
    const ja = LABELS.ja
    const { page } = await signedInPage(browser, DEMO.agent)
    await page.goto('/client/job_infos/new')
    await waitForHydration(page)

    // Neither a company chosen nor a name typed: the company is required.
    await submitAs(page, ja.draft)
    await page.getByTestId('form-problem').filter({ hasText: ja.formInvalid }).waitFor()

    const title = `E2E 証券会社のコンプライアンス担当 ${uniqueWord()} ${Date.now() % 100_000}`
    await page.getByLabel('企業を検索して選択').fill('ノースブリッジ')
    await page.getByRole('option', { name: 'ノースブリッジ証券株式会社' }).click()
    await page.getByRole('switch', { name: '企業名を非公開にする' }).check()
    await fillJob(page, ja, title, 60)
    await submitAs(page, ja.open)
    const id = await savedJobId(page, ja)
    expect(await page.getByTestId('display-company-name').textContent()).toBe('社名非公開')

    const visitor = await browser.newPage()
    await visitor.goto(`/job_infos/${id}`)
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await visitor.getByText('社名非公開').count()).toBeGreaterThan(0)
    expect(await visitor.locator('main').textContent()).not.toContain('ノースブリッジ証券')

    // The company recruiter's job is not the agent's: its pages answer 404.
    const { auth_token: token } = await callApi<{ auth_token: string }>(
      'POST',
      '/api/v3/sessions',
      {
        body: { email: DEMO.companyMaster, password: DEMO_PASSWORD },
      },
    )
    const { id: foreignId } = await callApi<{ id: number }>('POST', '/api/v3/client/job_infos', {
      token,
      body: {
        client_request_id: randomUUID(),
        title: `E2E 他社の下書き ${Date.now()}`,
        industry_id: 1,
        job_type_ids: [1],
        prefecture_id: 13,
        salary_min: 600,
        job_description: '業務内容',
        requirement: '応募資格',
        duties_change_scope: '会社の定める業務',
        workplace_change_scope: '会社の定める場所',
        status: 'draft',
      },
    })
    expect((await page.goto(`/client/job_infos/${foreignId}`))?.status()).toBe(404)
    expect((await page.goto(`/client/job_infos/${foreignId}/edit`))?.status()).toBe(404)
  })

  it('the list, the form and a public job pass axe and fit the screen at phone and desktop widths', async () => {
    const found: string[] = []
    const { auth_token: token } = await callApi<{ auth_token: string }>(
      'POST',
      '/api/v3/sessions',
      { body: { email: DEMO.companyMaster, password: DEMO_PASSWORD } },
    )
    // A public job, whose page shows its address with a long title beside it.
    const { id: publicId } = await callApi<{ id: number }>('POST', '/api/v3/client/job_infos', {
      token,
      body: {
        client_request_id: randomUUID(),
        title: `E2E 公開中の求人 経理財務マネージャー（連結決算・開示） ${Date.now()}`,
        industry_id: 1,
        job_type_ids: [1],
        prefecture_id: 13,
        salary_min: 600,
        job_description: '業務内容',
        requirement: '応募資格',
        duties_change_scope: '会社の定める業務',
        workplace_change_scope: '会社の定める場所',
        recruitment_start_on: tokyoDay(0),
        recruitment_end_on: tokyoDay(60),
        status: 'open',
      },
    })
    for (const width of [1280, 375]) {
      const { page } = await signedInPage(browser, DEMO.companyMaster, { width, height: 900 })
      for (const path of [
        `/client/job_infos/${publicId}`,
        '/client/job_infos',
        '/client/job_infos/new',
      ]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await waitForHydration(page)
        // The form's buttons, disabled until the page is hydrated, fade to their colours: axe
        // would measure the contrast halfway.
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        )
        found.push(
          ...(await seriousViolations(page)).map((problem) => `${width}px ${path} ${problem}`),
        )
        expect(await horizontalOverflow(page), `${width}px ${path}`).toBeLessThanOrEqual(0)
      }
      // The form with its problems showing.
      await submitAs(page, LABELS.ja.open)
      await page.getByTestId('form-problem').waitFor()
      found.push(...(await seriousViolations(page)).map((problem) => `${width}px form ${problem}`))
      expect(await horizontalOverflow(page), `${width}px form`).toBeLessThanOrEqual(0)
    }
    expect(found).toEqual([])
  })
})
