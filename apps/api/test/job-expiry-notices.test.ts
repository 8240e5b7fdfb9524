import {
  createJobInfo,
  createOrganisation,
  createUser,
  dayFromToday,
  jobInfos,
  mailOutbox,
  notifications,
} from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  JOB_EXPIRY_NOTICES_CRON,
  JOB_EXPIRY_NOTICES_JOB,
  JOB_EXPIRY_NOTICES_TIME_ZONE,
  sendJobExpiryNotices,
} from '../src/modules/notifications/job-expiry-notices.ts'
import { createTestApp } from './helpers.ts'

describe('job expiry notices', () => {
  it('is scheduled daily at 09:00 in Japan', async () => {
    const { app } = await createTestApp()
    expect(await app.jobs.schedules()).toContainEqual({
      name: JOB_EXPIRY_NOTICES_JOB,
      cron: JOB_EXPIRY_NOTICES_CRON,
      timezone: JOB_EXPIRY_NOTICES_TIME_ZONE,
    })
  })

  it('notifies and mails each recruiter once for jobs ending in 14 days and in 1 day', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    // One moment for the whole test, so no run falls on another Japan day than the dates here.
    const now = new Date()
    const day = (offset: number) => dayFromToday(offset, now)
    const organisation = await createOrganisation(db, { kind: 'company' })
    const master = await createUser(db, {
      roleType: 'CompanyUser',
      organisationId: organisation.id,
    })
    const normal = await createUser(db, {
      roleType: 'CompanyUser',
      organisationId: organisation.id,
      accountType: 'normal',
    })
    const job = (endOffset: number, status: 'open' | 'open_for_scout' | 'draft' | 'closed') =>
      createJobInfo(db, {
        organisationId: organisation.id,
        status,
        recruitmentStartOn: day(-30),
        recruitmentEndOn: day(endOffset),
      })
    const inFourteen = await job(14, 'open')
    const tomorrow = await job(1, 'open_for_scout')
    // Neither due nor open: nothing for these.
    await job(15, 'open')
    await job(1, 'draft')
    await job(1, 'closed')
    await job(-1, 'open')
    // Another organisation's job ending tomorrow notifies only that organisation's recruiter.
    const other = await createJobInfo(db, { status: 'open', recruitmentEndOn: day(1) })
    const outsider = await createUser(db, {
      roleType: 'CompanyUser',
      organisationId: other.organisationId,
    })

    expect(await sendJobExpiryNotices(app, now)).toEqual({ notified: 5, mailed: 3 })
    // The second run (a retried job, a second process) writes and mails nothing.
    expect(await sendJobExpiryNotices(app, now)).toEqual({ notified: 0, mailed: 0 })

    const rows = await db.select().from(notifications)
    const pairs = (list: [number, string | null][]) => list.map((pair) => pair.join(' ')).sort()
    expect(pairs(rows.map((row) => [row.userId, row.dedupeKey]))).toEqual(
      pairs([
        [master.id, `job_expiring:${inFourteen.id}:${day(14)}:14`],
        [master.id, `job_expiring:${tomorrow.id}:${day(1)}:1`],
        [normal.id, `job_expiring:${inFourteen.id}:${day(14)}:14`],
        [normal.id, `job_expiring:${tomorrow.id}:${day(1)}:1`],
        [outsider.id, `job_expiring:${other.id}:${day(1)}:1`],
      ]),
    )
    const fourteen = rows.find((row) => row.dedupeKey?.startsWith(`job_expiring:${inFourteen.id}`))!
    expect(fourteen).toMatchObject({
      kind: 'job_expiring',
      icon: 'job_expiring',
      linkPath: `/client/job_infos/${inFourteen.id}`,
      params: { title: inFourteen.title, days: 14, end_on: day(14), job_info_id: inFourteen.id },
      openedAt: null,
    })

    const mails = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [master.email, normal.email, outsider.email].sort(),
    )
    const mailToMaster = mails.find((mail) => mail.toAddress === master.email)!
    expect(mailToMaster.subject).toContain('募集期間の終了が近い求人があります')
    expect(mailToMaster.subject).toContain('Job postings closing soon')
    // Both jobs in the one mail, with their links, in both languages.
    for (const listed of [inFourteen, tomorrow]) {
      expect(mailToMaster.textBody).toContain(listed.title)
      expect(mailToMaster.textBody).toContain(
        `${app.config.publicBaseUrl}/client/job_infos/${listed.id}`,
      )
    }
    expect(mailToMaster.textBody).toContain('残り14日')
    expect(mailToMaster.textBody).toContain('days remaining: 1')
    expect(mails.find((mail) => mail.toAddress === outsider.email)!.textBody).not.toContain(
      inFourteen.title,
    )
  })

  it('catches up on a missed notice, once, and notices an extended period again', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const now = new Date()
    const day = (offset: number) => dayFromToday(offset, now)
    const late = await createJobInfo(db, { status: 'open', recruitmentEndOn: day(10) })
    const recruiter = await createUser(db, {
      roleType: 'Agent',
      organisationId: late.organisationId,
    })

    // Ten days left and never noticed: the 14-day notice goes out now, with the days that remain.
    expect(await sendJobExpiryNotices(app, now)).toEqual({ notified: 1, mailed: 1 })
    const [first] = await db.select().from(notifications)
    expect(first).toMatchObject({
      userId: recruiter.id,
      dedupeKey: `job_expiring:${late.id}:${day(10)}:14`,
      params: { days: 10 },
    })
    // Nine days left the next day: the 14-day notice was sent, the 1-day one is not due.
    const nextDay = new Date(now.getTime() + 24 * 60 * 60 * 1000)
    expect(await sendJobExpiryNotices(app, nextDay)).toEqual({ notified: 0, mailed: 0 })
    // On its last day, the 1-day notice it is due for.
    const lastDay = new Date(now.getTime() + 10 * 24 * 60 * 60 * 1000)
    expect(await sendJobExpiryNotices(app, lastDay)).toEqual({ notified: 1, mailed: 1 })

    // Extended by 90 days and later close to its new end: noticed again for the new date.
    await db
      .update(jobInfos)
      .set({ recruitmentEndOn: day(100) })
      .where(eq(jobInfos.id, late.id))
    const beforeNewEnd = new Date(now.getTime() + 86 * 24 * 60 * 60 * 1000)
    expect(await sendJobExpiryNotices(app, beforeNewEnd)).toEqual({ notified: 1, mailed: 1 })
    expect((await db.select().from(mailOutbox)).length).toBe(3)
  })
})
