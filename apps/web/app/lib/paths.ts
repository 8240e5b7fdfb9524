// Site addresses that more than one feature, layout or the access rules link to or match on. A
// path only one feature uses stays in that feature.

export const REGISTER_STEPS_PREFIX = '/register_steps'
export const SPECIAL_SCOUT_WEEK_PATH = '/liiga-special-scout-week'
export const SPECIAL_EVENTS_PREFIX = '/special_events'
export const RANKING_PATH = '/job_infos/weekly_ranking'

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

export const stepPath = (step: number) => `${REGISTER_STEPS_PREFIX}/career_infos/${step}`
export const FINISH_PATH = `${REGISTER_STEPS_PREFIX}/career_infos/finish`
export const WELCOME_PATH = `${REGISTER_STEPS_PREFIX}/career_infos/welcome`

export const groupPath = (groupName: string) =>
  `${SPECIAL_EVENTS_PREFIX}/${encodeURIComponent(groupName)}`
export const specialEventPath = (groupName: string, id: number) => `${groupPath(groupName)}/${id}`
export const mypagePath = (groupName: string) => `${groupPath(groupName)}/mypage`

export const jobTypeRankingPath = (path: string) =>
  `${RANKING_PATH}/job_types/${encodeURIComponent(path)}`

// Records of the public catalogue, linked from their lists and from other features' pages.
export const companyPath = (id: number) => `/companies/${id}`
export const agentPath = (id: number) => `/agents/${id}`
export const AGENT_SEARCH_PATH = '/agents/search'
export const COMPANY_LIST_PATH = '/companies'
export const columnPath = (id: number) => `/columns/${id}`
export const tagPath = (id: number) => `/tags/${id}`
export const eventPath = (id: number) => `/events/${id}`
export const jobPath = (id: number) => `/job_infos/${id}`

/** The administrators' area. */
export const ADMIN_PREFIX = '/admin'
