import {
  SCOUT_DECLINE_QUIET_DAYS,
  SCOUT_REPEAT_DAYS,
  type ScoutSendResult,
  type ScoutSkipReason,
  type SpecialScoutInterviewer,
  type SpecialScoutPosition,
} from '@kakehashi/contracts'
import {
  candidateScoutMails,
  contracts,
  type DbOrTx,
  jobInfos,
  organisations,
  scoutCampaignJoins,
  scoutMessages,
  scoutSendRequests,
  scouts,
  scoutTemplates,
  users,
} from '@kakehashi/db'
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm'
import { qualified } from '../../lib/qualified-column.ts'
import { visibleTo } from '../candidate-privacy/candidate-privacy-repository.ts'
import { tokyoToday } from '../jobs/public-job.ts'

// Sending scouts. Every statement is scoped by the sender's organisation; the rules that differ
// per candidate are decided and the scouts written in one statement, so a send of 500 costs the
// same few round trips as a send of one.

/** The outcome a send with this key already had, if any. */
export async function findSendOutcome(
  db: DbOrTx,
  organisationId: number,
  clientRequestId: string,
): Promise<ScoutSendResult[] | null> {
  const [row] = await db
    .select({ outcome: scoutSendRequests.outcome })
    .from(scoutSendRequests)
    .where(
      and(
        eq(scoutSendRequests.organisationId, organisationId),
        eq(scoutSendRequests.clientRequestId, clientRequestId),
      ),
    )
  return row ? (row.outcome as ScoutSendResult[]) : null
}

export async function insertSendOutcome(
  db: DbOrTx,
  values: {
    organisationId: number
    senderUserId: number
    clientRequestId: string
    outcome: ScoutSendResult[]
  },
) {
  await db.insert(scoutSendRequests).values(values)
}

/**
 * One of the organisation's jobs with whether a scout may be about it today: open or scout-only,
 * and within its recruitment period on Japan's date. Null for another organisation's job.
 */
export async function findScoutJob(db: DbOrTx, organisationId: number, jobId: number) {
  const [row] = await db
    .select({
      id: jobInfos.id,
      title: jobInfos.title,
      isSendable: sql<boolean>`(${jobInfos.status} in ('open', 'open_for_scout')
        and (${jobInfos.recruitmentStartOn} is null or ${jobInfos.recruitmentStartOn} <= ${tokyoToday})
        and (${jobInfos.recruitmentEndOn} is null or ${jobInfos.recruitmentEndOn} >= ${tokyoToday}))`,
    })
    .from(jobInfos)
    .where(and(eq(jobInfos.id, jobId), eq(jobInfos.organisationId, organisationId)))
  return row ?? null
}

/** The organisation's name (a template's company) and its business days before a reminder. */
export async function findSendingOrganisation(db: DbOrTx, organisationId: number) {
  const [row] = await db
    .select({
      name: organisations.name,
      remindBusinessDays: organisations.scoutRemindBusinessDays,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
  return row ?? null
}

export async function setRemindBusinessDays(db: DbOrTx, organisationId: number, days: number) {
  await db
    .update(organisations)
    .set({ scoutRemindBusinessDays: days, updatedAt: new Date() })
    .where(eq(organisations.id, organisationId))
}

const monthStartInJapan = sql`(date_trunc('month', now() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo')`

/** Scouts the recruiter sent since the first of this month in Japan. */
export async function countScoutsSentThisMonth(db: DbOrTx, organisationId: number, userId: number) {
  const [row] = await db
    .select({ sent: count() })
    .from(scouts)
    .where(
      and(
        eq(scouts.organisationId, organisationId),
        eq(scouts.senderUserId, userId),
        gte(scouts.sentAt, monthStartInJapan),
      ),
    )
  return row?.sent ?? 0
}

/** What a special scout promises, as it is stored. */
export interface SpecialTermsToWrite {
  confirmedSalary: number
  confirmedPosition: SpecialScoutPosition | null
  confirmedInterviewer: SpecialScoutInterviewer | null
  customAttraction: string
  guaranteedHighSalary: boolean
  guaranteedShortSelection: boolean
  expiresAt: Date
}

/** How many of the passing candidates may get the scout, and why the others do not. */
export interface SendAllowance {
  count: number
  reason: ScoutSkipReason
}

export interface ScoutToWrite {
  organisationId: number
  senderUserId: number
  jobInfoId: number
  scoutTemplateId: number | null
  title: string
  body: string
  /** With a remind template, the scout waits in 'resend_set' until `remindDueAt`. */
  remindTemplateId: number | null
  remindDueAt: Date | null
  /** Null for an ordinary scout. */
  special: SpecialTermsToWrite | null
  /** The scout assist sending it; null for a recruiter's own send. */
  scoutAssistId: number | null
}

/**
 * Decides each asked candidate's fate and writes the scouts of those who pass, in one
 * statement; answers every asked candidate once, in the order first asked. A candidate gets no
 * scout when the organisation may not see them (deleted, blocking its company, or no one), when
 * they declined one of its scouts within SCOUT_DECLINE_QUIET_DAYS, or when it sent them the same
 * title and body within SCOUT_REPEAT_DAYS, or when they joined `refusedWeekId`'s Special Scout
 * Week (a special scout below its threshold); past those, only the first `allowance.count` in
 * order get one (a trial account's rest of the month, the special scouts the contract has left
 * this month). Run it under the organisation's lock, so two sends at once cannot both pass the
 * repeat rule or both spend the last of an allowance.
 */
export async function writeScouts(
  db: DbOrTx,
  scout: ScoutToWrite,
  candidateIds: readonly number[],
  { allowance, refusedWeekId }: { allowance: SendAllowance | null; refusedWeekId: number | null },
): Promise<ScoutSendResult[]> {
  const { organisationId, special } = scout
  const ofOrganisation = (candidate: ReturnType<typeof sql>) =>
    sql`${qualified(scouts.organisationId)} = ${organisationId}
      and ${qualified(scouts.candidateUserId)} = ${candidate}`
  const asked = sql`asked.candidate_id`
  const result = await db.execute<{
    candidate_id: string | number
    scout_id: string | number | null
    skipped_reason: ScoutSkipReason | null
  }>(sql`
    with asked as (
      select candidate_id, min(position) as position
      from unnest(${`{${candidateIds.join(',')}}`}::bigint[]) with ordinality as t(candidate_id, position)
      group by candidate_id
    ), assessed as (
      select ${asked}, asked.position, case
        when ${users.id} is null then 'candidateUnavailable'
        when exists (select 1 from ${scouts} where ${ofOrganisation(asked)}
          and ${qualified(scouts.declinedAt)} >= now() - make_interval(days => ${SCOUT_DECLINE_QUIET_DAYS}))
          then 'candidateDeclinedScouts'
        when exists (select 1 from ${scouts} where ${ofOrganisation(asked)}
          and ${qualified(scouts.sentAt)} >= now() - make_interval(days => ${SCOUT_REPEAT_DAYS})
          and ${qualified(scouts.title)} = ${scout.title} and ${qualified(scouts.body)} = ${scout.body})
          then 'scoutCreationLimitExceeded'
        ${
          refusedWeekId === null
            ? sql``
            : sql`when exists (select 1 from ${scoutCampaignJoins}
          where ${qualified(scoutCampaignJoins.scoutCampaignId)} = ${refusedWeekId}
            and ${qualified(scoutCampaignJoins.userId)} = ${asked}
            and ${qualified(scoutCampaignJoins.isJoined)})
          then 'specialScoutBelowWeekThreshold'`
        }
      end as refusal
      from asked left join ${users} on ${users.id} = ${asked} and ${visibleTo(organisationId)}
    ), decided as (
      select candidate_id, position, coalesce(refusal, case
        when row_number() over (partition by refusal is null order by position) > ${allowance?.count ?? candidateIds.length}
          then ${allowance?.reason ?? null} end) as refusal
      from assessed
    ), written as (
      insert into ${scouts} (organisation_id, sender_user_id, candidate_user_id, job_info_id,
        scout_template_id, title, body, send_state, remind_template_id, remind_due_at,
        is_special, confirmed_salary, confirmed_position, confirmed_interviewer, custom_attraction,
        guaranteed_high_salary, guaranteed_short_selection, expires_at, scout_assist_id)
      select ${organisationId}, ${scout.senderUserId}, candidate_id, ${scout.jobInfoId},
        ${scout.scoutTemplateId}, ${scout.title}, ${scout.body},
        ${scout.remindTemplateId === null ? 'sent' : 'resend_set'}::scout_send_state,
        ${scout.remindTemplateId}, ${scout.remindDueAt?.toISOString() ?? null}::timestamptz,
        ${special !== null}, ${special?.confirmedSalary ?? null}::int,
        ${special?.confirmedPosition ?? null}::special_scout_position,
        ${special?.confirmedInterviewer ?? null}::special_scout_interviewer,
        ${special?.customAttraction ?? null}, ${special?.guaranteedHighSalary ?? false},
        ${special?.guaranteedShortSelection ?? false},
        ${special?.expiresAt.toISOString() ?? null}::timestamptz, ${scout.scoutAssistId}::bigint
      from decided where refusal is null
      returning id, candidate_user_id
    ), mailed as (
      insert into ${candidateScoutMails} (scout_id, kind) select id, 'scout' from written
    )
    select decided.candidate_id, written.id as scout_id, decided.refusal as skipped_reason
    from decided left join written on written.candidate_user_id = decided.candidate_id
    order by decided.position`)
  return result.rows.map((row) => ({
    candidate_id: Number(row.candidate_id),
    scout_id: row.scout_id === null ? null : Number(row.scout_id),
    skipped_reason: row.skipped_reason,
  }))
}

export async function findSentScout(db: DbOrTx, organisationId: number, scoutId: number) {
  const [row] = await db
    .select()
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.organisationId, organisationId)))
  return row ?? null
}

// Reminders ---------------------------------------------------------------------------------

/** Whether the scout's job is open or scout-only and within its period, and its contract runs. */
const stillSendable = sql`(${jobInfos.status} in ('open', 'open_for_scout')
  and (${jobInfos.recruitmentEndOn} is null or ${jobInfos.recruitmentEndOn} >= ${tokyoToday})
  and ${contracts.endsOn} >= ${tokyoToday})`

/**
 * Takes back the due reminders that must not go: the candidate answered or declined, the remind
 * template was deleted, the job closed or ended, or the contract ended. Answers how many.
 */
export async function cancelUnsendableReminders(db: DbOrTx, now: Date, limit: number) {
  const result = await db.execute(sql`
    update ${scouts} set send_state = 'sent', remind_due_at = null, updated_at = now()
    where ${scouts.id} in (
      select ${qualified(scouts.id)} from ${scouts}
      left join ${jobInfos} on ${jobInfos.id} = ${qualified(scouts.jobInfoId)}
      left join ${contracts} on ${contracts.organisationId} = ${qualified(scouts.organisationId)}
      where ${qualified(scouts.sendState)} = 'resend_set'
        and ${qualified(scouts.remindDueAt)} <= ${now.toISOString()}::timestamptz
        and (${qualified(scouts.repliedAt)} is not null or ${qualified(scouts.declinedAt)} is not null
          or ${qualified(scouts.remindTemplateId)} is null or ${jobInfos.id} is null
          or ${contracts.id} is null or not ${stillSendable})
      limit ${limit}
      for update of ${scouts} skip locked)`)
  return result.rowCount ?? 0
}

/**
 * The due reminders that may go, locked for this transaction (rows another run holds are
 * skipped), with what their remind template is filled with.
 */
export async function takeDueReminders(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({
      id: scouts.id,
      senderUserId: scouts.senderUserId,
      title: scouts.title,
      body: scouts.body,
      templateBody: scoutTemplates.body,
      organisationName: organisations.name,
      jobTitle: jobInfos.title,
    })
    .from(scouts)
    .innerJoin(scoutTemplates, eq(scoutTemplates.id, scouts.remindTemplateId))
    .innerJoin(jobInfos, eq(jobInfos.id, scouts.jobInfoId))
    .innerJoin(contracts, eq(contracts.organisationId, scouts.organisationId))
    .innerJoin(organisations, eq(organisations.id, scouts.organisationId))
    .where(
      and(
        eq(scouts.sendState, 'resend_set'),
        sql`${scouts.remindDueAt} <= ${now.toISOString()}::timestamptz`,
        sql`${scouts.repliedAt} is null and ${scouts.declinedAt} is null`,
        stillSendable,
      ),
    )
    .orderBy(scouts.remindDueAt)
    .limit(limit)
    .for('update', { of: scouts, skipLocked: true })
}

/** Each reminder as a message of the organisation in its thread; the scouts move to resend sent. */
export async function writeReminders(
  db: DbOrTx,
  reminders: { scoutId: number; senderUserId: number | null; body: string }[],
  now: Date,
) {
  if (reminders.length === 0) return
  await db.insert(scoutMessages).values(
    reminders.map((reminder) => ({
      scoutId: reminder.scoutId,
      senderSide: 'recruiter' as const,
      senderUserId: reminder.senderUserId,
      body: reminder.body,
      createdAt: now,
    })),
  )
  await db
    .insert(candidateScoutMails)
    .values(reminders.map((reminder) => ({ scoutId: reminder.scoutId, kind: 'message' as const })))
  await db
    .update(scouts)
    .set({
      sendState: 'resend_sent',
      remindedAt: now,
      updatedAt: now,
    })
    .where(
      inArray(
        scouts.id,
        reminders.map((reminder) => reminder.scoutId),
      ),
    )
}
