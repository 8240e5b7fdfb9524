// Business constants of spec section 9 (and the few of sections 2 and 5 that code needs).
// One place, so a changed figure changes everywhere at once.

export const API_PREFIX = '/api/v3'

// The languages are defined by @kakehashi/i18n, which must not import this package.
export { DEFAULT_LOCALE, LOCALES, type Locale } from '@kakehashi/i18n'
/** Cookie that keeps the visitor's language choice. */
export const LOCALE_COOKIE = 'i18n_redirected'

/** Analytics container id: `GTM-` then uppercase letters or digits; anything else stops start-up. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/

export const JOB_EXTENSION_DAYS = 90
export const SCOUT_DUPLICATE_WINDOW_DAYS = 7
export const BANNER_JOB_INFOS_PER_PAGE = 10
export const SCOUT_REACH_DAYS = [1, 3, 7, 30, 180] as const
export const TEXT_LENGTH_FILTERS = [100, 400] as const
export const STRING_MAX_LENGTH = 255
export const ANNUAL_INCOME_MAX = 99999
export const CAREER_DONE_MAX_LENGTH = 2500
export const PASSWORD_MIN_LENGTH = 8
export const SCORE_RANGES = {
  toeic: { min: 10, max: 990 },
  toefl: { min: 0, max: 120 },
  toeflItp: { min: 310, max: 677 },
} as const
export const OVERSEAS_PREFECTURE_ID = 48
/** Most universities one look-up by id (GET /universities) names. */
export const UNIVERSITY_LOOKUP_LIMIT = 50

/** Route changes wait at most this long for the next page before showing it. */
export const ROUTE_CHANGE_WAIT_MS = 100
/** A failed page-chunk load reloads the page at most once per this many ms per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000
/** HTTP calls have no timeout unless a caller sets one. */
export const DEFAULT_HTTP_TIMEOUT_MS = 0

export const LOADING_BAR = { height: 5, color: '#ddd' } as const

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const

export const ROLE_TYPES = ['Candidate', 'CompanyUser', 'Agent', 'Administrator'] as const
export type RoleType = (typeof ROLE_TYPES)[number]
export const RECRUITER_ROLE_TYPES = ['CompanyUser', 'Agent'] as const satisfies readonly RoleType[]

export const ACCOUNT_TYPES = ['master', 'normal', 'agent_company'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export const ORGANISATION_KINDS = ['company', 'agent'] as const
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number]

/** Recruiter permission names: each names an area of /client and the endpoints behind it. */
export const RECRUITER_PERMISSION_NAMES = [
  'dashboard',
  'candidates',
  'scouts',
  'job_infos',
  'scout_templates',
  'labels',
  'movies',
  'notes',
  'reports',
  'profile',
  'search_conditions',
  'notifications',
  'contract_report',
  'candidates_download',
] as const
export type RecruiterPermission = (typeof RECRUITER_PERMISSION_NAMES)[number]

/** Master (administrative) accounts, agent firms included, hold every permission. */
export const MASTER_PERMISSIONS: readonly RecruiterPermission[] = RECRUITER_PERMISSION_NAMES

/** The candidate CSV download is reserved for the administrative account holder. */
export const NORMAL_PERMISSIONS: readonly RecruiterPermission[] = RECRUITER_PERMISSION_NAMES.filter(
  (p) => p !== 'candidates_download',
)

/** Trial accounts can look around and scout, but not export, report or manage the contract. */
export const TRIAL_PERMISSIONS: readonly RecruiterPermission[] = [
  'dashboard',
  'candidates',
  'scouts',
  'job_infos',
  'scout_templates',
  'profile',
  'notifications',
]
