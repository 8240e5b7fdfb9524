import { expect, it } from 'vitest'
import { createRecruiter, findMailedLink, newCandidatePage } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'

/** A scout from a recruiter of a demo firm to the candidate, through the recruiters' API. */
async function sendScout(candidateToken: string) {
  const recruiter = await createRecruiter()
  const session = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
    body: { email: recruiter.email, password: recruiter.password },
  })
  const token = session.auth_token
  const { job_infos } = await callApi<{ job_infos: { id: number; status: string }[] }>(
    'GET',
    '/api/v3/client/job_infos?status=open',
    { token },
  )
  const { current_user } = await callApi<{ current_user: { id: number } }>(
    'GET',
    '/api/v3/sessions',
    { token: candidateToken },
  )
  await callApi('POST', '/api/v3/client/scouts', {
    token,
    body: {
      job_info_id: job_infos[0]!.id,
      candidate_id: current_user.id,
      title: 'ご経歴を拝見しました',
      body: '{{job_seeker_name}}様、一度お話ししませんか。',
      client_request_id: `mail-e2e-${Date.now()}`,
    },
  })
}

describeBrowser('scout mails to candidates', () => {
  const browser = useBrowser()

  it('stops scout mails from the mail signed out, and turns them back on in the settings, in both languages', async () => {
    const { page, email, token } = await newCandidatePage(browser)
    await sendScout(token)
    const off = await findMailedLink(email, '/setting/mail/off')

    // The link works in a browser that is not signed in.
    const signedOut = await browser.newPage()
    await signedOut.goto(off)
    await signedOut.getByTestId('mail-off-done').waitFor()
    expect(await signedOut.getByTestId('mail-off-done').textContent()).toBe(
      'スカウトが届いたときのメールを停止しました。',
    )

    await page.goto('/setting/mail')
    await waitForHydration(page)
    const scoutMail = page.getByRole('checkbox', { name: 'スカウトが届いたときにメールを受け取る' })
    const messageMail = page.getByRole('checkbox', {
      name: '企業・エージェントからメッセージが届いたときにメールを受け取る',
    })
    expect(await scoutMail.isChecked()).toBe(false)
    expect(await messageMail.isChecked()).toBe(true)
    await scoutMail.check()
    await page.getByRole('button', { name: '保存する' }).click()
    await page.getByTestId('mail-settings-saved').waitFor()

    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto('/setting/mail')
    await waitForHydration(page)
    expect(
      await page.getByRole('checkbox', { name: 'Mail me when a scout arrives' }).isChecked(),
    ).toBe(true)

    // A link whose token was tampered with says so, in English too.
    await signedOut.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await signedOut.goto(off.replace(/token=[^&]+/, 'token=wrong'))
    await signedOut.getByTestId('mail-off-invalid').waitFor()
    expect(await signedOut.getByTestId('mail-off-invalid').textContent()).toContain(
      'This link is not valid',
    )
  })
})
