import type {
  AdminPersonalDataRequest,
  Locale,
  PersonalDataRequest,
  PersonalDataRequestBody,
  PersonalDataRequestKind,
  PersonalDataRequestState,
  PersonalDataRequestUpdateBody,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import { enqueueMail, MAIL_DELIVER_JOB, type MailDependencies } from '../mail/mail-service.ts'
import { composeRequestMail } from './personal-data-request-mails.ts'
import * as repository from './personal-data-requests-repository.ts'

// Candidates' requests to correct or delete the personal data the platform holds (decision
// 022): the candidate asks from the privacy settings, administrators move each request through
// its states, and every step is mailed to the candidate in the same transaction as the change.

export interface PersonalDataRequestDeps {
  mail: MailDependencies
  /** Where the candidate reads their requests: the privacy settings page. */
  baseUrl: string
}

/** The page the mails link to. */
const PRIVACY_SETTINGS_PATH = '/setting/privacy#privacy-requests'

function toWire(row: repository.PersonalDataRequestRow): PersonalDataRequest {
  return {
    id: row.id,
    kind: row.kind,
    body: row.body,
    state: row.state,
    response: row.response,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function toAdminWire(row: repository.RequestWithCandidate): AdminPersonalDataRequest {
  const { request } = row
  return {
    ...toWire(request),
    candidate:
      request.candidateUserId !== null && row.candidateEmail !== null
        ? {
            id: request.candidateUserId,
            full_name: row.candidateFullName,
            email: row.candidateEmail,
          }
        : null,
    handled_at: request.handledAt?.toISOString() ?? null,
  }
}

export async function listOwnRequests(db: DbOrTx, candidateUserId: number) {
  const rows = await repository.listRequestsOf(db, candidateUserId)
  return { personal_data_requests: rows.map(toWire) }
}

/**
 * Records a candidate's request and mails the receipt in one transaction: a retry with the same
 * draft id neither records nor mails it again.
 */
export async function createRequest(
  deps: PersonalDataRequestDeps,
  candidateUserId: number,
  body: PersonalDataRequestBody,
  locale: Locale,
): Promise<CreateOutcome<PersonalDataRequest>> {
  const { database } = deps.mail
  const outcome = await database.db.transaction(async (tx) => {
    const inserted = await repository.insertRequest(tx, {
      candidateUserId,
      kind: body.kind,
      body: body.body.trim(),
      locale,
      clientRequestId: body.client_request_id,
    })
    if (!inserted.created) return inserted
    const row = (await repository.findRequest(tx, inserted.request.id))!
    if (row.candidateEmail !== null) {
      await enqueueMail(
        deps.mail,
        composeRequestMail(
          'received',
          locale,
          row.candidateEmail,
          row.request,
          deps.baseUrl + PRIVACY_SETTINGS_PATH,
        ),
        { tx },
      )
    }
    return inserted
  })
  if (outcome.created && deps.mail.config.smtpUrl) deps.mail.jobs.wake(MAIL_DELIVER_JOB)
  return { record: toWire(outcome.request), created: outcome.created }
}

export async function listRequests(
  db: DbOrTx,
  query: {
    state?: PersonalDataRequestState
    kind?: PersonalDataRequestKind
    page: number
    per: number
  },
) {
  const filters = { state: query.state, kind: query.kind }
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listRequests(db, filters, window),
    count: () => repository.countRequests(db, filters),
  })
  return { personal_data_requests: rows.map(toAdminWire), pagination }
}

/**
 * Moves a request to a state with an answer. The candidate is mailed what changed, and the
 * audit trail records it, in the same transaction; sent again unchanged (a retry), it does
 * nothing.
 */
export async function updateRequest(
  deps: PersonalDataRequestDeps,
  actor: AuditActor,
  id: number,
  body: PersonalDataRequestUpdateBody,
): Promise<AdminPersonalDataRequest> {
  const { database } = deps.mail
  const response = body.response.trim() || null
  const { row, changed } = await database.db.transaction(async (tx) => {
    const before = await repository.findRequest(tx, id, true)
    if (!before) throw notFound('Personal data request')
    if (before.request.state === body.state && before.request.response === response) {
      return { row: before, changed: false }
    }
    await repository.updateRequest(tx, id, {
      state: body.state,
      response,
      handledByUserId: actor.id,
    })
    const after = (await repository.findRequest(tx, id))!
    await recordAudit(tx, actor, {
      action: 'personal_data_request.updated',
      recordType: 'personal_data_request',
      recordId: id,
      before: { state: before.request.state, response: before.request.response },
      after: { state: after.request.state, response: after.request.response },
    })
    if (after.candidateEmail !== null) {
      await enqueueMail(
        deps.mail,
        composeRequestMail(
          'updated',
          after.request.locale,
          after.candidateEmail,
          after.request,
          deps.baseUrl + PRIVACY_SETTINGS_PATH,
        ),
        { tx },
      )
    }
    return { row: after, changed: true }
  })
  if (changed && deps.mail.config.smtpUrl) deps.mail.jobs.wake(MAIL_DELIVER_JOB)
  return toAdminWire(row)
}
