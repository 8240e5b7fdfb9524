import { fetchMySpecialEvents } from '../../features/special-events/api'
import { SpecialEventMypage } from '../../features/special-events/special-event-mypage'
import { requireSignedIn } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { localised } from '../../lib/localised'
import { metaContextFrom, seoMeta } from '../../lib/meta'
import { mypagePath } from '../../lib/paths'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/mypage'

export const handle = { analyticsName: 'special_event_mypage' }

// Visitors sign in first; recruiters and administrators never get here (candidate area).
export const middleware: Route.MiddlewareFunction[] = [requireSignedIn]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const list = await orNotFound(
    fetchMySpecialEvents(createServerApi(context, request), params.groupName),
  )
  return { list }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const group = loaderData.list.specialEventGroup
  const { locale, messages } = metaContextFrom(matches)
  const { events } = messages
  return seoMeta(matches, {
    title: `${events.special.mypageTitle} | ${localised(locale, group.title, group.titleEn)}`,
    description: events.special.mypageDescription,
    path: mypagePath(group.name),
    noindex: true,
  })
}

export default function SpecialEventMypageRoute({ loaderData }: Route.ComponentProps) {
  return <SpecialEventMypage list={loaderData.list} />
}
