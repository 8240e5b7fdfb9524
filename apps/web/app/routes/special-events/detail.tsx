import { buildEventJsonLd } from '../../features/events/event-json-ld'
import { fetchSpecialEvent } from '../../features/special-events/api'
import { SpecialEventDetailPage } from '../../features/special-events/special-event-detail-page'
import { loginPath, sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { localised } from '../../lib/localised'
import { describe, metaContextFrom, seoMeta } from '../../lib/meta'
import { specialEventPath } from '../../lib/paths'
import { invariantResponse, orNotFound } from '../../lib/route-data'
import type { Route } from './+types/detail'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'special_event_detail' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const detail = await orNotFound(
    fetchSpecialEvent(createServerApi(context, request), Number(params.id)),
  )
  // A session of another group is not this group's page.
  invariantResponse(detail.specialEventGroup.name === params.groupName)
  return {
    detail,
    signedIn: context.get(sessionUserContext) !== null,
    loginHref: loginPath(request),
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { specialEvent: event, specialEventGroup: group } = loaderData.detail
  const { baseUrl, locale } = metaContextFrom(matches)
  const path = specialEventPath(group.name, event.id)
  const title = localised(locale, event.title, event.titleEn)
  const groupTitle = localised(locale, group.title, group.titleEn)
  return seoMeta(matches, {
    title: `${title} | ${groupTitle}`,
    description: describe(event.body || localised(locale, group.description, group.descriptionEn)),
    path,
    image: group.headerImagePath,
    type: 'article',
    jsonLd: [
      buildEventJsonLd({
        name: title,
        description: event.body,
        startDate: event.eventStartsAt,
        endDate: event.eventEndsAt,
        isOnline: event.isOnline,
        place: event.place,
        organiserName: event.company
          ? localised(locale, event.company.name, event.company.nameEn)
          : null,
        image: group.headerImagePath,
        url: `${baseUrl}${path}`,
      }),
    ],
  })
}

export default function SpecialEventDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SpecialEventDetailPage
      detail={loaderData.detail}
      signedIn={loaderData.signedIn}
      loginHref={loaderData.loginHref}
    />
  )
}
