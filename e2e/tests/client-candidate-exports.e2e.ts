import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { createRecruiter, DEMO, findMailedLink, signInThroughPage } from '../support/accounts.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

const DESKTOP = { width: 1280, height: 900 }
const DOWNLOAD_PATH = '/client/scouts/download'

describeBrowser('the CSV export of matched candidates', () => {
  const browser = useBrowser()

  it('a master asks for an export, follows it until it is written and downloads it after the mail', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await waitForHydration(page)
    await page
      .getByTestId('client-navigation')
      .getByRole('link', { name: '候補者データのダウンロード' })
      .click()
    await page.getByRole('heading', { name: '候補者データのダウンロード', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(DOWNLOAD_PATH)
    await waitForHydration(page)

    await page.getByTestId('export-request').click()
    expect(await page.getByTestId('toast').textContent()).toContain('CSVの作成を開始しました')
    // The new export is listed at once, then written while the page watches (no reload).
    const row = page.locator('tr[data-state]').first()
    await row.waitFor()
    await page.locator('tr[data-state="done"]').first().waitFor({ timeout: 30_000 })
    const rowText = await page.locator('tr[data-state="done"]').first().textContent()
    expect(rowText).toContain('完了')
    expect(rowText).toMatch(/\d+件/)

    // The mail says it is ready and leads here.
    expect(await findMailedLink(DEMO.companyMaster, DOWNLOAD_PATH)).toBe(DOWNLOAD_PATH)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator('tr[data-state="done"]')
        .first()
        .getByRole('link', { name: 'ダウンロード' })
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^マッチした候補者_\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile((await download.path())!)
    // UTF-8 with a byte-order mark, as Excel on a Japanese Windows machine needs it.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [heading, ...rows] = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
    expect(heading).toContain('氏名')
    expect(heading).toContain('メールアドレス')
    expect(rows.length).toBeGreaterThan(0)

    await readInEnglish(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Candidate data download', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Create CSV' }).waitFor()
    expect(await page.locator('tr[data-state="done"]').first().textContent()).toContain('Ready')
  })

  it('a normal account reads why it cannot export, in both languages', async () => {
    const account = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, account.email, account.password)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.goto(DOWNLOAD_PATH)
    expect(await page.getByTestId('export-refused').textContent()).toBe(
      'このアカウントではダウンロードできません。管理者アカウントの方にご確認ください。',
    )
    expect(await page.getByTestId('export-request').count()).toBe(0)

    await readInEnglish(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Candidate data download', level: 1 }).waitFor()
    expect(await page.getByTestId('export-refused').textContent()).toBe(
      'Download is not available for this account. Please check with your administrative account holder.',
    )
  })
})
