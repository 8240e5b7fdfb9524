import { randomUUID } from 'node:crypto'
import { SESSION_COOKIE } from '@kakehashi/contracts'
import { expect, it } from 'vitest'
import { createRecruiter, DEMO } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'

// Anonymous visitors' public pages are rendered once and kept for a short while (decision 021);
// what a visitor must notice is only that they are fast and never stale after a change, never
// someone else's, and that each answer's scripts still run under its own security policy.

interface Answer {
  status: number
  cache: string | null
  cacheControl: string | null
  vary: string
  policy: string
  html: string
}

async function get(path: string, cookie?: string): Promise<Answer> {
  const response = await fetch(new URL(path, baseUrl()), {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  })
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary') ?? '',
    policy: response.headers.get('content-security-policy') ?? '',
    html: await response.text(),
  }
}

/** The nonce the answer's policy allows, and the nonces its scripts carry. */
function nonces(answer: Answer) {
  const allowed = answer.policy.match(/'nonce-([^']+)'/)?.[1]
  const carried = new Set(
    [...answer.html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]),
  )
  return { allowed, carried: [...carried] }
}

async function signIn(email: string, password: string): Promise<string> {
  const session = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
    body: { email, password },
  })
  return session.auth_token
}

describeBrowser('page cache', () => {
  const browser = useBrowser()

  it('renders a public page once for anonymous visitors, each answer with its own nonce', async () => {
    await get('/companies')
    const first = await get('/companies')
    const second = await get('/companies')
    expect(first.status).toBe(200)
    expect([first.cache, second.cache]).toEqual(['hit', 'hit'])
    expect(first.cacheControl).toContain('public')
    expect(first.cacheControl).toContain('s-maxage=60')
    expect(first.vary.toLowerCase()).toContain('cookie')

    const [a, b] = [nonces(first), nonces(second)]
    expect(a.allowed).toBeTruthy()
    expect(a.carried).toEqual([a.allowed])
    expect(b.carried).toEqual([b.allowed])
    expect(a.allowed).not.toBe(b.allowed)
    // Apart from the nonce, the kept page is the rendered one.
    expect(first.html.replaceAll(a.allowed as string, '')).toBe(
      second.html.replaceAll(b.allowed as string, ''),
    )
  })

  it('keeps each language apart, and never keeps or shares a signed-in page', async () => {
    await get('/companies', 'i18n_redirected=en')
    const english = await get('/companies', 'i18n_redirected=en')
    const japanese = await get('/companies')
    expect(english.cache).toBe('hit')
    expect(english.html).toContain('<html lang="en"')
    expect(japanese.html).toContain('<html lang="ja"')

    const token = await signIn(DEMO.candidate, 'kakehashi-demo')
    const mine = await get('/companies', `${SESSION_COOKIE}=${token}`)
    expect(mine.status).toBe(200)
    expect(mine.cache).toBeNull()
    expect(mine.cacheControl).toBe('private, no-store')
    const anonymous = await get('/companies')
    expect(anonymous.cacheControl).toContain('public')
  })

  it('shows a recruiter’s change to anonymous visitors at once, in a real browser', async () => {
    const recruiter = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
    const token = await signIn(recruiter.email, recruiter.password)
    const jobTypes = await callApi<{ job_types: { id: number }[] }>(
      'GET',
      '/api/v3/client/job_types',
      { token },
    )
    const children = await callApi<{ job_types: { id: number }[] }>(
      'GET',
      `/api/v3/client/job_types/children?parent_ids=${jobTypes.job_types[0]?.id}`,
      { token },
    )
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10)
    const title = `キャッシュ確認 経理 ${randomUUID().slice(0, 8)}`
    const job = await callApi<{ id: number; public_path: string }>(
      'POST',
      '/api/v3/client/job_infos',
      {
        token,
        body: {
          client_request_id: randomUUID(),
          title,
          position: 'マネージャー',
          division: '財務経理部',
          industry_id: 1,
          job_type_ids: [children.job_types[0]?.id],
          prefecture_id: 13,
          work_place_description: '東京都港区',
          salary_min: 800,
          salary_max: 1200,
          salary_display_option: 'annual_income_or_more',
          salary_supplement: '',
          job_description: '連結決算と開示業務の取りまとめ',
          attraction: '',
          requirement: '連結決算の実務経験',
          welcome_skill: '',
          employment_selection: '面接2回',
          employment_type: 'full_time',
          duties_change_scope: '会社の定める業務',
          workplace_change_scope: '会社の定める事業所',
          contract_renewal_limit: '',
          job_info_tag_ids: [],
          recruitment_start_on: day(-1),
          recruitment_end_on: day(60),
          outer_link: '',
          status: 'open',
        },
      },
    )

    const page = await browser.newPage()
    await page.goto(job.public_path)
    await waitForHydration(page)
    await page.locator('h1', { hasText: title }).waitFor()
    expect((await get(job.public_path)).cache).toBe('hit')

    await callApi('POST', `/api/v3/client/job_infos/${job.id}/close`, { token })
    const closed = await page.goto(job.public_path)
    expect(closed?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
  })
})
