// Constants of member search and the candidate records recruiters keep (spec sections 3, 4, 9).

/**
 * Where a candidate stands with an organisation, one per scout (spec section 4, "Contact and
 * selection filter statuses"), in the order of the selection.
 */
export const SELECTION_STATUSES = [
  'before_matching',
  'matched',
  'interested_or_self_applied',
  'interviewed',
  'under_selection',
  'unofficially_offered',
  'accepted',
  'joined',
  'joined_1_month',
  'joined_3_months',
  'joined_6_months',
  'declined_or_rejected',
  'no_reply_required',
] as const
export type SelectionStatus = (typeof SELECTION_STATUSES)[number]

/**
 * The co-worker exclusions of a search (spec section 3, Search condition): leave out candidates
 * who are in one of these states with another recruiter of the organisation. Each option names
 * the selection statuses it covers.
 */
export const COWORKER_EXCLUSIONS = {
  matched: ['matched', 'interested_or_self_applied'],
  after_interview: ['interviewed', 'under_selection'],
  offered: ['unofficially_offered'],
  received: ['accepted', 'joined', 'joined_1_month', 'joined_3_months', 'joined_6_months'],
  no_reply_required: ['no_reply_required'],
} as const satisfies Record<string, readonly SelectionStatus[]>
export type CoworkerExclusion = keyof typeof COWORKER_EXCLUSIONS
export const COWORKER_EXCLUSION_NAMES = Object.keys(COWORKER_EXCLUSIONS) as CoworkerExclusion[]

/** Candidate sort orders (spec section 3): profile update, login, registration; newest first. */
export const CANDIDATE_SORTS = ['profile_updated', 'last_login', 'registered'] as const
export type CandidateSort = (typeof CANDIDATE_SORTS)[number]

/** Candidates a search page shows, and where its count stops ("1,000+"). */
export const CANDIDATE_SEARCH_PER_PAGE = 20
export const CANDIDATE_SEARCH_COUNT_CAP = 1000

/** Candidates an organisation scouted within this many days are left out of its searches. */
export const RECENTLY_SCOUTED_DAYS = 7

/** A bulk action (labelling, later scouting) takes at most this many candidates. */
export const CANDIDATE_BULK_MAX = 500

/** The 13 colours of the label palette (spec section 3, "a palette of 13 icon colours"). */
export const LABEL_COLOURS = [
  '#325C8B',
  '#1E88E5',
  '#00838F',
  '#2E7D32',
  '#7CB342',
  '#F9A825',
  '#EF6C00',
  '#C62828',
  '#D81B60',
  '#8E24AA',
  '#5D4037',
  '#546E7A',
  '#212121',
] as const
export type LabelColour = (typeof LABEL_COLOURS)[number]

/** Labels an organisation may keep. */
export const LABELS_MAX = 100

/** The profile sections a recruiter may ask a candidate to complete. */
export const PROFILE_REQUEST_SECTIONS = [
  'careers',
  'educations',
  'self_pr',
  'skill',
  'career_wish',
  'language_skills',
  'resume',
] as const
export type ProfileRequestSection = (typeof PROFILE_REQUEST_SECTIONS)[number]

/** A candidate note's longest body. */
export const CANDIDATE_NOTE_MAX_LENGTH = 2000

/** Saved searches a recruiter may keep. */
export const SEARCH_CONDITIONS_MAX = 50
