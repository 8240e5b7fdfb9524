import {
  ACCOUNT_TYPES,
  CANDIDATE_MAIL_KINDS,
  COLUMN_STATUSES,
  DEGREE_TYPES,
  EMPLOYMENT_TYPES,
  EVENT_STATUSES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  JOB_STATUSES,
  LANGUAGE_LEVELS,
  MATCH_SOURCES,
  MESSAGE_SENDER_SIDES,
  ORGANISATION_KINDS,
  PUBLISHER_TYPES,
  ROLE_TYPES,
  SALARY_DISPLAY_OPTIONS,
  SCOUT_DECLINE_REASONS,
  SCOUT_SEND_STATES,
  SCOUT_TEMPLATE_TYPES,
  SELECTION_STATUSES,
  SELF_APPLY_STATUSES,
  SPECIAL_SCOUT_INTERVIEWERS,
  SPECIAL_SCOUT_POSITIONS,
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

export const gender = pgEnum('gender', GENDERS)
export const jobChangeTiming = pgEnum('job_change_timing', JOB_CHANGE_TIMINGS)
export const languageLevel = pgEnum('language_level', LANGUAGE_LEVELS)
export const degreeType = pgEnum('degree_type', DEGREE_TYPES)
export const scoutSendState = pgEnum('scout_send_state', SCOUT_SEND_STATES)
export const candidateMailKind = pgEnum('candidate_mail_kind', CANDIDATE_MAIL_KINDS)
export const scoutDeclineReason = pgEnum('scout_decline_reason', SCOUT_DECLINE_REASONS)
export const scoutTemplateType = pgEnum('scout_template_type', SCOUT_TEMPLATE_TYPES)
export const specialScoutPosition = pgEnum('special_scout_position', SPECIAL_SCOUT_POSITIONS)
export const specialScoutInterviewer = pgEnum(
  'special_scout_interviewer',
  SPECIAL_SCOUT_INTERVIEWERS,
)
export const messageSenderSide = pgEnum('message_sender_side', MESSAGE_SENDER_SIDES)
export const matchSource = pgEnum('match_source', MATCH_SOURCES)
export const selectionStatus = pgEnum('selection_status', SELECTION_STATUSES)
