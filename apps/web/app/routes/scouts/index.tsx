import { ScoutListPage } from '../../features/scouts/scout-list-page'
import type { ScoutList } from '../../features/scouts/types'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'scouts' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page')) || 1
  const list = await createServerApi(context, request).get<ScoutList>('/api/v3/candidate/scouts', {
    query: { page },
  })
  return { list }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return [
    ...pageMeta(candidate.scouts.title, candidate.scouts.description),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Scouts({ loaderData }: Route.ComponentProps) {
  return <ScoutListPage list={loaderData.list} />
}
