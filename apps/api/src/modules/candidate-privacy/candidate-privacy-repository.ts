import {
  candidateCareers,
  candidateCertifications,
  candidateCompanyBlocks,
  candidateEducations,
  candidateExperiences,
  candidateLabels,
  candidateLanguageSkills,
  candidateMatches,
  candidateNotes,
  candidateOffers,
  candidateProfiles,
  candidateResumes,
  candidateStocks,
  candidateWishIndustries,
  candidateWishJobTypes,
  companies,
  companyFollows,
  type DbOrTx,
  eventEntries,
  hiddenCandidates,
  jobInfoStocks,
  jobSearchConditions,
  lineIdentities,
  prefectures,
  preparedStatement,
  profileRequests,
  scoutCampaignJoins,
  scoutMessages,
  scouts,
  selfApplies,
  sessions,
  specialEventEntries,
  users,
  userTokens,
  viewedColumns,
} from '@kakehashi/db'
import { and, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { qualified } from '../../lib/qualified-column.ts'
import {
  latestCareerField,
  profileSheetFields,
} from '../candidate-profile/candidate-profile-repository.ts'

export async function findResume(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(candidateResumes).where(eq(candidateResumes.userId, userId))
  return row ?? null
}

/** Saves the resume record; answers the storage key of the file it replaced, if any. */
export async function upsertResume(
  db: DbOrTx,
  values: {
    userId: number
    storageKey: string
    fileName: string
    contentType: string
    byteSize: number
  },
) {
  const previous = await findResume(db, values.userId)
  await db
    .insert(candidateResumes)
    .values(values)
    .onConflictDoUpdate({
      target: candidateResumes.userId,
      set: { ...values, uploadedAt: new Date() },
    })
  return previous?.storageKey ?? null
}

export async function deleteResume(db: DbOrTx, userId: number) {
  const [row] = await db
    .delete(candidateResumes)
    .where(eq(candidateResumes.userId, userId))
    .returning({ storageKey: candidateResumes.storageKey })
  return row?.storageKey ?? null
}

/** A live candidate account, not deleted. */
export async function findLiveCandidate(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.roleType, 'Candidate'), isNull(users.deletedAt)))
  return row ?? null
}

// Candidate reads for recruiters are set-based: these conditions are on `users` rows, so one
// statement reads a whole page of candidates with their match state.

/** A live candidate account, not deleted: of the `users` row in scope. */
const isLiveCandidate = sql`${users.roleType} = 'Candidate' and ${users.deletedAt} is null`

/** The blocks of the companies the organisation recruits for, to select from. */
const blocksOfOrganisation = (organisationId: number | Placeholder) =>
  sql`${candidateCompanyBlocks}
    join ${companies} on ${companies.id} = ${candidateCompanyBlocks.companyId}
    where ${companies.organisationId} = ${organisationId}`

/**
 * Candidates a recruiter's organisation may see: live candidate accounts that have not blocked
 * the company the organisation recruits for. Anyone else is as unknown as a missing id.
 */
export function visibleTo(organisationId: number | Placeholder): SQL {
  return sql`(${isLiveCandidate}
    and not exists (select 1 from ${blocksOfOrganisation(organisationId)}
      and ${candidateCompanyBlocks.userId} = ${qualified(users.id)}))`
}

/**
 * `visibleTo` asked of one candidate per row, for a statement over rows that name a candidate
 * (`candidateId`, a column qualified with its table) where the planner would otherwise join every
 * candidate of the platform: the account is read by its key row by row, and the candidates who
 * blocked the organisation's companies once per statement (a hashed subplan; `user_id` is never
 * null there, so `not in` means `not exists`). Counting 333 unread conversations took 0.7 ms
 * so, 1.4 ms with `visibleTo` in a subquery per row.
 */
export function candidateVisibleTo(organisationId: number | Placeholder, candidateId: SQL): SQL {
  return sql`(coalesce((select ${isLiveCandidate} from ${users} where ${users.id} = ${candidateId}),
      false)
    and ${candidateId} not in (select ${candidateCompanyBlocks.userId}
      from ${blocksOfOrganisation(organisationId)}))`
}

/** Whether the candidate is matched with the organisation: what lets it see who they are. */
export function matchedWith(organisationId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${candidateMatches}
    where ${candidateMatches.organisationId} = ${organisationId}
      and ${candidateMatches.candidateUserId} = ${qualified(users.id)})`
}

/**
 * The candidates among `userIds` the organisation may see, each with their whole profile and
 * whether they are matched with it, in one statement. `profile` is null for an account that has
 * no profile row yet. Ids the organisation may not see are left out; order is not kept.
 */
export async function listRecruiterCandidateSheets(
  db: DbOrTx,
  organisationId: number,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return []
  return db
    .select({
      user: {
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        fullNameKana: users.fullNameKana,
      },
      isMatched: matchedWith(organisationId),
      profile: candidateProfiles,
      ...profileSheetFields(users.id),
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(prefectures, eq(prefectures.id, candidateProfiles.prefectureId))
    .leftJoin(candidateResumes, eq(candidateResumes.userId, users.id))
    .where(and(inArray(users.id, [...userIds]), visibleTo(organisationId)))
}

/**
 * The candidates among `userIds` the organisation may see, each with the texts member search
 * looks in (the profile's free texts and the sections that name things, in display order), the
 * name that blanks them and whether they are matched, in one statement. A search's excerpts read
 * these instead of whole profiles. Ids the organisation may not see are left out; order is not
 * kept.
 */
export async function listRecruiterCandidateTexts(
  db: DbOrTx,
  organisationId: number,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return []
  return candidateTextsStatement(db).execute({ organisationId, userIds: [...userIds] })
}

// A page of search results reads its candidates with the same statements on every search:
// built and planned once (the organisation and the ids are their parameters).
const pageOrganisation = sql.placeholder('organisationId')
const onPage = sql`${users.id} = any(${sql.placeholder('userIds')}::bigint[])`

const candidateTextsStatement = preparedStatement('recruiter_candidate_texts', (db) => {
  const { careers, experiences, educations, certifications, wishIndustries, wishJobTypes } =
    profileSheetFields(users.id)
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      fullNameKana: users.fullNameKana,
      isMatched: matchedWith(pageOrganisation),
      selfPr: candidateProfiles.selfPr,
      skill: candidateProfiles.skill,
      careerWish: candidateProfiles.careerWish,
      careers,
      experiences,
      educations,
      certifications,
      wishIndustries,
      wishJobTypes,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(onPage, visibleTo(pageOrganisation)))
})

/**
 * The candidates among `userIds` the organisation may see, as a row of search results shows
 * them (the profile's own columns and the latest job), with whether they are matched, in one
 * statement. Ids the organisation may not see are left out; order is not kept.
 */
export async function listRecruiterCandidateSummaries(
  db: DbOrTx,
  organisationId: number,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return []
  return candidateSummariesStatement(db).execute({ organisationId, userIds: [...userIds] })
}

const candidateSummariesStatement = preparedStatement('recruiter_candidate_summaries', (db) =>
  db
    .select({
      id: users.id,
      fullName: users.fullName,
      fullNameKana: users.fullNameKana,
      isMatched: matchedWith(pageOrganisation),
      birthDate: candidateProfiles.birthDate,
      gender: candidateProfiles.gender,
      prefecture: { id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn },
      currentAnnualIncome: candidateProfiles.currentAnnualIncome,
      requestAnnualIncome: candidateProfiles.requestAnnualIncome,
      jobChangeTiming: candidateProfiles.jobChangeTiming,
      latestCareer: latestCareerField(users.id),
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(prefectures, eq(prefectures.id, candidateProfiles.prefectureId))
    .where(and(onPage, visibleTo(pageOrganisation))),
)

const blockColumns = {
  id: candidateCompanyBlocks.id,
  createdAt: candidateCompanyBlocks.createdAt,
  company: {
    id: companies.id,
    name: companies.name,
    nameEn: companies.nameEn,
    logoPath: companies.logoPath,
  },
}

/** Blocks with the company they hide the candidate from. */
function selectBlocks(db: DbOrTx) {
  return db
    .select(blockColumns)
    .from(candidateCompanyBlocks)
    .innerJoin(companies, eq(companies.id, candidateCompanyBlocks.companyId))
}

export async function listBlocks(db: DbOrTx, userId: number) {
  return selectBlocks(db)
    .where(eq(candidateCompanyBlocks.userId, userId))
    .orderBy(desc(candidateCompanyBlocks.createdAt), desc(candidateCompanyBlocks.id))
}

export async function findBlock(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await selectBlocks(db).where(
    and(eq(candidateCompanyBlocks.userId, userId), eq(candidateCompanyBlocks.companyId, companyId)),
  )
  return row ?? null
}

export async function isKnownCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row !== undefined
}

export async function insertBlock(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .insert(candidateCompanyBlocks)
    .values({ userId, companyId })
    .onConflictDoNothing()
    .returning({ id: candidateCompanyBlocks.id })
  return row !== undefined
}

export async function deleteBlock(db: DbOrTx, userId: number, blockId: number) {
  const deleted = await db
    .delete(candidateCompanyBlocks)
    .where(and(eq(candidateCompanyBlocks.id, blockId), eq(candidateCompanyBlocks.userId, userId)))
    .returning({ id: candidateCompanyBlocks.id })
  return deleted.length > 0
}

/**
 * Removes everything personal of a candidate in one transaction. The user row stays, blanked
 * and unable to sign in, so scouts recruiters sent keep their history; the candidate's own words
 * (messages, application notes) and every match go, so no recruiter keeps their contact.
 */
export async function anonymiseCandidate(tx: DbOrTx, userId: number) {
  const byUser = [
    candidateProfiles.userId,
    candidateCareers.userId,
    candidateExperiences.userId,
    candidateEducations.userId,
    candidateOffers.userId,
    candidateCertifications.userId,
    candidateLanguageSkills.userId,
    candidateWishIndustries.userId,
    candidateWishJobTypes.userId,
    candidateCompanyBlocks.userId,
    jobInfoStocks.userId,
    companyFollows.userId,
    jobSearchConditions.userId,
    eventEntries.userId,
    specialEventEntries.userId,
    viewedColumns.userId,
    scoutCampaignJoins.userId,
    lineIdentities.userId,
    userTokens.userId,
    sessions.userId,
    // What organisations recorded about the person goes with the account.
    candidateNotes.candidateUserId,
    candidateLabels.candidateUserId,
    candidateStocks.candidateUserId,
    hiddenCandidates.candidateUserId,
    profileRequests.candidateUserId,
  ] as const
  for (const column of byUser) {
    await tx.delete(column.table).where(eq(column, userId))
  }
  await tx.delete(candidateMatches).where(eq(candidateMatches.candidateUserId, userId))
  const scoutIds = tx
    .select({ id: scouts.id })
    .from(scouts)
    .where(eq(scouts.candidateUserId, userId))
  await tx
    .delete(scoutMessages)
    .where(and(inArray(scoutMessages.scoutId, scoutIds), eq(scoutMessages.senderSide, 'candidate')))
  await tx.update(selfApplies).set({ message: '' }).where(eq(selfApplies.userId, userId))
  await tx
    .update(users)
    .set({
      email: `deleted+${userId}@invalid.kakehashi`,
      fullName: '',
      fullNameKana: null,
      passwordHash: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, userId))
}
