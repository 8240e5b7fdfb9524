import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  DEMO,
  DEMO_PASSWORD,
  findMailedLink,
  signInThroughPage,
  signInWithApi,
  uniqueEmail,
} from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'
import { tokyoDay } from '../support/dates.ts'
import { usePrivatePlatform } from '../support/private-platform.ts'

const RECRUITER_PASSWORD = 'invited-recruiter-1'
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** A customer name no other test or earlier run has used. */
const uniqueName = (stem: string) => `${stem}${Date.now().toString(36)}`

async function openAsAdministrator(page: Page, path: string) {
  await signInWithApi(page, { email: DEMO.administrator, password: DEMO_PASSWORD })
  await page.goto(path)
  await waitForHydration(page)
}

describeBrowser('the admin area: customers, recruiters and the audit trail', () => {
  const browser = useBrowser()

  it('an administrator adds a company with a contract, invites its recruiter, who sets a password and signs in, then suspends them; each step is in the audit trail', async () => {
    const admin = await browser.newPage()
    await openAsAdministrator(admin, '/admin')
    // The front page: the platform's figures, and a chart of the weeks' scouts with its table.
    await admin.getByRole('heading', { name: 'プラットフォームの状況', level: 1 }).waitFor()
    await admin.getByTestId('figure-candidates').waitFor()
    await admin
      .getByRole('figure', { name: /週ごとのスカウト送信数と返信数/ })
      .getByRole('table')
      .waitFor()
    await admin.getByTestId('admin-navigation').getByRole('link', { name: '顧客管理' }).click()
    await admin.waitForURL((url) => url.pathname === '/admin/organisations')
    await admin.getByRole('heading', { name: '顧客管理', level: 1 }).waitFor()
    await waitForHydration(admin)

    await admin.getByRole('link', { name: '顧客を登録' }).click()
    await admin.getByRole('heading', { name: '顧客を登録', level: 1 }).waitFor()
    await waitForHydration(admin)
    // Nothing filled in: each required field says so, nothing is created.
    await admin.getByRole('button', { name: '登録する' }).click()
    await admin.getByText('入力内容に問題があります').waitFor()
    expect(await admin.getByText('入力してください').count()).toBeGreaterThanOrEqual(2)

    const name = uniqueName('曙テクノロジーズ')
    await admin.getByLabel('名称', { exact: false }).first().fill(name)
    await admin.getByLabel('プラン名').fill('スタンダードプラン')
    await admin.getByLabel('特別スカウトの月間上限（通）').fill('25')
    await admin.getByLabel('特別スカウトウィークに参加できる').check()
    await admin.getByRole('button', { name: '登録する' }).click()
    await admin.waitForURL((url) => /^\/admin\/organisations\/\d+$/.test(url.pathname))
    await admin.getByRole('heading', { name, level: 1 }).waitFor()
    await admin.getByText('顧客を登録しました').waitFor()
    expect(await admin.getByLabel('特別スカウトの月間上限（通）').inputValue()).toBe('25')

    // The public company page exists at once.
    const publicPath = (await admin.getByTestId('organisation-public-path').textContent())
      ?.split(' ')
      .pop()
    expect(publicPath).toMatch(/^\/companies\/\d+$/)
    const visitor = await browser.newPage()
    await visitor.goto(String(publicPath))
    await visitor.getByRole('heading', { name, level: 1 }).waitFor()

    const email = uniqueEmail('recruiter')
    await waitForHydration(admin)
    const invite = admin.getByTestId('admin-invite-form')
    await invite.getByLabel('メールアドレス', { exact: false }).fill(email)
    await invite.getByLabel('氏名', { exact: false }).fill('佐藤 恵')
    await invite.getByRole('button', { name: '招待メールを送る' }).click()
    await admin.getByText(`${email}に招待メールを送りました`).waitFor()
    const row = admin.getByTestId('admin-recruiter').filter({ hasText: email }).first()
    await row.getByText('招待中').waitFor()

    // The recruiter sets a password from the mail and signs in to an empty workspace.
    const link = await findMailedLink(email, '/password/reset')
    const recruiter = await browser.newPage()
    await recruiter.goto(link)
    await waitForHydration(recruiter)
    await recruiter.getByLabel(/^新しいパスワード\s*\*?$/).fill(RECRUITER_PASSWORD)
    await recruiter.getByLabel('新しいパスワード（確認）').fill(RECRUITER_PASSWORD)
    await recruiter.getByRole('button', { name: 'パスワードを変更する' }).click()
    await recruiter.getByText('パスワードを変更しました').waitFor()
    await signInThroughPage(recruiter, email, RECRUITER_PASSWORD)
    await recruiter.waitForURL((url) => url.pathname === '/client/dashboard')
    await recruiter.getByText(name).first().waitFor()
    await recruiter.goto('/client/job_infos')
    await recruiter.getByText('該当する求人はありません。').first().waitFor()

    // Suspended, the recruiter's open session stops working at the next request.
    await admin.reload()
    await waitForHydration(admin)
    const activeRow = admin.getByTestId('admin-recruiter').filter({ hasText: email }).first()
    await activeRow.getByText('利用中').waitFor()
    await activeRow.getByRole('button', { name: '佐藤 恵の利用を停止' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: '利用停止' }).click()
    await admin.getByText('佐藤 恵の利用を停止しました').waitFor()
    await admin
      .getByTestId('admin-recruiter')
      .filter({ hasText: email })
      .first()
      .getByText('停止中')
      .waitFor()
    await recruiter.goto('/client/dashboard')
    await recruiter.waitForURL((url) => url.pathname === '/login')

    // The trail holds each of these, newest first, with who did them.
    await admin.getByTestId('admin-navigation').getByRole('link', { name: '操作履歴' }).click()
    await admin.getByRole('heading', { name: '操作履歴', level: 1 }).waitFor()
    // Before hydration the table is in the page twice (its wide and phone layouts).
    await waitForHydration(admin)
    await admin.getByTestId('audit-event').nth(2).waitFor()
    const actions = await admin
      .getByTestId('audit-event')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')))
    const ours = actions.slice(0, 3)
    expect(ours).toEqual(['recruiter.suspended', 'recruiter.invited', 'organisation.created'])
    await admin
      .getByTestId('audit-event')
      .first()
      .getByText('採用担当者の利用停止')
      .first()
      .waitFor()
    await admin.getByTestId('audit-event').first().getByText(DEMO.administrator).first().waitFor()
  })

  it('in English: an administrator adds a recruiting agency, changes its contract and filters the trail', async () => {
    const admin = await browser.newPage()
    await readInEnglish(admin)
    await openAsAdministrator(admin, '/admin/organisations/new')
    await admin.getByRole('heading', { name: 'Add a customer', level: 1 }).waitFor()
    const name = uniqueName('Harbour Talent ')
    await admin.getByLabel('Kind').selectOption({ label: 'Recruiting agency' })
    await admin.getByLabel('Name', { exact: false }).first().fill(name)
    await admin.getByLabel('Website').fill('harbour')
    await admin.getByLabel('Plan').fill('Agency plan')
    await admin.getByRole('button', { name: 'Add', exact: true }).click()
    await admin.getByText('There are problems in the input').waitFor()
    await admin.getByLabel('Website').fill('https://harbour.example.com')
    await admin.getByRole('button', { name: 'Add', exact: true }).click()
    await admin.getByRole('heading', { name, level: 1 }).waitFor()
    await admin.getByText('Recruiting agency').first().waitFor()
    const id = Number(new URL(admin.url()).pathname.split('/').pop())

    await waitForHydration(admin)
    const contract = admin.getByTestId('admin-contract-form')
    await contract.getByLabel('Special scouts a month (most)').fill('40')
    await contract.getByLabel('May download candidate data').uncheck()
    await contract.getByRole('button', { name: 'Save the contract' }).click()
    await admin.getByText('The contract has been saved').waitFor()

    await admin.goto(`/admin/audit_events?record_type=organisation&record_id=${id}`)
    await admin.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor()
    await waitForHydration(admin)
    await admin.getByTestId('audit-event').nth(1).waitFor()
    const rows = admin.getByTestId('audit-event')
    expect(
      await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-action'))),
    ).toEqual(['contract.saved', 'organisation.created'])
    const saved = rows.first()
    await saved.getByText('Contract saved').first().waitFor()
    await saved.getByText('2 fields').first().click()
    await saved.getByText('Before: 0').first().waitFor()
    await saved.getByText('After: 40').first().waitFor()
  })
})

describeBrowser('the admin area on a platform of its own', () => {
  const browser = useBrowser()
  // The week it changes is the demo's running one, which other files' candidates join, and a
  // closed listing tells every recruiter of a demo organisation.
  const platform = usePrivatePlatform()

  it('an administrator ends the running week and opens a new one, which candidates then see; an overlapping week is refused', async () => {
    const admin = await browser.newPage({ baseUrl: platform.baseUrl() })
    await signInWithApi(
      admin,
      { email: DEMO.administrator, password: DEMO_PASSWORD },
      platform.baseUrl(),
    )
    await admin.goto('/admin/scout_campaigns')
    await admin.getByRole('heading', { name: 'スペシャルスカウトウィーク', level: 1 }).waitFor()
    await waitForHydration(admin)
    const today = tokyoDay(0)

    // Opening a week today overlaps the running one: refused on its dates.
    const form = admin.getByTestId('admin-scout-campaign-form')
    await form.getByLabel('名称', { exact: false }).first().fill('冬のスペシャルスカウトウィーク')
    await form.getByLabel('開始日', { exact: false }).fill(today)
    await form.getByLabel('終了日', { exact: false }).fill(tokyoDay(6))
    await form.getByLabel('保証年収（万円以上）', { exact: false }).fill('900')
    await form.getByRole('button', { name: '登録する' }).click()
    await form.getByText('ほかの期間と重なっています').waitFor()

    // End the running week yesterday, then the new one opens.
    const running = admin
      .getByTestId('admin-scout-campaign')
      .and(admin.locator('[data-state="running"]'))
    await running.getByRole('button', { name: /編集/ }).click()
    const edit = admin.getByTestId('admin-scout-campaign-form')
    await edit.getByRole('heading', { name: /「特別スカウトウィーク」を編集/ }).waitFor()
    await edit.getByLabel('終了日', { exact: false }).fill(tokyoDay(-1))
    await edit.getByRole('button', { name: '保存する' }).click()
    await admin.getByText('「特別スカウトウィーク」を保存しました').waitFor()
    const created = admin.getByTestId('admin-scout-campaign-form')
    await created
      .getByLabel('名称', { exact: false })
      .first()
      .fill('冬のスペシャルスカウトウィーク')
    await created.getByLabel('開始日', { exact: false }).fill(today)
    await created.getByLabel('終了日', { exact: false }).fill(tokyoDay(6))
    await created.getByLabel('保証年収（万円以上）', { exact: false }).fill('900')
    await created.getByRole('button', { name: '登録する' }).click()
    await admin.getByText('「冬のスペシャルスカウトウィーク」を登録しました').waitFor()
    await admin
      .getByTestId('admin-scout-campaign')
      .and(admin.locator('[data-state="running"]'))
      .getByText('冬のスペシャルスカウトウィーク')
      .waitFor()

    const visitor = await browser.newPage({ baseUrl: platform.baseUrl() })
    await visitor.goto('/liiga-special-scout-week')
    await visitor
      .getByRole('heading', { name: '冬のスペシャルスカウトウィーク', level: 1 })
      .waitFor()
    await visitor.getByText('900万円').first().waitFor()

    await admin.goto('/admin/audit_events?record_type=scout_campaign')
    await waitForHydration(admin)
    await admin.getByTestId('audit-event').nth(1).waitFor()
    expect(
      await admin
        .getByTestId('audit-event')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action'))),
    ).toEqual(['scout_campaign.created', 'scout_campaign.updated'])
  })
  it('a visitor reports a listing; an administrator closes it with a reason, which its recruiters read in their bell', async () => {
    const base = platform.baseUrl()
    const { auth_token: token } = await callApi<{ auth_token: string }>(
      'POST',
      '/api/v3/sessions',
      {
        base,
        body: { email: DEMO.companyMaster, password: DEMO_PASSWORD },
      },
    )
    const title = `E2E 報告される求人 ${Date.now()}`
    const { id } = await callApi<{ id: number }>('POST', '/api/v3/client/job_infos', {
      base,
      token,
      body: {
        client_request_id: randomUUID(),
        title,
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

    const visitor = await browser.newPage({ baseUrl: base })
    await visitor.goto(`/job_infos/${id}`)
    await waitForHydration(visitor)
    await visitor.getByRole('link', { name: 'この求人を報告する' }).click()
    await visitor.getByRole('heading', { name: '求人の報告', level: 1 }).waitFor()
    await waitForHydration(visitor)
    await visitor.getByRole('button', { name: '報告する' }).click()
    await visitor.getByText('入力内容に問題があります').waitFor()
    await visitor.getByLabel('報告の理由').selectOption({ label: '内容が事実と異なる' })
    await visitor
      .getByLabel('詳しい内容', { exact: false })
      .fill('提示された年収が記載と違いました。')
    await visitor.getByRole('button', { name: '報告する' }).click()
    await visitor.getByTestId('job-report-sent').waitFor()

    const admin = await browser.newPage({ baseUrl: base })
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/job_info_reports?state=open')
    await waitForHydration(admin)
    const report = admin.getByTestId('job-report').filter({ hasText: title })
    await report.getByText('提示された年収が記載と違いました。').waitFor()
    await report.getByRole('button', { name: `「${title}」の掲載を停止` }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByRole('button', { name: '掲載を停止する' }).click()
    await dialog.getByText('入力してください').waitFor()
    await dialog
      .getByLabel('停止の理由（掲載元に通知されます）', { exact: false })
      .fill('年収の記載が実際と異なるため')
    await dialog.getByRole('button', { name: '掲載を停止する' }).click()
    await admin.getByText(`「${title}」の掲載を停止し、掲載元に通知しました`).waitFor()
    await admin.getByTestId('job-report').filter({ hasText: title }).waitFor({ state: 'detached' })

    // The public no longer finds it; its organisation's recruiters read why.
    expect((await visitor.goto(`/job_infos/${id}`))?.status()).toBe(404)
    const recruiter = await browser.newPage({ baseUrl: base })
    await readInEnglish(recruiter)
    await signInWithApi(recruiter, { email: DEMO.companyMaster, password: DEMO_PASSWORD }, base)
    await recruiter.goto('/client/notifications')
    await recruiter
      .getByText(
        `Kakehashi has closed the listing “${title}”. Reason: 年収の記載が実際と異なるため`,
      )
      .first()
      .waitFor()

    await admin.goto('/admin/audit_events?action=job_info.closed')
    await waitForHydration(admin)
    await admin.getByTestId('audit-event').first().getByText('求人の掲載停止').first().waitFor()
  })
  it('an administrator publishes a column with an image and a script in its body, credited to an agent with a related job: readers get the image, the agent and the job, the script never runs', async () => {
    const base = platform.baseUrl()
    const admin = await browser.newPage({ baseUrl: base })
    // The image's host is out on the internet, which this machine does not reach.
    await admin.context().route('https://images.example.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/png',
        body: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      }),
    )
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/columns')
    await admin.getByRole('heading', { name: 'コラム', level: 1 }).waitFor()
    await admin.getByRole('link', { name: 'コラムを書く' }).click()
    await admin.getByRole('heading', { name: 'コラムを書く', level: 1 }).waitFor()
    await waitForHydration(admin)
    const title = `E2E 面接対策のコラム ${Date.now()}`
    await admin.getByLabel('タイトル', { exact: false }).first().fill(title)
    // Written in the visual editor first, then finished in the HTML source.
    const area = admin.getByTestId('rich-text-area')
    await area.click()
    await admin.keyboard.type('準備が大切です。')
    await admin.getByRole('toolbar').getByRole('button', { name: 'HTMLを編集' }).click()
    const source = admin.getByLabel('本文のHTML')
    expect(await source.inputValue()).toContain('準備が大切です。')
    await source.fill(
      '<h2>面接の準備</h2><p>準備が大切です。</p><img src="https://images.example.com/interview.png" alt="面接の様子"><script>window.__columnScriptRan = true</script>',
    )
    // Credited to an agent firm, with a public job beneath it, both found by name.
    await admin.getByRole('combobox', { name: '執筆したエージェント' }).fill('ブリッジ')
    await admin.getByRole('option', { name: '株式会社ブリッジキャリア' }).click()
    const related = admin.getByTestId('related-jobs')
    await related.getByRole('combobox', { name: '求人を検索して追加' }).fill('経理')
    const firstJob = admin.getByRole('listbox').getByRole('option').first()
    const picked = (await firstJob.textContent())?.replace(/ \(.*\)$/, '') ?? ''
    await firstJob.click()
    await related.getByTestId('related-job').getByText(picked, { exact: true }).waitFor()
    await admin.getByRole('button', { name: '公開する' }).click()
    await admin.waitForURL((url) => /^\/admin\/columns\/\d+$/.test(url.pathname))
    await admin.getByText('コラムを保存しました').waitFor()
    const preview = admin.getByTestId('admin-column-preview')
    await preview.getByRole('heading', { name: '面接の準備' }).waitFor()
    expect(await preview.locator('script').count()).toBe(0)

    const id = Number(new URL(admin.url()).pathname.split('/').pop())

    // A reader (administrators are kept to their area) gets the image and not the script.
    const reader = await browser.newPage({ baseUrl: base })
    await reader.context().route('https://images.example.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/png',
        body: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      }),
    )
    await reader.goto(`/columns/${id}`)
    await reader.getByRole('heading', { name: title, level: 1 }).waitFor()
    await waitForHydration(reader)
    const image = reader.getByRole('img', { name: '面接の様子' })
    expect(await image.getAttribute('src')).toBe('https://images.example.com/interview.png')
    expect(await reader.locator('main script').count()).toBe(0)
    expect(
      await reader.evaluate(() => (window as { __columnScriptRan?: boolean }).__columnScriptRan),
    ).toBeUndefined()
    await reader.getByTestId('column-agent').getByText('株式会社ブリッジキャリア').waitFor()
    await reader
      .getByTestId('column-related-jobs')
      .getByRole('heading', { name: picked, level: 3 })
      .waitFor()
  })

  it('an administrator writes a notice, previews it in both languages and publishes it; every recruiter is told in the bell and reads it in their language', async () => {
    const base = platform.baseUrl()
    const admin = await browser.newPage({ baseUrl: base })
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/client_notes')
    await admin.getByRole('heading', { name: '採用担当者へのお知らせ', level: 1 }).waitFor()
    await admin.getByRole('link', { name: 'お知らせを書く' }).click()
    await admin.getByRole('heading', { name: 'お知らせを書く', level: 1 }).waitFor()
    await waitForHydration(admin)
    // Nothing written: refused field by field, nothing saved.
    await admin.getByRole('button', { name: '公開する' }).click()
    await admin.getByText('入力内容に問題があります').waitFor()

    const stamp = Date.now().toString(36)
    const title = `年末年始のサポート窓口について ${stamp}`
    const titleEn = `Support over the New Year holidays ${stamp}`
    await admin.getByLabel('種類').selectOption({ label: 'メンテナンス' })
    await admin.getByRole('textbox', { name: /^タイトル/ }).fill(title)
    await admin.getByLabel('英語のタイトル').fill(titleEn)
    await admin
      .getByRole('textbox', { name: /^本文/ })
      .fill('12月29日から1月3日まで休業します。\nお急ぎの方はメールでご連絡ください。')
    await admin.getByLabel('英語の本文').fill('We are closed from 29 December to 3 January.')
    // The preview follows what is typed, as recruiters will read it, in each language.
    const preview = admin.getByTestId('admin-client-note-preview')
    await preview.getByRole('heading', { name: title }).waitFor()
    await preview.getByRole('heading', { name: titleEn }).waitFor()
    await preview.getByText('12月29日から1月3日まで休業します。').waitFor()

    await admin.getByRole('button', { name: '公開する' }).click()
    await admin.waitForURL((url) => /^\/admin\/client_notes\/\d+$/.test(url.pathname))
    await admin.getByText('お知らせを保存しました').waitFor()
    const id = Number(new URL(admin.url()).pathname.split('/').pop())
    await admin.goto('/admin/client_notes?state=published')
    await waitForHydration(admin)
    const row = admin.getByTestId('admin-client-note').filter({ hasText: title })
    await row.first().getByText('通知済み').waitFor()

    // A recruiter reading English is told in the bell and opens the notice in English.
    const recruiter = await browser.newPage({ baseUrl: base })
    await readInEnglish(recruiter)
    await signInWithApi(recruiter, { email: DEMO.agent, password: DEMO_PASSWORD }, base)
    await recruiter.goto('/client/notifications')
    await waitForHydration(recruiter)
    await recruiter.getByText(`New notice from Kakehashi: "${title}"`).first().click()
    await recruiter.waitForURL((url) => url.pathname === `/client/notes/${id}`)
    await recruiter.getByRole('heading', { name: titleEn }).waitFor()
    await recruiter.getByText('We are closed from 29 December to 3 January.').waitFor()

    await admin.goto(`/admin/audit_events?record_type=client_note&record_id=${id}`)
    await waitForHydration(admin)
    await admin.getByTestId('audit-event').first().getByText('お知らせ作成').first().waitFor()
  })

  it('in English: an administrator adds a tag category and a tag, renames the tag, and deletes both; a category with a tag is refused', async () => {
    const base = platform.baseUrl()
    const admin = await browser.newPage({ baseUrl: base })
    await readInEnglish(admin)
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/tags')
    await admin.getByRole('heading', { name: 'Tags', level: 1 }).waitFor()
    await waitForHydration(admin)
    const stamp = Date.now().toString(36)

    const categoryForm = admin.getByTestId('admin-tag-category-form')
    await categoryForm.getByLabel('Name', { exact: false }).first().fill(`業界研究${stamp}`)
    await categoryForm.getByLabel('English name', { exact: false }).fill(`Industries ${stamp}`)
    await categoryForm.getByRole('button', { name: 'Add' }).click()
    await admin.getByText(`The category “業界研究${stamp}” has been added`).waitFor()

    const tagForm = admin.getByTestId('admin-tag-form')
    await tagForm.getByRole('button', { name: 'Add' }).click()
    await tagForm.getByText('Please enter').first().waitFor()
    await tagForm.getByLabel('Category').selectOption({ label: `Industries ${stamp}` })
    await tagForm.getByLabel('Name', { exact: false }).first().fill(`フィンテック${stamp}`)
    await tagForm.getByLabel('English name', { exact: false }).fill(`Fintech ${stamp}`)
    await tagForm.getByRole('button', { name: 'Add' }).click()
    await admin.getByText(`The tag “フィンテック${stamp}” has been added`).waitFor()

    await admin
      .getByRole('button', { name: `Edit the tag “フィンテック${stamp}”` })
      .first()
      .click()
    const editForm = admin.getByTestId('admin-tag-form')
    await editForm.getByLabel('Name', { exact: false }).first().fill(`金融テック${stamp}`)
    await editForm.getByRole('button', { name: 'Save' }).click()
    await admin.getByText(`The tag “金融テック${stamp}” has been saved`).waitFor()

    // The category still holds the tag: refused, with why.
    await admin
      .getByRole('button', { name: `Delete the category “業界研究${stamp}”` })
      .first()
      .click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await dialog.getByText('This category still has tags. Move or delete them first').waitFor()
    await dialog.getByRole('button', { name: 'Keep it' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await admin
      .getByRole('button', { name: `Delete the tag “金融テック${stamp}”` })
      .first()
      .click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await admin.getByText(`The tag “金融テック${stamp}” has been deleted`).waitFor()
    await admin
      .getByRole('button', { name: `Delete the category “業界研究${stamp}”` })
      .first()
      .click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await admin.getByText(`The category “業界研究${stamp}” has been deleted`).waitFor()
    await admin
      .getByTestId('admin-tag-category')
      .filter({ hasText: `業界研究${stamp}` })
      .first()
      .waitFor({ state: 'detached' })
  })

  it('an administrator adds a university and a certification to the reference lists and renames the university', async () => {
    const base = platform.baseUrl()
    const admin = await browser.newPage({ baseUrl: base })
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/universities')
    await admin.getByRole('heading', { name: '大学', level: 1 }).waitFor()
    await waitForHydration(admin)
    const stamp = Date.now().toString(36)

    const form = admin.getByTestId('admin-university-form')
    await form.getByRole('textbox', { name: /^名前/ }).fill(`曙工科大学${stamp}`)
    await form.getByLabel('よみ（ひらがな）', { exact: false }).fill('アケボノ')
    await form.getByLabel('英語名', { exact: false }).fill(`Akebono Institute ${stamp}`)
    await form.getByRole('button', { name: '追加する' }).click()
    await form.getByText('ひらがなで入力してください').waitFor()
    await form.getByLabel('よみ（ひらがな）', { exact: false }).fill('あけぼのこうかだいがく')
    await form.getByRole('button', { name: '追加する' }).click()
    await admin.getByText(`「曙工科大学${stamp}」を追加しました`).waitFor()

    // Found by its English name, then renamed.
    await admin.getByLabel('名前・よみ・英語名').fill(`Akebono Institute ${stamp}`)
    await admin.getByRole('button', { name: '検索' }).click()
    await admin.waitForURL((url) => url.searchParams.has('keyword'))
    await waitForHydration(admin)
    await admin
      .getByRole('button', { name: `「曙工科大学${stamp}」を編集` })
      .first()
      .click()
    const edit = admin.getByTestId('admin-university-form')
    await edit.getByRole('textbox', { name: /^名前/ }).fill(`曙科学技術大学${stamp}`)
    await edit.getByRole('button', { name: '保存する' }).click()
    await admin.getByText(`「曙科学技術大学${stamp}」を保存しました`).waitFor()
    await admin
      .getByTestId('admin-university')
      .filter({ hasText: `曙科学技術大学${stamp}` })
      .first()
      .waitFor()

    await admin.goto('/admin/certifications')
    await admin.getByRole('heading', { name: '資格', level: 1 }).waitFor()
    await waitForHydration(admin)
    const certification = admin.getByTestId('admin-certification-form')
    await certification.getByRole('textbox', { name: /^名前/ }).fill(`ITストラテジスト${stamp}`)
    await certification.getByLabel('英語名', { exact: false }).fill('IT Strategist')
    await certification.getByLabel('分野').selectOption({ label: 'IT' })
    await certification.getByRole('button', { name: '追加する' }).click()
    await admin.getByText(`「ITストラテジスト${stamp}」を追加しました`).waitFor()
    await admin
      .getByTestId('admin-certification')
      .filter({ hasText: `ITストラテジスト${stamp}` })
      .first()
      .waitFor()
  })

  it('in English: an administrator places a job as a banner for a trigger word, which a visitor’s search then shows, and ends it', async () => {
    const base = platform.baseUrl()
    const jobs = await callApi<{ job_infos: { id: number; title: string }[] }>(
      'GET',
      '/api/v3/job_infos?per=1',
      { base },
    )
    const job = jobs.job_infos[0]!
    const admin = await browser.newPage({ baseUrl: base })
    await readInEnglish(admin)
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/banner_job_infos')
    await admin.getByRole('heading', { name: 'Banner jobs', level: 1 }).waitFor()
    await waitForHydration(admin)
    const stamp = Date.now().toString(36)
    const form = admin.getByTestId('admin-banner-form')
    await form.getByLabel('Job ID', { exact: false }).fill(String(job.id))
    await form.getByLabel('Transaction ID', { exact: false }).fill(`ad-${stamp}`)
    await form.getByLabel('Trigger words', { exact: false }).fill(`ＺＥＢＲＡ${stamp}、ゼブラ`)
    await form.getByRole('button', { name: 'Place' }).click()
    await admin.getByText(`The banner of transaction “ad-${stamp}” has been placed`).waitFor()
    const row = admin
      .getByTestId('admin-banner')
      .filter({ hasText: `ad-${stamp}` })
      .first()
    await row.getByText('Shown', { exact: true }).waitFor()

    // A visitor's search with the word in another width shows the job above the results.
    const visitor = await browser.newPage({ baseUrl: base })
    await visitor.goto(`/job_infos/search_results?keyword=zebra${stamp}`)
    await visitor.getByTestId('banner-jobs').getByText(job.title).first().waitFor()

    await admin
      .getByRole('button', { name: `End the banner of transaction “ad-${stamp}”` })
      .first()
      .click()
    await admin.getByRole('dialog').getByRole('button', { name: 'End' }).click()
    await admin.getByText(`The banner of transaction “ad-${stamp}” has ended`).waitFor()
    await visitor.reload()
    await visitor.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await visitor.getByTestId('banner-jobs').count()).toBe(0)
  })

  it('an administrator drafts an event, opens it, and a visitor finds it on the events page', async () => {
    const base = platform.baseUrl()
    const admin = await browser.newPage({ baseUrl: base })
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/events')
    await admin.getByRole('heading', { name: 'イベント', level: 1 }).waitFor()
    await waitForHydration(admin)
    const title = `外資系転職セミナー ${Date.now().toString(36)}`
    const form = admin.getByTestId('admin-event-form')
    await form.getByRole('button', { name: '作成する' }).click()
    await form.getByText('入力してください').first().waitFor()
    await form.getByRole('textbox', { name: /^タイトル/ }).fill(title)
    await form.getByLabel('会場').fill('東京・丸の内')
    await form.getByLabel(/^開始日時/).fill(`${tokyoDay(10)}T19:00`)
    await form.getByLabel('終了日時').fill(`${tokyoDay(10)}T18:00`)
    await form.getByLabel('状態').selectOption({ label: '下書き' })
    await form.getByRole('button', { name: '作成する' }).click()
    await form.getByText('開始日以降の日付を入力してください').waitFor()
    await form.getByLabel('終了日時').fill(`${tokyoDay(10)}T21:00`)
    await form.getByRole('button', { name: '作成する' }).click()
    await admin.getByText(`「${title}」を作成しました`).waitFor()

    const visitor = await browser.newPage({ baseUrl: base })
    await visitor.goto('/events')
    await visitor.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await visitor.getByText(title).count()).toBe(0)

    await admin
      .getByRole('button', { name: `「${title}」を編集` })
      .first()
      .click()
    const edit = admin.getByTestId('admin-event-form')
    await edit.getByLabel('状態').selectOption({ label: '公開中' })
    await edit.getByRole('button', { name: '保存する' }).click()
    await admin.getByText(`「${title}」を保存しました`).waitFor()
    await visitor.reload()
    await visitor.getByText(title).first().waitFor()
  })

  it('in English: an administrator creates a special event with a session and opens it; a visitor finds the session at its address', async () => {
    const base = platform.baseUrl()
    const admin = await browser.newPage({ baseUrl: base })
    await readInEnglish(admin)
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD }, base)
    await admin.goto('/admin/special_events')
    await admin.getByRole('heading', { name: 'Special events', level: 1 }).waitFor()
    await waitForHydration(admin)
    const stamp = Date.now().toString(36)
    const name = `fair-${stamp}`
    const title = `Winter career fair ${stamp}`
    const form = admin.getByTestId('admin-special-event-group-form')
    await form.getByLabel('Address', { exact: false }).fill('Winter Fair')
    await form.getByRole('textbox', { name: /^Title/ }).fill(title)
    await form.getByLabel(/^Starts/).fill(`${tokyoDay(-1)}T00:00`)
    await form.getByLabel(/^Ends/).fill(`${tokyoDay(20)}T00:00`)
    await form.getByLabel('State').selectOption({ label: 'Open' })
    await form.getByRole('button', { name: 'Create' }).click()
    await form.getByText('Use lower-case letters, digits and hyphens').waitFor()
    await form.getByLabel('Address', { exact: false }).fill(name)
    await form.getByRole('button', { name: 'Create' }).click()
    await admin.getByText(`“${title}” has been created`).waitFor()

    await admin.getByRole('link', { name: title }).first().click()
    await admin.waitForURL((url) => /^\/admin\/special_events\/\d+$/.test(url.pathname))
    await admin.getByRole('heading', { name: title, level: 1 }).waitFor()
    await waitForHydration(admin)
    const session = admin.getByTestId('admin-special-event-form')
    await session.getByRole('textbox', { name: /^Title/ }).fill('Working at an investment bank')
    await session.getByLabel('Held online').check()
    await session.getByLabel(/^Starts/).fill(`${tokyoDay(10)}T19:00`)
    await session.getByLabel('State').selectOption({ label: 'Open' })
    await session.getByRole('button', { name: 'Create' }).click()
    await admin.getByText('“Working at an investment bank” has been created').waitFor()
    await admin
      .getByTestId('admin-special-event')
      .filter({ hasText: 'Working at an investment bank' })
      .first()
      .waitFor()

    const visitor = await browser.newPage({ baseUrl: base })
    await visitor.goto(`/special_events/${name}`)
    await visitor.getByText('Working at an investment bank').first().waitFor()
  })
})
