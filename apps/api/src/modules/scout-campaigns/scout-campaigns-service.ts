import {
  type AdminScoutCampaign,
  type AdminScoutCampaignBody,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import * as repository from './scout-campaigns-repository.ts'

// The Special Scout Weeks as administrators open and change them (decision 022). Weeks never
// overlap, so candidates and recruiters always see one week at a time.

function toWire(row: repository.CampaignRow): AdminScoutCampaign {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    high_salary_threshold: row.highSalaryThreshold,
    state: row.hasEnded ? 'ended' : row.hasStarted ? 'running' : 'upcoming',
    joined_count: row.joinedCount,
  }
}

const valuesOf = (body: AdminScoutCampaignBody): repository.CampaignValues => ({
  name: body.name,
  nameEn: body.name_en.trim() || null,
  startsOn: body.starts_on,
  endsOn: body.ends_on,
  highSalaryThreshold: body.high_salary_threshold,
})

async function refuseOverlap(db: DbOrTx, body: AdminScoutCampaignBody, exceptId?: number) {
  await repository.lockCampaignPeriods(db)
  const period = { startsOn: body.starts_on, endsOn: body.ends_on }
  if (await repository.overlapsAnotherCampaign(db, period, exceptId)) {
    throw new AppError('validationFailed', 'The period overlaps another week', [
      fieldIssue(['body', 'starts_on'], VALIDATION_MESSAGES.periodOverlap),
    ])
  }
}

export async function listCampaigns(db: DbOrTx) {
  return { scout_campaigns: (await repository.listCampaigns(db)).map(toWire) }
}

export async function createCampaign(
  db: DbOrTx,
  actor: AuditActor,
  body: AdminScoutCampaignBody,
): Promise<AdminScoutCampaign> {
  return db.transaction(async (tx) => {
    await refuseOverlap(tx, body)
    const id = await repository.insertCampaign(tx, valuesOf(body))
    const created = toWire((await repository.findCampaign(tx, id))!)
    await recordAudit(tx, actor, {
      action: 'scout_campaign.created',
      recordType: 'scout_campaign',
      recordId: id,
      after: created,
    })
    return created
  })
}

export async function updateCampaign(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminScoutCampaignBody,
): Promise<AdminScoutCampaign> {
  return db.transaction(async (tx) => {
    const found = await repository.findCampaign(tx, id)
    if (!found) throw notFound('Scout campaign')
    await refuseOverlap(tx, body, id)
    await repository.updateCampaign(tx, id, valuesOf(body))
    const updated = toWire((await repository.findCampaign(tx, id))!)
    await recordAudit(tx, actor, {
      action: 'scout_campaign.updated',
      recordType: 'scout_campaign',
      recordId: id,
      before: toWire(found),
      after: updated,
    })
    return updated
  })
}
