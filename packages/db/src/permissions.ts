import {
  MASTER_PERMISSIONS,
  NORMAL_PERMISSIONS,
  RECRUITER_PERMISSION_NAMES,
  type RecruiterPermission,
  TRIAL_PERMISSIONS,
} from '@kakehashi/contracts'

// Which permissions each kind of recruiter account holds by default: the lists live with the
// contracts, since the administrator's form offers them too.

export const RECRUITER_PERMISSIONS = RECRUITER_PERMISSION_NAMES
export type { RecruiterPermission }
export { MASTER_PERMISSIONS, NORMAL_PERMISSIONS, TRIAL_PERMISSIONS }
