import { jobInfos } from '@kakehashi/db'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Today in Japan, where recruitment periods are set: a period ending "2026-11-22" is open until
 * the end of that day in Tokyo, whatever the server's time zone.
 */
export const tokyoToday = sql`(now() at time zone 'Asia/Tokyo')::date`

/**
 * The one rule for what the public sees of jobs: open (not draft, not scout-only, not closed),
 * published (a publication set for later waits for its time) and inside its recruitment period.
 * Every public query about jobs goes through this, so a draft or closed job never leaks through
 * a side door (a company page, a column, a ranking).
 */
export function publicJobCondition(): SQL {
  return sql`(${jobInfos.status} = 'open'
    and ${jobInfos.publishedAt} <= now()
    and (${jobInfos.recruitmentStartOn} is null or ${jobInfos.recruitmentStartOn} <= ${tokyoToday})
    and (${jobInfos.recruitmentEndOn} is null or ${jobInfos.recruitmentEndOn} >= ${tokyoToday}))`
}
