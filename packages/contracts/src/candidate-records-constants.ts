import type { CareerInfoStep } from './candidate-constants.ts'
import type { ProfileRequestSection } from './member-search-constants.ts'

// Constants of the candidate records, apart from their schemas so pages can use them without zod.

/** The registration step where the candidate edits each section: where a request's notice and mail send them. */
export const PROFILE_REQUEST_SECTION_STEPS = {
  careers: 2,
  educations: 3,
  language_skills: 3,
  career_wish: 4,
  self_pr: 5,
  skill: 5,
  resume: 5,
} as const satisfies Record<ProfileRequestSection, CareerInfoStep>
