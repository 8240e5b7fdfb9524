import {
  agents,
  type Column,
  columns,
  columnTags,
  type DbOrTx,
  type KeywordTerm,
  tagCategories,
  tags,
  viewedColumns,
} from '@kakehashi/db'
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm'
import { groupBy } from '../../lib/group-by.ts'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
import { isPublishedSql } from '../../lib/publication.ts'
import { qualified } from '../../lib/qualified-column.ts'

/**
 * The one rule for what the public sees of columns: published, with a publication time that
 * has come. A draft or a column scheduled for later never appears in a list, a count, a search
 * or a detail page.
 */
export function publicColumnCondition(): SQL {
  return isPublishedSql(columns)
}

export interface ColumnRow {
  column: Column
  agent: { id: number; name: string; nameEn: string | null } | null
}

export interface TagRef {
  id: number
  name: string
  nameEn: string
  tagCategoryId: number
}

const columnWithAgent = {
  column: columns,
  agentId: agents.id,
  agentName: agents.name,
  agentNameEn: agents.nameEn,
}

type JoinedRow = {
  column: Column
  agentId: number | null
  agentName: string | null
  agentNameEn: string | null
}

const toColumnRow = (row: JoinedRow): ColumnRow => ({
  column: row.column,
  agent:
    row.agentId === null
      ? null
      : { id: row.agentId, name: row.agentName ?? '', nameEn: row.agentNameEn },
})

const newestFirst = [desc(columns.publishedAt), desc(columns.id)]

/** Columns with their agent: what every list and detail of columns starts from. */
function selectColumnsWithAgent(db: DbOrTx) {
  return db.select(columnWithAgent).from(columns).leftJoin(agents, eq(agents.id, columns.agentId))
}

export interface ColumnFilters {
  tagId?: number | undefined
  agentId?: number | undefined
  selected?: boolean
  keywords?: readonly KeywordTerm[]
}

function filterCondition(filters: ColumnFilters): SQL {
  const conditions: SQL[] = [publicColumnCondition()]
  if (filters.tagId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${columnTags} where ${columnTags.columnId} = ${qualified(columns.id)} and ${columnTags.tagId} = ${filters.tagId})`,
    )
  }
  if (filters.agentId !== undefined) conditions.push(eq(columns.agentId, filters.agentId))
  if (filters.selected) conditions.push(eq(columns.isSelected, true))
  const keyword = keywordCondition(searchColumnsOf(columns), { all: filters.keywords ?? [] })
  if (keyword) conditions.push(keyword)
  return and(...conditions) as SQL
}

/** A page of public columns, newest publication first. */
export async function listPublicColumns(
  db: DbOrTx,
  filters: ColumnFilters,
  window: PageWindow,
): Promise<ColumnRow[]> {
  const rows = await selectColumnsWithAgent(db)
    .where(filterCondition(filters))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset)
  return rows.map(toColumnRow)
}

export async function countPublicColumns(db: DbOrTx, filters: ColumnFilters): Promise<number> {
  const [total] = await db.select({ value: count() }).from(columns).where(filterCondition(filters))
  return total?.value ?? 0
}

/** Editors' pickup columns in their chosen order. */
export async function listPickupColumns(db: DbOrTx, limit: number): Promise<ColumnRow[]> {
  const rows = await selectColumnsWithAgent(db)
    .where(and(publicColumnCondition(), eq(columns.isPickup, true)))
    .orderBy(asc(columns.pickupPosition), ...newestFirst)
    .limit(limit)
  return rows.map(toColumnRow)
}

/** A public column by id; undefined for unknown, draft and not-yet-published columns. */
export async function findPublicColumn(db: DbOrTx, id: number): Promise<ColumnRow | undefined> {
  const [row] = await selectColumnsWithAgent(db).where(
    and(eq(columns.id, id), publicColumnCondition()),
  )
  return row ? toColumnRow(row) : undefined
}

/** Counts a reading. An atomic increment, so concurrent readers are all counted. */
export async function incrementViewCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(columns)
    .set({ viewCount: sql`${columns.viewCount} + 1`, updatedAt: sql`${columns.updatedAt}` })
    .where(eq(columns.id, id))
    .returning({ viewCount: columns.viewCount })
  return row?.viewCount ?? 0
}

/** A candidate's reading history: one row per column, its time moved to the latest reading. */
export async function recordViewedColumn(db: DbOrTx, userId: number, columnId: number) {
  await db
    .insert(viewedColumns)
    .values({ userId, columnId })
    .onConflictDoUpdate({
      target: [viewedColumns.userId, viewedColumns.columnId],
      set: { viewedAt: sql`now()` },
    })
}

export interface Neighbour {
  id: number
  title: string
  titleEn: string | null
  publishedAt: Date | null
}

const neighbourFields = {
  id: columns.id,
  title: columns.title,
  titleEn: columns.titleEn,
  publishedAt: columns.publishedAt,
}

/** The public column published just before (`lt`) or just after (`gt`) one, in list order. */
async function findNeighbour(
  db: DbOrTx,
  column: { id: number; publishedAt: Date },
  beyond: typeof lt | typeof gt,
): Promise<Neighbour | undefined> {
  const at = column.publishedAt
  const [row] = await db
    .select(neighbourFields)
    .from(columns)
    .where(
      and(
        publicColumnCondition(),
        or(
          beyond(columns.publishedAt, at),
          and(eq(columns.publishedAt, at), beyond(columns.id, column.id)),
        ),
      ),
    )
    .orderBy(...(beyond === lt ? newestFirst : [asc(columns.publishedAt), asc(columns.id)]))
    .limit(1)
  return row
}

/** The public columns published just before and just after one, in list order. */
export async function findNeighbours(
  db: DbOrTx,
  column: { id: number; publishedAt: Date },
): Promise<{ previous: Neighbour | undefined; next: Neighbour | undefined }> {
  return {
    previous: await findNeighbour(db, column, lt),
    next: await findNeighbour(db, column, gt),
  }
}

/** The most read public columns other than one. */
export async function listPopularColumns(
  db: DbOrTx,
  excludeId: number,
  limit: number,
): Promise<ColumnRow[]> {
  const rows = await selectColumnsWithAgent(db)
    .where(and(publicColumnCondition(), ne(columns.id, excludeId)))
    .orderBy(desc(columns.viewCount), ...newestFirst)
    .limit(limit)
  return rows.map(toColumnRow)
}

/** The tags of some columns, each list in the editors' tag order. */
export async function listTagsOfColumns(
  db: DbOrTx,
  columnIds: number[],
): Promise<Map<number, TagRef[]>> {
  if (columnIds.length === 0) return new Map()
  const rows = await db
    .select({
      columnId: columnTags.columnId,
      tag: { id: tags.id, name: tags.name, nameEn: tags.nameEn, tagCategoryId: tags.tagCategoryId },
    })
    .from(columnTags)
    .innerJoin(tags, eq(tags.id, columnTags.tagId))
    .innerJoin(tagCategories, eq(tagCategories.id, tags.tagCategoryId))
    .where(inArray(columnTags.columnId, columnIds))
    .orderBy(asc(tagCategories.position), asc(tags.position), asc(tags.id))
  return groupBy(
    rows,
    (row) => row.columnId,
    (row) => row.tag,
  )
}

export interface TagWithCount {
  id: number
  name: string
  nameEn: string
  columnCount: number
  category: { id: number; name: string; nameEn: string }
}

/** Tags with their category and the number of public columns carrying each. */
export async function listTagsWithCounts(db: DbOrTx, tagId?: number): Promise<TagWithCount[]> {
  const counts = db
    .select({ tagId: columnTags.tagId, columnCount: count().as('column_count') })
    .from(columnTags)
    .innerJoin(columns, eq(columns.id, columnTags.columnId))
    .where(
      tagId === undefined
        ? publicColumnCondition()
        : and(publicColumnCondition(), eq(columnTags.tagId, tagId)),
    )
    .groupBy(columnTags.tagId)
    .as('counts')
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      nameEn: tags.nameEn,
      columnCount: sql<number>`coalesce(${counts.columnCount}, 0)::int`,
      categoryId: tagCategories.id,
      categoryName: tagCategories.name,
      categoryNameEn: tagCategories.nameEn,
    })
    .from(tags)
    .innerJoin(tagCategories, eq(tagCategories.id, tags.tagCategoryId))
    .leftJoin(counts, eq(counts.tagId, tags.id))
    .where(tagId === undefined ? undefined : eq(tags.id, tagId))
    .orderBy(asc(tagCategories.position), asc(tagCategories.id), asc(tags.position), asc(tags.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    columnCount: Number(row.columnCount),
    category: { id: row.categoryId, name: row.categoryName, nameEn: row.categoryNameEn },
  }))
}

export async function listTagCategories(db: DbOrTx) {
  return db
    .select({ id: tagCategories.id, name: tagCategories.name, nameEn: tagCategories.nameEn })
    .from(tagCategories)
    .orderBy(asc(tagCategories.position), asc(tagCategories.id))
}
