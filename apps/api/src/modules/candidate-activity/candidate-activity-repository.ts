import {
  candidateProfiles,
  columns,
  companies,
  type DbOrTx,
  eventEntries,
  events,
  jobInfos,
  scoutCampaignJoins,
  scoutCampaigns,
  scouts,
  selfApplies,
  specialEventEntries,
  specialEventGroups,
  specialEvents,
  viewedColumns,
} from '@kakehashi/db'
import { and, count, desc, eq, gte, lte } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { publicJobCondition, tokyoToday } from '../jobs/public-job.ts'

export async function findPublicJob(db: DbOrTx, jobInfoId: number) {
  const [row] = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(and(eq(jobInfos.id, jobInfoId), publicJobCondition()))
  return row ?? null
}

/** Applies once: a repeat finds the first application instead of adding one. */
export async function insertSelfApply(
  db: DbOrTx,
  values: { userId: number; jobInfoId: number; message: string },
) {
  const [inserted] = await db.insert(selfApplies).values(values).onConflictDoNothing().returning()
  if (inserted) return { id: inserted.id, created: true }
  const [existing] = await db
    .select({ id: selfApplies.id })
    .from(selfApplies)
    .where(and(eq(selfApplies.userId, values.userId), eq(selfApplies.jobInfoId, values.jobInfoId)))
  return { id: existing!.id, created: false }
}

const selfApplyColumns = {
  id: selfApplies.id,
  status: selfApplies.status,
  message: selfApplies.message,
  createdAt: selfApplies.createdAt,
  job: {
    id: jobInfos.id,
    title: jobInfos.title,
    hideCompany: jobInfos.hideCompany,
    displayCompanyName: jobInfos.displayCompanyName,
    companyText: jobInfos.companyText,
  },
  companyName: companies.name,
  scoutId: scouts.id,
}

function selfApplyQuery(db: DbOrTx) {
  return db
    .select(selfApplyColumns)
    .from(selfApplies)
    .innerJoin(jobInfos, eq(jobInfos.id, selfApplies.jobInfoId))
    .leftJoin(companies, eq(companies.id, jobInfos.companyId))
    .leftJoin(scouts, eq(scouts.selfApplyId, selfApplies.id))
}

export type SelfApplyRow = Awaited<ReturnType<typeof listSelfApplies>>[number]

export async function findSelfApply(db: DbOrTx, userId: number, id: number) {
  const [row] = await selfApplyQuery(db).where(
    and(eq(selfApplies.id, id), eq(selfApplies.userId, userId)),
  )
  return row ?? null
}

export async function listSelfApplies(db: DbOrTx, userId: number, window: PageWindow) {
  return selfApplyQuery(db)
    .where(eq(selfApplies.userId, userId))
    .orderBy(desc(selfApplies.createdAt), desc(selfApplies.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countSelfApplies(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(selfApplies)
    .where(eq(selfApplies.userId, userId))
  return row?.total ?? 0
}

export async function listViewedColumns(db: DbOrTx, userId: number, window: PageWindow) {
  return db
    .select({
      id: viewedColumns.id,
      viewedAt: viewedColumns.viewedAt,
      column: { id: columns.id, title: columns.title },
    })
    .from(viewedColumns)
    .innerJoin(columns, eq(columns.id, viewedColumns.columnId))
    .where(eq(viewedColumns.userId, userId))
    .orderBy(desc(viewedColumns.viewedAt), desc(viewedColumns.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countViewedColumns(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(viewedColumns)
    .where(eq(viewedColumns.userId, userId))
  return row?.total ?? 0
}

export async function listEventEntries(db: DbOrTx, userId: number) {
  return db
    .select({
      entryId: eventEntries.id,
      enteredAt: eventEntries.createdAt,
      event: { id: events.id, title: events.title, startsAt: events.eventStartsAt },
    })
    .from(eventEntries)
    .innerJoin(events, eq(events.id, eventEntries.eventId))
    .where(eq(eventEntries.userId, userId))
    .orderBy(desc(events.eventStartsAt))
}

export async function listSpecialEventEntries(db: DbOrTx, userId: number) {
  return db
    .select({
      entryId: specialEventEntries.id,
      enteredAt: specialEventEntries.createdAt,
      specialEvent: { id: specialEvents.id, title: specialEvents.title },
      groupName: specialEventGroups.name,
    })
    .from(specialEventEntries)
    .innerJoin(specialEvents, eq(specialEvents.id, specialEventEntries.specialEventId))
    .innerJoin(specialEventGroups, eq(specialEventGroups.id, specialEvents.specialEventGroupId))
    .where(eq(specialEventEntries.userId, userId))
    .orderBy(desc(specialEventEntries.createdAt))
}

/** The campaign running today in Japan; the latest-starting one if periods overlap. */
export async function findCurrentCampaign(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(scoutCampaigns)
    .where(and(lte(scoutCampaigns.startsOn, tokyoToday), gte(scoutCampaigns.endsOn, tokyoToday)))
    .orderBy(desc(scoutCampaigns.startsOn), desc(scoutCampaigns.id))
    .limit(1)
  return row ?? null
}

export async function findJoin(db: DbOrTx, campaignId: number, userId: number) {
  const [row] = await db
    .select()
    .from(scoutCampaignJoins)
    .where(
      and(
        eq(scoutCampaignJoins.scoutCampaignId, campaignId),
        eq(scoutCampaignJoins.userId, userId),
      ),
    )
  return row ?? null
}

export async function saveJoin(db: DbOrTx, campaignId: number, userId: number, isJoined: boolean) {
  const [row] = await db
    .insert(scoutCampaignJoins)
    .values({ scoutCampaignId: campaignId, userId, isJoined })
    .onConflictDoUpdate({
      target: [scoutCampaignJoins.scoutCampaignId, scoutCampaignJoins.userId],
      set: { isJoined, updatedAt: new Date() },
    })
    .returning()
  return row!
}

export async function findSelfPr(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ selfPr: candidateProfiles.selfPr })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
  return row?.selfPr ?? ''
}
