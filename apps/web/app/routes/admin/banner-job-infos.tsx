import { fetchAdminBanners } from '../../features/administration/api'
import { BannersPage } from '../../features/administration/banners-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { keywordFrom, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/banner-job-infos'

export const handle = { analyticsName: 'admin_banner_job_infos' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const keyword = keywordFrom(url)
  const list = await fetchAdminBanners(createServerApi(context, request), {
    keyword,
    page: pageFrom(url),
  })
  return { list, keyword }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.banners.title, admin.banners.description)
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  return <BannersPage list={loaderData.list} keyword={loaderData.keyword} />
}
