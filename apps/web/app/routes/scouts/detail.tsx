import { openScout } from '../../features/scouts/api'
import { ScoutDetailPage } from '../../features/scouts/scout-detail-page'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { fetchMessageTemplates } from '../../lib/reference'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'scout_detail' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [scout, messageTemplates] = await Promise.all([
    orNotFound(openScout(api, Number(params.id))),
    fetchMessageTemplates(api),
  ])
  return { scout, messageTemplates }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  const title = loaderData
    ? `${loaderData.scout.title} | ${candidate.scouts.title}`
    : candidate.scouts.title
  return privatePageMeta(title, candidate.scouts.description)
}

export default function ScoutDetail({ loaderData }: Route.ComponentProps) {
  return (
    <ScoutDetailPage
      key={loaderData.scout.id}
      scout={loaderData.scout}
      messageTemplates={loaderData.messageTemplates}
    />
  )
}
