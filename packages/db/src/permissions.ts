// Recruiter permission names: each names an area of /client that the access plugin checks.

export const RECRUITER_PERMISSIONS = [
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
export type RecruiterPermission = (typeof RECRUITER_PERMISSIONS)[number]

/** Master (administrative) accounts, agent firms included, hold every permission. */
export const MASTER_PERMISSIONS: readonly RecruiterPermission[] = RECRUITER_PERMISSIONS

/** The candidate CSV download is reserved for the administrative account holder. */
export const NORMAL_PERMISSIONS: readonly RecruiterPermission[] = RECRUITER_PERMISSIONS.filter(
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
