import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditRecordType,
  isCalendarDate,
} from '@kakehashi/contracts'
import { type AuditQuery, fetchAuditTrail } from '../../features/administration/api'
import { AuditTrailPage } from '../../features/administration/audit-trail-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/audit-events'

export const handle = { analyticsName: 'admin_audit_events' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const param = (name: string) => url.searchParams.get(name)?.trim() ?? ''
  const recordId = Number(param('record_id'))
  const filters: AuditQuery = {
    action: AUDIT_ACTIONS.find((value) => value === param('action')) as AuditAction | undefined,
    recordType: AUDIT_RECORD_TYPES.find((value) => value === param('record_type')) as
      | AuditRecordType
      | undefined,
    recordId: Number.isSafeInteger(recordId) && recordId > 0 ? recordId : undefined,
    actor: param('actor').slice(0, 255),
    from: isCalendarDate(param('from')) ? param('from') : '',
    to: isCalendarDate(param('to')) ? param('to') : '',
    page: pageFrom(url),
  }
  return { trail: await fetchAuditTrail(createServerApi(context, request), filters), filters }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.audit.title, admin.audit.description)
}

export default function AuditEvents({ loaderData }: Route.ComponentProps) {
  return <AuditTrailPage trail={loaderData.trail} filters={loaderData.filters} />
}
