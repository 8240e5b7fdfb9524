import { fetchCandidateExports } from '../../../features/candidate-exports/api'
import { CandidateExportPage } from '../../../features/candidate-exports/candidate-export-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/download'

export const handle = { analyticsName: 'client_scouts_download' }

// Every recruiter who works with scouts finds the page; one without the download permission
// reads there why it cannot export (spec section 6).
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scouts')]

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await fetchCandidateExports(
    createServerApi(context, request),
    pageFrom(new URL(request.url)),
  )
  return { list }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidateExports } = messagesFromMatches(matches).client
  return privatePageMeta(candidateExports.title, candidateExports.description)
}

export default function CandidateExports({ loaderData }: Route.ComponentProps) {
  return <CandidateExportPage list={loaderData.list} />
}
