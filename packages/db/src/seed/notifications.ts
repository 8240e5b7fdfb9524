import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationParams,
} from '@kakehashi/contracts'
import { and, asc, gte, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { dayFromToday, daysFromNow } from '../factories/catalogue.ts'
import { jobInfos, notifications, users } from '../schema/index.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

type SeedNotice = {
  [K in NotificationKind]: {
    kind: K
    params: NotificationParams<K>
    linkPath: string
    /** Hours before the seed time. */
    hoursAgo: number
    opened: boolean
  }
}[NotificationKind]

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What a recruiter finds in the bell: the nearest job end of their organisation, a reply, an
 * application, a finished export and a notice from the platform; the newer ones unread.
 */
function demoNotices(job: { id: number; title: string; endOn: string } | undefined): SeedNotice[] {
  const notices: SeedNotice[] = [
    {
      kind: 'scout_reply',
      params: { scout_title: '【年収1,000万円〜】経営企画ポジションのご案内' },
      linkPath: '/client/dashboard',
      hoursAgo: 5,
      opened: false,
    },
    {
      kind: 'self_apply',
      params: { job_title: job?.title ?? '経理マネージャー（連結決算）' },
      linkPath: '/client/dashboard',
      hoursAgo: 26,
      opened: false,
    },
    {
      kind: 'saved_search_match',
      params: { search_name: '東京・英語ビジネスレベル・財務経理', count: 4 },
      linkPath: '/client/dashboard',
      hoursAgo: 50,
      opened: true,
    },
    {
      kind: 'export_ready',
      params: { count: 38 },
      linkPath: '/client/dashboard',
      hoursAgo: 75,
      opened: true,
    },
    {
      kind: 'client_note',
      params: { title: 'ダッシュボードに契約状況とスペシャルスカウト残数を表示しました' },
      linkPath: '/client/notifications',
      hoursAgo: 24 * 6,
      opened: true,
    },
  ]
  if (job) {
    const days = Math.round((Date.parse(job.endOn) - Date.parse(dayFromToday(0))) / DAY_MS)
    notices.unshift({
      kind: 'job_expiring',
      params: { title: job.title, days, end_on: job.endOn, job_info_id: job.id },
      linkPath: `/client/job_infos/${job.id}`,
      hoursAgo: 1,
      opened: false,
    })
  }
  return notices
}

/**
 * Notifications for every recruiter of the demo organisations, several kinds, some opened.
 * Idempotent: each has a demo dedupe key, so a second seed writes nothing.
 */
export async function seedNotifications(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  const organisationIds = [...context.organisationIds.values()]
  const recruiters = await tx
    .select({ id: users.id, organisationId: users.organisationId })
    .from(users)
    .where(
      and(
        inArray(users.organisationId, organisationIds),
        inArray(users.roleType, ['CompanyUser', 'Agent']),
        isNull(users.deletedAt),
      ),
    )
  if (recruiters.length === 0) return

  const today = dayFromToday(0)
  const jobs = await tx
    .select({
      id: jobInfos.id,
      title: jobInfos.title,
      organisationId: jobInfos.organisationId,
      endOn: jobInfos.recruitmentEndOn,
    })
    .from(jobInfos)
    .where(
      and(
        inArray(jobInfos.organisationId, organisationIds),
        inArray(jobInfos.status, ['open', 'open_for_scout']),
        gte(jobInfos.recruitmentEndOn, today),
      ),
    )
    .orderBy(asc(jobInfos.recruitmentEndOn), asc(jobInfos.id))
  const nearestJob = new Map<number, { id: number; title: string; endOn: string }>()
  for (const job of jobs) {
    if (job.endOn !== null && !nearestJob.has(job.organisationId)) {
      nearestJob.set(job.organisationId, { id: job.id, title: job.title, endOn: job.endOn })
    }
  }

  const now = new Date()
  const rows = recruiters.flatMap((recruiter) => {
    const organisationId = recruiter.organisationId!
    return demoNotices(nearestJob.get(organisationId)).map((notice) => {
      const createdAt = daysFromNow(-notice.hoursAgo / 24, now)
      return {
        userId: recruiter.id,
        organisationId,
        kind: notice.kind,
        icon: NOTIFICATION_KINDS[notice.kind],
        params: notice.params,
        linkPath: notice.linkPath,
        dedupeKey: `demo:${notice.kind}`,
        createdAt,
        openedAt: notice.opened ? createdAt : null,
      }
    })
  })
  await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
}
