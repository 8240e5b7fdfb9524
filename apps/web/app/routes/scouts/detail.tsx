import { data } from 'react-router'
import { ScoutDetailPage } from '../../features/scouts/scout-detail-page'
import type { ScoutWithThread } from '../../features/scouts/types'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'scout_detail' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  try {
    const scout = await createServerApi(context, request).get<ScoutWithThread>(
      `/api/v3/candidate/scouts/${params.id}`,
    )
    return { scout }
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  const title = loaderData
    ? `${loaderData.scout.title} | ${candidate.scouts.title}`
    : candidate.scouts.title
  return [...pageMeta(title, candidate.scouts.description), { name: 'robots', content: 'noindex' }]
}

export default function ScoutDetail({ loaderData }: Route.ComponentProps) {
  return <ScoutDetailPage key={loaderData.scout.id} scout={loaderData.scout} />
}
