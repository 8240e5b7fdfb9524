import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  createCandidate,
  createRecruiter,
  newCandidatePage,
  signInThroughPage,
  signInWithApi,
} from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'
import { usePrivatePlatform } from '../support/private-platform.ts'

const PASSWORD = 'candidate-password-1'

// A pause in typing: longer than the interval at which the registration page reads the name
// field for kana (30 ms), so the page sees each state of the field.
const TYPING_PAUSE_MS = 100

/** A small but real PDF, and one over the 5 MB limit. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const LARGE_PDF = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)])

describeBrowser('candidate account', () => {
  const browser = useBrowser()

  it('registers step by step with each rule’s message, resumes after leaving, and finishes', async () => {
    const page = await browser.newPage()
    const { email } = await createCandidate({ fullName: '森 陽菜', password: PASSWORD })
    await signInThroughPage(page, email, PASSWORD)
    // A new candidate is taken to the first registration step.
    await page.waitForURL((url) => url.pathname === '/register_steps/career_infos/1')

    await page.goto('/register_steps/career_infos/1')
    await waitForHydration(page)
    await page.locator('[data-layout="registration"]').waitFor()
    await page.getByRole('button', { name: '保存して次へ' }).click()
    await page.getByTestId('form-problem').filter({ hasText: '入力内容に問題があります' }).waitFor()
    await page.getByText('入力してください').first().waitFor()

    // Kana typed into the name fill the furigana, and survive the IME's conversion to kanji.
    // The page reads the name field on a timer, so the page's clock is held and moved on by the
    // pauses a person makes between typing and converting.
    const name = page.getByLabel('氏名')
    const furigana = page.getByLabel('ふりがな')
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    await name.fill('')
    await name.pressSequentially('もり')
    await page.clock.runFor(TYPING_PAUSE_MS)
    await expect.poll(() => furigana.inputValue()).toBe('もり')
    // The IME shows the converted text for a moment before the next kana are typed.
    await name.fill('森')
    await page.clock.runFor(TYPING_PAUSE_MS)
    await name.pressSequentially(' ひな')
    await page.clock.runFor(TYPING_PAUSE_MS)
    await expect.poll(() => furigana.inputValue()).toBe('もり ひな')
    await name.fill('森 陽菜')
    await page.clock.runFor(TYPING_PAUSE_MS)
    expect(await furigana.inputValue()).toBe('もり ひな')
    await page.clock.resume()

    await page.getByLabel('ふりがな').fill('モリ ヒナ')
    await page.getByLabel('電話番号').fill('090-1234-5678')
    await page.getByRole('button', { name: '保存して次へ' }).click()
    await page.getByText('ひらがなで入力してください').waitFor()
    await page.getByText('電話番号の形式が不正です').waitFor()
    // What was typed is still there after the refusal.
    expect(await page.getByLabel('氏名').inputValue()).toBe('森 陽菜')

    await page.getByLabel('ふりがな').fill('もり ひな')
    await page.getByLabel('電話番号').fill('09012345678')
    await page.getByLabel('生年月日').fill('1992-05-20')
    await page.getByLabel('性別').selectOption({ label: '女性' })
    await page.getByLabel('居住地').selectOption({ label: '東京都' })
    await page.getByRole('button', { name: '保存して次へ' }).click()
    await page.waitForURL('**/register_steps/career_infos/2')

    await page.getByLabel('現在の年収（万円）').fill('100000')
    await page.getByLabel('会社名').fill('株式会社みらいキャピタル')
    await page.getByLabel('入社年月').fill('2019年4月')
    await page.getByRole('button', { name: '保存して次へ' }).click()
    await page.getByText('99999以下の数値を入力してください').waitFor()
    await page.getByText('YYYY-MM形式で入力してください').waitFor()
    await page.getByLabel('現在の年収（万円）').fill('850')
    await page.getByLabel('入社年月').fill('2019-04')
    await page.getByLabel('業界').selectOption({ label: '資産運用' })
    await page.getByRole('button', { name: '保存して次へ' }).click()
    await page.waitForURL('**/register_steps/career_infos/3')

    // Leaving: a new browser session signs in again and is sent back to the step it stopped at.
    const later = await browser.newPage()
    await later.goto('/login')
    await later.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await signInThroughPage(later, email, PASSWORD)
    await later.waitForURL('**/register_steps/career_infos/3')
    // A later step cannot be skipped to either.
    await later.goto('/register_steps/career_infos/5')
    await later.waitForURL('**/register_steps/career_infos/3')
    // An earlier step shows what was saved, in the reader's language.
    await later.goto('/register_steps/career_infos/2')
    await waitForHydration(later)
    await later.getByLabel('Industry').filter({ hasText: 'Asset Management' }).waitFor()
    await later.goto('/register_steps/career_infos/3')
    await waitForHydration(later)

    // Step 3 in English: a score out of range.
    await later.getByLabel('TOEIC', { exact: true }).fill('5')
    await later.getByRole('button', { name: 'Save and continue' }).click()
    await later.getByText('There are problems in the input').first().waitFor()
    await later.getByText('Please enter a number of 10 or more').waitFor()
    await later.getByLabel('TOEIC', { exact: true }).fill('860')
    await later.getByRole('button', { name: 'Save and continue' }).click()
    await later.waitForURL('**/register_steps/career_infos/4')

    await later.getByLabel('Your career wishes').fill('Lead FP&A 🚀')
    await later.getByRole('button', { name: 'Save and continue' }).click()
    await later.getByText('Emoji cannot be used').waitFor()
    await later.getByLabel('Your career wishes').fill('Lead FP&A at a global company')
    await later.getByLabel('Desired annual income (10,000 yen)').fill('1000')
    await later
      .getByLabel('When you want to change jobs')
      .selectOption({ label: 'If a good offer comes' })
    await later.getByRole('button', { name: 'Save and continue' }).click()
    await later.waitForURL('**/register_steps/career_infos/5')

    await later.getByLabel('Work history in detail and self PR').fill('あ'.repeat(2501))
    await later.getByRole('button', { name: 'Save and finish' }).click()
    await later.getByText('Please enter at most 2500 characters').waitFor()

    const chooser = later.locator('input[type=file][name=file]')
    await chooser.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: LARGE_PDF })
    await later
      .getByTestId('resume-problem')
      .filter({ hasText: 'The file size exceeds the limit of 5 MB' })
      .waitFor()
    await chooser.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await later.getByTestId('resume-uploaded').filter({ hasText: 'cv.pdf' }).waitFor()

    await later
      .getByLabel('Work history in detail and self PR')
      .fill('連結決算とFP&Aの経験があります。'.repeat(15))
    await later.getByRole('button', { name: 'Save and finish' }).click()
    await later.waitForURL('**/register_steps/career_infos/finish')
    const level = later.getByTestId('profile-level')
    await level.filter({ hasText: 'Full' }).waitFor()
    expect(await later.getByTestId('profile-lock').count()).toBe(0)
  })

  it('an empty scout reply shows the reply field’s own message and takes the focus there', async () => {
    const { page, email } = await newCandidatePage(browser)
    const scout = await callApi<{ id: number }>('POST', '/api/v3/__test/scouts', {
      body: { candidate_email: email },
    })
    for (const language of [
      { form: '入力内容に問題があります', label: '返信メッセージ', required: '入力してください' },
      {
        form: 'There are problems in the input',
        label: 'Your reply',
        required: 'Please enter a value',
      },
    ]) {
      if (language.label === 'Your reply') {
        await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
      }
      await page.goto(`/scouts/${scout.id}`)
      await waitForHydration(page)
      const field = page.getByRole('textbox', { name: language.label })
      await field.fill('   ')
      await page.getByTestId('scout-reply-send').click()
      await page.getByTestId('form-problem').filter({ hasText: language.form }).waitFor()
      // The message sits under the field, the field is marked and names it, and it has the focus,
      // so a screen reader reads the field's own message next.
      const helper = await field.getAttribute('aria-describedby')
      expect(await page.locator(`[id="${helper}"]`).textContent()).toBe(language.required)
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'body')
      expect(await page.getByTestId('scout-message').count()).toBe(0)
    }
  })

  it("starts a scout reply from the platform's ready replies, in Japanese and in English", async () => {
    const { page, email } = await newCandidatePage(browser)
    const templates = (
      await callApi<{
        message_templates: { title: string; title_en: string; body: string; body_en: string }[]
      }>('GET', '/api/v3/message_templates')
    ).message_templates
    const [interested, moreInfo, notNow] = [templates[0]!, templates[1]!, templates[3]!]
    const scout = await callApi<{ id: number }>('POST', '/api/v3/__test/scouts', {
      body: { candidate_email: email },
    })

    await page.goto(`/scouts/${scout.id}`)
    await waitForHydration(page)
    const picks = page.getByRole('group', { name: '定型文から書き始める' })
    const reply = page.getByRole('textbox', { name: '返信メッセージ' })
    await picks.getByRole('button', { name: interested.title }).click()
    expect(await reply.inputValue()).toBe(interested.body)
    // A second pick goes after what is written, which the candidate may change first.
    await reply.fill(`${interested.body}\n来月以降であれば面談可能です。`)
    await picks.getByRole('button', { name: moreInfo.title }).click()
    expect(await reply.inputValue()).toBe(
      `${interested.body}\n来月以降であれば面談可能です。\n\n${moreInfo.body}`,
    )
    await page.getByTestId('scout-reply-send').click()
    await page
      .getByTestId('scout-message')
      .filter({ hasText: '来月以降であれば面談可能です。' })
      .waitFor()
    expect(await reply.inputValue()).toBe('')

    const second = await callApi<{ id: number }>('POST', '/api/v3/__test/scouts', {
      body: { candidate_email: email },
    })
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto(`/scouts/${second.id}`)
    await waitForHydration(page)
    await page
      .getByRole('group', { name: 'Start from a ready reply' })
      .getByRole('button', { name: notNow.title_en })
      .click()
    expect(await page.getByRole('textbox', { name: 'Your reply' }).inputValue()).toBe(
      notNow.body_en,
    )
  })

  it('declines a scout with a reason the recruiter then reads, in Japanese and in English', async () => {
    const recruiter = await createRecruiter()
    const { page, email, token } = await newCandidatePage(browser)
    const { current_user } = await callApi<{ current_user: { id: number } }>(
      'GET',
      '/api/v3/sessions',
      { token },
    )
    const scout = await callApi<{ id: number }>('POST', '/api/v3/__test/scouts', {
      body: { candidate_email: email, sender_email: recruiter.email },
    })

    await page.goto(`/scouts/${scout.id}`)
    await waitForHydration(page)
    await page.getByTestId('scout-decline').click()
    const dialog = page.getByRole('dialog', { name: 'スカウトを辞退する' })
    // The reason is required, with the field's own message.
    await dialog.getByRole('button', { name: '辞退する' }).click()
    await expect.poll(() => dialog.getByText('入力してください').count()).toBeGreaterThan(0)
    await dialog.getByLabel('辞退の理由').selectOption('salary')
    await dialog.getByRole('button', { name: '辞退する' }).click()
    await page.getByTestId('scout-declined').waitFor()
    expect(await page.getByTestId('scout-declined').textContent()).toContain(
      '年収などの条件が合わない',
    )
    expect(await page.getByTestId('scout-decline').count()).toBe(0)

    const recruiterPage = await browser.newPage()
    await signInWithApi(recruiterPage, recruiter)
    await recruiterPage
      .context()
      .addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await recruiterPage.goto(`/client/candidates/${current_user.id}`)
    const history = recruiterPage.getByTestId('scout-history-item').first()
    await history.waitFor()
    expect(await history.getAttribute('data-selection-status')).toBe('declined_or_rejected')
    expect(await history.textContent()).toContain('The salary or terms do not suit them')

    const second = await callApi<{ id: number }>('POST', '/api/v3/__test/scouts', {
      body: { candidate_email: email },
    })
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto(`/scouts/${second.id}`)
    await waitForHydration(page)
    await page.getByTestId('scout-decline').click()
    const english = page.getByRole('dialog', { name: 'Decline this scout' })
    await english.getByLabel('Reason').selectOption('not_now')
    await english.getByRole('button', { name: 'Decline' }).click()
    expect(await page.getByTestId('scout-declined').textContent()).toContain(
      'I am not looking for a job now',
    )
  })

  it('reads and answers scouts, applies, joins the scout week, blocks a company and leaves', async () => {
    const { page, email, password } = await newCandidatePage(browser, { fullName: '上田 翔' })
    // The header leads back to the profile's steps from anywhere.
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('header').getByRole('link', { name: 'プロフィール' }).click()
    await page.waitForURL('**/register_steps/career_infos/1')
    // On a phone the same links sit behind the header's menu.
    const phone = await browser.newPage({
      viewport: { width: 375, height: 800 },
      storageState: await page.context().storageState(),
    })
    await phone.goto('/')
    await waitForHydration(phone)
    await phone.getByRole('button', { name: 'メニュー' }).click()
    await phone.getByRole('menuitem', { name: 'プライバシー設定' }).click()
    await phone.waitForURL('**/setting/privacy')
    const special = await callApi<{ id: number; special: { confirmed_salary: number } }>(
      'POST',
      '/api/v3/__test/scouts',
      { body: { candidate_email: email, special: true } },
    )
    await callApi('POST', '/api/v3/__test/scouts', { body: { candidate_email: email } })

    await page.goto('/scouts')
    await waitForHydration(page)
    await page.getByTestId('unread-badge').and(page.locator('[data-count="2"]')).waitFor()
    expect(await page.getByTestId('scout-item').count()).toBe(2)
    await page
      .getByTestId('special-guarantee')
      .filter({
        hasText: `年収${special.special.confirmed_salary.toLocaleString()}万円以上保証・選考簡略化`,
      })
      .waitFor()

    await page.goto(`/scouts/${special.id}`)
    await waitForHydration(page)
    await page.getByTestId('special-terms').waitFor()
    await page.getByTestId('unread-badge').and(page.locator('[data-count="1"]')).waitFor()

    await page.getByLabel('返信メッセージ').fill('<b>ぜひ</b>お話を伺いたいです')
    await page.getByTestId('scout-reply-send').dblclick()
    await page.getByTestId('scout-matched').waitFor()
    await page
      .getByTestId('scout-message')
      .filter({ hasText: '<b>ぜひ</b>お話を伺いたいです' })
      .waitFor()
    await page.reload()
    await waitForHydration(page)
    expect(await page.getByTestId('scout-message').count()).toBe(1)

    // Self-application from a job's page.
    const jobs = await callApi<{ job_infos: { id: number }[] }>('GET', '/api/v3/job_infos?per=1')
    await page.goto(`/job_infos/${jobs.job_infos[0]!.id}`)
    await waitForHydration(page)
    await page.getByTestId('self-apply-button').click()
    await page.getByTestId('self-apply-submit').click()
    await page.getByTestId('self-apply-button').filter({ hasText: '応募済み' }).waitFor()

    // The special scout week: join, then leave.
    await page.goto('/liiga-special-scout-week')
    await waitForHydration(page)
    await page.locator('[data-layout="plain"]').waitFor()
    await page.getByTestId('campaign-join-button').click()
    await page.locator('[data-testid="campaign-join-state"][data-joined="true"]').waitFor()
    await page.getByTestId('campaign-join-button').click()
    await page.locator('[data-testid="campaign-join-state"][data-joined="false"]').waitFor()

    // Privacy: what recruiters see before a match, and blocking a company.
    await page.goto('/setting/privacy')
    await waitForHydration(page)
    const before = page.getByTestId('view-before-match')
    await before.waitFor()
    const beforeText = (await before.textContent()) ?? ''
    expect(beforeText).not.toContain(email)
    expect(beforeText).not.toContain('上田 翔')
    await page.getByLabel('企業名で検索').fill('みらい')
    await page.getByRole('listbox').getByRole('option').first().click()
    await page.getByTestId('block-company').click()
    await page.getByTestId('blocked-company').first().waitFor()

    // Deleting the account signs out for good.
    await page.getByTestId('delete-account').click()
    await page.getByLabel('確認のためパスワードを入力してください').fill(password)
    await page.getByTestId('delete-account-form').getByRole('button', { name: '退会する' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/login')
    await signInThroughPage(page, email, password)
    await page.getByTestId('form-error').waitFor()
  })

  // Only the demo data has an answer given months ago, and answering changes it: the demo's
  // candidate3 is used on a platform of this suite's own.
  describe('with an answer given long ago', () => {
    const platform = usePrivatePlatform()

    it('asks a candidate whose answer is 90 days old for the job-change timing, once', async () => {
      const dialogAnswer = (page: Page) =>
        page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/v3/candidate/job_change_timing_dialogs') &&
            response.request().method() === 'GET',
        )
      // The demo's candidate3 answered long ago. "Later" puts the question off for this visit only.
      const page = await browser.newPage({ baseUrl: platform.baseUrl() })
      await signInThroughPage(page, 'candidate3@example.com')
      const dialog = page.getByRole('dialog', { name: '転職時期の確認' })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'あとで' }).click()
      await dialog.waitFor({ state: 'hidden' })
      // The next page does not even ask the server: the header's unread count, fetched at the same
      // moment the dialog would be, arrives without it.
      const asks: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v3/candidate/job_change_timing_dialogs')) {
          asks.push(request.method())
        }
      })
      const unreadCount = page.waitForResponse((response) =>
        response.url().endsWith('/api/v3/candidate/scouts/unread_count'),
      )
      await page.goto('/scouts')
      await unreadCount
      await waitForHydration(page)
      expect(asks).toEqual([])
      expect(await dialog.isVisible()).toBe(false)

      const next = await browser.newPage({ baseUrl: platform.baseUrl() })
      await signInThroughPage(next, 'candidate3@example.com')
      const asked = next.getByRole('dialog', { name: '転職時期の確認' })
      await asked.getByRole('radio', { name: '1年以内' }).check()
      await asked.getByRole('button', { name: '回答する' }).click()
      await asked.waitFor({ state: 'hidden' })
      const answered = dialogAnswer(next)
      await next.reload()
      expect(await (await answered).json()).toMatchObject({
        show: false,
        job_change_timing: 'in_one_year',
      })
      expect(await asked.isVisible()).toBe(false)
    })
  })
})
