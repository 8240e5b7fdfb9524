import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  createCandidate,
  createRecruiter,
  type RecruiterAccount,
  signInWithApi,
} from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  baseUrl,
  describeBrowser,
  horizontalOverflow,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'

// A candidate's page as recruiters use it (issue 15, items 2 and 3): the recruiter view of the
// profile, with the organisation's stock, hidden state, labels and notes, shared by co-workers;
// and the organisation's labels at /client/labels.

const TEXT = {
  ja: {
    anonymous: (id: number) => `候補者 No.${id}`,
    nameHidden: '氏名・連絡先はマッチング後に表示されます',
    stock: 'ストックする',
    unstock: 'ストックを解除',
    stocked: 'ストックしました',
    hide: '非表示にする',
    unhide: '非表示を解除',
    hidden: '検索結果に表示しないようにしました',
    newLabel: '新しいラベルを作成',
    labelName: 'ラベル名',
    createAndAttach: '作成して付ける',
    attached: 'ラベルを付けました',
    detach: (name: string) => `「${name}」を外す`,
    noteField: 'メモ',
    addNote: 'メモを追加',
    noteSaved: 'メモを保存しました',
    edit: '編集',
    editNote: 'メモを編集',
    edited: '（編集済み）',
    labelsTitle: 'ラベル管理',
    createLabel: 'ラベルを作成',
    save: '保存',
    cancel: 'キャンセル',
    created: 'ラベルを作成しました',
    updated: 'ラベルを保存しました',
    deleted: 'ラベルを削除しました',
    editLabel: (name: string) => `「${name}」を編集`,
    deleteLabel: (name: string) => `「${name}」を削除`,
    deleteTitle: 'ラベルを削除しますか？',
    delete: '削除',
    required: '入力してください',
    taken: '同じ名前のラベルがすでにあります',
    requestSection: '依頼する項目',
    request: '入力を依頼',
    requested: '入力を依頼しました',
    resume: '履歴書',
    withdraw: '「履歴書」の依頼を取り消す',
    withdrawn: '依頼を取り消しました',
    green: 'グリーン',
    orange: 'オレンジ',
    oneCandidate: '1人',
  },
  en: {
    anonymous: (id: number) => `Candidate No. ${id}`,
    nameHidden: 'Name and contact details are shown once you match',
    stock: 'Stock',
    unstock: 'Unstock',
    stocked: 'Candidate stocked',
    hide: 'Hide',
    unhide: 'Unhide',
    hidden: 'This candidate will no longer appear in your searches',
    newLabel: 'Create a new label',
    labelName: 'Label name',
    createAndAttach: 'Create and add',
    attached: 'Label added',
    detach: (name: string) => `Remove "${name}"`,
    noteField: 'Note',
    addNote: 'Add a note',
    noteSaved: 'Note saved',
    edit: 'Edit',
    editNote: 'Edit note',
    edited: '(edited)',
    labelsTitle: 'Labels',
    createLabel: 'Create a label',
    save: 'Save',
    cancel: 'Cancel',
    created: 'Label created',
    updated: 'Label saved',
    deleted: 'Label deleted',
    editLabel: (name: string) => `Edit "${name}"`,
    deleteLabel: (name: string) => `Delete "${name}"`,
    deleteTitle: 'Delete this label?',
    delete: 'Delete',
    required: 'Please enter a value',
    taken: 'A label with this name already exists',
    requestSection: 'Section to complete',
    request: 'Send request',
    requested: 'Request sent',
    resume: 'Resume',
    withdraw: 'Withdraw the request for "Resume"',
    withdrawn: 'Request withdrawn',
    green: 'Green',
    orange: 'Orange',
    oneCandidate: '1',
  },
} as const

type Locale = keyof typeof TEXT

/** The smallest file the resume check takes for a PDF: it reads the first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

/** A word no other run used, so label names never meet the organisation's earlier ones. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A candidate recruiters can find, with what must never reach a recruiter before a match. */
async function createHiddenCandidate() {
  const fullName = '隠岐 澄香'
  const account = await createCandidate({ fullName, hasFinishedProfile: true })
  const session = await callApi<{ current_user: { id: number } }>('POST', '/api/v3/sessions', {
    body: { email: account.email, password: account.password },
  })
  return {
    id: session.current_user.id,
    secrets: [fullName, 'しけん たろう', account.email, '09011112222', '1988-04-12'],
  }
}

async function recruiterPage(
  browser: ReturnType<typeof useBrowser>,
  account: RecruiterAccount,
  locale: Locale,
  viewport?: { width: number; height: number },
) {
  const page = await browser.newPage(viewport ? { viewport } : {})
  await signInWithApi(page, account)
  if (locale === 'en') await readInEnglish(page)
  return page
}

async function expectNothingIdentifying(page: Page, secrets: readonly string[]) {
  const html = await page.content()
  for (const secret of secrets) expect(html, secret).not.toContain(secret)
}

describeBrowser('candidate records', () => {
  const browser = useBrowser()

  for (const locale of ['ja', 'en'] as const) {
    const text = TEXT[locale]

    it(`a recruiter stocks, labels, notes, asks for a section and hides a candidate; a co-worker reads the note (${locale})`, async () => {
      const candidate = await createHiddenCandidate()
      const recruiter = await createRecruiter()
      const page = await recruiterPage(browser, recruiter, locale)
      const response = await page.goto(`/client/candidates/${candidate.id}`)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: text.anonymous(candidate.id) }).waitFor()
      expect(await page.getByTestId('name-hidden').textContent()).toBe(text.nameHidden)
      // The profile is there, its work history included; who the candidate is, is not.
      await page.getByTestId('candidate-careers').getByText('株式会社みらいキャピタル').waitFor()
      await expectNothingIdentifying(page, candidate.secrets)
      expect(await page.getByTestId('candidate-contact').count()).toBe(0)
      await waitForHydration(page)

      // Stock.
      await page.getByRole('button', { name: text.stock, exact: true }).click()
      await page.getByTestId('record-notice').filter({ hasText: text.stocked }).waitFor()
      await page.getByRole('button', { name: text.unstock }).waitFor()

      // A label created on the spot is put on the candidate at once.
      const labelName = `E2E ${unique()}`
      await page.getByRole('button', { name: text.newLabel }).click()
      const labelForm = page.getByTestId('new-label-form')
      await labelForm.getByRole('button', { name: text.createAndAttach }).click()
      await labelForm.getByText(text.required).waitFor()
      await labelForm.getByLabel(text.labelName).fill(labelName)
      await labelForm.getByRole('radio', { name: text.green, exact: true }).check()
      await labelForm.getByRole('button', { name: text.createAndAttach }).click()
      await labelForm.waitFor({ state: 'detached' })
      const labels = page.getByTestId('candidate-record-labels')
      await labels.getByText(text.attached).waitFor()
      await labels.getByTestId('label-chip').filter({ hasText: labelName }).waitFor()
      await labels.getByRole('button', { name: text.detach(labelName) }).waitFor()

      // A note, written once however the button is pressed.
      const noteBody = `${locale === 'ja' ? '一次面談の候補' : 'First-round candidate'} ${unique()}\n${locale === 'ja' ? '連結決算の経験が豊富' : 'Strong consolidation experience'}`
      const notes = page.getByTestId('candidate-notes')
      await notes.getByLabel(text.noteField, { exact: true }).fill(noteBody)
      await notes.getByRole('button', { name: text.addNote }).dblclick()
      await notes.getByText(text.noteSaved).waitFor()
      const note = notes.getByTestId('candidate-note')
      await note.first().waitFor()
      expect(await note.count()).toBe(1)
      expect(await note.getByTestId('note-body').innerText()).toBe(noteBody)
      expect(await notes.getByLabel(text.noteField, { exact: true }).inputValue()).toBe('')

      // The author changes their own note in place.
      const edited = `${noteBody}\n${locale === 'ja' ? '二次面接へ' : 'On to the second round'}`
      await note.getByRole('button', { name: text.edit }).click()
      await note.getByLabel(text.editNote).fill(edited)
      await note.getByRole('button', { name: text.save }).click()
      await note.getByTestId('note-editor').waitFor({ state: 'detached' })
      // The page's data arrives in a transition, a moment after the editor closes.
      await expect.poll(() => note.getByTestId('note-body').innerText()).toBe(edited)
      expect(await note.getByTestId('note-byline').textContent()).toContain(text.edited)

      // Ask the candidate for their resume, then withdraw the request.
      const requests = page.getByTestId('profile-requests')
      await requests.getByLabel(text.requestSection).selectOption({ label: text.resume })
      await requests.getByRole('button', { name: text.request }).click()
      await requests.getByText(text.requested).waitFor()
      await requests.getByTestId('profile-request').filter({ hasText: text.resume }).waitFor()
      await requests.getByRole('button', { name: text.withdraw }).click()
      await requests.getByText(text.withdrawn).waitFor()
      await requests.getByTestId('profile-request').waitFor({ state: 'detached' })

      // Hide.
      await page.getByRole('button', { name: text.hide, exact: true }).click()
      await page.getByTestId('record-notice').filter({ hasText: text.hidden }).waitFor()
      await page.getByRole('button', { name: text.unhide }).waitFor()
      await expectNothingIdentifying(page, candidate.secrets)

      // After a reload the page shows what the organisation now holds.
      await page.reload()
      await page.getByRole('button', { name: text.unstock }).waitFor()
      await page.getByRole('button', { name: text.unhide }).waitFor()
      await labels.getByTestId('label-chip').filter({ hasText: labelName }).waitFor()

      // A co-worker reads the note with its author and time, and cannot change it.
      const token = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
        body: { email: recruiter.email, password: recruiter.password },
      })
      const infos = await callApi<{ notes: { author: { display_name: string } | null }[] }>(
        'GET',
        `/api/v3/client/candidate_recruiter_infos?candidate_id=${candidate.id}`,
        { token: token.auth_token },
      )
      const author = infos.notes[0]?.author?.display_name
      expect(author).toBeTruthy()
      const coworker = await createRecruiter({ colleagueEmail: recruiter.email })
      const other = await recruiterPage(browser, coworker, locale)
      await other.goto(`/client/candidates/${candidate.id}`)
      const shared = other.getByTestId('candidate-note')
      await shared.first().waitFor()
      expect(await shared.getByTestId('note-body').innerText()).toBe(edited)
      expect(await shared.getByTestId('note-byline').textContent()).toContain(author)
      expect(await shared.getByRole('button', { name: text.edit }).count()).toBe(0)
      await other.getByRole('button', { name: text.unstock }).waitFor()
      await other
        .getByTestId('candidate-record-labels')
        .getByTestId('label-chip')
        .filter({ hasText: labelName })
        .waitFor()
      await expectNothingIdentifying(other, candidate.secrets)
    })

    it(`the labels page creates, renames and deletes a label (${locale})`, async () => {
      const recruiter = await createRecruiter()
      const page = await recruiterPage(browser, recruiter, locale)
      await page.goto('/client/labels')
      await page.getByRole('heading', { level: 1, name: text.labelsTitle }).waitFor()
      expect(await page.title()).toContain(text.labelsTitle)
      await waitForHydration(page)

      const name = `E2E ${unique()}`
      await page.getByRole('button', { name: text.createLabel }).click()
      const dialog = page.getByRole('dialog', { name: text.createLabel })
      await dialog.getByRole('button', { name: text.save }).click()
      await dialog.getByText(text.required).waitFor()
      await dialog.getByLabel(text.labelName).fill(name)
      await dialog.getByRole('radio', { name: text.orange, exact: true }).check()
      await dialog.getByRole('button', { name: text.save }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByTestId('labels-notice').filter({ hasText: text.created }).waitFor()
      const row = page.locator('tr[data-testid="label-row"]').filter({ hasText: name })
      await row.waitFor()
      expect(await row.getAttribute('data-colour')).toBe('#EF6C00')
      expect(await row.textContent()).toContain(text.orange)

      // The same name again is refused on the name.
      await page.getByRole('button', { name: text.createLabel }).click()
      const again = page.getByRole('dialog', { name: text.createLabel })
      await again.getByLabel(text.labelName).fill(name)
      await again.getByRole('button', { name: text.save }).click()
      await again.getByText(text.taken).waitFor()
      await again.getByRole('button', { name: text.cancel }).click()
      await again.waitFor({ state: 'detached' })

      const renamed = `${name} ${locale === 'ja' ? '改' : 'renamed'}`
      await page.getByRole('button', { name: text.editLabel(name) }).click()
      const edit = page.getByRole('dialog')
      await edit.getByLabel(text.labelName).fill(renamed)
      await edit.getByRole('button', { name: text.save }).click()
      await edit.waitFor({ state: 'detached' })
      await page.getByTestId('labels-notice').filter({ hasText: text.updated }).waitFor()
      const renamedRow = page.locator('tr[data-testid="label-row"]').filter({ hasText: renamed })
      await renamedRow.waitFor()

      await page.getByRole('button', { name: text.deleteLabel(renamed) }).click()
      const confirm = page.getByRole('dialog', { name: text.deleteTitle })
      await confirm.getByText(renamed, { exact: false }).waitFor()
      await confirm.getByRole('button', { name: text.delete, exact: true }).click()
      await page.getByTestId('labels-notice').filter({ hasText: text.deleted }).waitFor()
      await renamedRow.waitFor({ state: 'detached' })
    })
  }

  it('once the candidate replies to a scout, the page names them and offers the resume', async () => {
    const fullName = '隠岐 澄香'
    const account = await createCandidate({ fullName, hasFinishedProfile: true })
    const session = await callApi<{ auth_token: string; current_user: { id: number } }>(
      'POST',
      '/api/v3/sessions',
      { body: { email: account.email, password: account.password } },
    )
    const form = new FormData()
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf')
    const upload = await fetch(new URL('/api/v3/candidate/resume', baseUrl()), {
      method: 'POST',
      headers: { authorization: `Bearer ${session.auth_token}`, origin: new URL(baseUrl()).origin },
      body: form,
    })
    expect(upload.status).toBe(201)
    // The test scout comes from the first demo company, the organisation createRecruiter joins.
    const scout = await callApi<{ id: number; title: string }>('POST', '/api/v3/__test/scouts', {
      body: { candidate_email: account.email },
    })
    const recruiter = await createRecruiter()
    const page = await recruiterPage(browser, recruiter, 'ja')
    await page.goto(`/client/candidates/${session.current_user.id}`)
    await page
      .getByRole('heading', { level: 1, name: TEXT.ja.anonymous(session.current_user.id) })
      .waitFor()
    expect(await page.content()).not.toContain(fullName)
    await page
      .getByTestId('scout-history-item')
      .filter({ hasText: scout.title })
      .filter({ hasText: 'マッチング' })
      .waitFor()

    await callApi('POST', `/api/v3/candidate/scouts/${scout.id}/message`, {
      token: session.auth_token,
      body: { body: 'ぜひお話を伺いたいです。', client_request_id: `e2e-${unique()}` },
    })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: fullName }).waitFor()
    const contact = page.getByTestId('candidate-contact')
    await contact.getByText(account.email).waitFor()
    await contact.getByText('09011112222').waitFor()
    const resume = contact.getByTestId('candidate-resume')
    const href = await resume.getAttribute('href')
    expect(href).toBe(`/api/v3/client/candidates/${session.current_user.id}/resume`)
    const download = await page.request.get(href!)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toContain('application/pdf')
  })

  it('a candidate the organisation may not see is the 404 page', async () => {
    const recruiter = await createRecruiter()
    const page = await recruiterPage(browser, recruiter, 'ja')
    const response = await page.goto('/client/candidates/999999999')
    expect(response?.status()).toBe(404)
  })

  it('has no serious accessibility problems at phone and desktop widths', async () => {
    const candidate = await createHiddenCandidate()
    const recruiter = await createRecruiter()
    // Records to show: a stock, a label carried by the candidate and a note.
    const { auth_token: token } = await callApi<{ auth_token: string }>(
      'POST',
      '/api/v3/sessions',
      { body: { email: recruiter.email, password: recruiter.password } },
    )
    await callApi('POST', '/api/v3/client/candidate_stocks', {
      token,
      body: { candidate_id: candidate.id },
    })
    const label = await callApi<{ id: number }>('POST', '/api/v3/client/labels', {
      token,
      body: { name: `E2E ${unique()}`, colour: '#F9A825' },
    })
    await callApi('POST', `/api/v3/client/candidates/${candidate.id}/labels`, {
      token,
      body: { label_id: label.id },
    })
    await callApi('POST', '/api/v3/client/candidate_notes', {
      token,
      body: { candidate_id: candidate.id, body: '書類選考を通過' },
    })

    const found: string[] = []
    for (const width of [1280, 375]) {
      const page = await recruiterPage(browser, recruiter, 'ja', { width, height: 900 })
      for (const path of [`/client/candidates/${candidate.id}`, '/client/labels']) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await waitForHydration(page)
        if (path !== '/client/labels') await expectNothingIdentifying(page, candidate.secrets)
        const overflow = await horizontalOverflow(page)
        expect(overflow, `${width}px ${path}`).toBeLessThanOrEqual(0)
        found.push(
          ...(await seriousViolations(page)).map((problem) => `${width}px ${path} ${problem}`),
        )
      }
    }
    expect(found).toEqual([])
  })
})
