import { OrganisationNewPage } from '../../../features/administration/organisation-new-page'
import { createServerApi } from '../../../lib/api'
import { tokyoDate } from '../../../lib/format'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { fetchIndustries, fetchPrefectures } from '../../../lib/reference'
import type { Route } from './+types/new'

export const handle = { analyticsName: 'admin_organisation_new' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [industries, prefectures] = await Promise.all([fetchIndustries(api), fetchPrefectures(api)])
  return { choices: { industries, prefectures }, today: tokyoDate() }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.organisation.newTitle, admin.organisation.newDescription)
}

export default function AdminOrganisationNew({ loaderData }: Route.ComponentProps) {
  return <OrganisationNewPage choices={loaderData.choices} today={loaderData.today} />
}
