// Constants of sending scouts (spec sections 1, 4, 8 and 9), without zod: pages import them with
// nothing else of the contracts.

/** At most this many candidates in one bulk send: a selection of search results. */
export const SCOUT_BULK_MAX = 500

/** The same content goes to the same candidate at most once in this many days (spec section 9). */
export const SCOUT_REPEAT_DAYS = 7

/**
 * A candidate who declined one of the organisation's scouts receives no new one from it for this
 * many days, whatever the reason they gave.
 */
export const SCOUT_DECLINE_QUIET_DAYS = 90

/** A trial account sends at most this many scouts a calendar month (Japan's). */
export const TRIAL_SCOUTS_PER_MONTH = 20

/** How many of a saved search's newest matches a quick scout goes to. */
export const QUICK_SCOUT_COUNTS = [10, 20, 50, 100, 200, 500] as const
export const QUICK_SCOUT_DEFAULT_COUNT = 20

/**
 * After how many business days in Japan (weekends and national holidays skipped) a scout's
 * remind template is resent to a candidate who has neither replied nor declined; each
 * organisation chooses one.
 */
export const SCOUT_REMIND_BUSINESS_DAYS = [3, 5, 10] as const
export type ScoutRemindBusinessDays = (typeof SCOUT_REMIND_BUSINESS_DAYS)[number]
export const SCOUT_REMIND_DEFAULT_BUSINESS_DAYS: ScoutRemindBusinessDays = 5

/**
 * How many days a special scout's promises hold (its expiry), chosen per send. A candidate
 * cannot accept an expired special scout.
 */
export const SPECIAL_SCOUT_VALID_DAYS = [7, 14, 30] as const
export const SPECIAL_SCOUT_DEFAULT_VALID_DAYS = 14

/** The special scout's own pitch, the reason it is special. */
export const SPECIAL_SCOUT_PITCH_MAX_LENGTH = 1000

/** A scout assist sends at most this many scouts a day, and runs at most this many days ahead. */
export const SCOUT_ASSIST_DAILY_MAX = 100
export const SCOUT_ASSIST_MAX_DAYS = 90

export const SCOUT_TITLE_MAX_LENGTH = 255
export const SCOUT_BODY_MAX_LENGTH = 5000

/**
 * The variables a recruiter may write in a scout's own title and message. The scout's title and
 * body are what a template wraps, so they cannot name themselves.
 */
export const SCOUT_TEXT_VARIABLES = ['job_seeker_name', 'position_name', 'company_name'] as const

/**
 * Why a candidate of a send got no scout; each is also an error code, so the one error table
 * words it. A special scout goes, in the order asked, to as many as the contract's monthly quota
 * has left (`specialScoutQuotaExceeded` for the rest); during a Special Scout Week a candidate
 * who joined it only takes a special scout whose confirmed salary reaches the week's high-salary
 * threshold (`specialScoutBelowWeekThreshold`). `candidateUnavailable` covers a deleted account, a candidate who blocked the
 * organisation's company and an id nobody has, alike: telling them apart would tell the
 * organisation who blocked it.
 */
export const SCOUT_SKIP_REASONS = [
  'candidateUnavailable',
  'candidateDeclinedScouts',
  'scoutCreationLimitExceeded',
  'trialScoutLimitExceeded',
  'specialScoutQuotaExceeded',
  'specialScoutBelowWeekThreshold',
] as const
export type ScoutSkipReason = (typeof SCOUT_SKIP_REASONS)[number]
