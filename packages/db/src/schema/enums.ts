import {
  ACCOUNT_TYPES,
  COLUMN_STATUSES,
  EMPLOYMENT_TYPES,
  EVENT_STATUSES,
  JOB_STATUSES,
  ORGANISATION_KINDS,
  PUBLISHER_TYPES,
  ROLE_TYPES,
  SALARY_DISPLAY_OPTIONS,
  SELF_APPLY_STATUSES,
} from '@kakehashi/contracts'
import { pgEnum } from 'drizzle-orm/pg-core'

export const organisationKind = pgEnum('organisation_kind', ORGANISATION_KINDS)
export const roleType = pgEnum('role_type', ROLE_TYPES)
export const accountType = pgEnum('account_type', ACCOUNT_TYPES)

export const jobStatus = pgEnum('job_status', JOB_STATUSES)
export const employmentType = pgEnum('employment_type', EMPLOYMENT_TYPES)
export const salaryDisplayOption = pgEnum('salary_display_option', SALARY_DISPLAY_OPTIONS)
export const publisherType = pgEnum('publisher_type', PUBLISHER_TYPES)
export const eventStatus = pgEnum('event_status', EVENT_STATUSES)
export const columnStatus = pgEnum('column_status', COLUMN_STATUSES)
export const selfApplyStatus = pgEnum('self_apply_status', SELF_APPLY_STATUSES)
