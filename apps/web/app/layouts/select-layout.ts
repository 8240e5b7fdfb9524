import type { RoleType } from '@kakehashi/contracts'
import {
  ADMIN_PREFIX,
  hasPathPrefix,
  isCandidateAreaPath,
  REGISTER_STEPS_PREFIX,
  SPECIAL_EVENTS_PREFIX,
  SPECIAL_SCOUT_WEEK_PATH,
} from '../lib/paths'

export const LAYOUTS = [
  'candidate',
  'registration',
  'client',
  'default',
  'plain',
  'special-event',
  'admin',
] as const
export type LayoutName = (typeof LAYOUTS)[number]

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The layout rule of spec section 2, first match wins. */
export function selectLayout(pathname: string, role: RoleType | null | undefined): LayoutName {
  const path = normalisePath(pathname)
  if (hasPathPrefix(path, REGISTER_STEPS_PREFIX)) return 'registration'
  if (path === SPECIAL_SCOUT_WEEK_PATH) return 'plain'
  if (hasPathPrefix(path, SPECIAL_EVENTS_PREFIX)) return 'special-event'
  if (isCandidateAreaPath(path)) return 'candidate'
  // The spec leaves the admin area's look open: it has a menu of its own, like the recruiters'.
  if (role === 'Administrator' && hasPathPrefix(path, ADMIN_PREFIX)) return 'admin'
  switch (role) {
    case 'Candidate':
      return 'candidate'
    case 'CompanyUser':
    case 'Agent':
      return 'client'
    default:
      return 'default'
  }
}
