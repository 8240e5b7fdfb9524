import { RECRUITER_ROLE_TYPES } from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'

/** Who is calling a recruiter route: everything a recruiter service scopes its work by. */
export interface RecruiterContext {
  userId: number
  /** The organisation the recruiter acts for; every read and write is limited to it. */
  organisationId: number
}

const isRecruiterRole = (role: string) => (RECRUITER_ROLE_TYPES as readonly string[]).includes(role)

/**
 * The caller of a route declared `recruiter(...)`. The access plugin has refused everyone else
 * before the handler runs, and the database refuses a recruiter without an organisation, so
 * reaching this without one is a route declared with the wrong access: it fails loudly (500)
 * rather than run a query scoped to no organisation.
 */
export function recruiterContext(request: FastifyRequest): RecruiterContext {
  const user = request.session?.user
  if (!user || !isRecruiterRole(user.roleType) || user.organisationId === null) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} reached without a recruiter: declare recruiter() access`,
    )
  }
  return { userId: user.id, organisationId: user.organisationId }
}
