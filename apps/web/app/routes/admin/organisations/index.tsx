import { ORGANISATION_KINDS, type OrganisationKind } from '@kakehashi/contracts'
import { fetchAdminOrganisations } from '../../../features/administration/api'
import { OrganisationListPage } from '../../../features/administration/organisation-list-page'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { keywordFrom, pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'admin_organisations' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const kindValue = url.searchParams.get('kind')
  const kind = ORGANISATION_KINDS.find((value) => value === kindValue) as
    | OrganisationKind
    | undefined
  const filters = { keyword: keywordFrom(url), kind }
  const list = await fetchAdminOrganisations(createServerApi(context, request), {
    ...filters,
    page: pageFrom(url),
  })
  return { list, filters }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.organisations.title, admin.organisations.description)
}

export default function AdminOrganisations({ loaderData }: Route.ComponentProps) {
  return <OrganisationListPage list={loaderData.list} filters={loaderData.filters} />
}
