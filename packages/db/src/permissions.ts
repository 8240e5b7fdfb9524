import { RECRUITER_PERMISSION_NAMES, type RecruiterPermission } from '@kakehashi/contracts'

// Which permissions each kind of recruiter account holds by default.

export const RECRUITER_PERMISSIONS = RECRUITER_PERMISSION_NAMES
export type { RecruiterPermission }

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
