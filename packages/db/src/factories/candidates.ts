import type { DbOrTx } from '../client.ts'
import {
  candidateCareers,
  candidateEducations,
  candidateExperiences,
  candidateLanguageSkills,
  candidateProfiles,
  candidateWishIndustries,
  candidateWishJobTypes,
  type NewCandidateProfile,
  type User,
} from '../schema/index.ts'
import { refreshCandidateSearchDocuments } from '../search/candidate-documents.ts'
import { createUser, type UserOverrides } from './users.ts'

type Row<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'userId' | 'id'>

export interface CandidateOverrides {
  user?: UserOverrides
  /** Columns of the profile; registration_step defaults to 5 (every step saved). */
  profile?: Omit<NewCandidateProfile, 'userId'>
  careers?: (Omit<Row<typeof candidateCareers>, 'startedOn'> & { startedOn?: string })[]
  experiences?: Row<typeof candidateExperiences>[]
  educations?: Row<typeof candidateEducations>[]
  languageSkills?: Row<typeof candidateLanguageSkills>[]
  wishJobTypeIds?: number[]
  wishIndustryIds?: number[]
}

/**
 * A candidate with a profile that recruiters can find: the account, the profile and whichever
 * careers, experiences, educations, languages and wishes are given, and the search document
 * built from them as the candidate's own saves build it.
 */
export async function createCandidate(
  db: DbOrTx,
  overrides: CandidateOverrides = {},
): Promise<User> {
  const user = await createUser(db, { ...overrides.user, roleType: 'Candidate' })
  const userId = user.id
  await db.insert(candidateProfiles).values({ registrationStep: 5, ...overrides.profile, userId })
  if (overrides.careers?.length) {
    await db
      .insert(candidateCareers)
      .values(overrides.careers.map((career) => ({ startedOn: '2015-04-01', ...career, userId })))
  }
  if (overrides.experiences?.length) {
    await db
      .insert(candidateExperiences)
      .values(overrides.experiences.map((row) => ({ ...row, userId })))
  }
  if (overrides.educations?.length) {
    await db
      .insert(candidateEducations)
      .values(overrides.educations.map((row) => ({ ...row, userId })))
  }
  if (overrides.languageSkills?.length) {
    await db
      .insert(candidateLanguageSkills)
      .values(overrides.languageSkills.map((row) => ({ ...row, userId })))
  }
  if (overrides.wishJobTypeIds?.length) {
    await db
      .insert(candidateWishJobTypes)
      .values(overrides.wishJobTypeIds.map((jobTypeId) => ({ jobTypeId, userId })))
  }
  if (overrides.wishIndustryIds?.length) {
    await db
      .insert(candidateWishIndustries)
      .values(overrides.wishIndustryIds.map((industryId) => ({ industryId, userId })))
  }
  await refreshCandidateSearchDocuments(db, [userId])
  return user
}
