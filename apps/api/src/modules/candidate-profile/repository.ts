import {
  type CandidateProfile,
  candidateCareers,
  candidateCertifications,
  candidateEducations,
  candidateExperiences,
  candidateLanguageSkills,
  candidateOffers,
  candidateProfiles,
  candidateResumes,
  candidateWishIndustries,
  candidateWishJobTypes,
  certifications,
  type DbOrTx,
  industries,
  jobTypes,
  languages,
  type NewCandidateProfile,
  prefectures,
  universities,
  users,
} from '@kakehashi/db'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'

/** Creates the candidate's empty profile row if it is missing; safe to repeat. */
export async function ensureCandidateProfile(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(candidateProfiles).values({ userId }).onConflictDoNothing()
}

export async function findCandidateUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      fullNameKana: users.fullNameKana,
      passwordHash: users.passwordHash,
      hasProfile: sql<boolean>`${candidateProfiles.userId} is not null`,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.roleType, 'Candidate'), isNull(users.deletedAt)))
  return user ?? null
}

export async function findProfile(db: DbOrTx, userId: number): Promise<CandidateProfile | null> {
  const [profile] = await db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
  return profile ?? null
}

export async function updateProfile(
  db: DbOrTx,
  userId: number,
  values: Partial<Omit<NewCandidateProfile, 'userId'>>,
): Promise<void> {
  await db
    .insert(candidateProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: { ...values, updatedAt: new Date() },
    })
}

export async function updateUserName(
  db: DbOrTx,
  userId: number,
  fullName: string,
  fullNameKana: string,
): Promise<void> {
  await db.update(users).set({ fullName, fullNameKana }).where(eq(users.id, userId))
}

/** Raises the saved step, never lowers it: saving step 2 again after step 4 keeps 4. */
export async function raiseRegistrationStep(db: DbOrTx, userId: number, step: number) {
  await db
    .update(candidateProfiles)
    .set({ registrationStep: sql`greatest(${candidateProfiles.registrationStep}, ${step})` })
    .where(eq(candidateProfiles.userId, userId))
}

export async function findPrefecture(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn })
    .from(prefectures)
    .where(eq(prefectures.id, id))
  return row ?? null
}

/** The ids among `ids` that exist in a reference table. */
export async function existingIds(
  db: DbOrTx,
  table: 'industries' | 'jobTypes' | 'languages' | 'certifications' | 'universities',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const source = { industries, jobTypes, languages, certifications, universities }[table]
  const rows = await db.select({ id: source.id }).from(source).where(inArray(source.id, ids))
  return new Set(rows.map((row) => row.id))
}

export async function listCareers(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(candidateCareers)
    .where(eq(candidateCareers.userId, userId))
    .orderBy(desc(candidateCareers.startedOn), asc(candidateCareers.id))
}

export async function listExperiences(db: DbOrTx, userId: number) {
  return db
    .select({
      years: candidateExperiences.years,
      jobType: { id: jobTypes.id, name: jobTypes.name, nameEn: jobTypes.nameEn },
    })
    .from(candidateExperiences)
    .innerJoin(jobTypes, eq(jobTypes.id, candidateExperiences.jobTypeId))
    .where(eq(candidateExperiences.userId, userId))
    .orderBy(asc(jobTypes.position), asc(jobTypes.id))
}

export async function listEducations(db: DbOrTx, userId: number) {
  return db
    .select({
      education: candidateEducations,
      university: { id: universities.id, name: universities.name, nameEn: universities.nameEn },
    })
    .from(candidateEducations)
    .leftJoin(universities, eq(universities.id, candidateEducations.universityId))
    .where(eq(candidateEducations.userId, userId))
    .orderBy(asc(candidateEducations.id))
}

export async function listOffers(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(candidateOffers)
    .where(eq(candidateOffers.userId, userId))
    .orderBy(asc(candidateOffers.id))
}

export async function listCertifications(db: DbOrTx, userId: number) {
  return db
    .select({ id: certifications.id, name: certifications.name, nameEn: certifications.nameEn })
    .from(candidateCertifications)
    .innerJoin(certifications, eq(certifications.id, candidateCertifications.certificationId))
    .where(eq(candidateCertifications.userId, userId))
    .orderBy(asc(certifications.position), asc(certifications.id))
}

export async function listLanguageSkills(db: DbOrTx, userId: number) {
  return db
    .select({
      level: candidateLanguageSkills.level,
      language: { id: languages.id, name: languages.name, nameEn: languages.nameEn },
    })
    .from(candidateLanguageSkills)
    .innerJoin(languages, eq(languages.id, candidateLanguageSkills.languageId))
    .where(eq(candidateLanguageSkills.userId, userId))
    .orderBy(asc(languages.position), asc(languages.id))
}

export async function listWishIndustries(db: DbOrTx, userId: number) {
  return db
    .select({ id: industries.id, name: industries.name, nameEn: industries.nameEn })
    .from(candidateWishIndustries)
    .innerJoin(industries, eq(industries.id, candidateWishIndustries.industryId))
    .where(eq(candidateWishIndustries.userId, userId))
    .orderBy(asc(industries.position), asc(industries.id))
}

export async function listWishJobTypes(db: DbOrTx, userId: number) {
  return db
    .select({ id: jobTypes.id, name: jobTypes.name, nameEn: jobTypes.nameEn })
    .from(candidateWishJobTypes)
    .innerJoin(jobTypes, eq(jobTypes.id, candidateWishJobTypes.jobTypeId))
    .where(eq(candidateWishJobTypes.userId, userId))
    .orderBy(asc(jobTypes.position), asc(jobTypes.id))
}

export async function findResume(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      fileName: candidateResumes.fileName,
      contentType: candidateResumes.contentType,
      byteSize: candidateResumes.byteSize,
      uploadedAt: candidateResumes.uploadedAt,
    })
    .from(candidateResumes)
    .where(eq(candidateResumes.userId, userId))
  return row ?? null
}

// Whole-list replacements: delete the candidate's rows, insert the new list. Callers run them
// inside one transaction with the rest of the step.

export async function replaceCareers(
  db: DbOrTx,
  userId: number,
  careers: Omit<typeof candidateCareers.$inferInsert, 'userId'>[],
) {
  await db.delete(candidateCareers).where(eq(candidateCareers.userId, userId))
  if (careers.length > 0) {
    await db.insert(candidateCareers).values(careers.map((career) => ({ ...career, userId })))
  }
}

export async function replaceExperiences(
  db: DbOrTx,
  userId: number,
  experiences: { jobTypeId: number; years: number }[],
) {
  await db.delete(candidateExperiences).where(eq(candidateExperiences.userId, userId))
  if (experiences.length > 0) {
    await db
      .insert(candidateExperiences)
      .values(experiences.map((experience) => ({ ...experience, userId })))
      .onConflictDoNothing()
  }
}

export async function replaceEducations(
  db: DbOrTx,
  userId: number,
  educations: Omit<typeof candidateEducations.$inferInsert, 'userId'>[],
) {
  await db.delete(candidateEducations).where(eq(candidateEducations.userId, userId))
  if (educations.length > 0) {
    await db.insert(candidateEducations).values(educations.map((row) => ({ ...row, userId })))
  }
}

export async function replaceOffers(
  db: DbOrTx,
  userId: number,
  offers: Omit<typeof candidateOffers.$inferInsert, 'userId'>[],
) {
  await db.delete(candidateOffers).where(eq(candidateOffers.userId, userId))
  if (offers.length > 0) {
    await db.insert(candidateOffers).values(offers.map((row) => ({ ...row, userId })))
  }
}

export async function replaceCertifications(db: DbOrTx, userId: number, ids: number[]) {
  await db.delete(candidateCertifications).where(eq(candidateCertifications.userId, userId))
  if (ids.length > 0) {
    await db
      .insert(candidateCertifications)
      .values(ids.map((certificationId) => ({ userId, certificationId })))
      .onConflictDoNothing()
  }
}

export async function replaceLanguageSkills(
  db: DbOrTx,
  userId: number,
  skills: { languageId: number; level: 'conversational' | 'business' | 'native' }[],
) {
  await db.delete(candidateLanguageSkills).where(eq(candidateLanguageSkills.userId, userId))
  if (skills.length > 0) {
    await db
      .insert(candidateLanguageSkills)
      .values(skills.map((skill) => ({ ...skill, userId })))
      .onConflictDoNothing()
  }
}

export async function replaceWishIndustries(db: DbOrTx, userId: number, ids: number[]) {
  await db.delete(candidateWishIndustries).where(eq(candidateWishIndustries.userId, userId))
  if (ids.length > 0) {
    await db
      .insert(candidateWishIndustries)
      .values(ids.map((industryId) => ({ userId, industryId })))
      .onConflictDoNothing()
  }
}

export async function replaceWishJobTypes(db: DbOrTx, userId: number, ids: number[]) {
  await db.delete(candidateWishJobTypes).where(eq(candidateWishJobTypes.userId, userId))
  if (ids.length > 0) {
    await db
      .insert(candidateWishJobTypes)
      .values(ids.map((jobTypeId) => ({ userId, jobTypeId })))
      .onConflictDoNothing()
  }
}
