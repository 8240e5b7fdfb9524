import {
  type CandidateSearchCriteria,
  candidateSearchCriteriaSchema,
  SEARCH_CONDITIONS_MAX,
  type SearchCondition,
  type SearchConditionCreateBody,
  type SearchConditionNotificationOff,
  type SearchConditionUpdateBody,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import type { Config } from '../../config.ts'
import { AppError, notFound } from '../../errors/app-error.ts'
import { signLink, verifyLink } from '../../lib/app-secret.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import * as repository from './candidate-search-conditions-repository.ts'

const searchNotFound = () => notFound('Search condition')

/**
 * The saved criteria as today's search reads them. Criteria are kept as they were sent, so a
 * later change of the search can leave a stored value it no longer takes: that criterion is left
 * out, and `outdated` says so (the alerts skip such a search rather than guess).
 */
export function readCriteria(stored: unknown): {
  criteria: CandidateSearchCriteria
  outdated: boolean
} {
  const parsed = candidateSearchCriteriaSchema.safeParse(stored)
  if (parsed.success) return { criteria: parsed.data, outdated: false }
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]))
  const kept = Object.fromEntries(
    Object.entries(typeof stored === 'object' && stored !== null ? stored : {}).filter(
      ([key]) => !refused.has(key),
    ),
  )
  const retried = candidateSearchCriteriaSchema.safeParse(kept)
  return { criteria: retried.success ? retried.data : {}, outdated: true }
}

function toWire(row: repository.SearchConditionRow): SearchCondition {
  const { criteria, outdated } = readCriteria(row.query)
  return {
    id: row.id,
    name: row.name,
    query: criteria,
    query_outdated: outdated,
    notify_new_members: row.notifyNewMembers,
    last_notified_at: row.lastNotifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Criteria compared by value: the database gives JSON objects back with their keys reordered. */
function sameCriteria(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, item]) => item !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

export async function listSearchConditions(db: DbOrTx, owner: RecruiterContext) {
  const rows = await repository.listSearchConditions(db, owner)
  return { search_conditions: rows.map(toWire) }
}

export async function getSearchCondition(
  db: DbOrTx,
  owner: RecruiterContext,
  id: number,
): Promise<SearchCondition> {
  const row = await repository.findSearchCondition(db, owner, id)
  if (!row) throw searchNotFound()
  return toWire(row)
}

/**
 * Saves a search, once per request key: the same `client_request_id` again answers the search
 * the first request saved, even at the limit. Alerts announce only members who become
 * searchable after the save.
 */
export function createSearchCondition(
  db: DbOrTx,
  owner: RecruiterContext,
  body: SearchConditionCreateBody,
): Promise<CreateOutcome<SearchCondition>> {
  return repository.withOwnerLock(db, owner, async (tx) => {
    const clientRequestId = body.client_request_id ?? null
    if (clientRequestId !== null) {
      const existing = await repository.findSearchConditionByRequest(tx, owner, clientRequestId)
      if (existing) return { record: toWire(existing), created: false }
    }
    if ((await repository.countSearchConditions(tx, owner)) >= SEARCH_CONDITIONS_MAX) {
      throw new AppError(
        'searchConditionsLimitExceeded',
        `A recruiter keeps at most ${SEARCH_CONDITIONS_MAX} saved searches; delete one first`,
      )
    }
    const row = await repository.insertSearchCondition(tx, owner, {
      name: body.name,
      query: body.query,
      notifyNewMembers: body.notify_new_members,
      clientRequestId,
    })
    return { record: toWire(row), created: true }
  })
}

/**
 * Changes what the body gives. Turning alerts on, or changing the criteria of a search that
 * notifies, starts its alerts afresh: members already searchable were there to be found when
 * the recruiter chose, so only those who come after are announced.
 */
export async function updateSearchCondition(
  db: DbOrTx,
  owner: RecruiterContext,
  id: number,
  body: SearchConditionUpdateBody,
): Promise<SearchCondition> {
  const current = await repository.findSearchCondition(db, owner, id)
  if (!current) throw searchNotFound()
  const notifies = body.notify_new_members ?? current.notifyNewMembers
  const turnedOn = notifies && !current.notifyNewMembers
  const criteriaChanged = body.query !== undefined && !sameCriteria(body.query, current.query)
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.query !== undefined ? { query: body.query } : {}),
    ...(body.notify_new_members !== undefined ? { notifyNewMembers: body.notify_new_members } : {}),
  }
  if (Object.keys(changes).length === 0) return toWire(current)
  const row = await repository.updateSearchCondition(
    db,
    owner,
    id,
    changes,
    turnedOn || (notifies && criteriaChanged),
  )
  if (!row) throw searchNotFound()
  return toWire(row)
}

export async function deleteSearchCondition(
  db: DbOrTx,
  owner: RecruiterContext,
  id: number,
): Promise<void> {
  if (!(await repository.deleteSearchCondition(db, owner, id))) throw searchNotFound()
}

// The one-click opt-out of the alert mails --------------------------------------------------

type LinkConfig = Pick<Config, 'appSecret' | 'dataDir'>

const NOTIFICATION_OFF_PURPOSE = 'search-condition-notification-off'

/**
 * The token of a search's opt-out link: it names the search and its owner, so it is worth
 * nothing for another search, and nothing once the search changes hands (it never does) or is
 * deleted. It does not expire: every alert mail carries it and an old mail must still work.
 */
export function notificationOffToken(
  config: LinkConfig,
  search: { id: number; userId: number },
): Promise<string> {
  return signLink(config, NOTIFICATION_OFF_PURPOSE, `${search.id}:${search.userId}`)
}

/** Turns a search's alerts off from its mailed link; repeating it changes nothing. */
export async function turnOffNotification(
  db: DbOrTx,
  config: LinkConfig,
  id: number,
  token: string,
): Promise<SearchConditionNotificationOff> {
  const search = await repository.findSearchConditionById(db, id)
  // A deleted search and a wrong token answer alike, so links tell nobody which ids exist.
  const isValid =
    search !== null &&
    (await verifyLink(config, NOTIFICATION_OFF_PURPOSE, `${search.id}:${search.userId}`, token))
  if (!search || !isValid) {
    throw new AppError('invalidToken', 'The link is not valid, or its search was deleted')
  }
  await repository.turnOffNotification(db, search.id, search.userId)
  return { id: search.id, name: search.name, notify_new_members: false }
}
