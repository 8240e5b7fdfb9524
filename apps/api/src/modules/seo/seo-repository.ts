import {
  agents,
  columns,
  columnTags,
  companies,
  type DbOrTx,
  events,
  jobInfos,
  jobTypes,
  specialEventGroups,
  specialEvents,
  tags,
} from '@kakehashi/db'
import { and, asc, count, eq, exists, isNull, max, sql } from 'drizzle-orm'
import { publicColumnCondition } from '../columns/columns-repository.ts'
import { publicJobCondition } from '../jobs/public-job.ts'

export interface SitemapUrl {
  path: string
  lastmod: Date | null
}

/** How many records and the latest change of each record kind the sitemap lists. */
export async function countSitemapEntries(db: DbOrTx) {
  const [jobs] = await db
    .select({ total: count(), lastmod: max(jobInfos.updatedAt) })
    .from(jobInfos)
    .where(publicJobCondition())
  const [companyRows] = await db
    .select({ total: count(), lastmod: max(companies.updatedAt) })
    .from(companies)
  const [agentRows] = await db
    .select({ total: count(), lastmod: max(agents.updatedAt) })
    .from(agents)
  const [columnRows] = await db
    .select({ total: count(), lastmod: max(columns.updatedAt) })
    .from(columns)
    .where(publicColumnCondition())
  const [tagRows] = await db.select({ total: count() }).from(tags)
  const [eventRows] = await db
    .select({ total: count(), lastmod: max(events.updatedAt) })
    .from(events)
    .where(eq(events.status, 'open'))
  const [specialRows] = await db
    .select({ total: count(), lastmod: max(specialEventGroups.updatedAt) })
    .from(specialEventGroups)
    .where(eq(specialEventGroups.status, 'open'))
  return {
    job_infos: jobs ?? { total: 0, lastmod: null },
    companies: companyRows ?? { total: 0, lastmod: null },
    agents: agentRows ?? { total: 0, lastmod: null },
    columns: columnRows ?? { total: 0, lastmod: null },
    tags: { total: tagRows?.total ?? 0, lastmod: null },
    events: eventRows ?? { total: 0, lastmod: null },
    special_events: specialRows ?? { total: 0, lastmod: null },
  }
}

export async function listPublicJobUrls(db: DbOrTx, offset: number, limit: number) {
  const rows = await db
    .select({ id: jobInfos.id, lastmod: jobInfos.updatedAt })
    .from(jobInfos)
    // A duplicate posting points search engines at its original, so only originals are listed.
    .where(and(publicJobCondition(), isNull(jobInfos.canonicalId)))
    .orderBy(asc(jobInfos.id))
    .offset(offset)
    .limit(limit)
  return rows.map((row) => ({ path: `/job_infos/${row.id}`, lastmod: row.lastmod }))
}

export async function listCompanyUrls(db: DbOrTx, offset: number, limit: number) {
  const rows = await db
    .select({ id: companies.id, lastmod: companies.updatedAt })
    .from(companies)
    .orderBy(asc(companies.id))
    .offset(offset)
    .limit(limit)
  return rows.map((row) => ({ path: `/companies/${row.id}`, lastmod: row.lastmod }))
}

export async function listAgentUrls(db: DbOrTx, offset: number, limit: number) {
  const rows = await db
    .select({ id: agents.id, lastmod: agents.updatedAt })
    .from(agents)
    .orderBy(asc(agents.id))
    .offset(offset)
    .limit(limit)
  return rows.flatMap((row) => [
    { path: `/agents/${row.id}`, lastmod: row.lastmod },
    { path: `/agents/${row.id}/evaluations`, lastmod: row.lastmod },
  ])
}

export async function listColumnUrls(db: DbOrTx, offset: number, limit: number) {
  const rows = await db
    .select({ id: columns.id, lastmod: columns.updatedAt })
    .from(columns)
    .where(publicColumnCondition())
    .orderBy(asc(columns.id))
    .offset(offset)
    .limit(limit)
  return rows.map((row) => ({ path: `/columns/${row.id}`, lastmod: row.lastmod }))
}

/** Tags with at least one published column; an empty tag page is not worth a crawl. */
export async function listTagUrls(db: DbOrTx, offset: number, limit: number) {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(columnTags)
          .innerJoin(columns, eq(columns.id, columnTags.columnId))
          .where(and(eq(columnTags.tagId, tags.id), publicColumnCondition())),
      ),
    )
    .orderBy(asc(tags.id))
    .offset(offset)
    .limit(limit)
  return rows.map((row) => ({ path: `/tags/${row.id}`, lastmod: null }))
}

export async function listEventUrls(db: DbOrTx, offset: number, limit: number) {
  const rows = await db
    .select({ id: events.id, lastmod: events.updatedAt })
    .from(events)
    .where(eq(events.status, 'open'))
    .orderBy(asc(events.id))
    .offset(offset)
    .limit(limit)
  return rows.map((row) => ({ path: `/events/${row.id}`, lastmod: row.lastmod }))
}

export async function listSpecialEventUrls(db: DbOrTx) {
  const groups = await db
    .select({
      id: specialEventGroups.id,
      name: specialEventGroups.name,
      lastmod: specialEventGroups.updatedAt,
    })
    .from(specialEventGroups)
    .where(eq(specialEventGroups.status, 'open'))
    .orderBy(asc(specialEventGroups.id))
  const sessions = await db
    .select({
      id: specialEvents.id,
      groupName: specialEventGroups.name,
      lastmod: specialEvents.updatedAt,
    })
    .from(specialEvents)
    .innerJoin(specialEventGroups, eq(specialEventGroups.id, specialEvents.specialEventGroupId))
    .where(and(eq(specialEventGroups.status, 'open'), eq(specialEvents.status, 'open')))
    .orderBy(asc(specialEvents.id))
  return [
    ...groups.map((group) => ({
      path: `/special_events/${encodeURIComponent(group.name)}`,
      lastmod: group.lastmod,
    })),
    ...sessions.map((session) => ({
      path: `/special_events/${encodeURIComponent(session.groupName)}/${session.id}`,
      lastmod: session.lastmod,
    })),
  ]
}

/** Parent job types, for the ranking-by-job-type pages. */
export async function listRankingJobTypePaths(db: DbOrTx) {
  const rows = await db
    .select({ path: jobTypes.path })
    .from(jobTypes)
    .where(isNull(jobTypes.parentId))
    .orderBy(asc(jobTypes.position), asc(jobTypes.id))
  return rows.map((row) => row.path)
}
