import { fetchCurrentCampaign, fetchJoinStatus } from '../features/special-scout-week/api'
import { SpecialScoutWeekPage } from '../features/special-scout-week/special-scout-week-page'
import { loginPath, sessionUserContext } from '../lib/access'
import { createServerApi } from '../lib/api'
import { messagesFromMatches, seoMeta } from '../lib/meta'
import { orNull } from '../lib/route-data'
import type { Route } from './+types/special-scout-week'

export const handle = { analyticsName: 'special_scout_week' }

/** Open to everyone; a signed-in candidate also gets their join status and completeness. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const user = context.get(sessionUserContext)
  if (user?.roleType === 'Candidate') {
    const status = await orNull(fetchJoinStatus(api))
    return { campaign: status?.campaign ?? null, status, loginHref: null }
  }
  const campaign = await orNull(fetchCurrentCampaign(api))
  return { campaign, status: null, loginHref: user ? null : loginPath(request) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { specialScoutWeek } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: specialScoutWeek.title,
    description: specialScoutWeek.description,
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
