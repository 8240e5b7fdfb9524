import { fetchAdminCertifications } from '../../features/administration/api'
import { CertificationsPage } from '../../features/administration/reference-lists-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/certifications'

export const handle = { analyticsName: 'admin_certifications' }

export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await fetchAdminCertifications(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.certifications.title, admin.certifications.description)
}

export default function AdminCertifications({ loaderData }: Route.ComponentProps) {
  return <CertificationsPage list={loaderData.list} />
}
