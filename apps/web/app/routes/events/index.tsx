import type { EventPeriod } from '@kakehashi/contracts'
import { EventsListPage } from '../../features/events/events-list-page'
import { pageFrom } from '../../features/events/load'
import type { SpecialEventGroupLink } from '../../features/events/special-event-groups'
import type { EventList } from '../../features/events/types'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/index'

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
    api.get<EventList>('/api/v3/events', { query: { period, page } }),
    // Special events are optional on this page: a failed call leaves their section out.
    api
      .get<{ specialEventGroups: SpecialEventGroupLink[] }>('/api/v3/special_event_groups')
      .then((body) => body.specialEventGroups)
      .catch(() => []),
  ])
  return { list, period, page, groups }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { events } = messagesFromMatches(matches)
  const period = loaderData?.period ?? null
  const page = loaderData?.page ?? 1
  const params = new URLSearchParams()
  if (period) params.set('period', period)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  const title =
    period === 'upcoming'
      ? events.listTitleUpcoming
      : period === 'past'
        ? events.listTitlePast
        : events.listTitle
  return seoMeta(matches, {
    title: page > 1 ? `${title} (${page})` : title,
    description: period === 'past' ? events.listDescriptionPast : events.listDescription,
    path: `/events${query ? `?${query}` : ''}`,
  })
}

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <EventsListPage list={loaderData.list} period={loaderData.period} groups={loaderData.groups} />
  )
}
