import { SCOUT_BULK_MAX, type ScoutBulkResult } from '@kakehashi/contracts'
import {
  buildUser,
  createCompany,
  createContract,
  createJobInfo,
  createOrganisation,
  createUser,
  type Database,
  scoutSendRequests,
  scouts,
  users,
} from '@kakehashi/db'
import { createServerTestDatabase } from '@kakehashi/db/testing'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createSessionFor } from '../src/modules/accounts/accounts-service.ts'
import { startApiProcess } from './support/api-process.ts'

// A bulk send is one transaction: the server killed (SIGKILL) in the middle of one leaves every
// candidate with the scout or none of them with it, and the same request sent again to the
// restarted server sends the rest once, or answers the outcome the first had committed. The
// server runs as a process of its own on a PostgreSQL database this test reads beside it.

const BULK = '/api/v3/client/scouts/bulk_create'

/** Runs on a PostgreSQL server only: the embedded database takes no second process. */
const onServer = process.env.TEST_DATABASE_ENGINE === 'postgres'

/** A database the server process can open too, dropped when the test ends. */
async function serverDatabase(): Promise<{ database: Database; url: string }> {
  const created = await createServerTestDatabase()
  onTestFinished(() => created.database.close())
  return created
}

/** A recruiter with a session, a running contract and an open job; 500 candidates. */
async function prepareSend(database: Database) {
  const { db } = database
  const organisation = await createOrganisation(db, { kind: 'company' })
  const company = await createCompany(db, { organisationId: organisation.id })
  await createContract(db, organisation.id)
  const job = await createJobInfo(db, {
    organisationId: organisation.id,
    companyId: company.id,
    title: '経理マネージャー',
  })
  const recruiter = await createUser(db, {
    roleType: 'CompanyUser',
    organisationId: organisation.id,
  })
  const token = await createSessionFor({ db }, recruiter.id, null)
  const candidateIds = (
    await db
      .insert(users)
      .values(Array.from({ length: SCOUT_BULK_MAX }, () => buildUser({ roleType: 'Candidate' })))
      .returning({ id: users.id })
  ).map((row) => row.id)
  const body = {
    job_info_id: job.id,
    title: '経理マネージャーのご案内',
    body: '{{job_seeker_name}}様\nご経歴を拝見しご連絡しました。',
    client_request_id: `fault-${organisation.id}-${Date.now()}`,
    candidate_ids: candidateIds,
  }
  return { organisationId: organisation.id, token, candidateIds, body }
}

type Send = Awaited<ReturnType<typeof prepareSend>>

/** Sends the bulk request; the status and the answer (an error's body when not 2xx). */
async function sendBulk(baseUrl: string, send: Send) {
  const response = await fetch(baseUrl + BULK, {
    method: 'POST',
    headers: { authorization: `Bearer ${send.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(send.body),
  })
  return { status: response.status, body: (await response.json()) as ScoutBulkResult }
}

/**
 * The bulk request, sent to a server about to be killed: `answer` settles with the answer or
 * the broken connection's error. `failIfAnswered(status)` throws once it has answered, unless
 * with `status`: a wait for the send to reach the database then fails at once, saying why.
 */
function sendBulkInFlight(baseUrl: string, send: Send) {
  let settled: Awaited<ReturnType<typeof sendBulk>> | Error | undefined
  const answer = sendBulk(baseUrl, send).then(
    (result) => (settled = result),
    (error: Error) => (settled = error),
  )
  const failIfAnswered = (status?: number) => {
    if (settled instanceof Error) throw settled
    if (settled && settled.status !== status) {
      throw new Error(`The send answered ${settled.status}: ${JSON.stringify(settled.body)}`)
    }
  }
  return { answer, failIfAnswered }
}

/** How many of the organisation's scouts each asked candidate holds (0 for none). */
async function scoutsPerCandidate(database: Database, send: Send): Promise<number[]> {
  const rows = await database.db
    .select({ candidateId: scouts.candidateUserId, held: count() })
    .from(scouts)
    .where(
      and(
        eq(scouts.organisationId, send.organisationId),
        inArray(scouts.candidateUserId, send.candidateIds),
      ),
    )
    .groupBy(scouts.candidateUserId)
  const held = new Map(rows.map((row) => [row.candidateId, Number(row.held)]))
  return send.candidateIds.map((id) => held.get(id) ?? 0)
}

async function keptOutcome(database: Database, send: Send) {
  const [row] = await database.db
    .select({ outcome: scoutSendRequests.outcome })
    .from(scoutSendRequests)
    .where(
      and(
        eq(scoutSendRequests.organisationId, send.organisationId),
        eq(scoutSendRequests.clientRequestId, send.body.client_request_id),
      ),
    )
  return row?.outcome ?? null
}

/** Polls `probe` every few milliseconds until it answers something, for at most `ms`. */
async function waitFor<T>(what: string, probe: () => Promise<T | null>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = await probe()
    if (found !== null) return found
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

/** The session waiting on a lock the session `holder` holds, by its process id. */
async function sessionWaitingOn(database: Database, holder: number): Promise<number | null> {
  const { rows } = await database.executeSql(
    'select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
    [holder],
  )
  return rows[0] ? Number(rows[0].pid) : null
}

async function sessionGone(database: Database, pid: number): Promise<true | null> {
  const { rows } = await database.executeSql('select 1 from pg_stat_activity where pid = $1', [pid])
  return rows.length === 0 ? true : null
}

/** Every candidate holds exactly one of the organisation's scouts, or every one holds none. */
function expectAllOrNone(held: number[]) {
  expect(held.every((n) => n <= 1)).toBe(true)
  expect(new Set(held).size).toBe(1)
}

/**
 * Holds the candidate's row in a transaction of the test's own until `release` is called: a
 * statement inserting a scout for them waits in its foreign key check, which PostgreSQL runs
 * once the statement has written all its rows. `holder` is the holding session's process id.
 */
async function holdCandidateRow(database: Database, candidateId: number) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = (_pid: number) => {}
  const holder = new Promise<number>((resolve) => {
    held = resolve
  })
  const holding = database.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, candidateId)).for('update')
    const [session] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows
    held(Number(session?.pid))
    await released
  })
  const end = async () => {
    release()
    await holding
  }
  onTestFinished(end)
  return { holder: await holder, release: end }
}

/** Sends the same request twice more: each answers the outcome of the first that committed. */
async function expectRetriesChangeNothing(baseUrl: string, database: Database, send: Send) {
  const answers = [await sendBulk(baseUrl, send), await sendBulk(baseUrl, send)]
  const kept = await keptOutcome(database, send)
  for (const answer of answers) {
    expect(answer.status).toBe(200)
    expect(answer.body.results).toEqual(kept)
  }
  expect(await scoutsPerCandidate(database, send)).toEqual(send.candidateIds.map(() => 1))
}

describe.skipIf(!onServer)('a bulk send cut short by the server being killed', () => {
  // One kill cuts two sends short: one inside its transaction, one just after its commit (two
  // organisations, so neither waits for the other's lock). Starting the API takes seconds, the
  // sends a fraction of one; the time allowed leaves room for a runner whose other test files
  // keep both cores busy.
  it('leaves each candidate one scout or none, and the retry completes it without a second', {
    timeout: 120_000,
  }, async () => {
    const { database, url } = await serverDatabase()
    const insideTransaction = await prepareSend(database)
    const afterCommit = await prepareSend(database)
    const first = await startApiProcess(url)

    // The first send waits on its last candidate's row, which the test holds, so the kill lands
    // inside its transaction after all 500 scouts are written and before its outcome is, every
    // time; the second has committed when the kill lands, its answer sent or not.
    const row = await holdCandidateRow(database, insideTransaction.candidateIds.at(-1)!)
    const cutShort = sendBulkInFlight(first.baseUrl, insideTransaction)
    const committed = sendBulkInFlight(first.baseUrl, afterCommit)
    const sendSession = await waitFor('the first send to wait on the held row', () => {
      cutShort.failIfAnswered()
      return sessionWaitingOn(database, row.holder)
    })
    await waitFor('the second send to commit', () => {
      committed.failIfAnswered(201)
      return keptOutcome(database, afterCommit)
    })
    await first.stop('SIGKILL')
    expect(await cutShort.answer).toBeInstanceOf(Error)
    await committed.answer
    const restarted = startApiProcess(url)

    // The killed server's session runs to the end of its statement once the row is free, finds
    // its client gone and rolls back.
    await row.release()
    await waitFor('the killed server’s session to end', () => sessionGone(database, sendSession))
    const cutShortHeld = await scoutsPerCandidate(database, insideTransaction)
    expectAllOrNone(cutShortHeld)
    expect(cutShortHeld[0]).toBe(0)
    expect(await keptOutcome(database, insideTransaction)).toBeNull()
    const committedHeld = await scoutsPerCandidate(database, afterCommit)
    expectAllOrNone(committedHeld)
    expect(committedHeld[0]).toBe(1)

    // The same requests to the restarted server: the first is sent whole, once; the second
    // answers the outcome it committed and sends nothing.
    const second = await restarted
    const retried = await sendBulk(second.baseUrl, insideTransaction)
    expect(retried.status, second.output()).toBe(201)
    expect(retried.body.sent_count).toBe(SCOUT_BULK_MAX)
    expect(retried.body.skipped_count).toBe(0)
    expect(await scoutsPerCandidate(database, insideTransaction)).toEqual(
      insideTransaction.candidateIds.map(() => 1),
    )
    await expectRetriesChangeNothing(second.baseUrl, database, insideTransaction)
    await expectRetriesChangeNothing(second.baseUrl, database, afterCommit)

    const [total] = await database.db.select({ n: count() }).from(scouts)
    expect(total?.n).toBe(2 * SCOUT_BULK_MAX)
  })
})
