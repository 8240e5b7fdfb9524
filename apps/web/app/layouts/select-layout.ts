import type { RoleType } from '@kakehashi/contracts'

export const LAYOUTS = [
  'candidate',
  'registration',
  'client',
  'default',
  'plain',
  'special-event',
] as const
export type LayoutName = (typeof LAYOUTS)[number]

export const REGISTER_STEPS_PREFIX = '/register_steps'
export const SPECIAL_SCOUT_WEEK_PATH = '/liiga-special-scout-week'
export const SPECIAL_EVENTS_PREFIX = '/special_events'

/**
 * Paths candidates and anonymous visitors may open (spec section 6). Home is the exact path '/';
 * every other entry matches itself and anything below it.
 */
export const CANDIDATE_AREA_PREFIXES = [
  '/special_events',
  '/job_infos',
  '/companies',
  '/columns',
  '/selected_columns',
  '/tags',
  '/users/auth/line/success',
  '/events',
  '/cookie',
  '/privacy',
  '/liiga-special-scout-week',
  '/agents',
] as const

export function hasPathPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

export function isCandidateAreaPath(path: string): boolean {
  return path === '/' || CANDIDATE_AREA_PREFIXES.some((prefix) => hasPathPrefix(path, prefix))
}

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
