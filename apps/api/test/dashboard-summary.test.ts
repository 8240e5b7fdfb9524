import { candidateSearchHref, UNANSWERED_DAYS } from '@kakehashi/contracts'
import {
  createCandidate,
  createJobInfo,
  createScout,
  createUser,
  type DbOrTx,
  dayFromToday,
  daysFromNow,
  type ScoutOverrides,
  scouts,
  selfApplies,
  users,
} from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { insertSelfApplyConversation } from '../src/modules/conversations/conversations-repository.ts'
import { DASHBOARD_NEW_MEMBERS_CAP } from '../src/modules/recruiter-workspace/recruiter-workspace-service.ts'
import { createTestApp, type SignedInUser, signInRecruiter } from './helpers.ts'

const HOUR_MS = 60 * 60 * 1000
const JAPAN_OFFSET_MS = 9 * HOUR_MS

async function get(app: App, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: `/api/v3${url}`, headers })
  return { status: response.statusCode, body: response.json() }
}

/** This week's Monday at midnight in Japan, as a moment, and as the date Japan writes. */
function thisMondayInJapan(now = new Date()) {
  const tokyo = new Date(now.getTime() + JAPAN_OFFSET_MS)
  const sinceMonday = (tokyo.getUTCDay() + 6) % 7
  const monday = new Date(
    Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate() - sinceMonday) -
      JAPAN_OFFSET_MS,
  )
  const day = new Date(monday.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10)
  return { monday, day }
}

const candidate = (db: DbOrTx) => createUser(db, { roleType: 'Candidate' })

/** A conversation of the organisation, sent a month ago: out of the weeks' figures. */
const conversation = async (db: DbOrTx, organisationId: number, overrides: ScoutOverrides) =>
  createScout(db, (await candidate(db)).id, {
    organisationId,
    sentAt: daysFromNow(-30),
    ...overrides,
  })

/** A self-application to the job with its conversation, in the given state. */
async function application(db: DbOrTx, jobInfoId: number, status: 'pending_review' | 'passed') {
  const [row] = await db
    .insert(selfApplies)
    .values({ userId: (await candidate(db)).id, jobInfoId, status })
    .returning()
  const scoutId = (await insertSelfApplyConversation(db, row!.id))!
  return scoutId
}

/**
 * What waits for an organisation, seeded beside the same things of `other`, which never count:
 * each figure's rows, and the rows each figure must leave out.
 */
async function seedWork(db: DbOrTx, organisationId: number) {
  const old = daysFromNow(-(UNANSWERED_DAYS + 2))
  // Unread, written an hour ago: a reply waiting, not yet unanswered for long.
  const recent = await conversation(db, organisationId, {
    lastCandidateMessageAt: daysFromNow(-1 / 24),
  })
  // Read, but the candidate wrote after the recruiters' last message, days ago: unanswered.
  const readUnanswered = await conversation(db, organisationId, {
    lastRecruiterMessageAt: daysFromNow(-(UNANSWERED_DAYS + 3)),
    lastCandidateMessageAt: old,
    recruiterReadAt: daysFromNow(-1),
  })
  // Never answered nor read: both a reply waiting and unanswered.
  const neverAnswered = await conversation(db, organisationId, { lastCandidateMessageAt: old })
  // Answered since the candidate wrote: neither.
  await conversation(db, organisationId, {
    lastCandidateMessageAt: old,
    lastRecruiterMessageAt: daysFromNow(-1),
    recruiterReadAt: daysFromNow(-1),
  })
  // Closed with no reply required: waits for nothing.
  await conversation(db, organisationId, {
    lastCandidateMessageAt: old,
    recruiterReadAt: daysFromNow(-1),
    selectionStatus: 'no_reply_required',
  })
  // A candidate who has since left: the list does not show them, so nothing counts them.
  const gone = await conversation(db, organisationId, { lastCandidateMessageAt: old })
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.candidateUserId))

  const job = await createJobInfo(db, { organisationId, recruitmentEndOn: dayFromToday(60) })
  const pending = await application(db, job.id, 'pending_review')
  const passed = await application(db, job.id, 'passed')
  await db.update(scouts).set({ recruiterReadAt: new Date() }).where(eq(scouts.id, passed))

  const ending = [
    await createJobInfo(db, { organisationId, recruitmentEndOn: dayFromToday(10) }),
    await createJobInfo(db, {
      organisationId,
      status: 'open_for_scout',
      recruitmentEndOn: dayFromToday(0),
    }),
  ]
  await createJobInfo(db, { organisationId, recruitmentEndOn: dayFromToday(20) })
  await createJobInfo(db, { organisationId, recruitmentEndOn: dayFromToday(-1) })
  await createJobInfo(db, { organisationId, status: 'draft', recruitmentEndOn: dayFromToday(5) })
  await createJobInfo(db, { organisationId, status: 'closed', recruitmentEndOn: dayFromToday(5) })

  const { monday } = thisMondayInJapan()
  const sent = async (sentAt: Date, isReplied: boolean) =>
    createScout(db, (await candidate(db)).id, {
      organisationId,
      sentAt,
      repliedAt: isReplied ? sentAt : null,
    })
  const now = new Date()
  await sent(now, true)
  await sent(now, false)
  await sent(now, false)
  // Last week runs from Monday midnight a week before to Sunday's last minute.
  await sent(new Date(monday.getTime() - 60_000), true)
  await sent(new Date(monday.getTime() - 7 * 24 * HOUR_MS), false)
  await sent(new Date(monday.getTime() - 7 * 24 * HOUR_MS - 60_000), true)

  return {
    repliesWaiting: [recent.id, neverAnswered.id, pending],
    unanswered: [readUnanswered.id, neverAnswered.id],
    endingJobs: ending.map((row) => row.id),
  }
}

async function saveSearch(app: App, recruiter: SignedInUser, name: string, keyword: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/client/search_conditions',
    headers: recruiter.headers,
    payload: { name, query: { keyword }, notify_new_members: false },
  })
  expect(response.statusCode).toBe(201)
  return response.json().id as number
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)

describe('the dashboard summary', () => {
  it("counts the organisation's work, never another organisation's, and its lists show the same", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const recruiter = await signInRecruiter(db)
    const other = await signInRecruiter(db)
    const seeded = await seedWork(db, recruiter.organisation.id)
    // The other organisation has the same work, and a little more.
    const theirs = await seedWork(db, other.organisation.id)
    await conversation(db, other.organisation.id, { lastCandidateMessageAt: new Date() })
    await createJobInfo(db, {
      organisationId: other.organisation.id,
      recruitmentEndOn: dayFromToday(3),
    })

    const { status, body } = await get(app, '/client/dashboard_summary', recruiter.headers)
    expect(status).toBe(200)
    const { day: monday } = thisMondayInJapan()
    expect(body).toEqual({
      replies_waiting: 3,
      applications_waiting: 1,
      unanswered: 2,
      scouts: {
        week_starts_on: monday,
        today: dayFromToday(0),
        this_week: { sent: 3, replied: 1 },
        last_week: { sent: 2, replied: 1 },
      },
      jobs_ending: 2,
      saved_searches: [],
    })
    const theirSummary = (await get(app, '/client/dashboard_summary', other.headers)).body
    expect(theirSummary).toMatchObject({
      replies_waiting: 4,
      applications_waiting: 1,
      unanswered: 2,
      jobs_ending: 3,
    })

    // Each figure's link leads to exactly what it counted.
    const unread = (await get(app, '/client/scouts?unread=true', recruiter.headers)).body
    expect(ids(unread.scouts)).toEqual(sorted(seeded.repliesWaiting))
    const unanswered = (await get(app, '/client/scouts?unanswered=true', recruiter.headers)).body
    expect(ids(unanswered.scouts)).toEqual(sorted(seeded.unanswered))
    expect(unanswered.pagination.total_count).toBe(2)
    const screening = (
      await get(app, '/client/scouts?status=interested_or_self_applied', recruiter.headers)
    ).body
    expect(
      screening.scouts.filter(
        (row: { self_apply: { status: string } | null }) =>
          row.self_apply?.status === 'pending_review',
      ),
    ).toHaveLength(1)
    const ending = (await get(app, '/client/job_infos?expiring=true', recruiter.headers)).body
    expect(ids(ending.job_infos)).toEqual(sorted(seeded.endingJobs))
    expect(ending.pagination.total_count).toBe(2)
    expect(ending.job_infos.every((job: { is_expiring: boolean }) => job.is_expiring)).toBe(true)
    // Their lists keep to their own.
    const theirEnding = (await get(app, '/client/job_infos?expiring=true', other.headers)).body
    expect(theirEnding.job_infos).toHaveLength(3)
    expect(ids(theirEnding.job_infos)).toEqual(expect.arrayContaining(sorted(theirs.endingJobs)))
  })

  it("lists the caller's saved searches with members new since their mark, linked to the search", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const recruiter = await signInRecruiter(db)
    const colleague = await signInRecruiter(db, { organisationId: recruiter.organisation.id })
    const career = (description: string) =>
      createCandidate(db, {
        careers: [{ companyName: 'みらい商事', position: '経理マネージャー', description }],
      })
    // There before the save: searchable already, so not new.
    await career('連結決算とＩＦＲＳ移行を担当')
    const matching = await saveSearch(app, recruiter, '経理 IFRS', '経理 IFRS')
    const quiet = await saveSearch(app, recruiter, '監査', '内部監査')
    await saveSearch(app, colleague, '同僚の検索', '経理 IFRS')
    await career('連結決算とＩＦＲＳ移行を担当')
    await career('ＩＦＲＳ対応の連結決算')

    const { body } = await get(app, '/client/dashboard_summary', recruiter.headers)
    expect(body.saved_searches).toEqual([
      {
        id: matching,
        name: '経理 IFRS',
        new_members: 2,
        new_members_capped: false,
        search_path: candidateSearchHref({ keyword: '経理 IFRS' }),
      },
    ])
    expect(body.saved_searches.map((row: { id: number }) => row.id)).not.toContain(quiet)
    // The colleague's own search is theirs alone.
    const theirs = (await get(app, '/client/dashboard_summary', colleague.headers)).body
    expect(theirs.saved_searches).toHaveLength(1)
    expect(theirs.saved_searches[0]).toMatchObject({ name: '同僚の検索', new_members: 2 })
    expect(DASHBOARD_NEW_MEMBERS_CAP).toBeGreaterThan(2)
  })

  it('needs the dashboard permission', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db, {
      accountType: 'normal',
      permissions: ['scouts'],
    })
    expect((await get(app, '/client/dashboard_summary', headers)).status).toBe(403)
  })
})
