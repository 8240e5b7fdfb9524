import {
  candidateCareers,
  candidateCertifications,
  candidateCompanyBlocks,
  candidateEducations,
  candidateExperiences,
  candidateLanguageSkills,
  candidateMatches,
  candidateOffers,
  candidateProfiles,
  candidateResumes,
  candidateWishIndustries,
  candidateWishJobTypes,
  companies,
  companyFollows,
  type DbOrTx,
  eventEntries,
  jobInfoStocks,
  jobSearchConditions,
  lineIdentities,
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
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'

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

export async function isMatched(db: DbOrTx, organisationId: number, candidateUserId: number) {
  const [row] = await db
    .select({ id: candidateMatches.id })
    .from(candidateMatches)
    .where(
      and(
        eq(candidateMatches.organisationId, organisationId),
        eq(candidateMatches.candidateUserId, candidateUserId),
      ),
    )
  return row !== undefined
}

/** Whether the candidate blocked the company this organisation recruits for. */
export async function isBlockedFor(db: DbOrTx, organisationId: number, candidateUserId: number) {
  const [row] = await db
    .select({ id: candidateCompanyBlocks.id })
    .from(candidateCompanyBlocks)
    .innerJoin(companies, eq(companies.id, candidateCompanyBlocks.companyId))
    .where(
      and(
        eq(candidateCompanyBlocks.userId, candidateUserId),
        eq(companies.organisationId, organisationId),
      ),
    )
  return row !== undefined
}

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

export async function listBlocks(db: DbOrTx, userId: number) {
  return db
    .select(blockColumns)
    .from(candidateCompanyBlocks)
    .innerJoin(companies, eq(companies.id, candidateCompanyBlocks.companyId))
    .where(eq(candidateCompanyBlocks.userId, userId))
    .orderBy(desc(candidateCompanyBlocks.createdAt), desc(candidateCompanyBlocks.id))
}

export async function findBlock(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select(blockColumns)
    .from(candidateCompanyBlocks)
    .innerJoin(companies, eq(companies.id, candidateCompanyBlocks.companyId))
    .where(
      and(
        eq(candidateCompanyBlocks.userId, userId),
        eq(candidateCompanyBlocks.companyId, companyId),
      ),
    )
  return row ?? null
}

export async function companyExists(db: DbOrTx, companyId: number) {
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
