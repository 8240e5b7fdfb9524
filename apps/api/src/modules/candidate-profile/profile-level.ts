import {
  CAREER_INFO_STEPS,
  characterLength,
  type ProfileGap,
  type ProfileLevel,
} from '@kakehashi/contracts'

/** A self PR shorter than this tells recruiters too little for a full profile. */
export const FULL_PROFILE_SELF_PR_MIN = 200

const LAST_STEP: number = Math.max(...CAREER_INFO_STEPS)

export interface ProfileFacts {
  registrationStep: number
  registrationFinishedAt: Date | null
  selfPr: string
  careerCount: number
}

/** What keeps a profile from being full, in the order a candidate would fix it. */
export function profileGaps(facts: ProfileFacts): ProfileGap[] {
  const gaps: ProfileGap[] = []
  if (facts.registrationFinishedAt === null) gaps.push('registration')
  if (facts.careerCount === 0) gaps.push('career')
  if (characterLength(facts.selfPr) < FULL_PROFILE_SELF_PR_MIN) gaps.push('self_pr_length')
  return gaps
}

/** Full when nothing is missing; medium otherwise (the lock icon shows on medium). */
export function profileLevel(facts: ProfileFacts): ProfileLevel {
  return profileGaps(facts).length === 0 ? 'full' : 'medium'
}

/** The step a candidate who left resumes at; null once every step is saved. */
export function nextRegistrationStep(savedStep: number): number | null {
  return savedStep >= LAST_STEP ? null : savedStep + 1
}

/** The campaign's "profile completeness": characters written in the detailed work history. */
export const careerDoneCharacterCount = (selfPr: string): number => characterLength(selfPr)

/** Whole years between the birth date and today in Japan. */
export function ageOn(birthDate: string | null, today: Date = new Date()): number | null {
  if (!birthDate) return null
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  const tokyo = new Date(today.getTime() + 9 * 60 * 60 * 1000)
  const ty = tokyo.getUTCFullYear()
  const tm = tokyo.getUTCMonth() + 1
  const td = tokyo.getUTCDate()
  const hadBirthday = tm > month || (tm === month && td >= day)
  return ty - year - (hadBirthday ? 0 : 1)
}

/** A coarse age for analytics, never the exact date. */
export function ageBand(age: number | null): string | null {
  if (age === null) return null
  if (age < 25) return 'under_25'
  if (age >= 60) return '60_plus'
  const lower = Math.floor(age / 5) * 5
  return `${lower}_${lower + 4}`
}
