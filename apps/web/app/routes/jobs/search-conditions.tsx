import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useLocation } from 'react-router'
import {
  fetchIndustries,
  fetchJobTags,
  fetchJobTypeCounts,
  fetchJobTypes,
  fetchPrefectures,
  fetchSavedSearches,
  orEmpty,
} from '../../features/jobs/api'
import { SavedSearches, type SaveSearchResult } from '../../features/jobs/saved-searches'
import { SearchConditionsForm } from '../../features/jobs/search-conditions-form'
import { readSearchState, SEARCH_CONDITIONS_PATH } from '../../features/jobs/search-query'
import { sessionUserContext } from '../../lib/access'
import { createServerApi, getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/search-conditions'

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

export async function clientAction({ request }: Route.ClientActionArgs): Promise<SaveSearchResult> {
  const form = await request.formData()
  const name = String(form.get('name') ?? '').trim()
  if (!name) return { ok: false, code: 'nameRequired' }
  try {
    const conditions = JSON.parse(String(form.get('conditions') ?? '{}')) as Record<string, unknown>
    await getBrowserApi().post('/api/v3/candidate/job_search_conditions', { name, conditions })
    return { ok: true }
  } catch {
    return { ok: false, code: 'failed' }
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
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
      >
        {t('conditions.heading')}
      </Typography>
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
