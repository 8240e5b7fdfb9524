import { expect, it } from 'vitest'
import {
  createCandidate,
  createRecruiter,
  DEMO,
  DEMO_PASSWORD,
  signInWithApi,
} from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

// What candidates bring to the administrators: a report of the recruiter who scouted them, and
// a request to correct or delete their personal data. Every account that changes is the test's
// own.

describeBrowser('candidates and the administrators', () => {
  const browser = useBrowser()

  it('a candidate reports the recruiter of a scout; an administrator suspends them from the report, which ends their open session and is in the audit trail', async () => {
    const candidate = await createCandidate()
    const recruiter = await createRecruiter()
    const scout = await callApi<{ id: number }>('POST', '/api/v3/__test/scouts', {
      body: { candidate_email: candidate.email, sender_email: recruiter.email },
    })
    const recruiterPage = await browser.newPage()
    await signInWithApi(recruiterPage, recruiter)
    await recruiterPage.goto('/client/dashboard')
    await waitForHydration(recruiterPage)

    const page = await browser.newPage()
    await signInWithApi(page, candidate)
    await page.goto(`/scouts/${scout.id}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'この採用担当者を報告する' }).click()
    const dialog = page.getByRole('dialog', { name: '採用担当者の報告' })
    await dialog.getByRole('button', { name: '報告する' }).click()
    await dialog.getByText('入力してください').first().waitFor()
    await dialog.getByLabel('報告の理由').selectOption({ label: 'ハラスメント・威圧的な言動' })
    const details = `面談を断ると「業界にいられなくなる」と言われました（${Date.now()}）`
    await dialog.getByLabel('詳しい内容', { exact: false }).fill(details)
    await dialog.getByRole('button', { name: '報告する' }).click()
    await page.getByTestId('recruiter-reported').waitFor()
    await dialog.waitFor({ state: 'detached' })

    const admin = await browser.newPage()
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD })
    await admin.goto('/admin')
    await waitForHydration(admin)
    await admin.getByTestId('figure-recruiter-reports').getByRole('link').click()
    await admin.getByRole('heading', { name: '採用担当者の報告', level: 1 }).waitFor()
    await waitForHydration(admin)
    const row = admin.getByTestId('recruiter-report').filter({ hasText: details }).first()
    await row.getByText('ハラスメント・威圧的な言動').waitFor()
    await row.getByRole('button', { name: /を利用停止にする$/ }).click()
    const confirm = admin.getByRole('dialog')
    await confirm.getByText('ログイン中のセッションはすべて終了').waitFor()
    await confirm.getByRole('button', { name: '利用停止にする' }).click()
    await admin.getByText(/を利用停止にしました$/).waitFor()
    // Resolved, the report leaves the waiting list.
    await admin
      .getByTestId('recruiter-report')
      .filter({ hasText: details })
      .first()
      .waitFor({ state: 'detached' })

    await recruiterPage.goto('/client/dashboard')
    await recruiterPage.waitForURL((url) => url.pathname === '/login')

    await admin.goto(`/admin/audit_events?record_type=recruiter&record_id=${recruiter.userId}`)
    await waitForHydration(admin)
    const entry = admin.getByTestId('audit-event').first()
    await entry.getByText('採用担当者の利用停止').first().waitFor()
    expect(await entry.getAttribute('data-action')).toBe('recruiter.suspended')
  })

  it('the same in English: a candidate asks to correct their data; an administrator declines with a reason, which the candidate reads on the page and in a mail', async () => {
    const candidate = await createCandidate()
    const page = await browser.newPage()
    await readInEnglish(page)
    await signInWithApi(page, candidate)
    await page.goto('/setting/privacy')
    await waitForHydration(page)
    const section = page.getByRole('region', { name: 'Requests about your personal data' })
    await section.getByRole('button', { name: 'Send the request' }).click()
    await section.getByText('Please enter a value').first().waitFor()
    await section.getByLabel('Kind of request').selectOption({ label: 'Correction' })
    const request = `My graduation year is wrong: it should be 2015 (${Date.now()}).`
    await section.getByLabel('Your request', { exact: false }).fill(request)
    await section.getByRole('button', { name: 'Send the request' }).click()
    await section.getByTestId('data-request-sent').waitFor()
    const mine = section.getByTestId('data-request').filter({ hasText: request })
    await mine.getByTestId('data-request-state').getByText('Received', { exact: true }).waitFor()

    const admin = await browser.newPage()
    await readInEnglish(admin)
    await signInWithApi(admin, { email: DEMO.administrator, password: DEMO_PASSWORD })
    await admin.goto('/admin/personal_data_requests?kind=correction')
    await waitForHydration(admin)
    await admin.getByRole('heading', { name: 'Personal data requests', level: 1 }).waitFor()
    const row = admin.getByTestId('data-request').filter({ hasText: request }).first()
    await row.getByText(candidate.email).waitFor()
    await row.getByRole('button', { name: /^Handle request/ }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByLabel('State').selectOption({ label: 'Declined' })
    await dialog.getByRole('button', { name: 'Save and mail the candidate' }).click()
    await dialog.getByText('Please enter a value').waitFor()
    const answer = 'Your certificate shows 2016; please send us a copy if it is wrong.'
    await dialog.getByLabel(/^Answer to the candidate/).fill(answer)
    await dialog.getByRole('button', { name: 'Save and mail the candidate' }).click()
    await admin.getByText(/is updated and the candidate is told$/).waitFor()
    await admin
      .getByTestId('data-request')
      .filter({ hasText: request })
      .first()
      .getByText('Declined', { exact: true })
      .waitFor()

    await page.reload()
    await waitForHydration(page)
    const answered = page
      .getByRole('region', { name: 'Requests about your personal data' })
      .getByTestId('data-request')
      .filter({ hasText: request })
    await answered
      .getByTestId('data-request-state')
      .getByText('Declined', { exact: true })
      .waitFor()
    await answered.getByText(answer).waitFor()

    const { mails } = await callApi<{ mails: { to_address: string; subject: string }[] }>(
      'GET',
      '/api/v3/dev/mails',
    )
    const subjects = mails
      .filter((mail) => mail.to_address === candidate.email.toLowerCase())
      .map((mail) => mail.subject)
    expect(subjects).toEqual(
      expect.arrayContaining([
        '[Kakehashi] Your request (Correction) is received',
        expect.stringMatching(/^\[Kakehashi\] Your personal data request \d+: Declined$/),
      ]),
    )
  })
})
