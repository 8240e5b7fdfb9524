import { ACCOUNT_TYPES, ORGANISATION_KINDS, ROLE_TYPES } from '@kakehashi/contracts'
import { pgEnum } from 'drizzle-orm/pg-core'

export const organisationKind = pgEnum('organisation_kind', ORGANISATION_KINDS)
export const roleType = pgEnum('role_type', ROLE_TYPES)
export const accountType = pgEnum('account_type', ACCOUNT_TYPES)
