import {
  candidateExports,
  candidateNotes,
  createCandidate,
  createContract,
  createMatch,
  createScout,
  type DbOrTx,
  mailOutbox,
  notifications,
} from '@kakehashi/db'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createFileStorage } from '../src/lib/file-storage.ts'
import {
  deleteExpiredExportFiles,
  writeCandidateExport,
} from '../src/modules/candidate-exports/candidate-export-job.ts'
import { callApi, createTestApp, signInAdministrator, signInRecruiter } from './helpers.ts'

const EXPORTS = '/api/v3/client/candidates_export_results'
const REFUSAL =
  'Download is not available for this account. Please check with your administrative account holder.'

/** An organisation with a contract that allows downloads, and its master recruiter. */
async function organisationWithMaster(db: DbOrTx) {
  const master = await signInRecruiter(db)
  await createContract(db, master.organisation.id, { downloadPermitted: true })
  return master
}

/** A candidate matched with the organisation through a scout sent by `senderUserId`. */
async function matchedCandidate(
  db: DbOrTx,
  organisationId: number,
  senderUserId: number,
  fullName: string,
) {
  const candidate = await createCandidate(db, {
    user: { fullName, email: `${fullName.replace(/\s/g, '')}.${Date.now()}@example.jp` },
    profile: { phone: '09012345678', birthDate: '1990-04-01' },
  })
  const scout = await createScout(db, candidate.id, {
    organisationId,
    senderUserId,
    repliedAt: new Date(),
    selectionStatus: 'interviewed',
  })
  await createMatch(db, organisationId, candidate.id, scout.id)
  return candidate
}

/** Runs the export's job here; the app's own worker may take it first. */
async function written(app: App, exportId: number) {
  const storage = createFileStorage(app.config.fileStorage)
  const deps = { config: app.config, database: app.database, jobs: app.jobs, storage }
  await writeCandidateExport(deps, exportId)
  const deadline = Date.now() + 10_000
  for (;;) {
    const [row] = await app.database.db
      .select()
      .from(candidateExports)
      .where(eq(candidateExports.id, exportId))
    if (row?.state === 'done' || Date.now() > deadline) return row
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the CSV export of matched candidates', () => {
  it('writes the matched candidates as Excel reads them, tells the requester and records who exported how many', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const master = await organisationWithMaster(db)
    const organisationId = master.organisation.id
    const hanako = await matchedCandidate(db, organisationId, master.user.id, '山田 花子')
    await matchedCandidate(db, organisationId, master.user.id, '佐藤 次郎')
    await db.insert(candidateNotes).values({
      organisationId,
      candidateUserId: hanako.id,
      authorUserId: master.user.id,
      body: '=HYPERLINK("https://evil.example","click")',
    })
    // Scouted but not matched, and matched with another organisation: not in the file.
    const unmatched = await createCandidate(db, { user: { fullName: '鈴木 三郎' } })
    await createScout(db, unmatched.id, { organisationId, senderUserId: master.user.id })
    const other = await organisationWithMaster(db)
    await matchedCandidate(db, other.organisation.id, other.user.id, '高橋 四郎')

    const asked = await callApi(app, 'POST', EXPORTS, master.headers, {
      client_request_id: 'export-request-0001',
    })
    expect(asked.status).toBe(201)
    expect(asked.body).toMatchObject({ state: 'queued', is_downloadable: false })
    // A retried request answers the same export and asks for no second file.
    const again = await callApi(app, 'POST', EXPORTS, master.headers, {
      client_request_id: 'export-request-0001',
    })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(asked.body.id)

    const record = await written(app, asked.body.id)
    expect(record).toMatchObject({ state: 'done', totalRows: 2, rowsWritten: 2 })

    const list = await callApi(app, 'GET', EXPORTS, master.headers)
    expect(list.body.can_export).toBe(true)
    expect(list.body.pagination.total_count).toBe(1)
    expect(list.body.candidates_export_results[0]).toMatchObject({
      id: asked.body.id,
      state: 'done',
      total_rows: 2,
      is_downloadable: true,
    })

    const file = await app.inject({
      method: 'GET',
      url: `${EXPORTS}/${asked.body.id}/file`,
      headers: master.headers,
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('text/csv')
    expect(file.headers['content-disposition']).toContain('attachment')
    const bytes = file.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    const lines = text.split('\r\n').filter(Boolean)
    expect(lines[0]).toContain('氏名')
    expect(lines[0]).toContain('メールアドレス')
    expect(lines).toHaveLength(3)
    expect(text).toContain('山田 花子')
    expect(text).toContain('佐藤 次郎')
    expect(text).toContain('09012345678')
    expect(text).toContain('面談・面接済み')
    expect(text).not.toContain('鈴木 三郎')
    expect(text).not.toContain('高橋 四郎')
    // The note arrives as text: a leading apostrophe, never a formula.
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`)

    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, master.user.id), eq(notifications.kind, 'export_ready')))
    expect(notice).toMatchObject({ params: { count: 2 }, linkPath: '/client/scouts/download' })
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, master.user.email))
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('候補者データ（2件）のダウンロードの準備ができました'),
    ])
    // The organisation's administrator reads who exported how many in the audit trail.
    const administrator = await signInAdministrator(db)
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=candidate_export&record_id=${asked.body.id}`,
      administrator.headers,
    )
    expect(trail.status).toBe(200)
    expect(
      trail.body.audit_events.map(
        (entry: { action: string; actor: { id: number }; after: unknown }) => [
          entry.action,
          entry.actor.id,
          entry.after,
        ],
      ),
    ).toEqual([
      ['candidate_export.downloaded', master.user.id, { rows: 2 }],
      ['candidate_export.written', master.user.id, { rows: 2, file_bytes: bytes.length }],
    ])
  })

  it('refuses an account without the download permission, with the message of spec section 6', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const master = await organisationWithMaster(db)
    const normal = await signInRecruiter(db, {
      organisationId: master.organisation.id,
      accountType: 'normal',
    })
    const refused = await callApi(app, 'POST', EXPORTS, normal.headers, {
      client_request_id: 'export-request-0002',
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      error: { code: 'downloadNotAvailable', message: REFUSAL },
    })
    expect((await callApi(app, 'GET', EXPORTS, normal.headers)).body.can_export).toBe(false)

    // A contract without downloads refuses even the master.
    const closed = await signInRecruiter(db)
    await createContract(db, closed.organisation.id, { downloadPermitted: false })
    expect(
      (
        await callApi(app, 'POST', EXPORTS, closed.headers, {
          client_request_id: 'export-request-0003',
        })
      ).status,
    ).toBe(403)
  })

  it("answers 404 for another organisation's export, and for one not yet written", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const master = await organisationWithMaster(db)
    const asked = await callApi(app, 'POST', EXPORTS, master.headers, {
      client_request_id: 'export-request-0004',
    })
    const other = await organisationWithMaster(db)
    const foreign = await app.inject({
      method: 'GET',
      url: `${EXPORTS}/${asked.body.id}/file`,
      headers: other.headers,
    })
    expect(foreign.statusCode).toBe(404)
    expect(
      (await callApi(app, 'GET', EXPORTS, other.headers)).body.candidates_export_results,
    ).toEqual([])
  })

  it('deletes a file after its 7 days and lists the export as expired, without a download', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const master = await organisationWithMaster(db)
    await matchedCandidate(db, master.organisation.id, master.user.id, '山田 花子')
    const asked = await callApi(app, 'POST', EXPORTS, master.headers, {
      client_request_id: 'export-request-0005',
    })
    const record = await written(app, asked.body.id)
    const storage = createFileStorage(app.config.fileStorage)
    expect(await storage.get(record!.fileKey!)).not.toBeNull()

    // Still within its days: kept.
    expect(await deleteExpiredExportFiles({ database, storage })).toBe(0)
    await db
      .update(candidateExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateExports.id, asked.body.id))
    expect(await deleteExpiredExportFiles({ database, storage })).toBe(1)
    expect(await storage.get(record!.fileKey!)).toBeNull()

    const list = await callApi(app, 'GET', EXPORTS, master.headers)
    expect(list.body.candidates_export_results[0]).toMatchObject({
      state: 'done',
      is_downloadable: false,
    })
    const file = await app.inject({
      method: 'GET',
      url: `${EXPORTS}/${asked.body.id}/file`,
      headers: master.headers,
    })
    expect(file.statusCode).toBe(404)
  })
})
