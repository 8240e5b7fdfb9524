import { type CurrentUser, type Locale, VALIDATION_MESSAGES } from '@kakehashi/contracts'
import { type Db, type DbOrTx, hashPassword, verifyPassword } from '@kakehashi/db'
import { AppError, fieldIssue } from '../../errors/app-error.ts'
import {
  type AuthenticatedUser,
  sessionExpiry,
  toAuthenticatedUser,
} from '../../plugins/session.ts'
import { recordUserAction } from '../user-action-logs/user-action-logs-service.ts'
import { composeAccountMail, type MailToSend } from './account-mails.ts'
import * as repository from './accounts-repository.ts'
import { generateToken, hashToken } from './tokens.ts'

export interface AccountsDeps {
  db: Db
  /** Queues a mail; delivery happens in the background and survives mail-server outages. */
  sendMail(mail: MailToSend): Promise<void>
  /** Queues the background job that mails a reset link if the address has an account. */
  queuePasswordReset(request: PasswordResetRequest): Promise<void>
  baseUrl: string
}

export interface PasswordResetRequest {
  email: string
  locale: Locale
}

const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000
const RESET_TTL_MS = 60 * 60 * 1000

// Verifying against a real hash for unknown addresses keeps their answer as slow as a wrong
// password, so timing does not reveal who is registered.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing')
  return dummyHash
}

export function toCurrentUser(user: AuthenticatedUser): CurrentUser {
  const isRecruiter = user.roleType === 'CompanyUser' || user.roleType === 'Agent'
  return {
    id: user.id,
    email: user.email,
    role_type: user.roleType,
    permissions: user.permissions,
    profile: { full_name: user.fullName, full_name_kana: user.fullNameKana },
    account_type: isRecruiter ? user.accountType : null,
    trial_recruiter: isRecruiter ? user.trialRecruiter : false,
    organisation:
      isRecruiter && user.organisationId !== null
        ? { id: user.organisationId, name: user.organisationName ?? '' }
        : null,
  }
}

async function issueUserToken(
  deps: Pick<AccountsDeps, 'db'>,
  userId: number,
  purpose: repository.UserTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = generateToken()
  await repository.insertUserToken(deps.db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  })
  return token
}

/**
 * Candidate sign-up. The answer is the same whether or not the address is registered; the owner
 * of an existing address gets a mail saying so instead of a confirmation link.
 */
export async function signUp(
  deps: AccountsDeps,
  input: { email: string; password: string; fullName: string; locale: Locale },
): Promise<void> {
  const email = input.email.toLowerCase()
  const passwordHash = await hashPassword(input.password)
  const user = await repository.insertCandidate(deps.db, {
    email,
    passwordHash,
    fullName: input.fullName,
  })
  if (!user) {
    await deps.sendMail(
      composeAccountMail('alreadyRegistered', input.locale, { to: email, baseUrl: deps.baseUrl }),
    )
    return
  }
  const token = await issueUserToken(deps, user.id, 'email_confirmation', CONFIRMATION_TTL_MS)
  await deps.sendMail(
    composeAccountMail('confirmation', input.locale, { to: email, baseUrl: deps.baseUrl, token }),
  )
}

export async function confirmEmail(deps: AccountsDeps, token: string): Promise<void> {
  const userId = await repository.consumeUserToken(deps.db, hashToken(token), 'email_confirmation')
  if (userId === null) throw new AppError('invalidToken', 'This link has expired or was used')
  await repository.confirmEmail(deps.db, userId)
}

export async function signIn(
  deps: AccountsDeps,
  input: { email: string; password: string; userAgent: string | null },
): Promise<{ token: string; user: AuthenticatedUser }> {
  const email = input.email.trim().toLowerCase()
  const user = await repository.findUserByEmail(deps.db, email)
  let isValid = false
  if (user?.passwordHash) isValid = await verifyPassword(user.passwordHash, input.password)
  else await verifyPassword(await getDummyHash(), input.password)
  if (!user || !isValid) {
    throw new AppError('invalidCredentials', 'The e-mail address or password is incorrect')
  }
  if (user.suspendedAt) {
    throw new AppError('accountSuspended', 'This account has been suspended')
  }
  if (!user.emailConfirmedAt) {
    throw new AppError('emailNotConfirmed', 'Please confirm your e-mail address first')
  }
  const organisationId = user.organisationId
  const isRecruiter = user.roleType === 'CompanyUser' || user.roleType === 'Agent'
  // A recruiter's sign-in is in the activity report: the session and its log entry together.
  const token = await deps.db.transaction(async (tx) => {
    const session = await createSessionFor({ db: tx }, user.id, input.userAgent)
    if (isRecruiter && organisationId !== null) {
      await recordUserAction(tx, { organisationId, userId: user.id, action: 'sign_in' })
    }
    return session
  })
  const organisationName = user.organisationId
    ? await repository.findOrganisationName(deps.db, user.organisationId)
    : null
  return { token, user: toAuthenticatedUser(user, organisationName) }
}

export async function createSessionFor(
  deps: { db: DbOrTx },
  userId: number,
  userAgent: string | null,
): Promise<string> {
  const token = generateToken()
  await repository.insertSession(deps.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: sessionExpiry(),
    userAgent: userAgent?.slice(0, 500) ?? null,
  })
  return token
}

export async function signOut(deps: Pick<AccountsDeps, 'db'>, sessionId: number): Promise<void> {
  await repository.deleteSession(deps.db, sessionId)
}

/**
 * Always the same answer, in the same time: the request only queues a job, the same one for
 * every address, so nothing that differs for a registered address (its token, its mail) is on
 * the answer's path.
 */
export async function requestPasswordReset(
  deps: Pick<AccountsDeps, 'queuePasswordReset'>,
  input: PasswordResetRequest,
): Promise<void> {
  await deps.queuePasswordReset({ email: input.email.trim().toLowerCase(), locale: input.locale })
}

/** The queued half of a reset request: a link goes out only when the address has an account. */
export async function mailPasswordReset(
  deps: Pick<AccountsDeps, 'db' | 'sendMail' | 'baseUrl'>,
  request: PasswordResetRequest,
): Promise<void> {
  const user = await repository.findUserByEmail(deps.db, request.email)
  if (!user) return
  const token = await issueUserToken(deps, user.id, 'password_reset', RESET_TTL_MS)
  await deps.sendMail(
    composeAccountMail('passwordReset', request.locale, {
      to: request.email,
      baseUrl: deps.baseUrl,
      token,
    }),
  )
}

/**
 * A reset proves control of the mailbox: the account counts as confirmed, old sessions end. A
 * recruiter's invitation sets the first password the same way.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: { token: string; password: string },
): Promise<void> {
  const userId = await repository.consumeUserToken(deps.db, hashToken(input.token), [
    'password_reset',
    'invitation',
  ])
  if (userId === null) throw new AppError('invalidToken', 'This link has expired or was used')
  await repository.updatePasswordHash(deps.db, userId, await hashPassword(input.password))
  await repository.confirmEmail(deps.db, userId)
  await repository.deleteSessionsOfUser(deps.db, userId)
}

/** The recruiter password change of spec section 3; every other session of the user ends. */
export async function changePassword(
  deps: Pick<AccountsDeps, 'db'>,
  input: { userId: number; sessionId: number; currentPassword: string; password: string },
): Promise<void> {
  const user = await repository.findUserById(deps.db, input.userId)
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('validationFailed', 'The current password is incorrect', [
      fieldIssue(['body', 'current_password'], VALIDATION_MESSAGES.currentPasswordIncorrect),
    ])
  }
  await repository.updatePasswordHash(deps.db, input.userId, await hashPassword(input.password))
  await repository.deleteSessionsOfUser(deps.db, input.userId, input.sessionId)
}

/** The redirect rule for a path, trailing slash removed; null when none or the same path. */
export async function lookUpRedirect(
  deps: Pick<AccountsDeps, 'db'>,
  currentPath: string,
): Promise<string | null> {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath
  const target = await repository.findRedirectTarget(deps.db, path)
  return target && target !== path ? target : null
}

/**
 * Removes expired sessions. A session past its expiry already signs no one in; its row only
 * takes room and keeps a token hash longer than needed.
 */
export function purgeExpiredSessions(db: DbOrTx): Promise<number> {
  return repository.deleteExpiredSessions(db)
}
