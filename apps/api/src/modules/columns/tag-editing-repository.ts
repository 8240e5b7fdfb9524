import { columnTags, type DbOrTx, tagCategories, tags } from '@kakehashi/db'
import { asc, count, eq, sql } from 'drizzle-orm'
import { qualified } from '../../lib/qualified-column.ts'

// Column tags and their categories as administrators keep them.

export interface TagCategoryValues {
  name: string
  nameEn: string
  position: number
}

export interface TagValues extends TagCategoryValues {
  tagCategoryId: number
}

const columnCount = sql<number>`(select count(*)::int from ${columnTags}
  where ${columnTags.tagId} = ${qualified(tags.id)})`

export function listCategories(db: DbOrTx) {
  return db.select().from(tagCategories).orderBy(asc(tagCategories.position), asc(tagCategories.id))
}

export function listTags(db: DbOrTx) {
  return db.select({ tag: tags, columnCount }).from(tags).orderBy(asc(tags.position), asc(tags.id))
}

export type TagRow = Awaited<ReturnType<typeof listTags>>[number]

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(tagCategories).where(eq(tagCategories.id, id))
  return row
}

export async function findTag(db: DbOrTx, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select({ tag: tags, columnCount }).from(tags).where(eq(tags.id, id))
  return row
}

export async function insertCategory(db: DbOrTx, values: TagCategoryValues) {
  const [row] = await db.insert(tagCategories).values(values).returning({ id: tagCategories.id })
  return row!.id
}

export async function updateCategory(db: DbOrTx, id: number, values: TagCategoryValues) {
  await db.update(tagCategories).set(values).where(eq(tagCategories.id, id))
}

export async function countTagsOf(db: DbOrTx, categoryId: number) {
  const [row] = await db.select({ n: count() }).from(tags).where(eq(tags.tagCategoryId, categoryId))
  return row?.n ?? 0
}

export async function deleteCategory(db: DbOrTx, id: number) {
  await db.delete(tagCategories).where(eq(tagCategories.id, id))
}

export async function insertTag(db: DbOrTx, values: TagValues) {
  const [row] = await db.insert(tags).values(values).returning({ id: tags.id })
  return row!.id
}

export async function updateTag(db: DbOrTx, id: number, values: TagValues) {
  await db.update(tags).set(values).where(eq(tags.id, id))
}

export async function deleteTag(db: DbOrTx, id: number) {
  await db.delete(tags).where(eq(tags.id, id))
}

/** The columns carrying the tag, whose search documents name it. */
export async function listColumnIdsOf(db: DbOrTx, tagId: number): Promise<number[]> {
  const rows = await db
    .select({ columnId: columnTags.columnId })
    .from(columnTags)
    .where(eq(columnTags.tagId, tagId))
  return rows.map((row) => row.columnId)
}
