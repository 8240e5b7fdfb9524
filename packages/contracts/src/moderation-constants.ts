// The enumerations and limits of moderation (reports of listings and of recruiters). Kept free
// of zod so pages can import them without shipping schemas (moderation.ts has the schemas).

/** Why a visitor reports a listing. */
export const JOB_REPORT_REASONS = [
  'inaccurate',
  'discriminatory',
  'expired',
  'suspicious',
  'other',
] as const
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number]

/** Where a report stands: waiting, the listing closed, or nothing to do. */
export const JOB_REPORT_STATES = ['open', 'closed', 'dismissed'] as const
export type JobReportState = (typeof JOB_REPORT_STATES)[number]

/** A report's text and a closing reason may be this long. */
export const JOB_REPORT_TEXT_MAX_LENGTH = 2000

/** Why a candidate reports the recruiter who scouted them. */
export const RECRUITER_REPORT_REASONS = [
  'harassment',
  'spam',
  'misrepresentation',
  'personal_data',
  'other',
] as const
export type RecruiterReportReason = (typeof RECRUITER_REPORT_REASONS)[number]

/** Where a report stands: waiting, the recruiter suspended, or nothing to do. */
export const RECRUITER_REPORT_STATES = ['open', 'suspended', 'dismissed'] as const
export type RecruiterReportState = (typeof RECRUITER_REPORT_STATES)[number]
