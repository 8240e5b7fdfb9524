import type { Locale } from '@kakehashi/contracts'
import { localised } from '../../lib/localised'
import type { EventDetail } from './api'

export interface EventJsonLdFields {
  name: string
  description?: string | null
  startDate: string
  endDate?: string | null
  isOnline: boolean
  place?: string | null
  organiserName?: string | null
  /** Yen; an Offer is added only when there is a fee. */
  feeYen?: number
  offerValidFrom?: string | null
  image?: string | null
  /** The page's absolute address. */
  url: string
}

/**
 * schema.org Event (what search engines show as an event result): online events carry a
 * VirtualLocation at the page's own address, venues a Place; a fee becomes an Offer in yen.
 */
export function buildEventJsonLd(fields: EventJsonLdFields): Record<string, unknown> {
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: fields.name,
    startDate: fields.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: fields.isOnline
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: fields.isOnline
      ? { '@type': 'VirtualLocation', url: fields.url }
      : { '@type': 'Place', name: fields.place, address: fields.place },
    url: fields.url,
  }
  if (fields.description) jsonLd.description = fields.description
  if (fields.endDate) jsonLd.endDate = fields.endDate
  if (fields.image) jsonLd.image = [fields.image]
  if (fields.organiserName) {
    jsonLd.organizer = { '@type': 'Organization', name: fields.organiserName }
  }
  if (fields.feeYen && fields.feeYen > 0) {
    jsonLd.offers = {
      '@type': 'Offer',
      price: fields.feeYen,
      priceCurrency: 'JPY',
      url: fields.url,
      availability: 'https://schema.org/InStock',
      ...(fields.offerValidFrom ? { validFrom: fields.offerValidFrom } : {}),
    }
  }
  return jsonLd
}

export function eventJsonLd(event: EventDetail, locale: Locale, pageUrl: string) {
  const organiser = event.company ?? event.agent
  return buildEventJsonLd({
    name: localised(locale, event.title, event.titleEn),
    description: event.body,
    startDate: event.eventStartsAt,
    endDate: event.eventEndsAt,
    isOnline: event.isOnline,
    place: event.place,
    organiserName: organiser ? localised(locale, organiser.name, organiser.nameEn) : null,
    feeYen: event.feeYen,
    offerValidFrom: event.entryStartsAt,
    image: event.headerImagePath,
    url: pageUrl,
  })
}
