import { useLocation } from 'react-router'
import { CandidateConditionsPage } from '../../../features/member-search/conditions-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { readCandidateCriteria } from '../../../lib/member-search-query'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import type { Route } from './+types/search-conditions'
import { loadCriteriaChoices } from './criteria-choices'

export const handle = { analyticsName: 'client_candidate_search_conditions' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('candidates')]

export function meta({ matches }: Route.MetaArgs) {
  const { memberSearch } = messagesFromMatches(matches)
  return privatePageMeta(memberSearch.conditions.title, memberSearch.conditions.description)
}

/** Each list is a side part: without it the form still offers every other criterion. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const criteria = readCandidateCriteria(new URL(request.url).searchParams)
  return { criteria, choices: await loadCriteriaChoices(api, criteria.university_ids ?? []) }
}

export default function CandidateSearchConditions({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  // A new address (the back button, a chip's link) brings its own conditions.
  return <CandidateConditionsPage key={location.search} {...loaderData} />
}
