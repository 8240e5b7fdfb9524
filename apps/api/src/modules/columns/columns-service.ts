import {
  type ColumnDetail,
  type ColumnList,
  type ColumnSummary,
  DEFAULT_PAGE_SIZE,
  type Tag,
  type TagCategory,
} from '@kakehashi/contracts'
import { type DbOrTx, keywordTerms } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import { type PageRequest, readPage } from '../../lib/paging.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import type { AuthenticatedUser } from '../../plugins/session.ts'
import { sanitiseColumnHtml } from './column-html.ts'
import * as repository from './columns-repository.ts'

export interface ColumnsDeps {
  db: DbOrTx
  /** The site's own URL: links to it inside a body stay internal. */
  baseUrl: string
}

const POPULAR_COLUMNS = 5

const tagToWire = (tag: repository.TagRef) => ({
  id: tag.id,
  name: tag.name,
  name_en: tag.nameEn,
  tag_category_id: tag.tagCategoryId,
})

// Public rows always have a publication time (the public condition requires it).
const publishedAt = (date: Date | null) => (date ?? new Date(0)).toISOString()

function toSummary(row: repository.ColumnRow, tags: repository.TagRef[]): ColumnSummary {
  const { column, agent } = row
  return {
    id: column.id,
    title: column.title,
    title_en: column.titleEn,
    summary: column.summary,
    thumbnail: column.thumbnailPath,
    published_at: publishedAt(column.publishedAt),
    author: column.authorName,
    agent: agent ? { id: agent.id, name: agent.name, name_en: agent.nameEn } : null,
    tags: tags.map(tagToWire),
  }
}

async function loadSummaries(db: DbOrTx, rows: repository.ColumnRow[]): Promise<ColumnSummary[]> {
  const tags = await repository.listTagsOfColumns(
    db,
    rows.map((row) => row.column.id),
  )
  return rows.map((row) => toSummary(row, tags.get(row.column.id) ?? []))
}

async function readColumnPage(
  db: DbOrTx,
  filters: repository.ColumnFilters,
  request: PageRequest,
): Promise<ColumnList> {
  const { rows, pagination } = await readPage(request, {
    rows: (window) => repository.listPublicColumns(db, filters, window),
    count: () => repository.countPublicColumns(db, filters),
  })
  return { columns: await loadSummaries(db, rows), pagination }
}

export function listColumns(
  deps: ColumnsDeps,
  query: PageRequest & {
    tag_id?: number | undefined
    agent_id?: number | undefined
    selected: boolean
  },
): Promise<ColumnList> {
  return readColumnPage(
    deps.db,
    { tagId: query.tag_id, agentId: query.agent_id, selected: query.selected },
    query,
  )
}

/** Space-separated keywords, all of which must match (decision 011's gram search). */
export async function searchColumns(
  deps: ColumnsDeps,
  query: PageRequest & { keyword: string },
): Promise<ColumnList> {
  const keywords = keywordTerms(query.keyword, await searchVocabulary(deps.db))
  return readColumnPage(deps.db, { keywords }, query)
}

export async function listPickupColumns(deps: ColumnsDeps): Promise<ColumnSummary[]> {
  return loadSummaries(deps.db, await repository.listPickupColumns(deps.db, DEFAULT_PAGE_SIZE))
}

/**
 * A public column as its page shows it. Reading it counts a view, and a signed-in candidate's
 * reading goes into their history (one entry per column, moved to the latest reading).
 */
export async function readColumn(
  deps: ColumnsDeps,
  id: number,
  reader: AuthenticatedUser | null,
): Promise<ColumnDetail> {
  const { db } = deps
  const row = await repository.findPublicColumn(db, id)
  if (!row) throw notFound('Column')
  const viewCount = await repository.incrementViewCount(db, id)
  if (reader?.roleType === 'Candidate') await repository.recordViewedColumn(db, reader.id, id)

  const column = row.column
  const [tags, neighbours, popular] = await Promise.all([
    repository.listTagsOfColumns(db, [id]),
    repository.findNeighbours(db, { id, publishedAt: column.publishedAt ?? new Date(0) }),
    repository.listPopularColumns(db, id, POPULAR_COLUMNS),
  ])
  const neighbour = (value: repository.Neighbour | undefined) =>
    value
      ? {
          id: value.id,
          title: value.title,
          title_en: value.titleEn,
          published_at: publishedAt(value.publishedAt),
        }
      : null
  return {
    ...toSummary(row, tags.get(id) ?? []),
    body: sanitiseColumnHtml(column.body, { siteOrigin: deps.baseUrl }),
    updated_at: column.updatedAt.toISOString(),
    view_count: viewCount,
    previous_column: neighbour(neighbours.previous),
    next_column: neighbour(neighbours.next),
    popular_columns: await loadSummaries(db, popular),
  }
}

const tagWithCountToWire = (tag: repository.TagWithCount): Tag => ({
  id: tag.id,
  name: tag.name,
  name_en: tag.nameEn,
  tag_category: {
    id: tag.category.id,
    name: tag.category.name,
    name_en: tag.category.nameEn,
  },
  column_count: tag.columnCount,
})

export async function listTags(deps: ColumnsDeps): Promise<Tag[]> {
  return (await repository.listTagsWithCounts(deps.db)).map(tagWithCountToWire)
}

export async function findTag(deps: ColumnsDeps, id: number): Promise<Tag> {
  const [tag] = await repository.listTagsWithCounts(deps.db, id)
  if (!tag) throw notFound('Tag')
  return tagWithCountToWire(tag)
}

/** Every category in the editors' order, each with its tags and their public column counts. */
export async function listTagCategories(deps: ColumnsDeps): Promise<TagCategory[]> {
  const [categories, tags] = await Promise.all([
    repository.listTagCategories(deps.db),
    repository.listTagsWithCounts(deps.db),
  ])
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    name_en: category.nameEn,
    tags: tags
      .filter((tag) => tag.category.id === category.id)
      .map((tag) => ({
        id: tag.id,
        name: tag.name,
        name_en: tag.nameEn,
        column_count: tag.columnCount,
      })),
  }))
}
