// Constants of the recruiter workspace: contracts, notifications, agent movies and notices.

/**
 * The icons a recruiter notification can carry. Spec section 3 maps 8 icon colours, one per
 * icon; the colour is derived from the icon, never stored.
 */
export const NOTIFICATION_ICONS = [
  'job_expiring',
  'message',
  'self_apply',
  'download',
  'saved_search',
  'scout',
  'notice',
  'account',
] as const
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number]

/** The colour of each notification icon, from the theme's palette (spec section 9). */
export const NOTIFICATION_ICON_COLOURS = {
  job_expiring: '#E65100',
  message: '#325C8B',
  self_apply: '#2E7D32',
  download: '#6A1B9A',
  saved_search: '#00838F',
  scout: '#C62828',
  notice: '#5D4037',
  account: '#546E7A',
} as const satisfies Record<NotificationIcon, string>

/**
 * What a notification is about. Each kind has its icon, its wording in the catalogues
 * (`notifications.kinds.<kind>`, filled from the notification's params) and a link.
 */
export const NOTIFICATION_KINDS = {
  job_expiring: 'job_expiring',
  scout_reply: 'message',
  self_apply: 'self_apply',
  export_ready: 'download',
  saved_search_match: 'saved_search',
  scout_sent: 'scout',
  client_note: 'notice',
  email_changed: 'account',
  job_closed: 'notice',
} as const satisfies Record<string, NotificationIcon>
export type NotificationKind = keyof typeof NOTIFICATION_KINDS

/** A job's recruiter is told this many days before its recruitment period ends. */
export const JOB_EXPIRY_NOTICE_DAYS = [14, 1] as const

/** Video sites an agent movie may come from; the URL is checked for its form. */
export const AGENT_MOVIE_PROVIDERS = ['youtube', 'vimeo'] as const
export type AgentMovieProvider = (typeof AGENT_MOVIE_PROVIDERS)[number]

/** A recruiter's profile icon: content-checked types and the size limit. */
export const PROFILE_ICON_MAX_BYTES = 2 * 1024 * 1024
export const PROFILE_ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** Topics of the recruiter support contact form. */
export const SUPPORT_TOPICS = ['usage', 'contract', 'billing', 'trouble', 'other'] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

/** Categories of the platform's notices to recruiters. */
export const CLIENT_NOTE_CATEGORIES = ['news', 'feature', 'maintenance', 'campaign'] as const
export type ClientNoteCategory = (typeof CLIENT_NOTE_CATEGORIES)[number]
