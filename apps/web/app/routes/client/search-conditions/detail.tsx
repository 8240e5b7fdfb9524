import { CandidateCriteriaForm } from '../../../features/member-search/criteria-form'
import { criteriaOf, fetchSavedSearch } from '../../../features/saved-searches/api'
import { SavedSearchDetailPage } from '../../../features/saved-searches/saved-search-detail-page'
import { QuickScoutButton } from '../../../features/scouting/scout-buttons'
import { scoutSenderOf } from '../../../features/scouting/scout-target'
import { requireRecruiter, sessionUserContext } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import { loadCriteriaChoices } from '../candidates/criteria-choices'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'client_search_condition_detail' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('search_conditions')]

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { searchConditions } = messagesFromMatches(matches)
  const title = loaderData
    ? `${loaderData.search.name} | ${searchConditions.title}`
    : searchConditions.title
  return privatePageMeta(title, searchConditions.description)
}

/**
 * Another recruiter's search, a co-worker's included, answers 404. The reference lists are side
 * parts: without one, the form still offers every other criterion. The search's schools are
 * named as soon as the search has arrived, while the lists are still on their way. A recruiter
 * with the scouts permission may quick-scout the search's newest matches.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const found = orNotFound(fetchSavedSearch(api, Number(params.id)))
  const [search, choices] = await Promise.all([
    found,
    loadCriteriaChoices(
      api,
      found.then((saved) => criteriaOf(saved).university_ids ?? []),
    ),
  ])
  return { search, choices, sender: scoutSenderOf(context.get(sessionUserContext)) }
}

export default function SearchCondition({ loaderData }: Route.ComponentProps) {
  const { search, choices, sender } = loaderData
  return (
    <SavedSearchDetailPage
      // Another search's page starts from that search's values.
      key={search.id}
      search={search}
      renderCriteriaForm={(slot) => (
        <CandidateCriteriaForm {...slot} choices={choices} headingComponent="h3" />
      )}
      actions={
        sender ? (
          <QuickScoutButton
            searchConditionId={search.id}
            searchName={search.name}
            sender={sender}
          />
        ) : undefined
      }
    />
  )
}
