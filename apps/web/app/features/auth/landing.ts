import { isSameSitePath } from '@kakehashi/contracts'
import { homePathFor, type SessionUser } from '../../lib/access'
import type { ApiClient } from '../../lib/api-client'
import { stepPath } from '../../lib/paths'
import { fetchNextRegistrationStep } from './api'

/**
 * Where a signed-in visitor goes after signing in (with a password or LINE): the redirect_url when
 * it stays on this site, otherwise the role's home, except that a candidate who left the
 * registration steps half-way goes back to the next unsaved step. A profile that cannot be read
 * leaves the candidate on the home page.
 */
export async function landingPathFor(
  user: Pick<SessionUser, 'roleType'>,
  api: ApiClient,
  redirectUrl: string | null,
): Promise<string> {
  if (isSameSitePath(redirectUrl)) return redirectUrl
  if (user.roleType !== 'Candidate') return homePathFor(user)
  try {
    const next = await fetchNextRegistrationStep(api)
    return next === null ? homePathFor(user) : stepPath(next)
  } catch {
    return homePathFor(user)
  }
}
