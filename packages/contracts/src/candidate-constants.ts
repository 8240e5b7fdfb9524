// Candidate-side enumerations and limits of spec sections 3, 4 and 9. Kept free of zod so pages
// can import them without shipping schemas.

export const GENDERS = ['male', 'female', 'other'] as const
export type Gender = (typeof GENDERS)[number]

export const COMPANY_TYPE_TENDENCIES = [
  'consulting',
  'foreign',
  'ibd_fund',
  'japanese',
  'mega_venture',
  'startup',
] as const
export type CompanyTypeTendency = (typeof COMPANY_TYPE_TENDENCIES)[number]

export const JOB_CHANGE_TIMINGS = ['now', 'in_one_year', 'if_good_offer', 'not_now'] as const
export type JobChangeTiming = (typeof JOB_CHANGE_TIMINGS)[number]

export const WHAT_TO_DISCUSS = ['career_path', 'companies', 'how_to_proceed'] as const
export type WhatToDiscuss = (typeof WHAT_TO_DISCUSS)[number]

export const LANGUAGE_LEVELS = ['conversational', 'business', 'native'] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]

export const DEGREE_TYPES = ['bachelor', 'master', 'doctor'] as const
export type DegreeType = (typeof DEGREE_TYPES)[number]

export const PROFILE_LEVELS = ['full', 'medium'] as const
export type ProfileLevel = (typeof PROFILE_LEVELS)[number]

export const SCOUT_SEND_STATES = ['sent', 'resend_set', 'resend_sent'] as const
export type ScoutSendState = (typeof SCOUT_SEND_STATES)[number]

export const SPECIAL_SCOUT_POSITIONS = [
  'executive_or_cxo',
  'manager',
  'directly_under_executive',
] as const
export type SpecialScoutPosition = (typeof SPECIAL_SCOUT_POSITIONS)[number]

export const SPECIAL_SCOUT_INTERVIEWERS = ['representative', 'executive_or_cxo'] as const
export type SpecialScoutInterviewer = (typeof SPECIAL_SCOUT_INTERVIEWERS)[number]

/** Who wrote a message in a scout's thread. */
export const MESSAGE_SENDER_SIDES = ['candidate', 'recruiter'] as const
export type MessageSenderSide = (typeof MESSAGE_SENDER_SIDES)[number]

/** How a candidate and an organisation became matched (spec: a scout reply or a passed self-application). */
export const MATCH_SOURCES = ['scout_reply', 'self_apply_passed'] as const
export type MatchSource = (typeof MATCH_SOURCES)[number]

/** The registration steps under /register_steps/career_infos/{id}, in order. */
export const CAREER_INFO_STEPS = [1, 2, 3, 4, 5] as const
export type CareerInfoStep = (typeof CAREER_INFO_STEPS)[number]

/** Resumes: the largest file accepted, and the kinds recognised by their first bytes. */
export const RESUME_MAX_MB = 5
export const RESUME_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
] as const
export type ResumeContentType = (typeof RESUME_CONTENT_TYPES)[number]

/** The job-change-timing dialog asks again when the last answer is older than this. */
export const JOB_CHANGE_TIMING_RECONFIRM_DAYS = 90

/** A scout message: plain text, up to this many characters. */
export const SCOUT_MESSAGE_MAX_LENGTH = 2000

/** The mails a candidate receives about scouts, each of which they may turn off. */
export const CANDIDATE_MAIL_KINDS = ['scout', 'message'] as const
export type CandidateMailKind = (typeof CANDIDATE_MAIL_KINDS)[number]

/**
 * The page of a scout mail's one-click opt-out (the Act on Regulation of Transmission of
 * Specified Electronic Mail asks for one in every such mail): works signed out, from the token.
 */
export function candidateMailOffPath(userId: number, kind: CandidateMailKind, token: string) {
  return `/setting/mail/off?user=${userId}&kind=${kind}&token=${encodeURIComponent(token)}`
}

/** Why a candidate declines a scout; the recruiter sees it, and its resends stop. */
export const SCOUT_DECLINE_REASONS = ['not_now', 'job_mismatch', 'salary', 'other'] as const
export type ScoutDeclineReason = (typeof SCOUT_DECLINE_REASONS)[number]

/**
 * What a candidate may ask of the platform about the personal data it holds (the Act on the
 * Protection of Personal Information): to correct it, or to delete it or stop using it.
 */
export const PERSONAL_DATA_REQUEST_KINDS = ['correction', 'deletion'] as const
export type PersonalDataRequestKind = (typeof PERSONAL_DATA_REQUEST_KINDS)[number]

/** Received, being handled, then done or declined (declining gives the reason). */
export const PERSONAL_DATA_REQUEST_STATES = [
  'received',
  'in_progress',
  'completed',
  'declined',
] as const
export type PersonalDataRequestState = (typeof PERSONAL_DATA_REQUEST_STATES)[number]

/** A request's text and the platform's answer may be this long. */
export const PERSONAL_DATA_REQUEST_TEXT_MAX_LENGTH = 2000
