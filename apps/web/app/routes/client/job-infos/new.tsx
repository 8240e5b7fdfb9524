import { fetchJobFormChoices } from '../../../features/job-management/api'
import { JobForm } from '../../../features/job-management/job-form'
import { requireRecruiter, sessionUserContext } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import type { Route } from './+types/new'

export const handle = { analyticsName: 'client_job_info_new' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('job_infos')]

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = context.get(sessionUserContext)!
  const choices = await fetchJobFormChoices(createServerApi(context, request), null)
  return {
    choices,
    isAgent: user.roleType === 'Agent',
    ownCompanyName: user.organisation?.name ?? '',
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { jobManagement } = messagesFromMatches(matches)
  return privatePageMeta(
    `${jobManagement.newTitle} | ${jobManagement.title}`,
    jobManagement.description,
  )
}

export default function NewManagedJob({ loaderData }: Route.ComponentProps) {
  return (
    <JobForm
      job={null}
      choices={loaderData.choices}
      isAgent={loaderData.isAgent}
      ownCompanyName={loaderData.ownCompanyName}
    />
  )
}
