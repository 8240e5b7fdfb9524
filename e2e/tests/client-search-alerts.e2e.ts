import { expect, it } from 'vitest'
import {
  createCandidate,
  createRecruiter,
  findMailedLink,
  signInWithApi,
} from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

// A saved search with alerts on: a candidate who newly fits is announced once, in the bell and by
// one mail, and the mail's one-click link turns the search's alerts off, signed out too.

interface DevMail {
  to_address: string
  subject: string
  text_body: string
}

const mailsTo = async (email: string) => {
  const { mails } = await callApi<{ mails: DevMail[] }>('GET', '/api/v3/dev/mails')
  return mails.filter((mail) => mail.to_address === email.toLowerCase())
}

const runAlerts = () => callApi('POST', '/api/v3/__test/search_alerts/run')

describeBrowser('saved-search alerts', () => {
  const browser = useBrowser()

  it('announces a newly fitting candidate once, and the mailed link turns the alerts off', async () => {
    const recruiter = await createRecruiter()
    const page = await browser.newPage()
    const token = await signInWithApi(page, recruiter)
    // A word no other candidate of the shared database has, so only the new one fits.
    const word = `alertcheck${Date.now()}`
    const name = `新着テスト ${Date.now() % 100000}`
    const search = await callApi<{ id: number }>('POST', '/api/v3/client/search_conditions', {
      token,
      body: { name, query: { keyword: word }, notify_new_members: true },
    })

    const candidate = await createCandidate({ hasFinishedProfile: true })
    const session = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
      body: { email: candidate.email, password: candidate.password },
    })
    await callApi('PUT', '/api/v3/candidate/career_infos/5', {
      token: session.auth_token,
      body: { self_pr: `${word} を使った連結決算の自動化を担当しました。`, skill: 'Excel' },
    })

    await runAlerts()
    await runAlerts()

    const mails = await mailsTo(recruiter.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text_body).toContain(name)

    // The bell counts it on any page; the notifications page says what it is.
    await page.goto('/client/dashboard')
    await waitForHydration(page)
    await expect
      .poll(() => page.getByTestId('notification-bell').getAttribute('aria-label'))
      .toMatch(/1/)
    await page.goto('/client/notifications')
    await waitForHydration(page)
    const announced = page.getByTestId('notification-text').filter({ hasText: name })
    await announced.first().waitFor()
    expect(await announced.count()).toBe(1)

    // The mailed link works in a browser that is not signed in, in English.
    const optOut = await findMailedLink(
      recruiter.email,
      `/client/search_conditions/${search.id}/notification_off`,
    )
    const signedOut = await browser.newPage()
    await readInEnglish(signedOut)
    await signedOut.goto(optOut)
    const done = signedOut.getByTestId('notification-off-done')
    await done.waitFor()
    expect(await done.textContent()).toContain(
      `New member alerts for the saved search "${name}" are off.`,
    )
    const saved = await callApi<{ notify_new_members: boolean }>(
      'GET',
      `/api/v3/client/search_conditions/${search.id}`,
      { token },
    )
    expect(saved.notify_new_members).toBe(false)

    // With the alerts off, the next fitting candidate is not announced.
    const next = await createCandidate({ hasFinishedProfile: true })
    const nextSession = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
      body: { email: next.email, password: next.password },
    })
    await callApi('PUT', '/api/v3/candidate/career_infos/5', {
      token: nextSession.auth_token,
      body: { self_pr: `${word} の経験があります。`, skill: 'SQL' },
    })
    await runAlerts()
    expect(await mailsTo(recruiter.email)).toHaveLength(1)
  })

  it('a changed link is refused without naming the search', async () => {
    const page = await browser.newPage()
    await page.goto('/client/search_conditions/1/notification_off?token=tampered')
    const invalid = page.getByTestId('notification-off-invalid')
    await invalid.waitFor()
    expect(await invalid.textContent()).toContain('リンク')
  })
})
