import {
  CONVERSATION_COUNT_CAP,
  type ConversationDetail,
  type ConversationListQuery,
  type ConversationMessage,
  type ConversationSummary,
  fillJobSeekerName,
  RECRUITER_SELECTION_STATUSES,
  type RecruiterCandidateSummary,
  type RecruiterSelectionStatus,
  type ScoutMessageBody,
  type SelfApplyDecisionBody,
  UNMATCHED_SELECTION_STATUSES,
} from '@kakehashi/contracts'
import type { Database, DbOrTx } from '@kakehashi/db'
import { AppError, notFound } from '../../errors/app-error.ts'
import { paginateCapped, toPageWindow } from '../../lib/paging.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { listRecruiterCandidateSummaries } from '../candidate-privacy/candidate-privacy-service.ts'
import { createMatch } from '../scouts/scouts-repository.ts'
import { excerpt, iso, specialTermsOf } from '../scouts/scouts-service.ts'
import { recordRecruiterAction } from '../user-action-logs/user-action-logs-service.ts'
import * as repository from './conversations-repository.ts'

/**
 * What the organisation reads of a scout's text: the job seeker's name once the candidate has
 * matched with it; before that the variable stays, and the page shows a stand-in.
 */
const addressed = (text: string, candidate: RecruiterCandidateSummary) =>
  candidate.full_name === null ? text : fillJobSeekerName(text, candidate.full_name)

function toSummary(
  row: repository.ConversationSummaryRow,
  candidate: RecruiterCandidateSummary,
): ConversationSummary {
  const { scout, lastMessage } = row
  return {
    id: scout.id,
    title: addressed(scout.title, candidate),
    candidate,
    job_info: row.job?.id ? { id: row.job.id, title: row.job.title } : null,
    sender:
      scout.senderUserId !== null && row.senderName !== null
        ? { id: scout.senderUserId, display_name: row.senderName }
        : null,
    selection_status: scout.selectionStatus,
    send_state: scout.sendState,
    is_special: scout.isSpecial,
    sent_at: scout.sentAt.toISOString(),
    activity_at: scout.activityAt.toISOString(),
    matched_at: iso(row.matchedAt),
    replied_at: iso(scout.repliedAt),
    declined_at: iso(scout.declinedAt),
    decline_reason: scout.declineReason,
    last_message: lastMessage
      ? {
          sender_side: lastMessage.sender_side,
          excerpt: excerpt(addressed(lastMessage.body, candidate)),
          created_at: new Date(lastMessage.created_at).toISOString(),
        }
      : null,
    is_unread: Boolean(row.isUnread),
    self_apply: row.selfApply?.id ? { id: row.selfApply.id, status: row.selfApply.status } : null,
  }
}

/**
 * The organisation's conversations, a page at a time, with the candidates as it may see them.
 * Once the page's ids are known, its rows and its candidates are read side by side; the counts
 * and the filters' choices, beside all three.
 */
export async function listConversations(
  db: DbOrTx,
  recruiter: RecruiterContext,
  query: ConversationListQuery,
) {
  const { organisationId } = recruiter
  const readPage = async () => {
    const page = await repository.findConversationPage(
      db,
      organisationId,
      query,
      toPageWindow(query),
    )
    return Promise.all([
      repository.listConversationsByIds(
        db,
        organisationId,
        page.map((row) => row.id),
      ),
      listRecruiterCandidateSummaries(
        db,
        organisationId,
        page.map((row) => row.candidateUserId),
      ),
    ])
  }
  const [[rows, candidates], overview] = await Promise.all([
    readPage(),
    repository.findListOverview(db, organisationId, query),
  ])
  const candidateById = new Map(candidates.map((candidate) => [candidate.id, candidate]))
  return {
    // A candidate who left between the two reads is left out of the page.
    scouts: rows.flatMap((row) => {
      const candidate = candidateById.get(row.scout.candidateUserId)
      return candidate ? [toSummary(row, candidate)] : []
    }),
    ...paginateCapped(query, overview.total, CONVERSATION_COUNT_CAP),
    unread_count: overview.unread,
    filter_options: { jobs: overview.jobs, senders: overview.senders },
  }
}

async function requireConversation(db: DbOrTx, organisationId: number, scoutId: number) {
  const row = await repository.findConversation(db, organisationId, scoutId)
  if (!row) throw notFound('Scout')
  return row
}

async function candidateOf(db: DbOrTx, organisationId: number, row: repository.ConversationRow) {
  const [candidate] = await listRecruiterCandidateSummaries(db, organisationId, [
    row.scout.candidateUserId,
  ])
  if (!candidate) throw notFound('Scout')
  return candidate
}

/** The self-application the conversation screens, when it screens one. */
const selfApplyOf = (row: repository.ConversationRow) => (row.selfApply?.id ? row.selfApply : null)

/**
 * Whether a recruiter may write: the candidate has answered, and so matched; in a
 * self-application's conversation, once the application is passed (a match through another
 * scout does not open an application still to screen, nor one rejected).
 */
function canMessage(row: repository.ConversationRow) {
  const selfApply = selfApplyOf(row)
  return selfApply ? selfApply.status === 'passed' : row.matchedAt !== null
}

/** Why a recruiter may not write or move the status yet, or any more. */
function closedConversation(row: repository.ConversationRow) {
  const selfApply = selfApplyOf(row)
  if (selfApply?.status === 'rejected') {
    return new AppError('selfApplicationRejected', 'The self-application was rejected')
  }
  if (selfApply) {
    return new AppError('selfApplicationNotReviewed', 'The self-application is pending review')
  }
  return null
}

function selectableStatuses(row: repository.ConversationRow): RecruiterSelectionStatus[] {
  // An application is passed or rejected through its decision, which moves the status.
  const selfApply = selfApplyOf(row)
  if (selfApply && selfApply.status !== 'passed') return []
  return row.matchedAt !== null
    ? [...RECRUITER_SELECTION_STATUSES]
    : [...UNMATCHED_SELECTION_STATUSES]
}

async function toDetail(
  db: DbOrTx,
  organisationId: number,
  row: repository.ConversationRow,
): Promise<ConversationDetail> {
  const candidate = await candidateOf(db, organisationId, row)
  const { scout } = row
  return {
    ...toSummary(row, candidate),
    body: addressed(scout.body, candidate),
    special: specialTermsOf(scout),
    expires_at: iso(scout.expiresAt),
    can_message: canMessage(row),
    selectable_statuses: selectableStatuses(row),
  }
}

/** One conversation; opening it reads what the candidate wrote, for every co-worker alike. */
export async function openConversation(
  db: DbOrTx,
  recruiter: RecruiterContext,
  scoutId: number,
): Promise<ConversationDetail> {
  const row = await requireConversation(db, recruiter.organisationId, scoutId)
  await repository.markRead(db, scoutId, new Date())
  return toDetail(db, recruiter.organisationId, { ...row, isUnread: false })
}

/** A message as the organisation reads it; a reminder's name variable is filled once matched. */
function toMessage(
  row: Awaited<ReturnType<typeof repository.listMessages>>[number],
  candidate: RecruiterCandidateSummary | null,
): ConversationMessage {
  const { message } = row
  return {
    id: message.id,
    sender_side: message.senderSide,
    sender:
      message.senderSide === 'recruiter' && message.senderUserId !== null && row.senderName
        ? { id: message.senderUserId, display_name: row.senderName }
        : null,
    body: candidate ? addressed(message.body, candidate) : message.body,
    created_at: message.createdAt.toISOString(),
  }
}

export async function listMessages(db: DbOrTx, recruiter: RecruiterContext, scoutId: number) {
  const row = await requireConversation(db, recruiter.organisationId, scoutId)
  const [candidate, messages] = await Promise.all([
    candidateOf(db, recruiter.organisationId, row),
    repository.listMessages(db, scoutId),
  ])
  return { messages: messages.map((message) => toMessage(message, candidate)) }
}

/**
 * The recruiter's message, once the candidate has answered. A retry with the same request id
 * answers the message already written, and the candidate's mail about it is marked only once.
 */
export async function postMessage(
  database: Database,
  recruiter: RecruiterContext,
  scoutId: number,
  body: ScoutMessageBody,
  /** Asks for the candidate's mail once the message is committed. */
  mail: () => Promise<void>,
) {
  const { organisationId } = recruiter
  const row = await requireConversation(database.db, organisationId, scoutId)
  const written = await database.db.transaction(async (tx) => {
    const outcome = await repository.insertRecruiterMessage(tx, {
      scoutId,
      senderUserId: recruiter.userId,
      body: body.body,
      clientRequestId: body.client_request_id,
    })
    if (outcome.created) {
      // Checked after the insert, so a retry of a message already written still answers it.
      if (!canMessage(row)) {
        const closed = closedConversation(row)
        if (closed) throw closed
        throw new AppError(
          'conversationNotStarted',
          'The candidate has not answered this scout yet',
        )
      }
      // Only a message written now counts in the activity report, not a retry answered.
      await recordRecruiterAction(tx, recruiter, 'message_sent')
    }
    return outcome
  })
  if (written.created) await mail()
  // A recruiter's message is sent as written: no variable is filled in it.
  const message = await repository.findMessage(database.db, written.id)
  return { record: toMessage(message, null), created: written.created }
}

/** Moves the candidate's selection status; past the match only once they have matched. */
export async function updateConversation(
  db: DbOrTx,
  recruiter: RecruiterContext,
  scoutId: number,
  status: RecruiterSelectionStatus,
): Promise<ConversationDetail> {
  const { organisationId } = recruiter
  const row = await requireConversation(db, organisationId, scoutId)
  if (!selectableStatuses(row).includes(status)) {
    const closed = closedConversation(row)
    if (closed) throw closed
    throw new AppError('selectionStatusNeedsMatch', 'The candidate has not matched yet')
  }
  await repository.updateSelectionStatus(db, scoutId, status)
  return toDetail(db, organisationId, await requireConversation(db, organisationId, scoutId))
}

/** The recruiter's message that passes an application: its key, so a pass writes it once. */
const PASS_MESSAGE_REQUEST_ID = 'self_apply_passed'

/**
 * Passes or rejects the self-application the conversation screens. Passing matches the
 * candidate with the organisation, writes the recruiter's message (the candidate is mailed
 * about it once committed) and moves the conversation to 'matched'; rejecting closes it as
 * 'declined or rejected'. The same decision again answers the conversation and writes nothing;
 * the other decision is refused.
 */
export async function decideSelfApply(
  database: Database,
  recruiter: RecruiterContext,
  scoutId: number,
  body: SelfApplyDecisionBody,
  /** Asks for the candidate's mail once the message is committed. */
  mail: () => Promise<void>,
): Promise<ConversationDetail> {
  const { organisationId } = recruiter
  const row = await requireConversation(database.db, organisationId, scoutId)
  const selfApply = selfApplyOf(row)
  if (!selfApply) throw notFound('Self-application')
  const wrote = await database.db.transaction(async (tx) => {
    if (!(await repository.decideSelfApply(tx, selfApply.id, body.decision))) {
      const status = await repository.findSelfApplyStatus(tx, selfApply.id)
      if (status === body.decision) return false
      throw new AppError('selfApplicationDecided', 'The self-application was decided already')
    }
    if (body.decision === 'rejected') {
      await repository.updateSelectionStatus(tx, scoutId, 'declined_or_rejected')
      return false
    }
    await createMatch(tx, {
      organisationId,
      candidateUserId: row.scout.candidateUserId,
      source: 'self_apply_passed',
      selfApplyId: selfApply.id,
    })
    await repository.insertRecruiterMessage(tx, {
      scoutId,
      senderUserId: recruiter.userId,
      body: body.message.trim(),
      clientRequestId: PASS_MESSAGE_REQUEST_ID,
    })
    await recordRecruiterAction(tx, recruiter, 'message_sent')
    await repository.updateSelectionStatus(tx, scoutId, 'matched')
    return true
  })
  if (wrote) await mail()
  return toDetail(
    database.db,
    organisationId,
    await requireConversation(database.db, organisationId, scoutId),
  )
}
