import type { EventPeriod } from '@kakehashi/contracts'
import { EventsListPage } from '../../features/events/events-list-page'
import { pageFrom } from '../../features/events/load'
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
  const list = await createServerApi(context, request).get<EventList>('/api/v3/events', {
    query: { period, page },
  })
  return { list, period, page }
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
  return <EventsListPage list={loaderData.list} period={loaderData.period} />
}
