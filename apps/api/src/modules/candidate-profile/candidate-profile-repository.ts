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
import { type AnyColumn, and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'

/** Creates the candidates' empty profile rows where they are missing; safe to repeat. */
export async function ensureCandidateProfiles(db: DbOrTx, userIds: readonly number[]) {
  if (userIds.length === 0) return
  await db
    .insert(candidateProfiles)
    .values(userIds.map((userId) => ({ userId })))
    .onConflictDoNothing()
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

/** The ids among `ids` that exist in a reference table. */
export async function findExistingIds(
  db: DbOrTx,
  table:
    | 'prefectures'
    | 'industries'
    | 'jobTypes'
    | 'languages'
    | 'certifications'
    | 'universities',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const source = { prefectures, industries, jobTypes, languages, certifications, universities }[
    table
  ]
  const rows = await db.select({ id: source.id }).from(source).where(inArray(source.id, ids))
  return new Set(rows.map((row) => row.id))
}

/** What the candidate and the profile see of a resume: never its storage key. */
const resumeColumns = {
  fileName: candidateResumes.fileName,
  contentType: candidateResumes.contentType,
  byteSize: candidateResumes.byteSize,
  uploadedAt: candidateResumes.uploadedAt,
}

interface NamedRow {
  id: number
  name: string
  nameEn: string
}

/** A reference row as JSON, in the shape the wire mappers read. */
const namedJson = (table: { id: AnyColumn; name: AnyColumn; nameEn: AnyColumn }) =>
  sql`json_build_object('id', ${table.id}, 'name', ${table.name}, 'nameEn', ${table.nameEn})`

/** A correlated `select json_agg(...)`, never null: an empty section is `[]`. */
const jsonList = <T>(query: ReturnType<typeof sql>) => sql<T[]>`coalesce((${query}), '[]'::json)`

/**
 * The reference rows the candidate's `link` rows point at through `linkColumn` (certifications,
 * wished industries, wished job types), in the reference list's order.
 */
const linkedNames = (
  owner: AnyColumn,
  link: PgTable & { userId: AnyColumn },
  linkColumn: AnyColumn,
  reference: PgTable & { id: AnyColumn; name: AnyColumn; nameEn: AnyColumn; position: AnyColumn },
) =>
  jsonList<NamedRow>(sql`select json_agg(${namedJson(reference)}
          order by ${reference.position}, ${reference.id})
        from ${link}
        join ${reference} on ${reference.id} = ${linkColumn}
        where ${link.userId} = ${owner}`)

/**
 * Everything of a profile but its row, for the candidate whose user id is `owner`: the
 * prefecture, each section as a JSON array in display order, and the resume's metadata. Dates
 * stay `YYYY-MM-DD` strings, as the date columns give them. The query must select from the
 * candidate's profile or user row with `prefectures` and `candidate_resumes` left-joined on it;
 * the sections are correlated subqueries, so a whole page of profiles is still one statement.
 */
export function profileSheetFields(owner: AnyColumn) {
  return {
    prefecture: { id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn },
    careers: jsonList<{
      id: number
      companyName: string
      position: string
      industry: NamedRow | null
      startedOn: string
      endedOn: string | null
      description: string
    }>(sql`select json_agg(json_build_object(
          'id', ${candidateCareers.id}, 'companyName', ${candidateCareers.companyName},
          'position', ${candidateCareers.position},
          'industry', case when ${industries.id} is null then null else ${namedJson(industries)} end,
          'startedOn', ${candidateCareers.startedOn},
          'endedOn', ${candidateCareers.endedOn}, 'description', ${candidateCareers.description})
        order by ${candidateCareers.startedOn} desc, ${candidateCareers.id})
        from ${candidateCareers}
        left join ${industries} on ${industries.id} = ${candidateCareers.industryId}
        where ${candidateCareers.userId} = ${owner}`),
    experiences: jsonList<{ years: number; jobType: NamedRow }>(sql`select json_agg(
          json_build_object('years', ${candidateExperiences.years}, 'jobType', ${namedJson(jobTypes)})
          order by ${jobTypes.position}, ${jobTypes.id})
        from ${candidateExperiences} join ${jobTypes} on ${jobTypes.id} = ${candidateExperiences.jobTypeId}
        where ${candidateExperiences.userId} = ${owner}`),
    educations: jsonList<{
      id: number
      degree: (typeof candidateEducations.$inferSelect)['degree']
      schoolName: string
      faculty: string
      graduatedOn: string | null
      university: NamedRow | null
    }>(sql`select json_agg(json_build_object(
          'id', ${candidateEducations.id}, 'degree', ${candidateEducations.degree},
          'schoolName', ${candidateEducations.schoolName}, 'faculty', ${candidateEducations.faculty},
          'graduatedOn', ${candidateEducations.graduatedOn},
          'university', case when ${universities.id} is null then null else ${namedJson(universities)} end)
          order by ${candidateEducations.id})
        from ${candidateEducations}
        left join ${universities} on ${universities.id} = ${candidateEducations.universityId}
        where ${candidateEducations.userId} = ${owner}`),
    offers: jsonList<{
      id: number
      companyName: string
      position: string
      annualIncome: number | null
      offeredOn: string | null
    }>(sql`select json_agg(json_build_object(
          'id', ${candidateOffers.id}, 'companyName', ${candidateOffers.companyName},
          'position', ${candidateOffers.position}, 'annualIncome', ${candidateOffers.annualIncome},
          'offeredOn', ${candidateOffers.offeredOn})
          order by ${candidateOffers.id})
        from ${candidateOffers} where ${candidateOffers.userId} = ${owner}`),
    certifications: linkedNames(
      owner,
      candidateCertifications,
      candidateCertifications.certificationId,
      certifications,
    ),
    languageSkills: jsonList<{
      level: (typeof candidateLanguageSkills.$inferSelect)['level']
      language: NamedRow
    }>(sql`select json_agg(
          json_build_object('level', ${candidateLanguageSkills.level}, 'language', ${namedJson(languages)})
          order by ${languages.position}, ${languages.id})
        from ${candidateLanguageSkills}
        join ${languages} on ${languages.id} = ${candidateLanguageSkills.languageId}
        where ${candidateLanguageSkills.userId} = ${owner}`),
    wishIndustries: linkedNames(
      owner,
      candidateWishIndustries,
      candidateWishIndustries.industryId,
      industries,
    ),
    wishJobTypes: linkedNames(
      owner,
      candidateWishJobTypes,
      candidateWishJobTypes.jobTypeId,
      jobTypes,
    ),
    resume: resumeColumns,
  }
}

/**
 * The job the candidate whose user id is `owner` holds now, or else the one they started last;
 * null without careers. The order is the profile sheet's (start descending), current jobs first.
 */
export const latestCareerField = (owner: AnyColumn) =>
  sql<{ companyName: string; position: string } | null>`(select json_build_object(
      'companyName', ${candidateCareers.companyName}, 'position', ${candidateCareers.position})
    from ${candidateCareers} where ${candidateCareers.userId} = ${owner}
    order by ${candidateCareers.endedOn} is null desc, ${candidateCareers.startedOn} desc,
      ${candidateCareers.id}
    limit 1)`

/** The whole profile in one round trip (the profile is read on most candidate pages). */
export async function findProfileSheet(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ profile: candidateProfiles, ...profileSheetFields(candidateProfiles.userId) })
    .from(candidateProfiles)
    .leftJoin(prefectures, eq(prefectures.id, candidateProfiles.prefectureId))
    .leftJoin(candidateResumes, eq(candidateResumes.userId, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId))
  return row ?? null
}

export type ProfileSheet = NonNullable<Awaited<ReturnType<typeof findProfileSheet>>>

export async function findResume(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(resumeColumns)
    .from(candidateResumes)
    .where(eq(candidateResumes.userId, userId))
  return row ?? null
}

// Whole-list replacements: delete the candidate's rows, insert the new list. Callers run them
// inside one transaction with the rest of the step.

/** The candidate's lists a save replaces whole, by the name the service uses. */
const candidateLists = {
  careers: candidateCareers,
  experiences: candidateExperiences,
  educations: candidateEducations,
  offers: candidateOffers,
  certifications: candidateCertifications,
  languageSkills: candidateLanguageSkills,
  wishIndustries: candidateWishIndustries,
  wishJobTypes: candidateWishJobTypes,
}

type CandidateList = (typeof candidateLists)[keyof typeof candidateLists]

/** Replaces one of the candidate's lists; an entry a list already holds is not added twice. */
export async function replaceList<K extends keyof typeof candidateLists>(
  db: DbOrTx,
  list: K,
  userId: number,
  rows: Omit<(typeof candidateLists)[K]['$inferInsert'], 'userId'>[],
) {
  const table: CandidateList = candidateLists[list]
  await db.delete(table).where(eq(table.userId, userId))
  if (rows.length > 0) {
    await db
      .insert(table)
      .values(rows.map((row) => ({ ...row, userId })) as PgInsertValue<CandidateList>[])
      .onConflictDoNothing()
  }
}
