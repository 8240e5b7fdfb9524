import type { Tx } from '../client.ts'
import { dayFromToday } from '../factories/catalogue.ts'
import { contracts } from '../schema/index.ts'
import { seedAgentMovies } from './agent-movies.ts'
import { seedClientNotes } from './client-notes.ts'
import { seedJobManagement } from './job-management.ts'
import { seedNotifications } from './notifications.ts'
import { seedRecruiterProfiles } from './recruiter-profiles.ts'
import { seedScoutTemplates } from './scout-templates.ts'
import { seedUserActionLogs } from './user-action-logs.ts'

/** What the recruiter-workspace seeds need: the demo organisations' ids by their seed key. */
export interface WorkspaceSeedContext {
  /** mirai, sakura, aozora (companies), bridge, nextlink (agent firms). */
  organisationIds: Map<string, number>
}

/** The last day of this month in Japan, as YYYY-MM-DD. */
function endOfThisMonth(): string {
  const [year, month] = dayFromToday(0).split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0))
  return last.toISOString().slice(0, 10)
}

/**
 * Contracts in every state a newcomer should see: running, ending this month, a trial, and
 * ended (NextLink: scouting and reminders have stopped).
 */
function demoContracts(ids: Map<string, number>) {
  return [
    {
      organisationId: ids.get('mirai')!,
      planName: 'スタンダードプラン',
      startsOn: dayFromToday(-200),
      endsOn: dayFromToday(165),
      specialScoutMonthlyQuota: 30,
      specialScoutWeekPermitted: true,
    },
    {
      organisationId: ids.get('sakura')!,
      planName: 'ライトプラン',
      startsOn: dayFromToday(-330),
      endsOn: endOfThisMonth(),
      specialScoutMonthlyQuota: 10,
      specialScoutWeekPermitted: false,
    },
    {
      organisationId: ids.get('aozora')!,
      planName: 'トライアルプラン',
      startsOn: dayFromToday(-10),
      endsOn: dayFromToday(20),
      specialScoutMonthlyQuota: 0,
      specialScoutWeekPermitted: false,
    },
    {
      organisationId: ids.get('bridge')!,
      planName: 'エージェントプレミアムプラン',
      startsOn: dayFromToday(-400),
      endsOn: dayFromToday(330),
      specialScoutMonthlyQuota: 50,
      specialScoutWeekPermitted: true,
    },
    {
      organisationId: ids.get('nextlink')!,
      planName: 'エージェントスタンダードプラン',
      startsOn: dayFromToday(-395),
      endsOn: dayFromToday(-30),
      specialScoutMonthlyQuota: 20,
      specialScoutWeekPermitted: false,
    },
  ]
}

/**
 * The recruiter side of the demo: contracts, then each part of the workspace. Idempotent like
 * the rest of the seed: what exists is left alone.
 */
export async function seedRecruiterWorkspace(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  await tx
    .insert(contracts)
    .values(demoContracts(context.organisationIds))
    .onConflictDoNothing({ target: contracts.organisationId })
  await seedClientNotes(tx, context)
  await seedAgentMovies(tx, context)
  await seedJobManagement(tx, context)
  await seedNotifications(tx, context)
  await seedRecruiterProfiles(tx, context)
  await seedScoutTemplates(tx, context)
  await seedUserActionLogs(tx, context)
}
