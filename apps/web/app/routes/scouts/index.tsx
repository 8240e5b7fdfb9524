import { fetchScouts } from '../../features/scouts/api'
import { ScoutListPage } from '../../features/scouts/scout-list-page'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'scouts' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await fetchScouts(createServerApi(context, request), pageFrom(new URL(request.url)))
  return { list }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return privatePageMeta(candidate.scouts.title, candidate.scouts.description)
}

export default function Scouts({ loaderData }: Route.ComponentProps) {
  return <ScoutListPage list={loaderData.list} />
}
