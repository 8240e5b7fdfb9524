import { fetchAgentTags, fetchProfile } from '../../features/recruiter-profile/api'
import { ProfilePage } from '../../features/recruiter-profile/profile-page'
import { requireRecruiter, sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/profile'

export const handle = { analyticsName: 'client_profile' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('profile')]

export function meta({ matches }: Route.MetaArgs) {
  const { recruiterProfile } = messagesFromMatches(matches)
  return privatePageMeta(recruiterProfile.title, recruiterProfile.description)
}

/** Agent tags are an agent's: a company recruiter's form has none. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const isAgent = context.get(sessionUserContext)?.roleType === 'Agent'
  const [profile, agentTags] = await Promise.all([
    fetchProfile(api),
    isAgent ? fetchAgentTags(api) : null,
  ])
  return { profile, agentTags }
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} agentTags={loaderData.agentTags} />
}
