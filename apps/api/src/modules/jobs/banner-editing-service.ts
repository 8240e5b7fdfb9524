import {
  type AdminBanner,
  type AdminBannerBody,
  splitTriggerWords,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@kakehashi/contracts'
import { bannerTriggers, comparableWords, type DbOrTx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { readPage } from '../../lib/paging.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import * as repository from './banner-editing-repository.ts'

// Banner jobs as administrators place them (decision 022). Trigger words are kept as typed for
// this page and normalised like search text for the searches that show the banner.

function toWire(row: repository.BannerRow): AdminBanner {
  return {
    id: row.id,
    job_info_id: row.jobInfoId,
    job_title: row.jobTitle,
    is_shown: row.isShown,
    transaction_id: row.transactionId,
    trigger_words: row.triggerPhrases,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function listBanners(
  db: DbOrTx,
  query: { keyword?: string | undefined; page: number; per: number },
) {
  const words = comparableWords(query.keyword ?? '')
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listBanners(db, words, window),
    count: () => repository.countBanners(db, words),
  })
  return { banner_job_infos: rows.map(toWire), pagination }
}

async function readBanner(db: DbOrTx, id: number) {
  const row = await repository.findBanner(db, id)
  if (!row) throw notFound('Banner job')
  return toWire(row)
}

const refused = (field: keyof AdminBannerBody, message: ValidationMessageKey, hint: string) =>
  new AppError('validationFailed', hint, [fieldIssue(['body', field], message)])

async function valuesOf(db: DbOrTx, body: AdminBannerBody): Promise<repository.BannerValues> {
  if (!(await repository.jobExists(db, body.job_info_id))) {
    throw refused('job_info_id', VALIDATION_MESSAGES.invalid, 'Unknown job')
  }
  const triggers = bannerTriggers(splitTriggerWords(body.trigger_words))
  if (triggers.triggerWords.length === 0) {
    throw refused('trigger_words', VALIDATION_MESSAGES.required, 'No word is left')
  }
  return {
    jobInfoId: body.job_info_id,
    transactionId: body.transaction_id,
    ...triggers,
    position: body.position,
  }
}

/** A transaction id names one placement: a second banner under it is refused on its field. */
async function refusingTakenTransaction<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw refused('transaction_id', VALIDATION_MESSAGES.transactionIdTaken, 'Taken')
    }
    throw error
  }
}

export async function createBanner(db: DbOrTx, actor: AuditActor, body: AdminBannerBody) {
  return refusingTakenTransaction(() =>
    db.transaction(async (tx) => {
      const id = await repository.insertBanner(tx, await valuesOf(tx, body))
      const created = await readBanner(tx, id)
      await recordAudit(tx, actor, {
        action: 'banner.created',
        recordType: 'banner',
        recordId: id,
        after: created,
      })
      return created
    }),
  )
}

export async function updateBanner(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminBannerBody,
) {
  return refusingTakenTransaction(() =>
    db.transaction(async (tx) => {
      const before = await readBanner(tx, id)
      await repository.updateBanner(tx, id, await valuesOf(tx, body))
      const after = await readBanner(tx, id)
      await recordAudit(tx, actor, {
        action: 'banner.updated',
        recordType: 'banner',
        recordId: id,
        before,
        after,
      })
      return after
    }),
  )
}

export async function deleteBanner(db: DbOrTx, actor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await readBanner(tx, id)
    await repository.deleteBanner(tx, id)
    await recordAudit(tx, actor, {
      action: 'banner.deleted',
      recordType: 'banner',
      recordId: id,
      before,
    })
  })
}
