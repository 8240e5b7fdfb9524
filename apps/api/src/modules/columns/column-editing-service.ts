import {
  type AdminColumn,
  type AdminColumnBody,
  type PublicationState,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { toJapanDateTime } from '../../lib/japan-date-time.ts'
import { readPage } from '../../lib/paging.ts'
import { publicationState, publishedAtValue } from '../../lib/publication.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import * as repository from './column-editing-repository.ts'
import { sanitiseColumnHtml } from './column-html.ts'

// Columns as administrators write them (decision 022). The body is sanitised on save with the
// rules the public page renders by, so what the editor stores is what readers get; the public
// read sanitises again, for rows written any other way.

export interface ColumnEditingDeps {
  db: DbOrTx
  baseUrl: string
}

export async function listColumns(
  db: DbOrTx,
  query: { state?: PublicationState; page: number; per: number },
) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listColumns(db, query.state, window),
    count: () => repository.countColumns(db, query.state),
  })
  return {
    columns: rows.map((row) => ({
      id: row.id,
      title: row.title,
      state: publicationState(row.status, row.isFuture),
      published_at: row.publishedAt?.toISOString() ?? null,
      is_pickup: row.isPickup,
      is_selected: row.isSelected,
      view_count: row.viewCount,
      updated_at: row.updatedAt.toISOString(),
    })),
    pagination,
  }
}

async function readColumn(db: DbOrTx, id: number): Promise<AdminColumn> {
  const found = await repository.findColumn(db, id)
  if (!found) throw notFound('Column')
  const { column } = found
  return {
    id: column.id,
    title: column.title,
    title_en: column.titleEn,
    summary: column.summary,
    body: column.body,
    author_name: column.authorName,
    status: column.status,
    state: publicationState(column.status, found.isFuture),
    published_at: column.publishedAt ? toJapanDateTime(column.publishedAt) : null,
    is_pickup: column.isPickup,
    is_selected: column.isSelected,
    tag_ids: found.tagIds,
    public_path: `/columns/${column.id}`,
    updated_at: column.updatedAt.toISOString(),
  }
}

export const getColumn = readColumn

/** The stored values: the body sanitised, a publication without a time published now. */
async function prepare(deps: ColumnEditingDeps, db: DbOrTx, body: AdminColumnBody) {
  const tagIds = [...new Set(body.tag_ids)]
  const found = await repository.findTags(db, tagIds)
  if (found.length !== tagIds.length) {
    throw new AppError('validationFailed', 'Unknown tag', [
      fieldIssue(['body', 'tag_ids'], VALIDATION_MESSAGES.invalid),
    ])
  }
  const html = sanitiseColumnHtml(body.body, { siteOrigin: deps.baseUrl })
  if (html.trim() === '') {
    throw new AppError('validationFailed', 'Nothing is left of the body', [
      fieldIssue(['body', 'body'], VALIDATION_MESSAGES.required),
    ])
  }
  const values: repository.ColumnValues = {
    title: body.title,
    titleEn: body.title_en.trim() || null,
    summary: body.summary,
    body: html,
    authorName: body.author_name,
    status: body.status,
    publishedAt: publishedAtValue(body),
    isPickup: body.is_pickup,
    isSelected: body.is_selected,
  }
  return { values, tagIds }
}

/** What the audit trail keeps of a column: all of it, the body as stored. */
const snapshot = ({ updated_at: _updated, ...rest }: AdminColumn) => rest

export async function createColumn(
  deps: ColumnEditingDeps,
  actor: AuditActor,
  body: AdminColumnBody & { client_request_id: string },
): Promise<{ record: AdminColumn; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const { values, tagIds } = await prepare(deps, tx, body)
    const id = await repository.insertColumn(tx, values, body.client_request_id)
    if (id === undefined) {
      const existing = await repository.findColumnIdByRequest(tx, body.client_request_id)
      return { record: await readColumn(tx, existing!), created: false }
    }
    await repository.replaceColumnTags(tx, id, tagIds)
    const record = await readColumn(tx, id)
    await recordAudit(tx, actor, {
      action: 'column.created',
      recordType: 'column',
      recordId: id,
      after: snapshot(record),
    })
    return { record, created: true }
  })
}

export async function updateColumn(
  deps: ColumnEditingDeps,
  actor: AuditActor,
  id: number,
  body: AdminColumnBody,
): Promise<AdminColumn> {
  return deps.db.transaction(async (tx) => {
    const before = await readColumn(tx, id)
    const { values, tagIds } = await prepare(deps, tx, body)
    await repository.updateColumn(tx, id, values)
    await repository.replaceColumnTags(tx, id, tagIds)
    const after = await readColumn(tx, id)
    await recordAudit(tx, actor, {
      action: 'column.updated',
      recordType: 'column',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    })
    return after
  })
}
