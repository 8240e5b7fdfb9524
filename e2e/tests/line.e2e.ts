import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCandidate, signInWithApi } from '../support/accounts.ts'
import { describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'
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
})
