import {
  candidateScoutMails,
  createCompany,
  createContract,
  createJobInfo,
  type DbOrTx,
  mailOutbox,
  scouts,
  scoutTemplates,
} from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { sendDueReminders } from '../src/modules/scouting/scout-reminders.ts'
import { mailCandidates } from '../src/modules/scouts/candidate-mail.ts'
import { callApi, createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

let requestNumber = 0
const newKey = () => `mail-request-${Date.now()}-${++requestNumber}`

async function sender(db: DbOrTx) {
  const recruiter = await signInRecruiter(db)
  const organisationId = recruiter.organisation.id
  const company = await createCompany(db, { organisationId })
  await createContract(db, organisationId)
  const job = await createJobInfo(db, { organisationId, companyId: company.id, title: '財務企画' })
  return { ...recruiter, job }
}

async function mailsTo(db: DbOrTx, email: string) {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.id))
}

/**
 * The mails once the candidate-mail job has run: run here, and also by the app's own worker,
 * which the send asked for, so whichever takes the marks first writes them.
 */
async function mailedTo(app: Parameters<typeof mailCandidates>[0], email: string, count: number) {
  await mailCandidates(app)
  const deadline = Date.now() + 10_000
  let mails = await mailsTo(app.database.db, email)
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    mails = await mailsTo(app.database.db, email)
  }
  return mails
}

/** The recruiter's bulk send of the one scout to `candidateIds`, with `extra` in its body. */
const sendScouts = (
  app: App,
  recruiter: Awaited<ReturnType<typeof sender>>,
  candidateIds: number[],
  extra: object = {},
) =>
  callApi(app, 'POST', '/api/v3/client/scouts/bulk_create', recruiter.headers, {
    job_info_id: recruiter.job.id,
    title: '{{job_seeker_name}}様へ 財務企画のご案内',
    body: 'ご経歴を拝見しました。',
    client_request_id: newKey(),
    candidate_ids: candidateIds,
    ...extra,
  })

describe('mail to candidates about their scouts', () => {
  it('mails each candidate of a send once, in both languages, with a one-click opt-out that works signed out', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const recruiter = await sender(db)
    const first = await signInCandidate(db, { fullName: '高橋 美咲' })
    const second = await signInCandidate(db)
    const sent = await sendScouts(app, recruiter, [first.user.id, second.user.id])
    expect(sent.body.sent_count).toBe(2)

    const [mail, ...more] = await mailedTo(app, first.user.email, 1)
    expect(await mailedTo(app, second.user.email, 1)).toHaveLength(1)
    // Run again, nothing more is written.
    await mailCandidates(app)
    expect(more).toEqual([])
    expect(await mailsTo(db, first.user.email)).toHaveLength(1)
    const organisation = recruiter.organisation.name
    expect(mail!.subject).toContain(`${organisation}からスカウトが届きました`)
    expect(mail!.subject).toContain(`A scout from ${recruiter.organisation.nameEn ?? organisation}`)
    expect(mail!.text).toContain('高橋 美咲様へ 財務企画のご案内')
    expect(mail!.text).toContain(`/scouts/${sent.body.results[0].scout_id}`)
    expect(mail!.text).toContain('/setting/mail')
    // The organisation's copy still has no name in it.
    const [stored] = await db.select().from(scouts).where(eq(scouts.candidateUserId, first.user.id))
    expect(stored!.title).toBe('{{job_seeker_name}}様へ 財務企画のご案内')

    const link = new URL(mail!.text.match(/https?:\/\/\S*\/setting\/mail\/off\?\S+/)![0])
    const off = {
      user_id: Number(link.searchParams.get('user')),
      kind: link.searchParams.get('kind'),
      token: link.searchParams.get('token'),
    }
    expect(off.user_id).toBe(first.user.id)
    const wrong = await callApi(
      app,
      'POST',
      '/api/v3/mail_settings/off',
      {},
      {
        ...off,
        user_id: second.user.id,
      },
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.error.code).toBe('invalidToken')
    const turnedOff = await callApi(app, 'POST', '/api/v3/mail_settings/off', {}, off)
    expect(turnedOff.body).toEqual({ kind: 'scout', enabled: false })
    expect(
      (await callApi(app, 'GET', '/api/v3/candidate/mail_settings', first.headers)).body,
    ).toEqual({ scout_mail: false, message_mail: true })

    // Turned off, the next scout arrives without a mail; the other candidate still gets one.
    await sendScouts(app, recruiter, [first.user.id, second.user.id], { title: '別のご案内' })
    expect(await mailedTo(app, second.user.email, 2)).toHaveLength(2)
    expect(await mailsTo(db, first.user.email)).toHaveLength(1)
  })

  it('leaves the mails to the next run once the app is stopping, so a stop never outwaits a backlog', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const recruiter = await sender(db)
    const candidate = await signInCandidate(db)
    const sent = await sendScouts(app, recruiter, [candidate.user.id])
    expect(await mailedTo(app, candidate.user.email, 1)).toHaveLength(1)

    await app.jobs.stop()
    const scoutId = sent.body.results[0].scout_id
    await db.insert(candidateScoutMails).values({ scoutId, kind: 'message' })
    expect(await mailCandidates(app)).toEqual({ scouts: 0, messages: 0, more: true })
    // Nothing written, the mark kept for the run after the next start.
    expect(await mailsTo(db, candidate.user.email)).toHaveLength(1)
    const marks = await db
      .select({ kind: candidateScoutMails.kind })
      .from(candidateScoutMails)
      .where(eq(candidateScoutMails.scoutId, scoutId))
    expect(marks).toEqual([{ kind: 'message' }])
  })

  it('mails a reminder as a message unless that kind is turned off in the settings', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const recruiter = await sender(db)
    const [template] = await db
      .insert(scoutTemplates)
      .values({
        organisationId: recruiter.organisation.id,
        templateType: 'remind',
        name: '再送',
        mailSubject: '再送',
        body: '{{job_seeker_name}}様\n先日の件、いかがでしょうか。',
      })
      .returning()
    const reading = await signInCandidate(db)
    const quiet = await signInCandidate(db)
    const settings = await callApi(app, 'PUT', '/api/v3/candidate/mail_settings', quiet.headers, {
      scout_mail: true,
      message_mail: false,
    })
    expect(settings.body).toEqual({ scout_mail: true, message_mail: false })
    await sendScouts(app, recruiter, [reading.user.id, quiet.user.id], {
      remind_template_id: template!.id,
    })
    await mailedTo(app, reading.user.email, 1)
    await mailedTo(app, quiet.user.email, 1)
    await db.update(scouts).set({ remindDueAt: new Date(Date.now() - 1000) })
    expect((await sendDueReminders(app)).sent).toBe(2)
    const mails = await mailedTo(app, reading.user.email, 2)
    expect(mails.map((mail) => mail.subject.split(' / ')[0])).toEqual([
      `【Kakehashi】${recruiter.organisation.name}からスカウトが届きました`,
      `【Kakehashi】${recruiter.organisation.name}からメッセージが届きました`,
    ])
    expect(mails[1]!.text).toContain('/setting/mail/off?user=')
    expect(mails[1]!.text).toContain('kind=message')
    await mailCandidates(app)
    expect(await mailsTo(db, quiet.user.email)).toHaveLength(1)
  })

  it('keeps the settings to the candidate: recruiters and the signed out are refused', async () => {
    const { app, database } = await createTestApp()
    const recruiter = await signInRecruiter(database.db)
    expect(
      (await callApi(app, 'GET', '/api/v3/candidate/mail_settings', recruiter.headers)).status,
    ).toBe(403)
    expect((await callApi(app, 'GET', '/api/v3/candidate/mail_settings', {})).status).toBe(401)
  })
})
