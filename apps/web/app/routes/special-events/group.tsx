import { fetchSpecialEvents } from '../../features/special-events/api'
import { SpecialEventGroupPage } from '../../features/special-events/special-event-group-page'
import { loginPath, sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { localised } from '../../lib/localised'
import { describe, localeFromMatches, seoMeta } from '../../lib/meta'
import { groupPath } from '../../lib/paths'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/group'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'special_event_group' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const list = await orNotFound(
    fetchSpecialEvents(createServerApi(context, request), params.groupName),
  )
  return {
    list,
    signedIn: context.get(sessionUserContext) !== null,
    loginHref: loginPath(request),
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const group = loaderData.list.specialEventGroup
  const locale = localeFromMatches(matches)
  return seoMeta(matches, {
    title: localised(locale, group.title, group.titleEn),
    description: describe(localised(locale, group.description, group.descriptionEn)),
    path: groupPath(group.name),
    image: group.headerImagePath,
  })
}

export default function SpecialEventGroupRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SpecialEventGroupPage
      list={loaderData.list}
      signedIn={loaderData.signedIn}
      loginHref={loaderData.loginHref}
    />
  )
}
