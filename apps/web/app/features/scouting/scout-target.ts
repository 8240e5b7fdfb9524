import type { SessionUser } from '../../lib/access'

/** Whom a scout goes to: one candidate, a selection of search results, or a saved search. */
export type ScoutTarget =
  | { kind: 'candidate'; candidateId: number; candidateName: string }
  | { kind: 'candidates'; candidateIds: number[] }
  /** A quick scout: the search's newest matches, as many as the form says. */
  | { kind: 'savedSearch'; searchConditionId: number; searchName: string }

/** What the scout form needs to know of the recruiter sending it. */
export interface ScoutSender {
  /** The organisation's name, as the candidate reads `{{company_name}}`. */
  organisationName: string
}

/**
 * The recruiter as a sender of scouts, or null for one without the `scouts` permission: route
 * loaders pass it to the pages, which offer sending only when it is there.
 */
export function scoutSenderOf(user: SessionUser | null): ScoutSender | null {
  if (!user?.permissions.includes('scouts')) return null
  return { organisationName: user.organisation?.name ?? '' }
}
