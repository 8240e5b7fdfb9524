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
    agent:
      column.agentId !== null && found.agentName !== null
        ? { id: column.agentId, name: found.agentName }
        : null,
    status: column.status,
    state: publicationState(column.status, found.isFuture),
    published_at: column.publishedAt ? toJapanDateTime(column.publishedAt) : null,
    is_pickup: column.isPickup,
    is_selected: column.isSelected,
    tag_ids: found.tagIds,
    related_job_infos: found.relatedJobs.map((job) => ({
      id: job.id,
      title: job.title,
      organisation_name: job.organisationName,
      is_public: Boolean(job.isPublic),
    })),
    public_path: `/columns/${column.id}`,
    updated_at: column.updatedAt.toISOString(),
  }
}

export const getColumn = readColumn

/**
 * The stored values: the body sanitised, a publication without a time published now. Tags and
 * the agent must exist, and related jobs must be ones the public sees; a related job already
 * attached may stay after it closes (the public page leaves it out).
 */
async function prepare(
  deps: ColumnEditingDeps,
  db: DbOrTx,
  body: AdminColumnBody,
  attachedJobIds: readonly number[] = [],
) {
  const tagIds = [...new Set(body.tag_ids)]
  const jobIds = [...new Set(body.related_job_info_ids)]
  const newJobIds = jobIds.filter((id) => !attachedJobIds.includes(id))
  const [foundTags, foundAgents, foundJobs] = await Promise.all([
    repository.findTags(db, tagIds),
    repository.findAgents(db, body.agent_id === null ? [] : [body.agent_id]),
    repository.findPublicJobs(db, newJobIds),
  ])
  const unknown = [
    ...(foundTags.length !== tagIds.length ? [['body', 'tag_ids']] : []),
    ...(body.agent_id !== null && foundAgents.length === 0 ? [['body', 'agent_id']] : []),
    ...(foundJobs.length !== newJobIds.length ? [['body', 'related_job_info_ids']] : []),
  ]
  if (unknown.length > 0) {
    throw new AppError(
      'validationFailed',
      'Unknown tag, agent or job',
      unknown.map((path) => fieldIssue(path, VALIDATION_MESSAGES.invalid)),
    )
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
    agentId: body.agent_id,
    status: body.status,
    publishedAt: publishedAtValue(body),
    isPickup: body.is_pickup,
    isSelected: body.is_selected,
  }
  return { values, tagIds, jobIds }
}

/** What the audit trail keeps of a column: all of it, the body as stored. */
const snapshot = ({ updated_at: _updated, ...rest }: AdminColumn) => rest

export async function createColumn(
  deps: ColumnEditingDeps,
  actor: AuditActor,
  body: AdminColumnBody & { client_request_id: string },
): Promise<{ record: AdminColumn; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const { values, tagIds, jobIds } = await prepare(deps, tx, body)
    const id = await repository.insertColumn(tx, values, body.client_request_id)
    if (id === undefined) {
      const existing = await repository.findColumnIdByRequest(tx, body.client_request_id)
      return { record: await readColumn(tx, existing!), created: false }
    }
    await repository.replaceColumnTags(tx, id, tagIds)
    await repository.replaceRelatedJobs(tx, id, jobIds)
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
    const attached = before.related_job_infos.map((job) => job.id)
    const { values, tagIds, jobIds } = await prepare(deps, tx, body, attached)
    await repository.updateColumn(tx, id, values)
    await repository.replaceColumnTags(tx, id, tagIds)
    await repository.replaceRelatedJobs(tx, id, jobIds)
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
