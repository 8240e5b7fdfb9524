import {
  type CandidateSearchCriteria,
  candidateSearchHref,
  type Locale,
  searchConditionNotificationOffPath,
} from '@kakehashi/contracts'
import type { Tx } from '@kakehashi/db'
import { catalogues, translate } from '@kakehashi/i18n'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { groupBy } from '../../lib/group-by.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import {
  bilingualMail,
  enqueueMail,
  MAIL_DELIVER_JOB,
  type MailDependencies,
  type OutgoingMail,
} from '../mail/mail-service.ts'
import { notifyUser } from '../notifications/notifications-service.ts'
import * as repository from './candidate-search-conditions-repository.ts'
import { notificationOffToken, readCriteria } from './candidate-search-conditions-service.ts'

// The saved-search alerts: members who became searchable since a notifying search's mark and
// match it now are announced to its owner, one bell notification and one digest mail a run for
// all of the owner's searches, and the marks move in the same transaction.

export const SEARCH_ALERTS_JOB = 'search_conditions.alerts'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'search_conditions.alerts': Record<string, never>
  }
}

/** Every 15 minutes: new members are worth a recruiter's attention the same morning. */
export const SEARCH_ALERTS_CRON = '*/15 * * * *'
export const SEARCH_ALERTS_TIME_ZONE = 'Asia/Tokyo'

/**
 * New members a search announces in one run at most. More are announced as "more than 1,000":
 * the mail's link shows them all, and the mark moves past them, so they are not announced again.
 */
export const SEARCH_ALERT_MATCHES_MAX = 1000

/**
 * A run looks only at members who became searchable at least this long ago. A document's `seq`
 * is drawn before its transaction commits, so a lower one can appear after a higher one; a
 * minute is far longer than any transaction that writes documents.
 */
export const SEARCH_ALERTS_SETTLE_MS = 60_000

/** The names a bell notification lists before it stops ("A / B / C …"). */
const NOTICE_NAMES_MAX = 3

export interface SearchAlertDependencies extends MailDependencies {
  config: MailDependencies['config'] & Pick<Config, 'publicBaseUrl' | 'appSecret' | 'dataDir'>
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

export interface SearchAlertRunOptions {
  /** The moment of the run; members who became searchable up to a minute before it are looked at. */
  now?: Date
  /**
   * Runs inside each recruiter's transaction after everything is written, before it commits.
   * Tests make one recruiter's transaction fail with it.
   */
  beforeCommit?: (tx: Tx, recruiterUserId: number) => Promise<void>
}

export interface SearchAlertRunResult {
  /** Recruiters notified: one bell notification and one mail each. */
  recipients: number
  /** Saved searches announced with new members. */
  searches: number
  /** Recruiters whose transaction failed: nothing of theirs was written, the next run retries. */
  failed: number
}

/** One search's part of a digest. */
interface AlertItem {
  id: number
  userId: number
  name: string
  criteria: CandidateSearchCriteria
  /** New members found, up to SEARCH_ALERT_MATCHES_MAX. */
  count: number
  capped: boolean
}

const formatCount = (locale: Locale, count: number) =>
  count.toLocaleString(locale === 'en' ? 'en-US' : 'ja-JP')

async function mailPart(deps: SearchAlertDependencies, locale: Locale, items: AlertItem[]) {
  const messages = catalogues[locale]
  const base = deps.config.publicBaseUrl
  const lines = await Promise.all(
    items.map(async (item) =>
      translate(messages, 'searchConditions', 'alertMail.item', {
        name: item.name,
        count: translate(
          messages,
          'searchConditions',
          item.capped ? 'alertMail.countCapped' : 'alertMail.count',
          { count: formatCount(locale, item.count) },
        ),
        link: `${base}${candidateSearchHref(item.criteria)}`,
        unsubscribe: `${base}${searchConditionNotificationOffPath(
          item.id,
          await notificationOffToken(deps.config, item),
        )}`,
      }),
    ),
  )
  return {
    subject: translate(messages, 'searchConditions', 'alertMail.subject'),
    text: [
      translate(messages, 'searchConditions', 'alertMail.intro'),
      lines.join('\n\n'),
      translate(messages, 'searchConditions', 'alertMail.outro', {
        manage: `${base}/client/search_conditions`,
      }),
    ].join('\n\n'),
  }
}

/**
 * The digest of one recruiter's searches. Recruiters have no language setting, so it carries
 * Japanese first and English after it; every search has its one-click opt-out link.
 */
export async function composeSearchAlertMail(
  deps: SearchAlertDependencies,
  to: string,
  items: AlertItem[],
): Promise<OutgoingMail> {
  return bilingualMail(to, await mailPart(deps, 'ja', items), await mailPart(deps, 'en', items))
}

function noticeName(items: AlertItem[]): string {
  const names = items.slice(0, NOTICE_NAMES_MAX).map((item) => item.name)
  return items.length > NOTICE_NAMES_MAX ? `${names.join(' / ')} …` : names.join(' / ')
}

/**
 * Announces one recruiter's new members: finds them for all the recruiter's searches in one
 * statement, then moves the marks and writes the notification and the mail in one transaction.
 * A search whose mark moved meanwhile (another run, its owner) is left out; answers how many
 * searches were announced.
 */
async function alertRecruiter(
  deps: SearchAlertDependencies,
  searches: repository.NotifyingSearch[],
  throughSeq: number,
  options: SearchAlertRunOptions,
): Promise<number> {
  const { db } = deps.database
  const readable = searches.flatMap((search) => {
    const { criteria, outdated } = readCriteria(search.query)
    if (!outdated) return [{ search, criteria }]
    deps.log?.warn(
      { searchConditionId: search.id },
      'saved search skipped by the alerts: its criteria are no longer valid',
    )
    return []
  })
  if (readable.length === 0) return 0
  const owner = readable[0]!.search
  const found = await repository.listNewMembers(
    db,
    readable.map(({ search, criteria }) => ({
      searchId: search.id,
      criteria,
      organisationId: search.organisationId,
      recruiterUserId: search.userId,
      afterSeq: search.notifiedThroughSeq,
    })),
    throughSeq,
    SEARCH_ALERT_MATCHES_MAX + 1,
    await searchVocabulary(db),
  )
  const membersBySearch = groupBy(
    found,
    (row) => row.searchId,
    (row) => row.userId,
  )

  return db.transaction(async (tx) => {
    const moved = new Set(
      await repository.advanceMarks(
        tx,
        readable.map(({ search }) => search),
        throughSeq,
        [...membersBySearch.keys()],
      ),
    )
    const items: AlertItem[] = readable.flatMap(({ search, criteria }) => {
      const members = membersBySearch.get(search.id)
      if (!members || !moved.has(search.id)) return []
      return [
        {
          id: search.id,
          userId: search.userId,
          name: search.name,
          criteria,
          count: Math.min(members.length, SEARCH_ALERT_MATCHES_MAX),
          capped: members.length > SEARCH_ALERT_MATCHES_MAX,
        },
      ]
    })
    if (items.length > 0) {
      const members = new Set(items.flatMap((item) => membersBySearch.get(item.id) ?? []))
      await notifyUser(tx, {
        userId: owner.userId,
        kind: 'saved_search_match',
        params: {
          search_name: noticeName(items),
          count: Math.min(members.size, SEARCH_ALERT_MATCHES_MAX),
        },
        linkPath:
          items.length === 1
            ? candidateSearchHref(items[0]!.criteria)
            : '/client/search_conditions',
        dedupeKey: `saved_search_match:${throughSeq}:${items.map((item) => item.id).join('.')}`,
      })
      await enqueueMail(deps, await composeSearchAlertMail(deps, owner.email, items), { tx })
    }
    await options.beforeCommit?.(tx, owner.userId)
    return items.length
  })
}

/**
 * One run of the alerts: every notifying search with members past its mark, up to the newest
 * settled member. Each recruiter is done in their own transaction, so one recruiter's failure
 * (logged) neither stops the others nor loses anyone: that recruiter's marks stay, and the next
 * run announces the same members. Running twice, or two processes at once, announces no one twice.
 */
export async function runSearchAlerts(
  deps: SearchAlertDependencies,
  options: SearchAlertRunOptions = {},
): Promise<SearchAlertRunResult> {
  const { db } = deps.database
  const now = options.now ?? new Date()
  const result: SearchAlertRunResult = { recipients: 0, searches: 0, failed: 0 }
  const throughSeq = await repository.findSettledSeq(
    db,
    new Date(now.getTime() - SEARCH_ALERTS_SETTLE_MS),
  )
  if (throughSeq === 0) return result
  const searches = await repository.listNotifyingSearches(db, throughSeq)
  for (const [recruiterUserId, owned] of groupBy(searches, (search) => search.userId)) {
    try {
      const announced = await alertRecruiter(deps, owned, throughSeq, options)
      if (announced > 0) {
        result.recipients += 1
        result.searches += announced
      }
    } catch (error) {
      result.failed += 1
      deps.log?.error(
        { err: error, recruiterUserId },
        'saved-search alerts failed for a recruiter; the next run tries again',
      )
    }
  }
  if (result.recipients > 0) deps.jobs.wake(MAIL_DELIVER_JOB)
  return result
}

/** The alerts as a pg-boss cron job. Needs the jobs and mail plugins before it. */
export const searchAlertsPlugin = fp(
  async (app) => {
    app.jobs.work(
      SEARCH_ALERTS_JOB,
      async (job) => {
        const outcome = await runSearchAlerts(app)
        if (outcome.recipients > 0 || outcome.failed > 0) {
          app.log.info({ job: job.id, ...outcome }, 'saved-search alerts sent')
        }
      },
      // One waiting run is enough: a second would find the marks already moved.
      { policy: 'short' },
    )
    app.jobs.schedule(SEARCH_ALERTS_JOB, SEARCH_ALERTS_CRON, {}, { tz: SEARCH_ALERTS_TIME_ZONE })
  },
  { name: 'search-alerts', dependencies: ['jobs', 'mail'] },
)
