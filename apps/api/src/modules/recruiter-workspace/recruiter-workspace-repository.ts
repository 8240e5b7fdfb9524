import { contracts, type DbOrTx, scoutCampaigns, scouts, users } from '@kakehashi/db'
import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm'
import { tokyoToday } from '../jobs/public-job.ts'

/** The organisation's contract with today's position in it (Japan date). */
export async function findContract(db: DbOrTx, organisationId: number) {
  const [row] = await db
    .select({
      planName: contracts.planName,
      startsOn: contracts.startsOn,
      endsOn: contracts.endsOn,
      specialScoutMonthlyQuota: contracts.specialScoutMonthlyQuota,
      specialScoutWeekPermitted: contracts.specialScoutWeekPermitted,
      daysLeft: sql<number>`(${contracts.endsOn} - ${tokyoToday})::int`,
    })
    .from(contracts)
    .where(eq(contracts.organisationId, organisationId))
  return row ?? null
}

/** Special scouts the organisation sent since the first of this month in Japan. */
export async function countSpecialScoutsThisMonth(
  db: DbOrTx,
  organisationId: number,
): Promise<number> {
  const monthStart = sql`(date_trunc('month', now() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo')`
  const [row] = await db
    .select({ sent: count() })
    .from(scouts)
    .where(
      and(
        eq(scouts.organisationId, organisationId),
        eq(scouts.isSpecial, true),
        gte(scouts.sentAt, monthStart),
      ),
    )
  return row?.sent ?? 0
}

/** The organisation's recruiters, masters first. */
export function listOrganisationRecruiters(db: DbOrTx, organisationId: number) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      roleType: users.roleType,
      accountType: users.accountType,
      trialRecruiter: users.trialRecruiter,
      permissions: users.permissions,
    })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt)))
    .orderBy(sql`case ${users.accountType} when 'master' then 0 else 1 end`, asc(users.id))
}

/** The special scout week running today, or else the next one. */
export async function findCurrentOrNextCampaign(db: DbOrTx) {
  const [row] = await db
    .select({
      id: scoutCampaigns.id,
      name: scoutCampaigns.name,
      nameEn: scoutCampaigns.nameEn,
      startsOn: scoutCampaigns.startsOn,
      endsOn: scoutCampaigns.endsOn,
      highSalaryThreshold: scoutCampaigns.highSalaryThreshold,
      isRunning: sql<boolean>`${scoutCampaigns.startsOn} <= ${tokyoToday}`,
    })
    .from(scoutCampaigns)
    .where(gte(scoutCampaigns.endsOn, tokyoToday))
    .orderBy(asc(scoutCampaigns.startsOn), asc(scoutCampaigns.id))
    .limit(1)
  return row ?? null
}
