import {
  ADMIN_SESSION_IDLE_MINUTES,
  type RecruiterPermission,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
} from '@kakehashi/contracts'
import type { User } from '@kakehashi/db'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  deleteSession,
  findSessionUser,
  touchSession,
} from '../modules/accounts/accounts-repository.ts'
import { hashToken } from '../modules/accounts/tokens.ts'

export interface AuthenticatedUser {
  id: number
  email: string
  roleType: User['roleType']
  permissions: RecruiterPermission[]
  accountType: User['accountType']
  trialRecruiter: boolean
  organisationId: number | null
  organisationName: string | null
  fullName: string
  fullNameKana: string | null
}

export interface RequestSession {
  sessionId: number
  user: AuthenticatedUser
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, resolved once per request; null when anonymous. */
    session: RequestSession | null
  }
}

const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000
// Writing last-seen on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000
// An administrator's session ends after half an hour without a request; last-seen is written
// each minute, so the idle limit holds to within a minute.
const ADMIN_IDLE_MS = ADMIN_SESSION_IDLE_MINUTES * 60 * 1000
const ADMIN_TOUCH_INTERVAL_MS = 60 * 1000

/** The session token of a request: a bearer token for API clients, else the browser cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim()
  return request.cookies[SESSION_COOKIE] ?? null
}

export function sessionExpiry(from = Date.now()): Date {
  return new Date(from + SESSION_TTL_MS)
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  })
}

export function toAuthenticatedUser(
  user: User,
  organisationName: string | null,
): AuthenticatedUser {
  return {
    id: user.id,
    email: user.email,
    roleType: user.roleType,
    permissions: user.permissions,
    accountType: user.accountType,
    trialRecruiter: user.trialRecruiter,
    organisationId: user.organisationId,
    organisationName,
    fullName: user.fullName,
    fullNameKana: user.fullNameKana,
  }
}

export async function resolveSession(request: FastifyRequest): Promise<RequestSession | null> {
  const token = readSessionToken(request)
  if (!token || token.length > 200) return null
  const { db } = request.server.database
  const found = await findSessionUser(db, hashToken(token))
  if (!found) return null
  const idleMs = Date.now() - found.lastSeenAt.getTime()
  const isAdministrator = found.user.roleType === 'Administrator'
  if (isAdministrator && idleMs > ADMIN_IDLE_MS) {
    await deleteSession(db, found.sessionId)
    return null
  }
  if (idleMs > (isAdministrator ? ADMIN_TOUCH_INTERVAL_MS : TOUCH_INTERVAL_MS)) {
    await touchSession(db, found.sessionId, sessionExpiry())
  }
  return {
    sessionId: found.sessionId,
    user: toAuthenticatedUser(found.user, found.organisationName),
  }
}
