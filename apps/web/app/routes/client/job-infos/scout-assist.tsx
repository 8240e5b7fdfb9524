import { interpolate } from '@kakehashi/i18n'
import { CANDIDATE_SEARCH_PATH } from '../../../features/candidate-records/paths'
import { fetchManagedJob } from '../../../features/job-management/api'
import { managedJobPath } from '../../../features/job-management/paths'
import { fetchSavedSearches } from '../../../features/saved-searches/api'
import { fetchJobScoutAssist } from '../../../features/scout-assists/api'
import { ScoutAssistPage } from '../../../features/scout-assists/scout-assist-page'
import { NEW_SCOUT_TEMPLATE_PATH } from '../../../features/scout-templates/paths'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orEmpty, orNotFound } from '../../../lib/route-data'
import { fetchScoutTemplates } from '../../../lib/scout-templates'
import type { Route } from './+types/scout-assist'

export const handle = { analyticsName: 'client_job_info_scout_assist' }

// The assist sends scouts: the scouts permission, like the API's.
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scouts')]

const named = (rows: { id: number; name: string }[]) =>
  rows.map((row) => ({ id: row.id, name: row.name }))

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const jobId = Number(params.id)
  const job = await orNotFound(fetchManagedJob(api, jobId))
  const [assist, searches, templates, remindTemplates] = await Promise.all([
    fetchJobScoutAssist(api, jobId),
    orEmpty(fetchSavedSearches(api), []),
    orEmpty(fetchScoutTemplates(api, 'normal'), []),
    orEmpty(fetchScoutTemplates(api, 'remind'), []),
  ])
  return {
    job: { id: job.id, title: job.title },
    assist,
    choices: {
      searches: named(searches),
      templates: named(templates),
      remindTemplates: named(remindTemplates),
    },
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { jobManagement } = messagesFromMatches(matches)
  const title = loaderData
    ? interpolate(jobManagement.scoutAssist.title, { title: loaderData.job.title })
    : jobManagement.scoutAssist.action
  return privatePageMeta(title, jobManagement.scoutAssist.description)
}

export default function JobScoutAssist({ loaderData }: Route.ComponentProps) {
  return (
    <ScoutAssistPage
      job={loaderData.job}
      assist={loaderData.assist}
      choices={loaderData.choices}
      jobPath={managedJobPath(loaderData.job.id)}
      newSearchPath={CANDIDATE_SEARCH_PATH}
      newTemplatePath={NEW_SCOUT_TEMPLATE_PATH}
    />
  )
}
