import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { JobSummary } from '../../components/job-info-card'
import { fetchColumn } from '../../features/columns/api'
import { ColumnArticle } from '../../features/columns/column-article'
import { articleJsonLd } from '../../features/columns/seo'
import { fetchColumnRelatedJobs } from '../../features/jobs/api'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { localised } from '../../lib/localised'
import { describe, metaContextFrom, seoMeta } from '../../lib/meta'
import { columnPath } from '../../lib/paths'
import { orEmpty, orNotFound } from '../../lib/route-data'
import type { Route } from './+types/detail'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'column_detail' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  const api = createServerApi(context, request)
  const column = await orNotFound(fetchColumn(api, id))
  // The article stands on its own; a failed jobs lookup leaves only that section empty.
  const relatedJobs = await orEmpty<JobSummary[] | null>(fetchColumnRelatedJobs(api, id), null)
  return { column, relatedJobs }
}

/**
 * Reading a column counts a view, so the page keeps its data when nothing about the address
 * changed (a language switch or sign-in elsewhere on the page) instead of reading it again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { column } = loaderData
  const { baseUrl, locale, messages } = metaContextFrom(matches)
  return seoMeta(matches, {
    title: localised(locale, column.title, column.titleEn),
    description: describe(column.summary || messages.columns.description),
    path: columnPath(column.id),
    image: column.thumbnail,
    type: 'article',
    jsonLd: [
      articleJsonLd(column, {
        locale,
        baseUrl,
        siteName: messages.common.siteName,
      }),
    ],
  })
}

export default function ColumnPage({ loaderData }: Route.ComponentProps) {
  return <ColumnArticle column={loaderData.column} relatedJobs={loaderData.relatedJobs} />
}
