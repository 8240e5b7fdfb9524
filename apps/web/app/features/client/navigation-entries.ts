import type { RecruiterPermission } from '@kakehashi/contracts'
import type { SessionUser } from '../../lib/access'

export interface NavigationEntry {
  to: string
  /** Key under `client.nav`. */
  label:
    | 'dashboard'
    | 'contractReport'
    | 'scoutReports'
    | 'activityReports'
    | 'candidates'
    | 'scouts'
    | 'candidateExports'
    | 'jobInfos'
    | 'scoutTemplates'
    | 'labels'
    | 'movies'
    | 'notifications'
    | 'notes'
    | 'profile'
    | 'searchConditions'
    | 'password'
    | 'support'
  /** The permission the page requires; none means every recruiter. */
  permission?: RecruiterPermission
  /** Videos are an agent firm's. */
  agentsOnly?: boolean
}

/**
 * The recruiter area of spec section 2, in menu order. Only pages that exist are listed; each
 * later capability adds its entry here with its page.
 */
export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { to: '/client/dashboard', label: 'dashboard', permission: 'dashboard' },
  { to: '/client/candidates', label: 'candidates', permission: 'candidates' },
  { to: '/client/scouts', label: 'scouts', permission: 'scouts' },
  // Every recruiter who works with scouts finds it; the page says who may export.
  { to: '/client/scouts/download', label: 'candidateExports', permission: 'scouts' },
  { to: '/client/job_infos', label: 'jobInfos', permission: 'job_infos' },
  { to: '/client/scout_templates', label: 'scoutTemplates', permission: 'scout_templates' },
  {
    to: '/client/search_conditions',
    label: 'searchConditions',
    permission: 'search_conditions',
  },
  { to: '/client/labels', label: 'labels', permission: 'labels' },
  { to: '/client/reports/scouts', label: 'scoutReports', permission: 'reports' },
  { to: '/client/reports/activity', label: 'activityReports', permission: 'reports' },
  { to: '/client/contract_report', label: 'contractReport', permission: 'contract_report' },
  { to: '/client/movies', label: 'movies', permission: 'movies', agentsOnly: true },
  { to: '/client/notifications', label: 'notifications', permission: 'notifications' },
  { to: '/client/notes', label: 'notes', permission: 'notes' },
  { to: '/client/profile', label: 'profile', permission: 'profile' },
  { to: '/client/passwords/edit', label: 'password' },
  { to: '/client/docs/support', label: 'support' },
]

export interface VisibleEntry extends NavigationEntry {
  /** Shown to a trial account that may not use it: following it brings the trial toast. */
  locked: boolean
}

/**
 * The entries a recruiter sees: those its permissions allow; a trial account also sees the
 * rest, locked, so it knows what the full plan offers (spec section 6).
 */
export function visibleEntries(
  user: Pick<SessionUser, 'roleType' | 'permissions' | 'trialRecruiter'>,
): VisibleEntry[] {
  return NAVIGATION_ENTRIES.filter((entry) => !entry.agentsOnly || user.roleType === 'Agent')
    .map((entry) => ({
      ...entry,
      locked: entry.permission !== undefined && !user.permissions.includes(entry.permission),
    }))
    .filter((entry) => !entry.locked || user.trialRecruiter)
}
