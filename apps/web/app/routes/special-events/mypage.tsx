import { orNotFound } from '../../features/events/load'
import { runEntryAction } from '../../features/special-events/entry-action'
import { SpecialEventMypage } from '../../features/special-events/special-event-mypage'
import { mypagePath, type SpecialEventList } from '../../features/special-events/types'
import { requireSignedIn } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { localised } from '../../lib/localised'
import { localeFromMatches, messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/mypage'

export const handle = { analyticsName: 'special_event_mypage' }

// Visitors sign in first; recruiters and administrators never get here (candidate area).
export const middleware: Route.MiddlewareFunction[] = [requireSignedIn]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const list = await orNotFound(
    createServerApi(context, request).get<SpecialEventList>('/api/v3/special_events/mypage', {
      query: { group_name: params.groupName },
    }),
  )
  return { list }
}

export const clientAction = ({ request }: Route.ClientActionArgs) => runEntryAction(request)

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const group = loaderData.list.specialEventGroup
  const { events } = messagesFromMatches(matches)
  const locale = localeFromMatches(matches)
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
