import os from 'node:os'
import path from 'node:path'
import { SESSION_COOKIE } from '@kakehashi/contracts'
import {
  createOrganisation,
  createUser,
  type Database,
  type DbOrTx,
  type Organisation,
  organisations,
  type User,
  type UserOverrides,
} from '@kakehashi/db'
import { createTestDatabase } from '@kakehashi/db/testing'
import { eq } from 'drizzle-orm'
import { onTestFinished } from 'vitest'
import { type App, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { createSessionFor } from '../src/modules/accounts/accounts-service.ts'

// Uploads of every test go under the system temp directory, never into the working tree.
const TEST_UPLOADS = path.join(os.tmpdir(), `kakehashi-test-uploads-${process.pid}`)

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    FILE_STORAGE_DIR: TEST_UPLOADS,
    ...overrides,
  })

/**
 * A fresh database and an app built on it, both closed when the test ends. Call it inside a
 * test: the closing is the test's own (a hook registered when this module is first imported
 * would run for the first test file only, since a worker imports its modules once).
 * `configure` may add routes before the app is ready (for failure paths no real route has).
 */
export async function createTestApp(
  options: { configure?: (app: App) => void; env?: Record<string, string> } = {},
): Promise<{ app: App; database: Database }> {
  const database = await createTestDatabase()
  let app: App | undefined
  onTestFinished(async () => {
    await app?.close()
    await database.close()
  })
  app = await buildApp(testConfig(options.env), { database, logger: false })
  options.configure?.(app)
  await app.ready()
  return { app, database }
}

/** A user made by the factories with a live session, ready to send as a bearer token or cookie. */
export interface SignedInUser {
  user: User
  token: string
  headers: { authorization: string }
  /** The session cookie as a `cookie` header value. */
  cookie: string
}

export async function startSession(db: DbOrTx, user: User): Promise<SignedInUser> {
  const token = await createSessionFor({ db }, user.id, null)
  return {
    user,
    token,
    headers: { authorization: `Bearer ${token}` },
    cookie: `${SESSION_COOKIE}=${token}`,
  }
}

/** A new candidate, signed in. */
export async function signInCandidate(db: DbOrTx, overrides: UserOverrides = {}) {
  return startSession(db, await createUser(db, { ...overrides, roleType: 'Candidate' }))
}

/**
 * A new recruiter of a company (or, with `roleType: 'Agent'`, of an agent firm), signed in. The
 * organisation is a new one unless `organisationId` names one; permissions follow the account
 * type and trial flag as the factories give them.
 */
export async function signInRecruiter(
  db: DbOrTx,
  overrides: UserOverrides & { roleType?: 'CompanyUser' | 'Agent' } = {},
): Promise<SignedInUser & { organisation: Organisation }> {
  const roleType = overrides.roleType ?? 'CompanyUser'
  const organisation =
    overrides.organisationId == null
      ? await createOrganisation(db, { kind: roleType === 'Agent' ? 'agent' : 'company' })
      : (
          await db
            .select()
            .from(organisations)
            .where(eq(organisations.id, overrides.organisationId))
        )[0]!
  const user = await createUser(db, { ...overrides, roleType, organisationId: organisation.id })
  return { ...(await startSession(db, user)), organisation }
}

/** A new administrator, signed in. */
export async function signInAdministrator(db: DbOrTx, overrides: UserOverrides = {}) {
  return startSession(db, await createUser(db, { ...overrides, roleType: 'Administrator' }))
}

/** A request as a client sends it: the status and the JSON answer (null for an empty one). */
export async function callApi(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  return { status: response.statusCode, body: response.body ? response.json() : null }
}

/** A 422 answer's field problems by dotted path (`body.title`), as a form shows them. */
export const issuesOf = (body: { error: { issues: { path: string[]; message: string }[] } }) =>
  Object.fromEntries(body.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
