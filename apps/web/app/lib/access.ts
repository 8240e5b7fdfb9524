import { accountEndpoints, type CurrentUser, type RecruiterPermission } from '@kakehashi/contracts'
import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
  redirectDocument,
} from 'react-router'
import { createServerApi } from './api'
import type { CamelCasedPropertiesDeep } from './case-conversion'
import { isCandidateAreaPath } from './paths'
import { noSuchPage } from './route-data'

export type SessionUser = CamelCasedPropertiesDeep<CurrentUser>

/** The signed-in visitor of this request, loaded once by the root middleware. */
export const sessionUserContext = createContext<SessionUser | null>(null)

export const TOAST_COOKIE = 'kakehashi_toast'
export type ToastCode = 'trialAccountRestricted'

const RECRUITER_ROLES = new Set(['CompanyUser', 'Agent'])

export const isRecruiter = (user: SessionUser | null): boolean =>
  user !== null && RECRUITER_ROLES.has(user.roleType)

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The page a request is for: data requests of client navigations end in `.data`. */
export function documentPath(request: Request): string {
  const { pathname } = new URL(request.url)
  if (pathname === '/_root.data') return '/'
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname
}

export function loginPath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  return `/login?redirect_url=${encodeURIComponent(documentPath(request) + url.search)}`
}

/**
 * Step 2 of the access flow (spec section 4): load the visitor's session, and for a signed-in
 * visitor ask for a redirect rule for the current path. A different target is an external
 * navigation; a failed lookup counts as no rule.
 */
export const loadSessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const api = createServerApi(context, request)
  const session = await api.call(accountEndpoints.getSession)
  const user = session.currentUser
  context.set(sessionUserContext, user)
  if (user) {
    const path = withoutTrailingSlash(documentPath(request))
    const target = await api
      .call(accountEndpoints.lookUpRedirectRule, { query: { currentPath: path } })
      .then((rule) => rule.redirectTo)
      .catch(() => null)
    if (target && target !== path) throw redirectDocument(target)
  }
  return next()
}

function refuse(user: SessionUser | null, request: Request, isTrialRefusal = false): never {
  // Step 3 of the access flow: anonymous to sign-in, recruiters to their dashboard (trial
  // accounts with the toast), administrators to their area, anyone else a 404.
  if (!user) throw redirect(loginPath(request))
  if (isRecruiter(user)) {
    const headers = new Headers()
    if (isTrialRefusal) {
      headers.append(
        'Set-Cookie',
        `${TOAST_COOKIE}=trialAccountRestricted; Path=/; Max-Age=60; SameSite=Lax`,
      )
    }
    throw redirect('/client/dashboard', { headers })
  }
  if (user.roleType === 'Administrator') throw redirect('/admin')
  noSuchPage()
}

function currentUser(context: Readonly<RouterContextProvider>): SessionUser | null {
  return context.get(sessionUserContext)
}

/**
 * The candidate area (spec section 6) is for candidates and anonymous visitors; other signed-in
 * users hold only their own permission list, so recruiters go to their dashboard and
 * administrators to their area. Not a permission a trial account lacks, so no trial toast.
 */
export const candidateAreaMiddleware: MiddlewareFunction<Response> = (
  { request, context },
  next,
) => {
  const user = currentUser(context)
  if (user && user.roleType !== 'Candidate' && isCandidateAreaPath(documentPath(request))) {
    refuse(user, request)
  }
  return next()
}

/** For pages of the recruiter area; a permission narrows it to recruiters who hold it. */
export function requireRecruiter(permission?: RecruiterPermission): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const user = currentUser(context)
    if (!isRecruiter(user)) refuse(user, request)
    if (permission && !user!.permissions.includes(permission)) {
      refuse(user, request, user!.trialRecruiter)
    }
    return next()
  }
}

export const requireAdministrator: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const user = currentUser(context)
  if (user?.roleType !== 'Administrator') refuse(user, request)
  return next()
}

/** The candidate's own pages: visitors sign in first; other roles are refused as in step 3. */
export const requireCandidate: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const user = currentUser(context)
  if (user?.roleType !== 'Candidate') refuse(user, request)
  return next()
}

/** Any signed-in visitor. */
export const requireSignedIn: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!currentUser(context)) throw redirect(loginPath(request))
  return next()
}

/** Where a visitor lands after signing in when no redirect_url says otherwise. */
export function homePathFor(user: Pick<SessionUser, 'roleType'>): string {
  if (user.roleType === 'Administrator') return '/admin'
  if (user.roleType === 'CompanyUser' || user.roleType === 'Agent') return '/client/dashboard'
  return '/'
}
