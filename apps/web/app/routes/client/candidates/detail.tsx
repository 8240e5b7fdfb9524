import { translate } from '@kakehashi/i18n'
import { fetchCandidateDetail } from '../../../features/candidate-records/api'
import { CandidateDetail } from '../../../features/candidate-records/candidate-detail'
import { ScoutCandidateButton } from '../../../features/scouting/scout-buttons'
import { scoutSenderOf } from '../../../features/scouting/scout-target'
import { requireRecruiter, sessionUserContext } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'client_candidate_detail' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('candidates')]

/**
 * A candidate the organisation may not see (deleted, or blocked its company) is the 404 page.
 * A recruiter with the scouts permission may send the candidate a scout from here.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const detail = await orNotFound(
    fetchCandidateDetail(createServerApi(context, request), Number(params.id)),
  )
  return { detail, sender: scoutSenderOf(context.get(sessionUserContext)) }
}

// The title names the candidate by number even after a match: browser history and shared
// screens keep titles longer than the page.
export function meta({ matches, params }: Route.MetaArgs) {
  const messages = messagesFromMatches(matches)
  const { candidateDetail } = messages
  const name = translate(messages, 'candidateDetail', 'anonymousName', { id: params.id })
  return privatePageMeta(`${name} | ${candidateDetail.title}`, candidateDetail.description)
}

export default function CandidateDetailRoute({ loaderData }: Route.ComponentProps) {
  const { detail, sender } = loaderData
  return (
    <CandidateDetail
      key={detail.candidate.id}
      candidateId={detail.candidate.id}
      variant="page"
      detail={detail}
      renderScoutAction={
        sender ? (slot) => <ScoutCandidateButton {...slot} sender={sender} /> : undefined
      }
    />
  )
}
