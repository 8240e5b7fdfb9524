import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { PageTitle } from '../../components/page-heading'
import {
  fetchJobTags,
  fetchJobTypeCounts,
  fetchJobTypes,
  fetchSavedSearches,
} from '../../features/jobs/api'
import { SavedSearches } from '../../features/jobs/saved-searches'
import { SearchConditionsForm } from '../../features/jobs/search-conditions-form'
import { sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { useTranslation } from '../../lib/i18n'
import { readSearchState, SEARCH_CONDITIONS_PATH } from '../../lib/job-search-query'
import { messagesFromMatches, seoMeta } from '../../lib/meta'
import { fetchIndustries, fetchPrefectures } from '../../lib/reference'
import { orEmpty } from '../../lib/route-data'
import type { Route } from './+types/search-conditions'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'job_search_conditions' }

export function meta({ matches }: Route.MetaArgs) {
  const { jobs } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: jobs.conditions.title,
    description: jobs.conditions.description,
    path: SEARCH_CONDITIONS_PATH,
  })
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const user = context.get(sessionUserContext)
  const [jobTypes, jobTypeCounts, industries, prefectures, jobTags, savedSearches] =
    await Promise.all([
      orEmpty(fetchJobTypes(api), []),
      orEmpty(fetchJobTypeCounts(api), {}),
      orEmpty(fetchIndustries(api), []),
      orEmpty(fetchPrefectures(api), []),
      orEmpty(fetchJobTags(api), []),
      user?.roleType === 'Candidate' ? orEmpty(fetchSavedSearches(api), []) : null,
    ])
  return {
    state: readSearchState(new URL(request.url).searchParams),
    choices: { jobTypes, jobTypeCounts, industries, prefectures, jobTags },
    savedSearches,
  }
}

export default function SearchConditions({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  // A new URL (a saved search, the back button) brings its own conditions.
  return <SearchConditionsPage key={location.search} {...loaderData} />
}

function SearchConditionsPage({
  state: initialState,
  choices,
  savedSearches,
}: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation('jobs')
  const location = useLocation()
  const [state, setState] = useState(initialState)
  const isMissingChoices = choices.jobTypes.length === 0 || choices.prefectures.length === 0
  return (
    <Stack spacing={3}>
      <PageTitle>{t('conditions.heading')}</PageTitle>
      {isMissingChoices ? (
        <Typography role="status" color="text.secondary">
          {t('conditions.referenceUnavailable')}
        </Typography>
      ) : null}
      <SearchConditionsForm choices={choices} state={state} onChange={setState} />
      <SavedSearches
        savedSearches={savedSearches}
        state={state}
        loginHref={`/login?redirect_url=${encodeURIComponent(location.pathname + location.search)}`}
      />
    </Stack>
  )
}
