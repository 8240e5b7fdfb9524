import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createCandidate, signInThroughPage } from '../support/accounts.ts'
import { seriousViolations } from '../support/axe.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'

/** The id in /companies/{id} or /agents/{id}/... of the current page. */
function idInPath(page: Page): number {
  return Number(new URL(page.url()).pathname.split('/')[2])
}

async function followerCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('company-follower-count').textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, ''))
}

async function isFollowing(page: Page): Promise<boolean> {
  return (await page.getByTestId('follow-button').getAttribute('data-following')) === 'true'
}

/**
 * Waits until the list on screen is exactly these records, in this order: the address changes a
 * moment before a client-side navigation renders the new list.
 */
async function cardsShown(
  page: Page,
  testId: string,
  idAttribute: string,
  records: readonly { id: number }[],
) {
  const expected = records.map((record) => String(record.id))
  await page.waitForFunction(
    ([selector, attribute, ids]) =>
      JSON.stringify(
        [...document.querySelectorAll(selector)].map((card) => card.getAttribute(attribute)),
      ) === JSON.stringify(ids),
    [`[data-testid="${testId}"]`, idAttribute, expected] as const,
  )
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  return (await response.json()) as T
}

describeBrowser('companies and agents', () => {
  const browser = useBrowser()

  it('a visitor browses companies, signs in to follow one, follows and unfollows it', async () => {
    const page = await browser.newPage()
    await page.goto('/companies')
    await page.getByRole('heading', { level: 1, name: '企業一覧' }).waitFor()
    expect(await page.getByTestId('company-card').count()).toBeGreaterThan(1)

    // Narrowing by industry keeps only companies of that industry.
    await waitForHydration(page)
    const industry = page.getByLabel('業種')
    await industry.selectOption({ index: 1 })
    const industryName = (await industry.locator('option:checked').textContent())?.trim() ?? ''
    await page.getByRole('button', { name: '検索する' }).click()
    await page.waitForURL((url) => url.searchParams.has('industryIds'))
    const industryId = Number(new URL(page.url()).searchParams.get('industryIds'))
    const filtered = await apiJson<{ companies: { id: number }[] }>(
      page,
      `/api/v3/companies?industry_ids=${industryId}`,
    )
    expect(filtered.companies.length).toBeGreaterThan(0)
    await cardsShown(page, 'company-card', 'data-company-id', filtered.companies)
    const cards = page.getByTestId('company-card')
    for (const card of await cards.all()) {
      expect(await card.textContent()).toContain(industryName)
    }

    const firstLink = cards.first().getByRole('heading').getByRole('link')
    const companyName = (await firstLink.textContent()) ?? ''
    await firstLink.click()
    await page.waitForURL(/\/companies\/\d+$/)
    await page.getByTestId('company-detail').waitFor()
    const companyId = idInPath(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(companyName)
    expect(await page.getByTestId('company-facts').textContent()).toContain(industryName)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/companies/${companyId}`,
    )
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: companyName })

    // Following needs a candidate: the visitor is sent to sign in and brought back.
    await waitForHydration(page)
    await page.getByTestId('follow-sign-in').click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(`/companies/${companyId}`)
    const candidate = await createCandidate()
    await signInThroughPage(page, candidate.email, candidate.password)
    await page.waitForURL((url) => url.pathname === `/companies/${companyId}`)
    await page.getByTestId('follow-button').waitFor()
    await waitForHydration(page)
    expect(await isFollowing(page)).toBe(false)
    const before = await followerCount(page)

    await page.getByTestId('follow-button').click()
    await page.getByTestId('follow-state').waitFor()
    await page.getByTestId('follow-message').filter({ hasText: 'フォローしました' }).waitFor()
    expect(await isFollowing(page)).toBe(true)
    expect(await page.getByTestId('follow-button').textContent()).toBe('フォローを解除する')
    expect(await followerCount(page)).toBe(before + 1)

    await page.reload()
    await waitForHydration(page)
    expect(await isFollowing(page)).toBe(true)
    expect(await page.getByTestId('follow-state').textContent()).toBe('フォロー中')

    await page.getByTestId('follow-button').click()
    await page.getByTestId('follow-message').filter({ hasText: 'フォローを解除しました' }).waitFor()
    expect(await isFollowing(page)).toBe(false)
    expect(await page.getByTestId('follow-state').count()).toBe(0)
    expect(await followerCount(page)).toBe(before)

    await page.reload()
    await waitForHydration(page)
    expect(await isFollowing(page)).toBe(false)
    expect(await page.getByTestId('follow-button').textContent()).toBe('フォローする')
  })

  it('suggests company names while a keyword is typed and opens the chosen company', async () => {
    const page = await browser.newPage()
    await page.goto('/companies')
    await waitForHydration(page)
    const target = page.getByTestId('company-card').nth(1)
    const targetId = Number(await target.getAttribute('data-company-id'))
    const name = (await target.getByRole('heading').textContent()) ?? ''
    const box = page.getByLabel('キーワード')
    // The start of the name as a person types it, without the legal form many names share.
    const typed = Array.from(name.replace(/^(株式会社|合同会社|有限会社)/, ''))
      .slice(0, 4)
      .join('')
    await box.pressSequentially(typed)
    const option = page.getByRole('listbox').getByRole('option', { name, exact: true })
    await option.waitFor()
    expect(await page.getByRole('listbox').getByRole('option').count()).toBeLessThanOrEqual(10)
    await option.click()
    await page.waitForURL((url) => url.pathname === `/companies/${targetId}`)
    await page.getByTestId('company-detail').waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name)
  })

  it('a visitor opens an agent and reads its evaluations, jobs and columns tabs', async () => {
    const page = await browser.newPage()
    await page.goto('/agents')
    await page.getByRole('heading', { level: 1, name: '転職エージェント一覧' }).waitFor()
    // An agent of the first page with something in every tab, so each tab has content to show.
    type AgentCounts = {
      id: number
      name: string
      evaluation_count: number
      public_job_count: number
      column_count: number
    }
    const listed = await apiJson<{ agents: { id: number }[] }>(page, '/api/v3/agents')
    let agent: AgentCounts | undefined
    for (const { id } of listed.agents) {
      const detail = await apiJson<AgentCounts>(page, `/api/v3/agents/${id}`)
      if (detail.evaluation_count > 0 && detail.public_job_count > 0 && detail.column_count > 0) {
        agent = detail
        break
      }
    }
    if (!agent) throw new Error('The demo data has no agent with evaluations, jobs and columns')
    const card = page.locator(`[data-testid="agent-card"][data-agent-id="${agent.id}"]`)
    await card.getByTestId('agent-rating').waitFor()
    expect(await card.getByRole('img', { name: /5点満点中/ }).count()).toBe(1)
    await waitForHydration(page)
    await card.getByRole('heading').getByRole('link').click()
    await page.waitForURL(/\/agents\/\d+$/)
    await page.getByTestId('agent-detail').waitFor()
    const agentId = idInPath(page)
    expect(agentId).toBe(agent.id)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(agent.name)
    // The default tab is the overview: the agent's own words and the latest evaluations.
    expect(await page.getByTestId('agent-tab-overview').getAttribute('aria-selected')).toBe('true')
    await page.getByTestId('agent-overview').getByTestId('agent-evaluation').first().waitFor()

    await waitForHydration(page)
    await page.getByTestId('agent-tab-evaluations').click()
    await page.waitForURL((url) => url.pathname === `/agents/${agentId}/evaluations`)
    const panel = page.getByTestId('agent-evaluations-panel')
    await panel.waitFor()
    expect(await page.getByTestId('agent-tab-evaluations').getAttribute('aria-selected')).toBe(
      'true',
    )
    const evaluations = panel.getByTestId('agent-evaluation')
    expect(await evaluations.count()).toBe(Math.min(agent.evaluation_count, 10))
    const first = evaluations.first()
    expect(await first.getByRole('img', { name: /5点満点中\d点/ }).count()).toBe(1)
    expect((await first.getByRole('heading').textContent())?.length).toBeGreaterThan(0)
    expect(await first.textContent()).toMatch(/年代: \d0代/)
    const bars = panel.getByTestId('rating-bar')
    expect(await bars.count()).toBe(5)
    let total = 0
    for (const bar of await bars.all()) total += Number(await bar.getAttribute('data-count'))
    expect(total).toBe(agent.evaluation_count)
    // Each tab is its own server-rendered page with its own canonical address.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/agents/${agentId}/evaluations`,
    )

    await page.getByTestId('agent-tab-jobs').click()
    await page.waitForURL((url) => url.pathname === `/agents/${agentId}/jobs`)
    await page.getByTestId('agent-jobs-panel').waitFor()
    expect(await page.getByTestId('job-info-card').count()).toBe(
      Math.min(agent.public_job_count, 10),
    )

    await page.getByTestId('agent-tab-columns').click()
    await page.waitForURL((url) => url.pathname === `/agents/${agentId}/columns`)
    await page.getByTestId('agent-columns-panel').waitFor()
    expect(await page.getByTestId('column-card').count()).toBe(Math.min(agent.column_count, 12))

    // A tab opened directly renders on the server with the same content.
    const direct = await browser.newPage()
    const response = await direct.goto(`/agents/${agentId}/evaluations`)
    expect(response?.status()).toBe(200)
    expect(await direct.getByTestId('agent-evaluation').count()).toBe(
      Math.min(agent.evaluation_count, 10),
    )
  })

  it('a visitor searches agents by specialist industry', async () => {
    const page = await browser.newPage()
    await page.goto('/agents/search')
    await waitForHydration(page)
    const group = page.getByRole('group', { name: '得意業種' })
    const option = group.getByRole('checkbox').first()
    await option.check()
    await page.getByRole('button', { name: '検索する' }).click()
    await page.waitForURL((url) => url.searchParams.has('industryIds'))
    const industryId = Number(new URL(page.url()).searchParams.get('industryIds'))
    const expected = await apiJson<{ agents: { id: number }[] }>(
      page,
      `/api/v3/agents?industry_ids=${industryId}`,
    )
    const all = await apiJson<{ pagination: { total_count: number } }>(page, '/api/v3/agents')
    expect(expected.agents.length).toBeGreaterThan(0)
    expect(expected.agents.length).toBeLessThan(all.pagination.total_count)
    await cardsShown(page, 'agent-card', 'data-agent-id', expected.agents)
    expect(
      await page.getByRole('group', { name: '得意業種' }).getByRole('checkbox').first().isChecked(),
    ).toBe(true)
  })

  it('reads a company and an agent in English on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto('/companies')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor()
    const link = page.getByTestId('company-card').first().getByRole('heading').getByRole('link')
    const name = (await link.textContent()) ?? ''
    await waitForHydration(page)
    await link.click()
    await page.waitForURL(/\/companies\/\d+$/)
    await page.getByTestId('company-detail').waitFor()
    const companyId = idInPath(page)
    const company = await apiJson<{ name: string; name_en: string | null }>(
      page,
      `/api/v3/companies/${companyId}`,
    )
    expect(name).toBe(company.name_en ?? company.name)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name)
    await page.getByRole('heading', { level: 2, name: 'Company facts' }).waitFor()
    expect(await page.getByTestId('follow-sign-in').textContent()).toBe('Sign in to follow')
    expect(await page.title()).toContain(`${name}: company profile and jobs`)
    // The page's own content fits the phone's width.
    const detail = await page.getByTestId('company-detail').boundingBox()
    expect(detail?.width).toBeLessThanOrEqual(375)

    await page.goto('/agents')
    const agentLink = page.getByTestId('agent-card').first().getByRole('heading').getByRole('link')
    await waitForHydration(page)
    await agentLink.click()
    await page.waitForURL(/\/agents\/\d+$/)
    await page.getByTestId('agent-detail').waitFor()
    await page.getByTestId('agent-tab-evaluations').click()
    await page.waitForURL(/\/agents\/\d+\/evaluations$/)
    await page.getByTestId('agent-evaluations-panel').waitFor()
    await page.getByRole('heading', { level: 2, name: /^Reviews/ }).waitFor()
    expect(
      await page
        .getByTestId('agent-evaluation')
        .first()
        .getByRole('img', { name: /out of 5/ })
        .count(),
    ).toBe(1)
    expect(await page.getByTestId('agent-evaluation').first().textContent()).toMatch(/Age: \d0s/)
  })

  it('the company and agent pages have no serious accessibility problems', async () => {
    const probe = await browser.newPage()
    const companies = await apiJson<{ companies: { id: number }[] }>(probe, '/api/v3/companies')
    const agents = await apiJson<{ agents: { id: number }[] }>(probe, '/api/v3/agents')
    const companyId = companies.companies[0]?.id
    const agentId = agents.agents[0]?.id
    // Each page once, half of them at a phone's width, to keep the suite quick.
    const pages: [string, number][] = [
      ['/companies', 1280],
      [`/companies/${companyId}`, 375],
      ['/agents', 375],
      ['/agents/search', 1280],
      [`/agents/${agentId}`, 1280],
      [`/agents/${agentId}/evaluations`, 375],
    ]
    for (const [path, width] of pages) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await waitForHydration(page)
      expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([])
      await page.close()
    }
  })
})
