import { expect, it } from 'vitest'
import { DEMO, signInThroughPage } from '../support/accounts.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 375, height: 800 }

describeBrowser('the recruiter area shell', () => {
  const browser = useBrowser()

  it('a company recruiter finds the menu, the contract and the team on the dashboard', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    const menu = page.getByTestId('client-navigation')
    await menu.getByRole('link', { name: '求人管理' }).waitFor()
    // Videos belong to agent firms.
    expect(await menu.getByRole('link', { name: '動画管理' }).count()).toBe(0)
    expect(await menu.locator('[data-locked]').count()).toBe(0)

    expect(await page.getByTestId('contract-state').textContent()).toBe('契約中')
    // The platform's pickup notice leads to the notice.
    await page.getByTestId('client-note-pickup').getByRole('link').first().waitFor()
    expect(await page.getByTestId('contract-facts').textContent()).toContain('スタンダードプラン')
    const team = await page.getByTestId('managed-accounts').textContent()
    expect(team).toContain('佐藤 健太（あなた）')
    expect(team).toContain('鈴木 美咲')
    expect(team).toContain('小川 直樹')

    await readInEnglish(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    expect(await page.getByTestId('contract-state').textContent()).toBe('Active')
    await page
      .getByTestId('client-navigation')
      .getByRole('link', { name: 'Job management' })
      .waitFor()
  })

  it('a master reads the contract report: the months of the contract, the totals and the end', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await waitForHydration(page)
    await page.getByTestId('client-navigation').getByRole('link', { name: '契約レポート' }).click()
    await page.getByRole('heading', { name: '契約レポート', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/client/contract_report')

    // Last month is closed: no test sends a scout into it, so the page and the API agree.
    const report = (await (await page.request.get('/api/v3/client/contract_report')).json()) as {
      months: {
        month: string
        scouts_sent: number
        special_scouts_sent: number
        special_scouts_remaining: number
      }[]
    }
    expect(report.months.length).toBeGreaterThanOrEqual(6)
    const lastMonth = report.months[1]!
    const [year, month] = lastMonth.month.split('-').map(Number)
    const row = page.getByTestId(`contract-month-${lastMonth.month}`).first()
    const rowText = await row.textContent()
    expect(rowText).toContain(`${year}年${month}月`)
    expect(rowText).toContain(`${lastMonth.scouts_sent.toLocaleString('ja-JP')}通`)
    expect(rowText).toContain(`${lastMonth.special_scouts_sent}通 / 月30通`)
    expect(rowText).toContain(`${lastMonth.special_scouts_remaining}通`)
    expect(await page.getByTestId('contract-totals').textContent()).toContain('返信率')
    expect(await page.getByTestId('contract-end').textContent()).toMatch(
      /^ご契約は\d{4}年\d{1,2}月\d{1,2}日までです。/,
    )

    await readInEnglish(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Contract report', level: 1 }).waitFor()
    const monthName = new Date(Date.UTC(year!, month! - 1, 15)).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    })
    expect(
      await page.getByTestId(`contract-month-${lastMonth.month}`).first().textContent(),
    ).toContain(`${monthName} ${year}`)
    await page.getByText('After the contract end date').waitFor()
  })

  it('shows the menu and the page as the server sends them, before any script runs, once', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    const served = await browser.newPage({
      viewport: DESKTOP,
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    })
    await served.goto('/client/candidates/search_conditions')
    // The layout is loaded lazily in the browser; the server's page must not wait for a script
    // to show it, nor carry it a second time.
    await served
      .getByTestId('client-navigation')
      .getByRole('link', { name: '求人管理' })
      .waitFor({ timeout: 10_000 })
    await served.getByTestId('criteria-form').waitFor({ timeout: 10_000 })
    expect(await served.locator('[data-testid="criteria-form"]').count()).toBe(1)
  })

  it('an agent sees its videos in the menu; an ended contract says scouting has stopped', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, DEMO.agent)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.getByTestId('client-navigation').getByRole('link', { name: '動画管理' }).waitFor()

    const ended = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(ended, 'master@nextlink.example.com')
    await ended.waitForURL((url) => url.pathname === '/client/dashboard')
    expect(await ended.getByTestId('contract-state').textContent()).toBe('契約終了')
    await ended
      .getByText('契約期間が終了したため、スカウトの送信とリマインドは停止しています。')
      .waitFor()
  })

  it('a trial recruiter sees what it may not use, locked, and gets the toast when it follows it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, DEMO.trial)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await waitForHydration(page)
    const locked = page.getByTestId('client-navigation').locator('[data-locked]')
    await locked.first().waitFor()
    const notes = page
      .getByTestId('client-navigation')
      .getByRole('link', { name: /運営からのお知らせ/ })
    expect(await notes.getAttribute('data-locked')).not.toBeNull()
    await notes.click()
    await page.getByTestId('toast').waitFor()
    expect(new URL(page.url()).pathname).toBe('/client/dashboard')
    expect(await page.getByTestId('toast').textContent()).toContain(
      'トライアルアカウントでは使用できません',
    )
  })

  it("keeps the server's page as it hydrates: nothing of the recruiter's layout is drawn again", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await signInThroughPage(page, DEMO.companyNormal)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    // From the first byte of the next load on, any header or main element taken out of the page.
    await page.addInitScript(() => {
      const removed: string[] = []
      Object.assign(window, { removedWhileLoading: removed })
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.matches('header, main, :has(header, main)')) {
              removed.push(node.tagName)
            }
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await waitForHydration(page)
    await page.getByTestId('client-menu-button').click()
    await page
      .getByTestId('client-navigation')
      .getByRole('link', { name: 'ダッシュボード' })
      .waitFor()
    expect(
      await page.evaluate(
        () => (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading,
      ),
    ).toEqual([])
  })

  it('on a phone the menu opens from the header and the account menu leads to the password page', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await signInThroughPage(page, DEMO.companyNormal)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await waitForHydration(page)
    // No column beside the page on a phone, and nothing wider than the screen.
    expect(await page.getByTestId('client-navigation').isVisible()).toBe(false)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await page.getByTestId('client-menu-button').click()
    await page
      .getByTestId('client-navigation')
      .getByRole('link', { name: 'ダッシュボード' })
      .waitFor()
    await page.keyboard.press('Escape')

    await page.getByTestId('current-user-name').click()
    await page.getByRole('menuitem', { name: 'パスワード変更' }).click()
    await page.waitForURL((url) => url.pathname === '/client/passwords/edit')
  })
})
