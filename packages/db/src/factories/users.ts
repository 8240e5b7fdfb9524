import { RECRUITER_ROLE_TYPES, type RecruiterPermission, type RoleType } from '@kakehashi/contracts'
import type { DbOrTx } from '../client.ts'
import { hashPassword } from '../password.ts'
import { MASTER_PERMISSIONS, NORMAL_PERMISSIONS, TRIAL_PERMISSIONS } from '../permissions.ts'
import { type NewUser, type User, users } from '../schema/index.ts'
import { japaneseName } from './japanese.ts'
import { createOrganisation } from './organisations.ts'
import { nextSequence } from './sequence.ts'

export type UserOverrides = Partial<Omit<NewUser, 'id'>> & {
  /** Plain password to hash into passwordHash (argon2id, about 50 ms). */
  password?: string
}

/** A fixed instant keeps factory output deterministic. */
const CONFIRMED_AT = new Date('2026-01-01T00:00:00Z')

export function isRecruiterRole(role: RoleType): boolean {
  return (RECRUITER_ROLE_TYPES as readonly RoleType[]).includes(role)
}

/** The permissions a recruiter gets by default for an account type and trial flag. */
export function defaultPermissions(
  user: Pick<NewUser, 'roleType' | 'accountType' | 'trialRecruiter'>,
): RecruiterPermission[] {
  if (!isRecruiterRole(user.roleType)) return []
  if (user.trialRecruiter) return [...TRIAL_PERMISSIONS]
  if (user.accountType === 'master') return [...MASTER_PERMISSIONS]
  return [...NORMAL_PERMISSIONS]
}

/**
 * Insert values for a user, without touching the database: a recruiter needs an
 * organisationId in the overrides (createUser makes one when missing).
 */
export function buildUser(overrides: Omit<UserOverrides, 'password'> = {}): NewUser {
  const n = nextSequence()
  const roleType = overrides.roleType ?? 'Candidate'
  const recruiter = isRecruiterRole(roleType)
  const accountType =
    overrides.accountType !== undefined ? overrides.accountType : recruiter ? 'master' : null
  const trialRecruiter = overrides.trialRecruiter ?? false
  const email = (overrides.email ?? `${roleType.toLowerCase()}${n}@example.com`).toLowerCase()
  return {
    ...japaneseName(n),
    passwordHash: null,
    organisationId: null,
    // Made accounts are usable at once; sign-up through the API starts unconfirmed.
    emailConfirmedAt: CONFIRMED_AT,
    ...overrides,
    roleType,
    accountType,
    trialRecruiter,
    email,
    permissions:
      overrides.permissions ?? defaultPermissions({ roleType, accountType, trialRecruiter }),
  }
}

/** Inserts a user; a recruiter without organisationId gets a new organisation of the right kind. */
export async function createUser(db: DbOrTx, overrides: UserOverrides = {}): Promise<User> {
  const { password, ...rest } = overrides
  const roleType = rest.roleType ?? 'Candidate'
  if (isRecruiterRole(roleType) && rest.organisationId == null) {
    const kind = roleType === 'Agent' ? 'agent' : 'company'
    rest.organisationId = (await createOrganisation(db, { kind })).id
  }
  if (password !== undefined) rest.passwordHash = await hashPassword(password)
  const [row] = await db.insert(users).values(buildUser(rest)).returning()
  return row!
}
