import { API_PREFIX, RECRUITER_ROLE_TYPES, type RecruiterPermission } from '@kakehashi/contracts'
import fp from 'fastify-plugin'
import { AppError } from '../errors/app-error.ts'
import { type AuthenticatedUser, resolveSession } from './session.ts'

/**
 * Who may call a route. Every API route declares one in `config.access`; a route without it
 * refuses to register, so an endpoint can never be open by omission.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'candidate' }
  | { kind: 'recruiter'; permission?: RecruiterPermission }
  | { kind: 'administrator' }

export const PUBLIC: Access = { kind: 'public' }
export const SIGNED_IN: Access = { kind: 'signedIn' }
export const CANDIDATE: Access = { kind: 'candidate' }
export const ADMINISTRATOR: Access = { kind: 'administrator' }
export const recruiter = (permission?: RecruiterPermission): Access =>
  permission ? { kind: 'recruiter', permission } : { kind: 'recruiter' }

const RECRUITER_ROLES = new Set<string>(RECRUITER_ROLE_TYPES)

/** Whether a signed-in user may call a route with this access; throws the refusal otherwise. */
export function assertAllowed(access: Access, user: AuthenticatedUser | null): void {
  if (access.kind === 'public') return
  if (!user) throw new AppError('unauthenticated', 'Sign in to use this endpoint')
  switch (access.kind) {
    case 'signedIn':
      return
    case 'candidate':
      if (user.roleType === 'Candidate') return
      break
    case 'administrator':
      if (user.roleType === 'Administrator') return
      break
    case 'recruiter':
      if (!RECRUITER_ROLES.has(user.roleType)) break
      if (!access.permission || user.permissions.includes(access.permission)) return
      if (user.trialRecruiter) {
        throw new AppError('trialAccountRestricted', 'Not available on a trial account')
      }
      break
  }
  throw new AppError('forbidden', 'You do not have access to this endpoint')
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the access-matrix tests and audits. */
    apiRoutes: ApiRoute[]
  }
}

export interface ApiRoute {
  method: string
  url: string
  access: Access
}

export class MissingAccessDeclarationError extends Error {
  constructor(method: string | string[], url: string) {
    super(`Route ${String(method)} ${url} declares no access (config.access)`)
    this.name = 'MissingAccessDeclarationError'
  }
}

export const accessPlugin = fp(
  async (app) => {
    const apiRoutes: ApiRoute[] = []
    app.decorate('apiRoutes', apiRoutes)
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return
      if (route.method === 'HEAD' || route.method === 'OPTIONS') return
      const access = route.config?.access
      if (!access) throw new MissingAccessDeclarationError(route.method, route.url)
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access })
      }
    })

    app.decorateRequest('session', null)
    // Before validation, so an anonymous caller learns nothing about a protected route's fields.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access
      if (!access) return
      request.session = await resolveSession(request)
      assertAllowed(access, request.session?.user ?? null)
    })
  },
  { name: 'access' },
)
