import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { ColumnArticle } from '../../features/columns/column-article'
import { orNotFound } from '../../features/columns/load'
import { articleJsonLd, baseUrlFromMatches } from '../../features/columns/seo'
import type { ColumnDetail } from '../../features/columns/types'
import type { JobSummary } from '../../features/jobs/types'
import { createServerApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { localised } from '../../lib/localised'
import { describe, localeFromMatches, messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'column_detail' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  const api = createServerApi(context, request)
  const column = await orNotFound(api.get<ColumnDetail>(`/api/v3/columns/${id}`))
  let relatedJobs: JobSummary[] | null = null
  try {
    relatedJobs = (
      await api.get<{ jobInfos: JobSummary[] }>('/api/v3/column_related_job_infos', {
        query: { column_id: id },
      })
    ).jobInfos
  } catch (error) {
    // The article stands on its own; a failed jobs lookup leaves only that section empty.
    if (!isApiError(error)) throw error
  }
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
  const locale = localeFromMatches(matches)
  const messages = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: localised(locale, column.title, column.titleEn),
    description: describe(column.summary || messages.columns.description),
    path: `/columns/${column.id}`,
    image: column.thumbnail,
    type: 'article',
    jsonLd: [
      articleJsonLd(column, {
        locale,
        baseUrl: baseUrlFromMatches(matches),
        siteName: messages.common.siteName,
      }),
    ],
  })
}

export default function ColumnPage({ loaderData }: Route.ComponentProps) {
  return <ColumnArticle column={loaderData.column} relatedJobs={loaderData.relatedJobs} />
}
