import type { EventPeriod } from '@kakehashi/contracts'
import { fetchEvents, fetchSpecialEventGroups } from '../../features/events/api'
import { EventsListPage } from '../../features/events/events-list-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { messagesFromMatches, pathWithQuery, seoMeta } from '../../lib/meta'
import { orEmpty, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/index'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'events' }

function periodFrom(url: URL): EventPeriod | null {
  const period = url.searchParams.get('period')
  return period === 'upcoming' || period === 'past' ? period : null
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const period = periodFrom(url)
  const page = pageFrom(url)
  const api = createServerApi(context, request)
  const [list, groups] = await Promise.all([
    fetchEvents(api, { period: period ?? undefined, page }),
    // Special events are optional on this page: a failed call leaves their section out.
    orEmpty(fetchSpecialEventGroups(api), []),
  ])
  return { list, period, page, groups }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { events } = messagesFromMatches(matches)
  const period = loaderData?.period ?? null
  const page = loaderData?.page ?? 1
  const title =
    period === 'upcoming'
      ? events.listTitleUpcoming
      : period === 'past'
        ? events.listTitlePast
        : events.listTitle
  return seoMeta(matches, {
    title: page > 1 ? `${title} (${page})` : title,
    description: period === 'past' ? events.listDescriptionPast : events.listDescription,
    path: pathWithQuery('/events', { period: period ?? undefined, page }),
  })
}

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <EventsListPage list={loaderData.list} period={loaderData.period} groups={loaderData.groups} />
  )
}
