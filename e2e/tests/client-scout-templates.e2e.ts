import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  type BrowserSession,
  describeBrowser,
  horizontalOverflow,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'
import { field, problemOf, toast } from '../support/forms.ts'

// The organisation's scout templates (/client/scout_templates, its form and each template's
// page): written with variables picked into the subject and body, refused with the variables'
// own messages, previewed for a sample candidate, listed by type, edited and deleted; shared by
// the organisation and by no one else.

interface TemplateAnswer {
  id: number
  template_type: 'normal' | 'remind'
  name: string
  mail_subject: string
  body: string
}

/** A recruiter of its own, signed in on a new page: of a company, or of an agent firm. */
async function recruiterPage(
  browser: BrowserSession,
  options: {
    roleType?: 'CompanyUser' | 'Agent'
    ownOrganisation?: boolean
    viewport?: { width: number; height: number }
  } = {},
): Promise<{ page: Page; token: string }> {
  const account = await createRecruiter({
    roleType: options.roleType ?? 'CompanyUser',
    ownOrganisation: options.ownOrganisation ?? false,
  })
  const page = await browser.newPage(options.viewport ? { viewport: options.viewport } : {})
  const token = await signInWithApi(page, account)
  return { page, token }
}

const listTemplates = async (token: string) =>
  (
    await callApi<{ scout_templates: TemplateAnswer[] }>('GET', '/api/v3/client/scout_templates', {
      token,
    })
  ).scout_templates

const readTemplate = (token: string, id: number) =>
  callApi<TemplateAnswer>('GET', `/api/v3/client/scout_templates/${id}`, { token })

/** The template's row in the layout on screen (before hydration the server sends both). */
const rowOf = (page: Page, name: string) =>
  page.locator('[data-testid="scout-template-row"]').filter({ hasText: name, visible: true })

/** A variable of the picker, by the name it shows. */
const variableButton = (page: Page, picker: string, name: string) =>
  page.getByRole('group', { name: picker }).getByRole('button', { name: new RegExp(`^${name}`) })

const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 1_000_000}`

const idFrom = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop())

describeBrowser('recruiter scout templates', () => {
  const browser = useBrowser()

  it('writes a template with picked variables, refuses bad ones, previews, lists, edits and deletes it', async () => {
    const { page, token } = await recruiterPage(browser)
    await page.goto('/client/scout_templates')
    await page.getByRole('heading', { level: 1, name: 'スカウトテンプレート' }).waitFor()
    expect(await page.title()).toContain('スカウトテンプレート')
    await waitForHydration(page)
    // The menu leads here.
    expect(
      await page
        .getByTestId('client-navigation')
        .getByRole('link', { name: 'スカウトテンプレート' })
        .getAttribute('href'),
    ).toBe('/client/scout_templates')

    await page.getByRole('link', { name: 'テンプレートを作成' }).first().click()
    await page.waitForURL('**/client/scout_templates/new')
    await page.getByRole('heading', { level: 1, name: 'スカウトテンプレートを作成' }).waitFor()
    await waitForHydration(page)
    expect(await field(page, '種類').inputValue()).toBe('normal')

    // An unknown variable in the subject and a malformed one in the body: each field says which.
    const name = uniqueName('経理マネージャー 初回スカウト')
    await field(page, 'テンプレート名').fill(name)
    await field(page, '件名').fill('{{name}}様へのご案内')
    await field(page, '本文').fill('はじめまして。{{ scout_title }}')
    await page.getByRole('button', { name: '作成する' }).click()
    await page.getByTestId('form-problem').filter({ hasText: '入力内容に問題があります' }).waitFor()
    expect(await problemOf(page, '件名')).toBe('変数（{{name}}）は使用できません')
    expect(await problemOf(page, '本文')).toBe('変数の記述に誤りがあります')
    // Triple braces are refused with a message of their own.
    await field(page, '件名').fill('{{{company_name}}}のご案内')
    await field(page, '本文').fill('はじめまして。')
    await page.getByRole('button', { name: '作成する' }).click()
    await page.getByTestId('form-problem').waitFor()
    expect(await problemOf(page, '件名')).toBe('波括弧を3つ続けて使用することはできません')
    expect(await problemOf(page, '本文')).not.toContain('変数')
    expect((await listTemplates(token)).filter((template) => template.name === name)).toHaveLength(
      0,
    )

    // The picker writes at the cursor of the field that last had the focus.
    const picker = '変数を挿入'
    const subject = field(page, '件名')
    await subject.fill('からのご案内')
    await subject.focus()
    await page.keyboard.press('Home')
    await page.getByTestId('scout-template-variable-target').getByText('挿入先：件名').waitFor()
    await variableButton(page, picker, '企業名').click()
    expect(await subject.inputValue()).toBe('{{company_name}}からのご案内')

    const body = field(page, '本文')
    await body.fill('様\n\nはじめまして。\n')
    await body.focus()
    await page.keyboard.press('ControlOrMeta+Home')
    await page.getByTestId('scout-template-variable-target').getByText('挿入先：本文').waitFor()
    await variableButton(page, picker, '求職者名').click()
    await body.focus()
    await page.keyboard.press('ControlOrMeta+End')
    await variableButton(page, picker, 'スカウト本文').click()
    // The body has the focus back, the cursor after the variable.
    await page.keyboard.type('\n{{position_name}}のポジションでお待ちしています。')
    const written =
      '{{job_seeker_name}}様\n\nはじめまして。\n{{scout_body}}\n{{position_name}}のポジションでお待ちしています。'
    expect(await body.inputValue()).toBe(written)

    // The preview fills each variable for a sample candidate and says the name is a sample.
    const preview = page.getByTestId('scout-template-preview')
    expect(await preview.getByTestId('scout-template-preview-subject').textContent()).toBe(
      '株式会社サンプル商事からのご案内',
    )
    const previewBody = await preview.getByTestId('scout-template-preview-body').innerText()
    expect(previewBody).toContain('山田 太郎様\n\nはじめまして。')
    expect(previewBody).toContain('経理マネージャーのポジションでお待ちしています。')
    expect(previewBody).not.toContain('{{')
    expect(await preview.getByTestId('scout-template-preview-name-note').textContent()).toContain(
      '実際の氏名は、スカウトが求職者に届いた時点で差し込まれます',
    )

    // The first answer is lost on its way back: sent again, the same draft makes one template.
    let lost = false
    await page.route('**/api/v3/client/scout_templates', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue()
      lost = true
      await route.fetch()
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internalError', message: 'lost' } }),
      })
    })
    await page.getByRole('button', { name: '作成する' }).click()
    await page.getByTestId('form-problem').waitFor()
    expect(lost).toBe(true)
    await page.getByRole('button', { name: '作成する' }).click()
    await page.waitForURL((url) => /^\/client\/scout_templates\/\d+$/.test(url.pathname))
    await toast(page, 'スカウトテンプレートを作成しました')
    await page.unroute('**/api/v3/client/scout_templates')
    const id = idFrom(page)
    expect((await listTemplates(token)).filter((template) => template.name === name)).toEqual([
      expect.objectContaining({
        id,
        template_type: 'normal',
        mail_subject: '{{company_name}}からのご案内',
        body: written,
      }),
    ])

    // Its page: the fields as written, line breaks kept, and the preview.
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await waitForHydration(page)
    const facts = page.getByTestId('scout-template-facts')
    expect(await facts.getByText('通常', { exact: true }).count()).toBe(1)
    expect(await page.getByTestId('scout-template-subject').textContent()).toBe(
      '{{company_name}}からのご案内',
    )
    expect(await page.getByTestId('scout-template-body').innerText()).toBe(written)
    expect(await page.getByTestId('scout-template-preview-body').innerText()).toContain(
      '山田 太郎様',
    )

    // Listed with its type in words, and found by its type only.
    await page.getByRole('link', { name: 'スカウトテンプレート一覧へ戻る' }).click()
    await page.waitForURL((url) => url.pathname === '/client/scout_templates')
    const row = rowOf(page, name)
    await row.waitFor()
    expect(await row.getByTestId('scout-template-type').textContent()).toBe('通常')
    expect(await row.getByTestId('scout-template-row-subject').textContent()).toBe(
      '{{company_name}}からのご案内',
    )
    await page.getByTestId('scout-template-tab-remind').first().click()
    await page.waitForURL((url) => url.searchParams.get('template_type') === 'remind')
    await page.getByRole('heading', { level: 1, name: 'スカウトテンプレート' }).waitFor()
    await expect.poll(() => rowOf(page, name).count()).toBe(0)
    await page.getByTestId('scout-template-tab-normal').first().click()
    await page.waitForURL((url) => url.searchParams.get('template_type') === 'normal')
    await rowOf(page, name).waitFor()

    // Edited from the list: a reminder now, under a new name.
    await rowOf(page, name)
      .getByRole('link', { name: `「${name}」を編集` })
      .click()
    await page.waitForURL(`**/client/scout_templates/${id}/edit`)
    await page.getByRole('heading', { level: 1, name: 'スカウトテンプレートを編集' }).waitFor()
    await waitForHydration(page)
    expect(await field(page, '本文').inputValue()).toBe(written)
    const renamed = `${name} リマインド`
    await field(page, '種類').selectOption('remind')
    await field(page, 'テンプレート名').fill(renamed)
    await page.getByRole('button', { name: '変更を保存する' }).click()
    await page.waitForURL(`**/client/scout_templates/${id}`)
    await toast(page, 'スカウトテンプレートを保存しました')
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor()
    expect(await page.getByTestId('scout-template-type').textContent()).toBe('リマインド')
    expect(await readTemplate(token, id)).toMatchObject({ name: renamed, template_type: 'remind' })

    // Nobody outside the organisation opens it: an agent firm's recruiter gets the 404 page.
    const stranger = await recruiterPage(browser, { roleType: 'Agent' })
    for (const path of [`/client/scout_templates/${id}`, `/client/scout_templates/${id}/edit`]) {
      expect((await stranger.page.goto(path))?.status(), path).toBe(404)
      expect(await stranger.page.getByTestId('not-found-path').textContent()).toBe(
        `Page Not Found: ${path}`,
      )
    }

    // Deleted after a confirmation; the list no longer has it.
    await waitForHydration(page)
    await page.getByRole('button', { name: '削除', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'スカウトテンプレートを削除しますか？' })
    await confirm.getByText(`「${renamed}」を削除します。この操作は取り消せません。`).waitFor()
    await confirm.getByRole('button', { name: '削除する' }).click()
    await page.waitForURL((url) => url.pathname === '/client/scout_templates')
    await toast(page, 'スカウトテンプレートを削除しました')
    await expect.poll(() => rowOf(page, renamed).count()).toBe(0)
    await expect(readTemplate(token, id)).rejects.toThrow(/answered 404/)
  })

  it('reads in English, from the empty list to a saved and deleted template', async () => {
    // An agent firm's recruiter in a firm of its own, whose list starts empty.
    const { page } = await recruiterPage(browser, { roleType: 'Agent', ownOrganisation: true })
    await writesInEnglish(page)
  })

  async function writesInEnglish(page: Page) {
    await readInEnglish(page)
    await page.goto('/client/scout_templates')
    await page.getByRole('heading', { level: 1, name: 'Scout templates' }).waitFor()
    await waitForHydration(page)
    const empty = page.getByTestId('scout-templates-empty')
    await empty.getByRole('heading', { name: 'No scout templates yet' }).waitFor()
    await empty.getByRole('link', { name: 'Create a template' }).click()
    await page.getByRole('heading', { level: 1, name: 'Create a scout template' }).waitFor()
    await waitForHydration(page)

    const name = uniqueName('Accounting manager first scout')
    await field(page, 'Template name').fill(name)
    await field(page, 'Subject').fill('A role for {{name}}')
    await field(page, 'Body').fill('Dear ')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page
      .getByTestId('form-problem')
      .filter({ hasText: 'There are problems in the input' })
      .waitFor()
    expect(await problemOf(page, 'Subject')).toBe('You cannot use variables ({{name}})')

    await field(page, 'Subject').fill('A role at ')
    await field(page, 'Subject').focus()
    await page.keyboard.press('End')
    await page.getByText('Inserts into: Subject').waitFor()
    await variableButton(page, 'Insert a variable', 'Company name').click()
    await field(page, 'Body').focus()
    await page.keyboard.press('ControlOrMeta+End')
    await variableButton(page, 'Insert a variable', 'Job seeker name').click()
    await page.keyboard.type(',\n\n')
    await variableButton(page, 'Insert a variable', 'Scout body').click()
    const body = 'Dear {{job_seeker_name}},\n\n{{scout_body}}'
    expect(await field(page, 'Body').inputValue()).toBe(body)

    const preview = page.getByTestId('scout-template-preview')
    await preview.getByRole('heading', { name: 'Preview' }).waitFor()
    expect(await preview.getByTestId('scout-template-preview-subject').textContent()).toBe(
      'A role at Sample Trading Co., Ltd.',
    )
    expect(await preview.getByTestId('scout-template-preview-body').innerText()).toContain(
      'Dear Taro Yamada,\n\n',
    )
    expect(await preview.getByTestId('scout-template-preview-name-note').textContent()).toContain(
      'filled in only when the scout reaches the candidate',
    )

    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.waitForURL((url) => /^\/client\/scout_templates\/\d+$/.test(url.pathname))
    await toast(page, 'Scout template created')
    await page.getByRole('heading', { level: 1, name }).waitFor()
    const id = idFrom(page)
    expect(await page.getByTestId('scout-template-type').textContent()).toBe('Normal')
    expect(await page.getByTestId('scout-template-body').innerText()).toBe(body)
    await page.getByRole('button', { name: 'Delete', exact: true }).waitFor()
    await page.getByRole('link', { name: 'Edit', exact: true }).waitFor()

    await page.getByRole('link', { name: 'Back to scout templates' }).click()
    await page.waitForURL((url) => url.pathname === '/client/scout_templates')
    const row = rowOf(page, name)
    await row.waitFor()
    expect(await row.getByTestId('scout-template-type').textContent()).toBe('Normal')
    expect(await page.getByTestId('scout-templates-count').textContent()).toBe('1 template')

    // A company's recruiter, of another organisation, gets the 404 page.
    const stranger = await recruiterPage(browser)
    expect((await stranger.page.goto(`/client/scout_templates/${id}`))?.status()).toBe(404)

    // Deleted from its page, in English too; the list is empty again.
    await row.getByRole('link', { name, exact: true }).click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this scout template?' })
    await confirm.getByText(`"${name}" will be deleted. This cannot be undone.`).waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/client/scout_templates')
    await toast(page, 'Scout template deleted')
    await page.getByTestId('scout-templates-empty').waitFor()
  }

  it('the list, the form and a template’s page pass axe and fit phone and desktop screens', async () => {
    const found: string[] = []
    for (const width of [1280, 375]) {
      const { page, token } = await recruiterPage(browser, { viewport: { width, height: 900 } })
      const template = await callApi<TemplateAnswer>('POST', '/api/v3/client/scout_templates', {
        token,
        body: {
          template_type: 'remind',
          name: uniqueName(
            '経理・財務マネージャー候補（連結決算・IFRS・英語）向けリマインド東京・大阪',
          ),
          mail_subject:
            '{{company_name}}より：{{position_name}}のポジションについて改めてご連絡いたしました',
          body: '{{job_seeker_name}}様\n\n先日お送りしたスカウトについて、改めてご連絡いたしました。\n{{scout_body}}\n\nhttps://example.com/very/long/address/that/should/wrap/on/a/phone/screen/without/overflowing',
        },
      })
      for (const path of [
        '/client/scout_templates',
        '/client/scout_templates/new',
        `/client/scout_templates/${template.id}`,
        `/client/scout_templates/${template.id}/edit`,
      ]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await waitForHydration(page)
        await page.locator('h1').waitFor()
        const overflow = await horizontalOverflow(page)
        expect(overflow, `${width}px ${path} overflows`).toBeLessThanOrEqual(0)
        found.push(
          ...(await seriousViolations(page)).map((problem) => `${width}px ${path} ${problem}`),
        )
      }
    }
    expect(found).toEqual([])
  })
})
