import {
  SCOUT_TEMPLATES_MAX,
  type ScoutTemplate,
  type ScoutTemplateBody,
  type ScoutTemplateType,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { withOrganisationLock } from '../candidate-records/candidate-records-repository.ts'
import * as repository from './scout-templates-repository.ts'

// A recruiter organisation's scout templates: every recruiter of it reads and edits them. The
// body's rules (the variables, triple braces) are the contract's, checked before this runs.

const templateNotFound = () => notFound('Scout template')

const toWire = (row: repository.ScoutTemplateRow): ScoutTemplate => ({
  id: row.id,
  template_type: row.templateType,
  name: row.name,
  mail_subject: row.mailSubject,
  body: row.body,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const valuesOf = (body: ScoutTemplateBody): repository.ScoutTemplateValues => ({
  templateType: body.template_type,
  name: body.name,
  mailSubject: body.mail_subject,
  body: body.body,
})

export async function listScoutTemplates(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  templateType?: ScoutTemplateType,
) {
  const rows = await repository.listScoutTemplates(db, organisationId, templateType)
  return { scout_templates: rows.map(toWire) }
}

export async function getScoutTemplate(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
): Promise<ScoutTemplate> {
  const row = await repository.findScoutTemplate(db, organisationId, id)
  if (!row) throw templateNotFound()
  return toWire(row)
}

/**
 * Creates a template, once per request key: the same `client_request_id` again answers the
 * template the first request made, even at the limit. Under the organisation's lock, so two
 * creates arriving together cannot both pass the limit or both use one key.
 */
export function createScoutTemplate(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  body: ScoutTemplateBody,
): Promise<CreateOutcome<ScoutTemplate>> {
  return withOrganisationLock(db, organisationId, async (tx) => {
    const clientRequestId = body.client_request_id ?? null
    if (clientRequestId !== null) {
      const existing = await repository.findScoutTemplateByRequest(
        tx,
        organisationId,
        clientRequestId,
      )
      if (existing) return { record: toWire(existing), created: false }
    }
    if ((await repository.countScoutTemplates(tx, organisationId)) >= SCOUT_TEMPLATES_MAX) {
      throw new AppError('validationFailed', 'The organisation has as many templates as allowed', [
        fieldIssue(['body', 'name'], VALIDATION_MESSAGES.scoutTemplateLimit, {
          max: SCOUT_TEMPLATES_MAX,
        }),
      ])
    }
    const row = await repository.insertScoutTemplate(tx, organisationId, {
      ...valuesOf(body),
      clientRequestId,
    })
    return { record: toWire(row), created: true }
  })
}

export async function updateScoutTemplate(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
  body: ScoutTemplateBody,
): Promise<ScoutTemplate> {
  const row = await repository.updateScoutTemplate(db, organisationId, id, valuesOf(body))
  if (!row) throw templateNotFound()
  return toWire(row)
}

export async function deleteScoutTemplate(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
): Promise<void> {
  if (!(await repository.deleteScoutTemplate(db, organisationId, id))) throw templateNotFound()
}
