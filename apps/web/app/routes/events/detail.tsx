import { interpolate } from '@kakehashi/i18n'
import { EventDetailPage } from '../../features/events/event-detail-page'
import { eventJsonLd } from '../../features/events/event-json-ld'
import { formatEventTime } from '../../features/events/format'
import { baseUrlFromMatches, orNotFound } from '../../features/events/load'
import type { EventDetail } from '../../features/events/types'
import { createServerApi } from '../../lib/api'
import { localised } from '../../lib/localised'
import { describe, localeFromMatches, messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'event_detail' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const event = await orNotFound(
    createServerApi(context, request).get<EventDetail>(`/api/v3/events/${params.id}`),
  )
  return { event }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { event } = loaderData
  const locale = localeFromMatches(matches)
  const { events } = messagesFromMatches(matches)
  const path = `/events/${event.id}`
  const date = formatEventTime(locale, event.eventStartsAt, event.eventEndsAt)
  return seoMeta(matches, {
    title: localised(locale, event.title, event.titleEn),
    description: describe(interpolate(events.detailDescription, { date, summary: event.body })),
    path,
    image: event.headerImagePath,
    type: 'article',
    jsonLd: [eventJsonLd(event, locale, `${baseUrlFromMatches(matches)}${path}`)],
  })
}

export default function EventDetailRoute({ loaderData }: Route.ComponentProps) {
  return <EventDetailPage event={loaderData.event} />
}
