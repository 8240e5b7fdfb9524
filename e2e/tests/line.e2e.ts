import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'
import { freePort, type PlatformProcess, startPlatform } from '../support/platform-process.ts'

const CHANNEL_ID = '1650000001'

describeBrowser('LINE account linking', () => {
  const browser = useBrowser()
  let provider: OAuth2Server
  let platform: PlatformProcess
  let dataDir: string

  beforeAll(async () => {
    // A real OpenID provider on loopback stands in for LINE; it approves every request.
    provider = new OAuth2Server()
    await provider.issuer.keys.generate('RS256')
    await provider.start(0, '127.0.0.1')
    provider.service.on('beforeTokenSigning', (token) => {
      token.payload.sub = 'U00000000000000000000000000e2e01'
      token.payload.aud = CHANNEL_ID
    })

    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-line-'))
    // The callback URL sent to the provider must be the address the browser uses.
    const port = await freePort()
    platform = await startPlatform({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LINE_CHANNEL_ID: CHANNEL_ID,
      LINE_CHANNEL_SECRET: 'e2e-line-channel-secret',
      LINE_ISSUER: provider.issuer.url as string,
    })
  })

  afterAll(async () => {
    await platform?.stop()
    await provider?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('links a LINE account from the settings page and unlinks it again', async () => {
    const page = await browser.newPage()
    const signIn = await page.request.post(`${platform.baseUrl}/api/v3/sessions`, {
      data: { email: 'candidate1@example.com', password: 'kakehashi-demo' },
    })
    expect(signIn.status()).toBe(201)

    await page.goto(`${platform.baseUrl}/setting/line/unlink`)
    await page.getByText('LINEアカウントは連携されていません。').waitFor()

    await page.getByRole('link', { name: 'LINEアカウントを連携する' }).click()
    await page.waitForURL(/\/users\/auth\/line\/success\?result=linked/)
    await page.getByRole('heading', { name: 'LINEアカウントを連携しました' }).waitFor()

    await page.getByRole('link', { name: '続ける' }).click()
    await page.waitForURL(`${platform.baseUrl}/setting/line/unlink`)
    await page.getByText('LINEアカウントと連携しています。').waitFor()

    // Signing in with the linked LINE account: this demo candidate stopped half-way through
    // registration, so it continues at the next unsaved step.
    const lineSignIn = await browser.newPage()
    await lineSignIn.goto(`${platform.baseUrl}/login`)
    await lineSignIn.getByRole('link', { name: 'LINEでログイン' }).click()
    await lineSignIn.waitForURL(/\/users\/auth\/line\/success\?result=signed_in/)
    await lineSignIn.getByRole('link', { name: '続ける' }).click()
    await lineSignIn.waitForURL(`${platform.baseUrl}/register_steps/career_infos/3`)

    await waitForHydration(page)
    await page.getByRole('button', { name: '連携を解除する' }).click()
    await page.getByText('LINEアカウントの連携を解除しました。').waitFor()
    expect(await page.getByTestId('line-link-status').textContent()).toBe(
      'LINEアカウントは連携されていません。',
    )
    await page.getByRole('link', { name: 'LINEアカウントを連携する' }).waitFor()
  })
})
