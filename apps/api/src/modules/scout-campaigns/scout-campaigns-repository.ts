import { type DbOrTx, scoutCampaignJoins, scoutCampaigns } from '@kakehashi/db'
import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm'
import { qualified } from '../../lib/qualified-column.ts'
import { tokyoToday } from '../jobs/public-job.ts'

export interface CampaignValues {
  name: string
  nameEn: string | null
  startsOn: string
  endsOn: string
  highSalaryThreshold: number
}

const columns = {
  id: scoutCampaigns.id,
  name: scoutCampaigns.name,
  nameEn: scoutCampaigns.nameEn,
  startsOn: scoutCampaigns.startsOn,
  endsOn: scoutCampaigns.endsOn,
  highSalaryThreshold: scoutCampaigns.highSalaryThreshold,
  hasStarted: sql<boolean>`${scoutCampaigns.startsOn} <= ${tokyoToday}`,
  hasEnded: sql<boolean>`${scoutCampaigns.endsOn} < ${tokyoToday}`,
  joinedCount: sql<number>`(select count(*)::int from ${scoutCampaignJoins}
    where ${scoutCampaignJoins.scoutCampaignId} = ${qualified(scoutCampaigns.id)}
      and ${scoutCampaignJoins.isJoined})`,
}

export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>[number]

export function listCampaigns(db: DbOrTx) {
  return db
    .select(columns)
    .from(scoutCampaigns)
    .orderBy(desc(scoutCampaigns.startsOn), desc(scoutCampaigns.id))
}

export async function findCampaign(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(scoutCampaigns).where(eq(scoutCampaigns.id, id))
  return row
}

/** Whether another week shares a day with the period (`exceptId` is the week being changed). */
export async function overlapsAnotherCampaign(
  db: DbOrTx,
  period: { startsOn: string; endsOn: string },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: scoutCampaigns.id })
    .from(scoutCampaigns)
    .where(
      and(
        lte(scoutCampaigns.startsOn, period.endsOn),
        gte(scoutCampaigns.endsOn, period.startsOn),
        exceptId === undefined ? undefined : ne(scoutCampaigns.id, exceptId),
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function insertCampaign(db: DbOrTx, values: CampaignValues): Promise<number> {
  const [row] = await db.insert(scoutCampaigns).values(values).returning({ id: scoutCampaigns.id })
  return row!.id
}

export async function updateCampaign(db: DbOrTx, id: number, values: CampaignValues) {
  await db
    .update(scoutCampaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(scoutCampaigns.id, id))
}

/**
 * Serialises changes to the weeks' periods: two administrators saving overlapping weeks at the
 * same moment would each see no overlap without it.
 */
export async function lockCampaignPeriods(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('scout_campaigns.periods'))`)
}
