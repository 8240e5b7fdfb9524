import { CandidateDetail } from '../../../features/candidate-records/candidate-detail'
import { searchCandidatesOrProblems } from '../../../features/member-search/api'
import { RESULTS_PER_OPTIONS } from '../../../features/member-search/candidate-results'
import { CandidateSearchPage } from '../../../features/member-search/search-page'
import { ScoutCandidateButton, ScoutSelectedButton } from '../../../features/scouting/scout-buttons'
import { scoutSenderOf } from '../../../features/scouting/scout-target'
import { requireRecruiter, sessionUserContext } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { readCandidateCriteria } from '../../../lib/member-search-query'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/index'
import { loadCriteriaChoices } from './criteria-choices'

export const handle = { analyticsName: 'client_candidates' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('candidates')]

export function meta({ matches }: Route.MetaArgs) {
  const { memberSearch } = messagesFromMatches(matches)
  return privatePageMeta(memberSearch.title, memberSearch.description)
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const url = new URL(request.url)
  const { searchParams } = url
  const user = context.get(sessionUserContext)
  const permissions = user?.permissions ?? []
  const canLabel = permissions.includes('labels')
  const criteria = readCandidateCriteria(searchParams)
  const perValue = Number(searchParams.get('per'))
  const per = (RESULTS_PER_OPTIONS as readonly number[]).includes(perValue)
    ? perValue
    : RESULTS_PER_OPTIONS[0]
  // The reference lists only name the chips of the filters in use.
  const has = (...keys: (keyof typeof criteria)[]) =>
    keys.some((key) => criteria[key] !== undefined)
  const needed = {
    labels: canLabel || has('label_ids'),
    jobTypes: has('experience_job_type_ids', 'wish_job_type_ids'),
    industries: has('career_industry_ids', 'wish_industry_ids'),
    prefectures: has('prefecture_ids'),
    languages: has('language_id'),
  }
  const [search, choices] = await Promise.all([
    searchCandidatesOrProblems(api, criteria, pageFrom(url), per),
    loadCriteriaChoices(api, criteria.university_ids ?? [], (list) => needed[list]),
  ])
  return {
    criteria,
    ...search,
    labels: choices.labels,
    choices,
    canLabel,
    canSave: permissions.includes('search_conditions'),
    sender: scoutSenderOf(user),
  }
}

export default function CandidateSearch({ loaderData }: Route.ComponentProps) {
  const { sender, ...page } = loaderData
  return (
    <CandidateSearchPage
      {...page}
      renderDetail={(candidateId) => (
        <CandidateDetail
          candidateId={candidateId}
          variant="panel"
          renderScoutAction={
            sender ? (slot) => <ScoutCandidateButton {...slot} sender={sender} /> : undefined
          }
        />
      )}
      renderSelectionActions={
        sender
          ? (selectedIds) => <ScoutSelectedButton selectedIds={selectedIds} sender={sender} />
          : undefined
      }
    />
  )
}
