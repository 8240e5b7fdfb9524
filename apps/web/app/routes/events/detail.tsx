import { interpolate } from '@kakehashi/i18n'
import { fetchEvent } from '../../features/events/api'
import { EventDetailPage } from '../../features/events/event-detail-page'
import { eventJsonLd } from '../../features/events/event-json-ld'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { formatEventTime } from '../../lib/format'
import { localised } from '../../lib/localised'
import { describe, metaContextFrom, seoMeta } from '../../lib/meta'
import { eventPath } from '../../lib/paths'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/detail'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'event_detail' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const event = await orNotFound(fetchEvent(createServerApi(context, request), Number(params.id)))
  return { event }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { event } = loaderData
  const { baseUrl, locale, messages } = metaContextFrom(matches)
  const { events } = messages
  const path = eventPath(event.id)
  const date = formatEventTime(locale, event.eventStartsAt, event.eventEndsAt)
  return seoMeta(matches, {
    title: localised(locale, event.title, event.titleEn),
    description: describe(interpolate(events.detailDescription, { date, summary: event.body })),
    path,
    image: event.headerImagePath,
    type: 'article',
    jsonLd: [eventJsonLd(event, locale, `${baseUrl}${path}`)],
  })
}

export default function EventDetailRoute({ loaderData }: Route.ComponentProps) {
  return <EventDetailPage event={loaderData.event} />
}
