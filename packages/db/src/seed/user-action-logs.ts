import type { UserAction } from '@kakehashi/contracts'
import { and, asc, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { dayFromToday } from '../factories/catalogue.ts'
import { userActionLogs, users } from '../schema/index.ts'
import { createRandom, type Random } from './random.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

/** How many weeks back the demo's action log reaches, ending yesterday. */
const WEEKS = 6

/** A recruiter's usual day: how many times each action happens (a range), and a bulk scout. */
const DAILY: Record<UserAction, readonly [number, number]> = {
  sign_in: [1, 2],
  search: [0, 6],
  candidate_view: [0, 9],
  scout_sent: [0, 3],
  message_sent: [0, 4],
}

const ROWS_PER_INSERT = 1_000

/** A moment of Japan's working day (09:00 to 19:00) on `day` (YYYY-MM-DD). */
function workingMoment(random: Random, day: string): Date {
  const minutes = random.int(9 * 60, 19 * 60 - 1)
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return new Date(`${day}T${time}:00+09:00`)
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6
}

/**
 * A few weeks of the demo recruiters' actions, so the activity report has something to show:
 * working days only, each recruiter busier or quieter than the next, now and then a bulk scout.
 * An organisation that has any entry already (an earlier run, or its recruiters at work) is
 * left alone. Recruiters who cannot sign in (invited, no password) have none.
 */
export async function seedUserActionLogs(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  const organisationIds = [...context.organisationIds.values()]
  const logged = await tx
    .selectDistinct({ organisationId: userActionLogs.organisationId })
    .from(userActionLogs)
    .where(inArray(userActionLogs.organisationId, organisationIds))
  const skipped = new Set(logged.map((row) => row.organisationId))
  const recruiters = await tx
    .select({ id: users.id, organisationId: users.organisationId })
    .from(users)
    .where(
      and(
        inArray(users.organisationId, organisationIds),
        inArray(users.roleType, ['CompanyUser', 'Agent']),
        isNotNull(users.passwordHash),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.id))
  const days = Array.from({ length: WEEKS * 7 }, (_, index) =>
    dayFromToday(index - WEEKS * 7),
  ).filter((day) => !isWeekend(day))
  const rows: (typeof userActionLogs.$inferInsert)[] = []
  for (const recruiter of recruiters) {
    const organisationId = recruiter.organisationId
    if (organisationId === null || skipped.has(organisationId)) continue
    const random = createRandom(recruiter.id * 7_919)
    const pace = random.pick([0.5, 1, 1, 1.5])
    for (const day of days) {
      // Now and then a day away from the desk.
      if (random.chance(0.12)) continue
      for (const [action, [min, max]] of Object.entries(DAILY) as [
        UserAction,
        [number, number],
      ][]) {
        const times = Math.round(random.int(min, max) * (action === 'sign_in' ? 1 : pace))
        for (let time = 0; time < times; time += 1) {
          const quantity = action === 'scout_sent' && random.chance(0.2) ? random.int(10, 40) : 1
          rows.push({
            organisationId,
            userId: recruiter.id,
            action,
            quantity,
            occurredAt: workingMoment(random, day),
          })
        }
      }
    }
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(userActionLogs).values(rows.slice(start, start + ROWS_PER_INSERT))
  }
}
