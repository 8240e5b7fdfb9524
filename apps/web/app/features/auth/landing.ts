import { isSameSitePath } from '@kakehashi/contracts'
import { homePathFor, type SessionUser } from '../../lib/access'
import type { ApiClient } from '../../lib/api-client'
import { stepPath } from '../registration/types'

/**
 * Where a signed-in visitor goes after signing in (with a password or LINE): the redirect_url when
 * it stays on this site, otherwise the role's home, except that a candidate who left the
 * registration steps half-way goes back to the next unsaved step. A profile that cannot be read
 * leaves the candidate on the home page.
 */
export async function landingPathFor(
  user: Pick<SessionUser, 'roleType'>,
  api: Pick<ApiClient, 'get'>,
  redirectUrl: string | null,
): Promise<string> {
  if (isSameSitePath(redirectUrl)) return redirectUrl
  if (user.roleType !== 'Candidate') return homePathFor(user)
  try {
    const candidate = await api.get<{ registration: { nextStep: number | null } }>(
      '/api/v3/candidate',
    )
    const next = candidate.registration.nextStep
    return next === null ? homePathFor(user) : stepPath(next)
  } catch {
    return homePathFor(user)
  }
}
