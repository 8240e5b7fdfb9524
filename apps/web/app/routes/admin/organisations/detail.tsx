import { useLocation } from 'react-router'
import { fetchAdminOrganisation } from '../../../features/administration/api'
import {
  OrganisationDetailPage,
  type OrganisationNotice,
} from '../../../features/administration/organisation-detail-page'
import { createServerApi } from '../../../lib/api'
import { tokyoDate } from '../../../lib/format'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { fetchIndustries, fetchPrefectures } from '../../../lib/reference'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'admin_organisation_detail' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [organisation, industries, prefectures] = await Promise.all([
    orNotFound(fetchAdminOrganisation(api, Number(params.id))),
    fetchIndustries(api),
    fetchPrefectures(api),
  ])
  return { organisation, choices: { industries, prefectures }, today: tokyoDate() }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  const title = loaderData
    ? `${loaderData.organisation.name} | ${admin.organisations.title}`
    : admin.organisations.title
  return privatePageMeta(title, admin.organisations.description)
}

export default function AdminOrganisationDetail({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const notice = (location.state as { notice?: OrganisationNotice } | null)?.notice ?? null
  return (
    <OrganisationDetailPage
      // A saved form shows what the API now holds; another organisation starts afresh.
      key={`${loaderData.organisation.id}-${loaderData.organisation.updatedAt}-${location.key}`}
      organisation={loaderData.organisation}
      choices={loaderData.choices}
      today={loaderData.today}
      initialNotice={notice}
    />
  )
}
