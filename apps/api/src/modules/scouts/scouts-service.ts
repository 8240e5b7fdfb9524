import {
  FIRST_REPLY_MIN_SAMPLES,
  FIRST_REPLY_WINDOW_DAYS,
  fillJobSeekerName,
  type PageQuery,
  type ScoutDeclineReason,
  type ScoutDetail,
  type ScoutMessage,
  type ScoutSummary,
} from '@kakehashi/contracts'
import type { Database, DbOrTx, Scout } from '@kakehashi/db'
import { AppError, notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import * as repository from './scouts-repository.ts'

/** Asks for the organisation's notice of what the transaction marked. */
export type NoticeQueue = (tx: DbOrTx) => Promise<void>

const EXCERPT_LENGTH = 80
const DAY_MS = 24 * 60 * 60 * 1000

/** A message's first words on one line, for lists: the candidate's inbox, the recruiter's. */
export function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  const characters = [...flat]
  return characters.length > EXCERPT_LENGTH
    ? `${characters.slice(0, EXCERPT_LENGTH).join('')}…`
    : flat
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** A special scout's promises as both sides read them; null on an ordinary scout. */
export function specialTermsOf(scout: Scout): ScoutSummary['special'] {
  return scout.isSpecial && scout.confirmedSalary !== null
    ? {
        confirmed_salary: scout.confirmedSalary,
        confirmed_position: scout.confirmedPosition,
        confirmed_interviewer: scout.confirmedInterviewer,
        custom_attraction: scout.customAttraction ?? '',
        guaranteed_high_salary: scout.guaranteedHighSalary,
        guaranteed_short_selection: scout.guaranteedShortSelection,
      }
    : null
}

/**
 * A scout as its candidate reads it, addressed to them: the job seeker's name, kept as a
 * variable while the organisation does not know it, is filled here only.
 */
function toSummary(row: repository.ScoutRow, now: Date, candidateName: string): ScoutSummary {
  const { scout } = row
  return {
    id: scout.id,
    title: fillJobSeekerName(scout.title, candidateName),
    excerpt: excerpt(fillJobSeekerName(scout.body, candidateName)),
    organisation: {
      id: row.organisation.id,
      name: row.organisation.name,
      name_en: row.organisation.nameEn,
      company_id: row.companyId,
      logo_path: row.logoPath,
    },
    job_info: row.job?.id ? { id: row.job.id, title: row.job.title } : null,
    is_special: scout.isSpecial,
    is_self_apply: scout.selfApplyId !== null,
    special: specialTermsOf(scout),
    send_state: scout.sendState,
    sent_at: scout.sentAt.toISOString(),
    expires_at: iso(scout.expiresAt),
    is_expired: scout.expiresAt !== null && scout.expiresAt.getTime() <= now.getTime(),
    is_unread: Boolean(row.isUnread),
    replied_at: iso(scout.repliedAt),
    declined_at: iso(scout.declinedAt),
    decline_reason: scout.declineReason,
  }
}

/** A message of the thread; a reminder's job seeker's name is filled for its candidate. */
const toMessage = (
  message: Awaited<ReturnType<typeof repository.listMessages>>[number],
  candidateName?: string,
): ScoutMessage => ({
  id: message.id,
  sender_side: message.senderSide,
  body: candidateName === undefined ? message.body : fillJobSeekerName(message.body, candidateName),
  created_at: message.createdAt.toISOString(),
})

export async function listScouts(db: DbOrTx, userId: number, query: PageQuery) {
  const now = new Date()
  const [{ rows, pagination }, name] = await Promise.all([
    readPage(query, {
      rows: (window) => repository.listScouts(db, userId, window),
      count: () => repository.countScouts(db, userId),
    }),
    repository.findCandidateName(db, userId),
  ])
  return { scouts: rows.map((row) => toSummary(row, now, name)), pagination }
}

export async function countUnreadScouts(db: DbOrTx, userId: number) {
  return { count: await repository.countUnreadScouts(db, userId) }
}

async function requireScout(db: DbOrTx, userId: number, scoutId: number) {
  const row = await repository.findScout(db, userId, scoutId)
  if (!row) throw notFound('Scout')
  return row
}

/** The scout with its thread; reading it marks it read, which lowers the unread count. */
export async function openScout(db: DbOrTx, userId: number, scoutId: number): Promise<ScoutDetail> {
  const row = await requireScout(db, userId, scoutId)
  const now = new Date()
  await repository.markRead(db, scoutId, now)
  const [messages, match, name, replies] = await Promise.all([
    repository.listMessages(db, scoutId),
    repository.findMatch(db, row.scout.organisationId, userId),
    repository.findCandidateName(db, userId),
    repository.findFirstReplyMedian(
      db,
      row.scout.organisationId,
      new Date(now.getTime() - FIRST_REPLY_WINDOW_DAYS * DAY_MS),
    ),
  ])
  return {
    ...toSummary({ ...row, isUnread: false }, now, name),
    body: fillJobSeekerName(row.scout.body, name),
    messages: messages.map((message) => toMessage(message, name)),
    is_matched: match !== null,
    organisation_reply_minutes: replies.samples >= FIRST_REPLY_MIN_SAMPLES ? replies.median : null,
  }
}

function refuseExpired(row: repository.ScoutRow) {
  if (row.scout.expiresAt !== null && row.scout.expiresAt.getTime() <= Date.now()) {
    throw new AppError('scoutExpired', 'This scout has expired')
  }
}

/**
 * The candidate's reply. The first reply matches the candidate with the scout's organisation,
 * which is what lets its recruiters see the candidate's name and contact details.
 */
export async function replyToScout(
  database: Database,
  userId: number,
  scoutId: number,
  body: { body: string; client_request_id: string },
  notices: NoticeQueue,
) {
  const row = await requireScout(database.db, userId, scoutId)
  return database.db.transaction(async (tx) => {
    const { message, created } = await repository.insertCandidateMessage(tx, {
      scoutId,
      senderUserId: userId,
      body: body.body,
      clientRequestId: body.client_request_id,
    })
    // A retry of a message already posted answers it even after the scout expired.
    if (created) {
      refuseExpired(row)
      const now = new Date()
      await repository.markReplied(tx, scoutId, now)
      await repository.createMatch(tx, {
        organisationId: row.scout.organisationId,
        candidateUserId: userId,
        source: 'scout_reply',
        scoutId,
      })
      await notices(tx)
    }
    return { record: toMessage(message), created }
  })
}

/** Declines the scout with a reason; the first decline stands. */
export async function declineScout(
  db: DbOrTx,
  userId: number,
  scoutId: number,
  reason: ScoutDeclineReason,
): Promise<ScoutSummary> {
  await requireScout(db, userId, scoutId)
  await repository.markDeclined(db, scoutId, reason, new Date())
  const [row, name] = await Promise.all([
    requireScout(db, userId, scoutId),
    repository.findCandidateName(db, userId),
  ])
  return toSummary(row, new Date(), name)
}

/**
 * "Interested": the match without a message. The scout moves to 'interested or self-applied'
 * and its organisation is told, as of a reply.
 */
export async function contactThroughScout(
  database: Database,
  userId: number,
  scoutId: number,
  notices: NoticeQueue,
) {
  const { db } = database
  const row = await requireScout(db, userId, scoutId)
  const existing = await repository.findMatch(db, row.scout.organisationId, userId)
  if (!existing) refuseExpired(row)
  const { match, created } = existing
    ? { match: existing, created: false }
    : await db.transaction(async (tx) => {
        const outcome = await repository.createMatch(tx, {
          organisationId: row.scout.organisationId,
          candidateUserId: userId,
          source: 'scout_reply',
          scoutId,
        })
        if (outcome.created) {
          await repository.markInterested(tx, scoutId)
          await notices(tx)
        }
        return outcome
      })
  return {
    record: {
      id: match.id,
      organisation_id: match.organisationId,
      scout_id: match.scoutId,
      matched_at: match.matchedAt.toISOString(),
    },
    created,
  }
}
