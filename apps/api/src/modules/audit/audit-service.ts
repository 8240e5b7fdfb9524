import type {
  AuditAction,
  AuditEventListQuery,
  AuditEventRecord,
  AuditRecordType,
} from '@kakehashi/contracts'
import type { AuditEvent, DbOrTx } from '@kakehashi/db'
import type { FastifyRequest } from 'fastify'
import { readPage } from '../../lib/paging.ts'
import type { AuthenticatedUser } from '../../plugins/session.ts'
import * as repository from './audit-repository.ts'

// The audit trail (decision 022): who did what to which record, with the record before and
// after. Written inside the transaction of the change it records, so a change never happens
// without its entry, and an entry never names a change that was rolled back.

export type AuditActor = Pick<AuthenticatedUser, 'id' | 'email' | 'roleType' | 'organisationId'>

/**
 * Who makes an audited change: the signed-in caller, whom the route's declared access has already
 * required. Reaching this signed out is a route declared public by mistake; it fails loudly.
 */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = request.session?.user
  if (!user) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} records a change without a caller`,
    )
  }
  return user
}

export interface AuditEntry {
  action: AuditAction
  recordType: AuditRecordType
  recordId: number | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

export function recordAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  return repository.insertAuditEvent(db, {
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.roleType,
    actorOrganisationId: actor.organisationId,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

const toWire = (event: AuditEvent): AuditEventRecord => ({
  id: event.id,
  occurred_at: event.occurredAt.toISOString(),
  actor: {
    id: event.actorUserId,
    email: event.actorEmail,
    role_type: event.actorRole,
    organisation_id: event.actorOrganisationId,
  },
  action: event.action as AuditAction,
  record_type: event.recordType as AuditRecordType,
  record_id: event.recordId,
  before: (event.before as Record<string, unknown> | null) ?? null,
  after: (event.after as Record<string, unknown> | null) ?? null,
})

export async function listAuditTrail(db: DbOrTx, query: AuditEventListQuery) {
  const filters: repository.AuditFilters = {
    action: query.action,
    recordType: query.record_type,
    recordId: query.record_id ?? undefined,
    actor: query.actor || undefined,
    from: query.from ?? undefined,
    to: query.to ?? undefined,
  }
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listAuditEvents(db, filters, window),
    count: () => repository.countAuditEvents(db, filters),
  })
  return { audit_events: rows.map(toWire), pagination }
}
