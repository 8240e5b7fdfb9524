import {
  type AdminTag,
  type AdminTagBody,
  type AdminTagCategory,
  type AdminTagCategoryBody,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import { type DbOrTx, refreshSearchDocuments } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { groupBy } from '../../lib/group-by.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import * as repository from './tag-editing-repository.ts'

// Column tags and their categories as administrators keep them (decision 022). A column's
// search document holds its tags' names, so renaming or deleting a tag rewrites the documents
// of the columns carrying it, in the same transaction.

const tagToWire = ({ tag, columnCount }: repository.TagRow): AdminTag => ({
  id: tag.id,
  tag_category_id: tag.tagCategoryId,
  name: tag.name,
  name_en: tag.nameEn,
  position: tag.position,
  column_count: columnCount,
})

type CategoryRecord = Awaited<ReturnType<typeof repository.findCategory>> & {}

const categoryToWire = (category: CategoryRecord, tags: AdminTag[]): AdminTagCategory => ({
  id: category.id,
  name: category.name,
  name_en: category.nameEn,
  position: category.position,
  tags,
})

export async function listCategories(db: DbOrTx) {
  const [categories, tags] = await Promise.all([
    repository.listCategories(db),
    repository.listTags(db),
  ])
  const byCategory = groupBy(tags, (row) => row.tag.tagCategoryId, tagToWire)
  return {
    tag_categories: categories.map((category) =>
      categoryToWire(category, byCategory.get(category.id) ?? []),
    ),
  }
}

async function readCategory(db: DbOrTx, id: number): Promise<AdminTagCategory> {
  const category = await repository.findCategory(db, id)
  if (!category) throw notFound('Tag category')
  const tags = (await repository.listTags(db)).filter((row) => row.tag.tagCategoryId === id)
  return categoryToWire(category, tags.map(tagToWire))
}

async function readTag(db: DbOrTx, id: number): Promise<AdminTag> {
  const row = await repository.findTag(db, id)
  if (!row) throw notFound('Tag')
  return tagToWire(row)
}

const categoryValues = (body: AdminTagCategoryBody): repository.TagCategoryValues => ({
  name: body.name,
  nameEn: body.name_en,
  position: body.position,
})

/** A tag's category must exist: an unknown one is refused on its field. */
async function tagValues(db: DbOrTx, body: AdminTagBody): Promise<repository.TagValues> {
  const categoryId = body.tag_category_id
  if (!(await repository.findCategory(db, categoryId))) {
    throw new AppError('validationFailed', 'Unknown tag category', [
      fieldIssue(['body', 'tag_category_id'], VALIDATION_MESSAGES.invalid),
    ])
  }
  return { ...categoryValues(body), tagCategoryId: categoryId }
}

const categorySnapshot = ({ tags: _tags, ...rest }: AdminTagCategory) => rest

export async function createCategory(db: DbOrTx, actor: AuditActor, body: AdminTagCategoryBody) {
  return db.transaction(async (tx) => {
    const id = await repository.insertCategory(tx, categoryValues(body))
    const created = await readCategory(tx, id)
    await recordAudit(tx, actor, {
      action: 'tag_category.created',
      recordType: 'tag_category',
      recordId: id,
      after: categorySnapshot(created),
    })
    return created
  })
}

export async function updateCategory(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminTagCategoryBody,
) {
  return db.transaction(async (tx) => {
    const before = await readCategory(tx, id)
    await repository.updateCategory(tx, id, categoryValues(body))
    const after = await readCategory(tx, id)
    await recordAudit(tx, actor, {
      action: 'tag_category.updated',
      recordType: 'tag_category',
      recordId: id,
      before: categorySnapshot(before),
      after: categorySnapshot(after),
    })
    return after
  })
}

/** Only an empty category goes: its tags are moved or deleted first, each on its own. */
export async function deleteCategory(db: DbOrTx, actor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await readCategory(tx, id)
    if ((await repository.countTagsOf(tx, id)) > 0) {
      throw new AppError('tagCategoryNotEmpty', 'The category still has tags')
    }
    await repository.deleteCategory(tx, id)
    await recordAudit(tx, actor, {
      action: 'tag_category.deleted',
      recordType: 'tag_category',
      recordId: id,
      before: categorySnapshot(before),
    })
  })
}

export async function createTag(db: DbOrTx, actor: AuditActor, body: AdminTagBody) {
  return db.transaction(async (tx) => {
    const id = await repository.insertTag(tx, await tagValues(tx, body))
    const created = await readTag(tx, id)
    await recordAudit(tx, actor, {
      action: 'tag.created',
      recordType: 'tag',
      recordId: id,
      after: created,
    })
    return created
  })
}

export async function updateTag(db: DbOrTx, actor: AuditActor, id: number, body: AdminTagBody) {
  return db.transaction(async (tx) => {
    const before = await readTag(tx, id)
    await repository.updateTag(tx, id, await tagValues(tx, body))
    await refreshSearchDocuments(tx, 'columns', await repository.listColumnIdsOf(tx, id))
    const after = await readTag(tx, id)
    await recordAudit(tx, actor, {
      action: 'tag.updated',
      recordType: 'tag',
      recordId: id,
      before,
      after,
    })
    return after
  })
}

/** Takes the tag off every column carrying it, whose documents then no longer name it. */
export async function deleteTag(db: DbOrTx, actor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await readTag(tx, id)
    const columnIds = await repository.listColumnIdsOf(tx, id)
    await repository.deleteTag(tx, id)
    await refreshSearchDocuments(tx, 'columns', columnIds)
    await recordAudit(tx, actor, {
      action: 'tag.deleted',
      recordType: 'tag',
      recordId: id,
      before,
    })
  })
}
