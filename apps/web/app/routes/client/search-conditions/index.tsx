import { useLocation } from 'react-router'
import { ConditionSummary } from '../../../features/member-search/search-summary'
import { criteriaOf, fetchSavedSearches } from '../../../features/saved-searches/api'
import {
  type SavedSearchListNotice,
  SavedSearchListPage,
} from '../../../features/saved-searches/saved-search-list-page'
import { QuickScoutButton } from '../../../features/scouting/scout-buttons'
import { scoutSenderOf } from '../../../features/scouting/scout-target'
import { requireRecruiter, sessionUserContext } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { loadCriteriaChoices } from '../candidates/criteria-choices'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'client_search_conditions' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('search_conditions')]

export function meta({ matches }: Route.MetaArgs) {
  const { searchConditions } = messagesFromMatches(matches)
  return privatePageMeta(searchConditions.title, searchConditions.description)
}

/**
 * The reference lists only name the conditions: without one, a search still lists. A recruiter
 * with the scouts permission may quick-scout each search's newest matches.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const listed = fetchSavedSearches(api)
  const [searches, choices] = await Promise.all([
    listed,
    // Every school of every search, each once, named as soon as the searches have arrived.
    loadCriteriaChoices(
      api,
      listed.then((all) => [
        ...new Set(all.flatMap((search) => criteriaOf(search).university_ids ?? [])),
      ]),
    ),
  ])
  return { searches, choices, sender: scoutSenderOf(context.get(sessionUserContext)) }
}

export default function SearchConditions({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const notice = (location.state as { notice?: SavedSearchListNotice } | null)?.notice ?? null
  const { sender } = loaderData
  return (
    <SavedSearchListPage
      key={location.key}
      searches={loaderData.searches}
      describeCriteria={(criteria) => (
        <ConditionSummary criteria={criteria} choices={loaderData.choices} />
      )}
      renderRowActions={
        sender
          ? (search) => (
              <QuickScoutButton
                searchConditionId={search.id}
                searchName={search.name}
                sender={sender}
                size="small"
              />
            )
          : undefined
      }
      initialNotice={notice}
    />
  )
}
