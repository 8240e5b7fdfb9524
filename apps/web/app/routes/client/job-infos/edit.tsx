import { fetchJobFormChoices, fetchManagedJob } from '../../../features/job-management/api'
import { JobForm } from '../../../features/job-management/job-form'
import { requireRecruiter, sessionUserContext } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/edit'

export const handle = { analyticsName: 'client_job_info_edit' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('job_infos')]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = context.get(sessionUserContext)!
  const api = createServerApi(context, request)
  const job = await orNotFound(fetchManagedJob(api, Number(params.id)))
  const choices = await fetchJobFormChoices(api, job)
  return {
    job,
    choices,
    isAgent: user.roleType === 'Agent',
    ownCompanyName: user.organisation?.name ?? '',
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { jobManagement } = messagesFromMatches(matches)
  const title = loaderData
    ? `${jobManagement.editTitle}: ${loaderData.job.title} | ${jobManagement.title}`
    : jobManagement.editTitle
  return privatePageMeta(title, jobManagement.description)
}

export default function EditManagedJob({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData
  return (
    <JobForm
      key={job.id}
      job={job}
      choices={loaderData.choices}
      isAgent={loaderData.isAgent}
      ownCompanyName={loaderData.ownCompanyName}
    />
  )
}
