import { sql } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

// Self-applications as recruiters screen them: each is a conversation of its job's organisation
// (pending review, passed with a message, or rejected), and the demo organisations have a few
// waiting, so the list's "interested or self-applied" filter shows them.

/** Pending applications each demo organisation gets when it has none to screen. */
const PENDING_PER_ORGANISATION = 2

const PENDING_MESSAGES = [
  'これまでの経理・財務の経験を活かして貢献したいと考え、応募いたしました。',
  'I would like to bring my experience in international projects to your team.',
]

const PASS_MESSAGE =
  'ご応募ありがとうございます。ぜひ一度、オンラインでお話しさせてください。ご都合のよい日時をお知らせください。'

export async function seedSelfApplications(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  await seedPendingApplications(tx, [...context.organisationIds.values()])
  await seedApplicationConversations(tx)
}

/**
 * Two pending applications for each demo organisation with none waiting, to its newest open job,
 * from seeded candidates who have not applied to it (the demo candidate login excepted, so its
 * own applications are what the visitor makes).
 */
async function seedPendingApplications(tx: Tx, organisationIds: number[]) {
  if (organisationIds.length === 0) return
  await tx.execute(sql`
    with waiting as (
      select j.organisation_id from self_applies a join job_infos j on j.id = a.job_info_id
      where a.status = 'pending_review'
      group by j.organisation_id),
    target as (
      select distinct on (j.organisation_id) j.id as job_info_id, j.organisation_id
      from job_infos j
      where j.organisation_id = any(${`{${organisationIds.join(',')}}`}::bigint[])
        and j.status = 'open'
        and j.organisation_id not in (select organisation_id from waiting)
      order by j.organisation_id, j.id desc),
    picked as (
      select t.job_info_id, u.id as user_id,
        row_number() over (partition by t.job_info_id order by u.id) as n
      from target t
      join users u on u.role_type = 'Candidate' and u.deleted_at is null
        and u.email like '%@example.com' and u.email <> 'candidate1@example.com'
      where not exists (select 1 from self_applies a
        where a.user_id = u.id and a.job_info_id = t.job_info_id))
    insert into self_applies (user_id, job_info_id, message, created_at, updated_at)
    select user_id, job_info_id,
      (${sql.raw(`array[${PENDING_MESSAGES.map((m) => `'${m.replaceAll("'", "''")}'`).join(', ')}]`)})[n],
      now() - make_interval(hours => (n * 5)::int), now() - make_interval(hours => (n * 5)::int)
    from picked where n <= ${PENDING_PER_ORGANISATION}
    on conflict do nothing`)
}

/**
 * A conversation for every application that has none, as the API opens and decides them: pending
 * ones unread, passed ones matched with the organisation's first recruiter's message, rejected
 * ones closed.
 */
async function seedApplicationConversations(tx: Tx) {
  const { rows } = await tx.execute<{ id: string | number; status: string }>(sql`
    insert into scouts (organisation_id, candidate_user_id, job_info_id, title, body,
      selection_status, self_apply_id, sent_at, last_candidate_message_at, last_message_at,
      recruiter_read_at)
    select j.organisation_id, a.user_id, a.job_info_id, j.title, a.message,
      (case a.status when 'pending_review' then 'interested_or_self_applied'
        when 'passed' then 'matched' else 'declined_or_rejected' end)::selection_status,
      a.id, a.created_at, a.created_at, a.created_at,
      case when a.status = 'pending_review' then null else a.updated_at end
    from self_applies a join job_infos j on j.id = a.job_info_id
    where not exists (select 1 from scouts s where s.self_apply_id = a.id)
    returning id, (select status from self_applies where id = self_apply_id) as status`)
  const passed = rows.filter((row) => row.status === 'passed').map((row) => Number(row.id))
  if (passed.length === 0) return
  const ids = sql`${`{${passed.join(',')}}`}::bigint[]`
  await tx.execute(sql`
    insert into candidate_matches (organisation_id, candidate_user_id, source, self_apply_id,
      matched_at)
    select s.organisation_id, s.candidate_user_id, 'self_apply_passed', s.self_apply_id,
      a.updated_at
    from scouts s join self_applies a on a.id = s.self_apply_id
    where s.id = any(${ids})
    on conflict do nothing`)
  await tx.execute(sql`
    insert into scout_messages (scout_id, sender_side, sender_user_id, body, client_request_id,
      created_at)
    select s.id, 'recruiter',
      (select u.id from users u where u.organisation_id = s.organisation_id order by u.id limit 1),
      ${PASS_MESSAGE}, 'self_apply_passed', a.updated_at
    from scouts s join self_applies a on a.id = s.self_apply_id
    where s.id = any(${ids})
    on conflict do nothing`)
}
