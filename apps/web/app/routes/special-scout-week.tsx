import {
  type Campaign,
  type JoinStatus,
  SpecialScoutWeekPage,
} from '../features/special-scout-week/special-scout-week-page'
import { loginPath, sessionUserContext } from '../lib/access'
import { createServerApi } from '../lib/api'
import { isApiError } from '../lib/api-client'
import { messagesFromMatches, seoMeta } from '../lib/meta'
import type { Route } from './+types/special-scout-week'

export const handle = { analyticsName: 'special_scout_week' }

const noCampaign = (error: unknown) => {
  if (isApiError(error) && error.status === 404) return null
  throw error
}

/** Open to everyone; a signed-in candidate also gets their join status and completeness. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const user = context.get(sessionUserContext)
  if (user?.roleType === 'Candidate') {
    const status = await api
      .get<JoinStatus>('/api/v3/candidate/current_scout_campaign_join_status')
      .catch(noCampaign)
    return { campaign: status?.campaign ?? null, status, loginHref: null }
  }
  const campaign = await api.get<Campaign>('/api/v3/scout_campaigns/current').catch(noCampaign)
  return { campaign, status: null, loginHref: user ? null : loginPath(request) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: candidate.campaign.title,
    description: candidate.campaign.description,
    path: '/liiga-special-scout-week',
  })
}

export default function SpecialScoutWeek({ loaderData }: Route.ComponentProps) {
  return (
    <SpecialScoutWeekPage
      campaign={loaderData.campaign}
      status={loaderData.status}
      loginHref={loaderData.loginHref}
    />
  )
}
