import { PERSONAL_DATA_REQUEST_KINDS, PERSONAL_DATA_REQUEST_STATES } from '@kakehashi/contracts'
import { fetchPersonalDataRequests } from '../../features/administration/api'
import { PersonalDataRequestsPage } from '../../features/administration/personal-data-requests-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/personal-data-requests'

export const handle = { analyticsName: 'admin_personal_data_requests' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const stateValue = url.searchParams.get('state')
  const kindValue = url.searchParams.get('kind')
  const state = PERSONAL_DATA_REQUEST_STATES.find((value) => value === stateValue)
  const kind = PERSONAL_DATA_REQUEST_KINDS.find((value) => value === kindValue)
  const list = await fetchPersonalDataRequests(createServerApi(context, request), {
    state,
    kind,
    page: pageFrom(url),
  })
  return { list, state, kind }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.dataRequests.title, admin.dataRequests.description)
}

export default function AdminPersonalDataRequests({ loaderData }: Route.ComponentProps) {
  return (
    <PersonalDataRequestsPage
      list={loaderData.list}
      state={loaderData.state}
      kind={loaderData.kind}
    />
  )
}
