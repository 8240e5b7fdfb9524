import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import {
  candidateMailKind,
  matchSource,
  messageSenderSide,
  scoutDeclineReason,
  scoutSendState,
  scoutTemplateType,
  selectionStatus,
  specialScoutInterviewer,
  specialScoutPosition,
} from './enums.ts'
import { jobInfos, selfApplies } from './jobs.ts'
import { candidateSearchConditions } from './member-search.ts'
import { organisations } from './organisations.ts'
import { users } from './users.ts'

/**
 * A scout: a direct offer from a recruiter's organisation to a candidate, optionally about one
 * job. A special scout also carries the confirmed salary, position and interviewer, the pitch
 * and an expiry. The candidate's reading is tracked on the scout itself: it is unread while
 * `candidateReadAt` is null or older than the latest recruiter message.
 */
export const scouts = pgTable(
  'scouts',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    candidateUserId: bigint('candidate_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobInfoId: bigint('job_info_id', { mode: 'number' }).references(() => jobInfos.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sendState: scoutSendState('send_state').notNull().default('sent'),
    // Where the candidate stands with the organisation through this scout (spec section 4).
    selectionStatus: selectionStatus('selection_status').notNull().default('before_matching'),
    isSpecial: boolean('is_special').notNull().default(false),
    // Special scout terms (spec section 3); null on an ordinary scout.
    confirmedSalary: integer('confirmed_salary'),
    confirmedPosition: specialScoutPosition('confirmed_position'),
    confirmedInterviewer: specialScoutInterviewer('confirmed_interviewer'),
    customAttraction: text('custom_attraction'),
    guaranteedHighSalary: boolean('guaranteed_high_salary').notNull().default(false),
    guaranteedShortSelection: boolean('guaranteed_short_selection').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    candidateReadAt: timestamp('candidate_read_at', { withTimezone: true }),
    // The recruiter's latest message (kept by the scout_messages trigger): drives the candidate's
    // unread count.
    lastRecruiterMessageAt: timestamp('last_recruiter_message_at', { withTimezone: true }),
    // The recruiter side of reading: unread while the candidate wrote (or said "interested")
    // after `recruiterReadAt`. Messages keep it and `lastMessageAt` by the scout_messages trigger.
    lastCandidateMessageAt: timestamp('last_candidate_message_at', { withTimezone: true }),
    recruiterReadAt: timestamp('recruiter_read_at', { withTimezone: true }),
    // The latest message either way (or "interested"); the conversation list's newest-first order reads
    // `activityAt`, which is the scout's own sending until a message comes.
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    // When the organisation was last told of the candidate's messages here (bell and mail): at
    // most one notice a conversation per RECRUITER_NOTICE_MINUTES.
    recruiterNotifiedAt: timestamp('recruiter_notified_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // The candidate said no (spec: declined or rejected); the organisation reads the reason.
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: scoutDeclineReason('decline_reason'),
    // The scout assist that sent it, if one did: its daily count and whom it already reached.
    scoutAssistId: bigint('scout_assist_id', { mode: 'number' }).references(
      (): AnyPgColumn => jobInfoScoutAssists.id,
      { onDelete: 'set null' },
    ),
    // A candidate's application to one of the organisation's jobs, screened in this conversation:
    // no recruiter sent it, and it reaches the candidate's scouts only once passed.
    selfApplyId: bigint('self_apply_id', { mode: 'number' }).references(
      (): AnyPgColumn => selfApplies.id,
      { onDelete: 'cascade' },
    ),
    // The normal template the scout was written with, for the organisation's reports.
    scoutTemplateId: bigint('scout_template_id', { mode: 'number' }).references(
      (): AnyPgColumn => scoutTemplates.id,
      { onDelete: 'set null' },
    ),
    // The remind template resent to a candidate who neither replies nor declines by
    // `remindDueAt` (send state 'resend_set'); `remindedAt` when it was ('resend_sent').
    remindTemplateId: bigint('remind_template_id', { mode: 'number' }).references(
      (): AnyPgColumn => scoutTemplates.id,
      { onDelete: 'set null' },
    ),
    remindDueAt: timestamp('remind_due_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    activityAt: timestamp('activity_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(last_message_at, sent_at)`),
    ...timestamps(),
  },
  (t) => [
    // The reminder job reads the due resends only.
    index('scouts_remind_due_idx').on(t.remindDueAt).where(sql`${t.sendState} = 'resend_set'`),
    index('scouts_candidate_sent_idx').on(t.candidateUserId, t.sentAt),
    index('scouts_organisation_sent_idx').on(t.organisationId, t.sentAt),
    index('scouts_organisation_candidate_idx').on(t.organisationId, t.candidateUserId),
    uniqueIndex('scouts_self_apply_unique').on(t.selfApplyId).where(sql`self_apply_id is not null`),
    index('scouts_scout_assist_idx')
      .on(t.scoutAssistId, t.candidateUserId)
      .where(sql`scout_assist_id is not null`),
    // DESC NULLS FIRST, PostgreSQL's own DESC: the list's `order by activity_at desc, id desc`
    // walks it (an index DESC NULLS LAST would not serve that order).
    index('scouts_organisation_activity_idx').on(
      t.organisationId,
      t.activityAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The organisation's answered scouts by the time of the answer: how quickly it replies.
    index('scouts_organisation_replied_idx')
      .on(t.organisationId, t.repliedAt)
      .where(sql`replied_at is not null`),
    // The conversations where the candidate wrote last, few among many: the dashboard's and the
    // list's unanswered conversations read them by the time of that message.
    index('scouts_organisation_awaiting_answer_idx')
      .on(t.organisationId, t.lastCandidateMessageAt)
      .where(
        sql`last_candidate_message_at is not null and (last_recruiter_message_at is null or last_candidate_message_at > last_recruiter_message_at)`,
      ),
    // The organisation's unread conversations, few among many: the list's unread count.
    index('scouts_organisation_unread_idx')
      .on(t.organisationId)
      .where(
        sql`last_candidate_message_at is not null and (recruiter_read_at is null or last_candidate_message_at > recruiter_read_at)`,
      ),
    check(
      'scouts_declined_has_reason',
      sql`(${t.declinedAt} is null) = (${t.declineReason} is null)`,
    ),
    check(
      'scouts_special_has_terms',
      sql`not ${t.isSpecial} or (${t.confirmedSalary} is not null and ${t.customAttraction} is not null)`,
    ),
  ],
)

/**
 * A message in a scout's thread, plain text. `clientRequestId` is the sender's idempotency key:
 * a retried send with the same key answers the first message instead of posting twice.
 */
export const scoutMessages = pgTable(
  'scout_messages',
  {
    id: id(),
    scoutId: bigint('scout_id', { mode: 'number' })
      .notNull()
      .references(() => scouts.id, { onDelete: 'cascade' }),
    senderSide: messageSenderSide('sender_side').notNull(),
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    clientRequestId: text('client_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scout_messages_scout_created_idx').on(t.scoutId, t.createdAt),
    uniqueIndex('scout_messages_request_unique')
      .on(t.scoutId, t.senderSide, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
  ],
)

/**
 * A candidate matched with an organisation: from then on its recruiters may see the candidate's
 * name, e-mail, phone and resume. Created by a reply to a scout or a passed self-application.
 */
export const candidateMatches = pgTable(
  'candidate_matches',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    candidateUserId: bigint('candidate_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: matchSource('source').notNull(),
    scoutId: bigint('scout_id', { mode: 'number' }).references(() => scouts.id, {
      onDelete: 'set null',
    }),
    selfApplyId: bigint('self_apply_id', { mode: 'number' }).references(() => selfApplies.id, {
      onDelete: 'set null',
    }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_matches_organisation_candidate_unique').on(
      t.organisationId,
      t.candidateUserId,
    ),
    index('candidate_matches_candidate_idx').on(t.candidateUserId),
  ],
)

/** The special scout week: a period in which recruiters send special scouts to joined candidates. */
export const scoutCampaigns = pgTable(
  'scout_campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    // Ten-thousand yen: special scouts in the campaign guarantee at least this annual income.
    highSalaryThreshold: integer('high_salary_threshold').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('scout_campaigns_period_idx').on(t.startsOn, t.endsOn),
    check('scout_campaigns_period_order', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
)

export const scoutCampaignJoins = pgTable(
  'scout_campaign_joins',
  {
    id: id(),
    scoutCampaignId: bigint('scout_campaign_id', { mode: 'number' })
      .notNull()
      .references(() => scoutCampaigns.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isJoined: boolean('is_joined').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('scout_campaign_joins_campaign_user_unique').on(t.scoutCampaignId, t.userId)],
)

export type Scout = typeof scouts.$inferSelect
export type NewScout = typeof scouts.$inferInsert
export type ScoutMessage = typeof scoutMessages.$inferSelect
export type CandidateMatch = typeof candidateMatches.$inferSelect
export type ScoutCampaign = typeof scoutCampaigns.$inferSelect

/**
 * A scout template of a recruiter organisation (spec section 3): for a first scout (normal) or
 * its resend (remind). Subject and body keep their variables (`{{company_name}}`), filled when a
 * scout is sent. `clientRequestId` makes a retried create answer the first one.
 */
export const scoutTemplates = pgTable(
  'scout_templates',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    templateType: scoutTemplateType('template_type').notNull(),
    name: text('name').notNull(),
    mailSubject: text('mail_subject').notNull(),
    body: text('body').notNull(),
    clientRequestId: text('client_request_id'),
    ...timestamps(),
  },
  (t) => [
    index('scout_templates_organisation_idx').on(t.organisationId, t.updatedAt),
    uniqueIndex('scout_templates_request_unique')
      .on(t.organisationId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    check('scout_templates_name_present', sql`length(${t.name}) > 0`),
  ],
)

export type ScoutTemplateRow = typeof scoutTemplates.$inferSelect

/**
 * One send of a recruiter (a scout to one candidate, a bulk or quick scout), by the key its page
 * chose: written in the send's own transaction with what happened to each candidate, so the same
 * request sent again answers this outcome and sends nothing.
 */
export const scoutSendRequests = pgTable(
  'scout_send_requests',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    clientRequestId: text('client_request_id').notNull(),
    // [{ candidate_id, scout_id, skipped_reason }] in the order the candidates were asked.
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scout_send_requests_request_unique').on(t.organisationId, t.clientRequestId),
  ],
)

/**
 * Mails to send a candidate about a scout: a new scout, or a recruiter's new message (a
 * reminder too). A send or a message adds its row in its own transaction; the candidate-mail job
 * takes rows out as it writes the mails, so nothing of the scouts themselves is locked meanwhile.
 */
export const candidateScoutMails = pgTable('candidate_scout_mails', {
  id: id(),
  scoutId: bigint('scout_id', { mode: 'number' })
    .notNull()
    .references(() => scouts.id, { onDelete: 'cascade' }),
  kind: candidateMailKind('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Conversations whose candidate wrote (a reply, a message) and whose organisation is still to be
 * told: one row a conversation, however many messages came. The recruiter-notice job takes the
 * rows whose conversation was not told within the last RECRUITER_NOTICE_MINUTES, writes the bell
 * notification and the mail, and deletes them in one transaction.
 */
export const recruiterScoutNotices = pgTable('recruiter_scout_notices', {
  scoutId: bigint('scout_id', { mode: 'number' })
    .primaryKey()
    .references(() => scouts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A job's scout assist: every day until `endsOn`, up to `dailyLimit` scouts about the job go, in
 * `senderUserId`'s name and with its template, to the newest members matching the sender's saved
 * search whom it has not reached yet, under every rule of a recruiter's own send. The employer
 * authors the conditions; the platform only applies them.
 */
export const jobInfoScoutAssists = pgTable(
  'job_info_scout_assists',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchConditionId: bigint('search_condition_id', { mode: 'number' })
      .notNull()
      .references(() => candidateSearchConditions.id, { onDelete: 'cascade' }),
    scoutTemplateId: bigint('scout_template_id', { mode: 'number' })
      .notNull()
      .references((): AnyPgColumn => scoutTemplates.id, { onDelete: 'cascade' }),
    remindTemplateId: bigint('remind_template_id', { mode: 'number' }).references(
      (): AnyPgColumn => scoutTemplates.id,
      { onDelete: 'set null' },
    ),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    dailyLimit: integer('daily_limit').notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    // The latest run, and the reason it sent nothing when the send as a whole was refused
    // (an ended contract, a closed job): the page shows why the assist is idle.
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastRefusal: text('last_refusal'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('job_info_scout_assists_job_unique').on(t.jobInfoId),
    index('job_info_scout_assists_ends_idx').on(t.endsOn),
    check('job_info_scout_assists_daily_limit_positive', sql`${t.dailyLimit} > 0`),
  ],
)

export type JobInfoScoutAssist = typeof jobInfoScoutAssists.$inferSelect
