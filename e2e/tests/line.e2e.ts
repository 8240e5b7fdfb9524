import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCandidate, newCandidatePage, signInWithApi } from '../support/accounts.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'
import { usePrivatePlatform } from '../support/private-platform.ts'

const CHANNEL_ID = '1650000001'

describeBrowser('LINE account linking', () => {
  const browser = useBrowser()
  let provider: OAuth2Server

  beforeAll(async () => {
    // A real OpenID provider on loopback stands in for LINE; it approves every request.
    provider = new OAuth2Server()
    await provider.issuer.keys.generate('RS256')
    await provider.start(0, '127.0.0.1')
    provider.service.on('beforeTokenSigning', (token) => {
      token.payload.sub = 'U00000000000000000000000000e2e01'
      token.payload.aud = CHANNEL_ID
    })
  })

  afterAll(async () => {
    await provider?.stop()
  })

  // Its own platform: the LINE settings point at the provider started above.
  const platform = usePrivatePlatform(() => ({
    LINE_CHANNEL_ID: CHANNEL_ID,
    LINE_CHANNEL_SECRET: 'e2e-line-channel-secret',
    LINE_ISSUER: provider.issuer.url as string,
  }))

  it('links a LINE account from the settings page and unlinks it again', async () => {
    const base = platform.baseUrl()
    const candidate = await createCandidate({ base })
    const page = await browser.newPage({ baseUrl: base })
    await signInWithApi(page, candidate, base)

    await page.goto(`${base}/setting/line/unlink`)
    await page.getByText('LINEアカウントは連携されていません。').waitFor()

    await page.getByRole('link', { name: 'LINEアカウントを連携する' }).click()
    await page.waitForURL(/\/users\/auth\/line\/success\?result=linked/)
    await page.getByRole('heading', { name: 'LINEアカウントを連携しました' }).waitFor()

    await page.getByRole('link', { name: '続ける' }).click()
    await page.waitForURL(`${base}/setting/line/unlink`)
    await page.getByText('LINEアカウントと連携しています。').waitFor()

    // Signing in with the linked LINE account: this new candidate has saved no registration step
    // yet, so it continues at the first.
    const lineSignIn = await browser.newPage({ baseUrl: base })
    await lineSignIn.goto(`${base}/login`)
    await lineSignIn.getByRole('link', { name: 'LINEでログイン' }).click()
    await lineSignIn.waitForURL(/\/users\/auth\/line\/success\?result=signed_in/)
    await lineSignIn.getByRole('link', { name: '続ける' }).click()
    await lineSignIn.waitForURL(`${base}/register_steps/career_infos/1`)

    await waitForHydration(page)
    await page.getByRole('button', { name: '連携を解除する' }).click()
    await page.getByText('LINEアカウントの連携を解除しました。').waitFor()
    expect(await page.getByTestId('line-link-status').textContent()).toBe(
      'LINEアカウントは連携されていません。',
    )
    await page.getByRole('link', { name: 'LINEアカウントを連携する' }).waitFor()
  })

  it('claims a link on the success page only for a signed-in visitor whose account is linked', async () => {
    const base = platform.baseUrl()
    // Anyone can type the result into the address: a signed-out visitor is told so instead.
    const visitor = await browser.newPage({ baseUrl: base })
    await visitor.goto(`${base}/users/auth/line/success?result=linked`)
    await visitor.getByRole('heading', { name: 'ログインしていません' }).waitFor()
    expect(await visitor.getByTestId('line-outcome').textContent()).toBe(
      'LINEアカウントの連携状況は、ログインすると確認できます。',
    )
    await visitor.locator('main').getByRole('link', { name: 'ログイン', exact: true }).click()
    await visitor.waitForURL(`${base}/login?redirect_url=%2Fsetting%2Fline%2Funlink`)

    await visitor.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: base }])
    await visitor.goto(`${base}/users/auth/line/success?result=signed_in`)
    await visitor.getByRole('heading', { name: 'You are not logged in' }).waitFor()

    // Signed in without a linked LINE account: not linked, with the way to link it.
    const candidate = await createCandidate({ base })
    const page = await browser.newPage({ baseUrl: base })
    await signInWithApi(page, candidate, base)
    await page.goto(`${base}/users/auth/line/success?result=linked`)
    await page.getByRole('heading', { name: 'LINEアカウントは連携されていません' }).waitFor()
    await page.getByRole('link', { name: 'LINEアカウントを連携する' }).waitFor()
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: base }])
    await page.reload()
    await page.getByRole('heading', { name: 'No LINE account is linked' }).waitFor()
    await page.getByRole('link', { name: 'Link your LINE account' }).waitFor()
  })
})

describeBrowser('LINE pages where LINE is not configured', () => {
  const browser = useBrowser()

  it('say that LINE is not available, signed in or not, in both languages', async () => {
    const visitor = await browser.newPage()
    await visitor.goto('/users/auth/line/success?result=linked')
    await visitor.getByRole('heading', { name: 'LINE連携はご利用いただけません' }).waitFor()
    expect(await visitor.getByTestId('line-outcome').textContent()).toBe(
      'LINE連携は現在ご利用いただけません。',
    )
    // The settings page is for signed-in visitors.
    await visitor.goto('/setting/line/unlink')
    expect(new URL(visitor.url()).pathname).toBe('/login')

    const { page } = await newCandidatePage(browser)
    await page.goto('/users/auth/line/success?result=signed_in')
    await page.getByRole('heading', { name: 'LINE連携はご利用いただけません' }).waitFor()
    await page.goto('/setting/line/unlink')
    await page.getByText('LINE連携は現在ご利用いただけません。').waitFor()

    await readInEnglish(page)
    await page.goto('/users/auth/line/success?result=linked')
    await page.getByRole('heading', { name: 'LINE is not available' }).waitFor()
    expect(await page.getByTestId('line-outcome').textContent()).toBe(
      'Linking with LINE is not available at the moment.',
    )
    await page.goto('/setting/line/unlink')
    await page.getByText('Linking with LINE is not available at the moment.').waitFor()
  })
})
