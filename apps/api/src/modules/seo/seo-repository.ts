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
import { and, asc, count, eq, exists, isNull, max, type SQL, sql } from 'drizzle-orm'
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

interface RecordSitemap {
  table: typeof jobInfos | typeof companies | typeof agents | typeof columns | typeof events
  /** Which records are listed; all when absent. */
  where?: SQL
  /** The pages of one record. */
  paths: (id: number) => string[]
}

/** The kinds whose sitemap lists each record by id, with the record's last change. */
const RECORD_SITEMAPS = {
  job_infos: {
    table: jobInfos,
    // A duplicate posting points search engines at its original, so only originals are listed.
    where: and(publicJobCondition(), isNull(jobInfos.canonicalId)),
    paths: (id) => [`/job_infos/${id}`],
  },
  companies: { table: companies, paths: (id) => [`/companies/${id}`] },
  agents: {
    table: agents,
    paths: (id) => [`/agents/${id}`, `/agents/${id}/evaluations`],
  },
  columns: { table: columns, where: publicColumnCondition(), paths: (id) => [`/columns/${id}`] },
  events: {
    table: events,
    where: eq(events.status, 'open'),
    paths: (id) => [`/events/${id}`],
  },
} satisfies Record<string, RecordSitemap>

type RecordSitemapKind = keyof typeof RECORD_SITEMAPS

/** One page of a kind's records, in id order, as the URLs of each record's pages. */
export async function listRecordUrls(
  db: DbOrTx,
  kind: RecordSitemapKind,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const { table, where, paths }: RecordSitemap = RECORD_SITEMAPS[kind]
  const rows = await db
    .select({ id: table.id, lastmod: table.updatedAt })
    .from(table)
    .where(where)
    .orderBy(asc(table.id))
    .offset(offset)
    .limit(limit)
  return rows.flatMap((row) => paths(row.id).map((path) => ({ path, lastmod: row.lastmod })))
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
