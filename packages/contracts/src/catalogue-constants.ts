// Enumerations of the public catalogue (spec section 3): one list each, shared by the database
// enums, the API contracts and the pages.

export const JOB_STATUSES = ['draft', 'open', 'open_for_scout', 'closed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** A job counts as expiring, and may be extended, from this many days before its end date. */
export const JOB_EXPIRING_DAYS = 14

export const EMPLOYMENT_TYPES = ['full_time', 'contract'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

export const SALARY_DISPLAY_OPTIONS = ['annual_income_or_more', 'negotiable'] as const
export type SalaryDisplayOption = (typeof SALARY_DISPLAY_OPTIONS)[number]

/** Who published a job: an employer company or a recruiting agent. */
export const PUBLISHER_TYPES = ['Company', 'Agent'] as const
export type PublisherType = (typeof PUBLISHER_TYPES)[number]

export const JOB_SORT_TYPES = [
  'recommend',
  'newest',
  'popular',
  'annual_income_desc',
  'annual_income_asc',
] as const
export type JobSortType = (typeof JOB_SORT_TYPES)[number]

/** The job tags of spec section 3, by code. */
export const JOB_INFO_TAG_CODES = [
  'inexperienced_possible',
  'junior',
  'more_than_10_million_yen',
  'second_new_graduate',
  'urgent_recruitment',
  'work_abroad',
  'seminar',
] as const
export type JobInfoTagCode = (typeof JOB_INFO_TAG_CODES)[number]

export const EVENT_STATUSES = ['draft', 'open'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const COLUMN_STATUSES = ['draft', 'published'] as const
export type ColumnStatus = (typeof COLUMN_STATUSES)[number]

export const SELF_APPLY_STATUSES = ['pending_review', 'passed', 'rejected'] as const
export type SelfApplyStatus = (typeof SELF_APPLY_STATUSES)[number]

/** Display name of a job whose company is hidden or absent. */
export const HIDDEN_COMPANY_NAME = '社名非公開'

/** A job counts as new (the "new" label) for this many days after publication. */
export const NEW_LABEL_DAYS = 7

/** Page size of public lists unless a call says otherwise. */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** Issue codes of a refused special-event entry (422), translated by the pages. */
export const SPECIAL_EVENT_ENTRY_REFUSALS = ['specialEventEntryClosed', 'specialEventFull'] as const
export type SpecialEventEntryRefusal = (typeof SPECIAL_EVENT_ENTRY_REFUSALS)[number]
