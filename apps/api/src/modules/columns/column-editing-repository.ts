import type { PublicationState } from '@kakehashi/contracts'
import {
  agents,
  columnRelatedJobInfos,
  columns,
  columnTags,
  type DbOrTx,
  jobInfos,
  organisations,
  refreshSearchDocuments,
  tags,
} from '@kakehashi/db'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { isFutureSql, publicationStateCondition } from '../../lib/publication.ts'
import { publicJobCondition } from '../jobs/public-job.ts'

export interface ColumnValues {
  title: string
  titleEn: string | null
  summary: string
  /** Sanitised already. */
  body: string
  authorName: string
  agentId: number | null
  status: 'draft' | 'published'
  /** `now()`: the transaction's own time, which the public condition compares with. */
  publishedAt: Date | SQL | null
  isPickup: boolean
  isSelected: boolean
}

const stateCondition = (state: PublicationState | undefined) =>
  publicationStateCondition(columns, state)

const isFuture = isFutureSql(columns)

export function listColumns(db: DbOrTx, state: PublicationState | undefined, window: PageWindow) {
  return db
    .select({
      id: columns.id,
      title: columns.title,
      status: columns.status,
      publishedAt: columns.publishedAt,
      isFuture,
      isPickup: columns.isPickup,
      isSelected: columns.isSelected,
      viewCount: columns.viewCount,
      updatedAt: columns.updatedAt,
    })
    .from(columns)
    .where(stateCondition(state))
    .orderBy(desc(columns.updatedAt), desc(columns.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countColumns(db: DbOrTx, state: PublicationState | undefined) {
  const [row] = await db.select({ n: count() }).from(columns).where(stateCondition(state))
  return row?.n ?? 0
}

export async function findColumn(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ column: columns, isFuture, agentName: agents.name })
    .from(columns)
    .leftJoin(agents, eq(agents.id, columns.agentId))
    .where(eq(columns.id, id))
  if (!row) return undefined
  const [tagRows, relatedJobs] = await Promise.all([
    db
      .select({ tagId: columnTags.tagId })
      .from(columnTags)
      .where(eq(columnTags.columnId, id))
      .orderBy(asc(columnTags.tagId)),
    db
      .select({
        id: jobInfos.id,
        title: jobInfos.title,
        organisationName: organisations.name,
        isPublic: sql<boolean>`${publicJobCondition()}`,
      })
      .from(columnRelatedJobInfos)
      .innerJoin(jobInfos, eq(jobInfos.id, columnRelatedJobInfos.jobInfoId))
      .innerJoin(organisations, eq(organisations.id, jobInfos.organisationId))
      .where(eq(columnRelatedJobInfos.columnId, id))
      .orderBy(asc(columnRelatedJobInfos.position), asc(jobInfos.id)),
  ])
  return { ...row, tagIds: tagRows.map((tag) => tag.tagId), relatedJobs }
}

export async function findColumnIdByRequest(db: DbOrTx, clientRequestId: string) {
  const [row] = await db
    .select({ id: columns.id })
    .from(columns)
    .where(eq(columns.clientRequestId, clientRequestId))
  return row?.id
}

/** The tags that exist among the given ids. */
export function findTags(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, [...ids]))
}

/** The agent firms that exist among the given ids. */
export function findAgents(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: agents.id })
    .from(agents)
    .where(inArray(agents.id, [...ids]))
}

/** The jobs among the given ids that the public sees: only those may be attached. */
export function findPublicJobs(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(and(inArray(jobInfos.id, [...ids]), publicJobCondition()))
}

/** Inserts the column; undefined when one with the same request key exists already. */
export async function insertColumn(
  db: DbOrTx,
  values: ColumnValues,
  clientRequestId: string,
): Promise<number | undefined> {
  const [row] = await db
    .insert(columns)
    .values({ ...values, clientRequestId })
    .onConflictDoNothing({
      target: columns.clientRequestId,
      where: sql`${columns.clientRequestId} is not null`,
    })
    .returning({ id: columns.id })
  return row?.id
}

export async function updateColumn(db: DbOrTx, id: number, values: ColumnValues) {
  await db
    .update(columns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(columns.id, id))
}

/** Sets the column's tags, then its search document from everything it now holds. */
export async function replaceColumnTags(db: DbOrTx, columnId: number, tagIds: readonly number[]) {
  await db.delete(columnTags).where(eq(columnTags.columnId, columnId))
  if (tagIds.length > 0) {
    await db.insert(columnTags).values(tagIds.map((tagId) => ({ columnId, tagId })))
  }
  await refreshSearchDocuments(db, 'columns', [columnId])
}

/** Sets the jobs shown beneath the column, in the given order. */
export async function replaceRelatedJobs(db: DbOrTx, columnId: number, jobIds: readonly number[]) {
  await db.delete(columnRelatedJobInfos).where(eq(columnRelatedJobInfos.columnId, columnId))
  if (jobIds.length > 0) {
    await db
      .insert(columnRelatedJobInfos)
      .values(jobIds.map((jobInfoId, position) => ({ columnId, jobInfoId, position })))
  }
}
