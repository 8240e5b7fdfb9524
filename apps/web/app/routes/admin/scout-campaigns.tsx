import { fetchAdminScoutCampaigns } from '../../features/administration/api'
import { ScoutCampaignsPage } from '../../features/administration/scout-campaigns-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/scout-campaigns'

export const handle = { analyticsName: 'admin_scout_campaigns' }

export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await fetchAdminScoutCampaigns(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.scoutCampaigns.title, admin.scoutCampaigns.description)
}

export default function AdminScoutCampaigns({ loaderData }: Route.ComponentProps) {
  return <ScoutCampaignsPage list={loaderData.list} />
}
