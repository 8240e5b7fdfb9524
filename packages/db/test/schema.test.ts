import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createOrganisation,
  createUser,
  type Database,
  organisations,
  users,
  verifyPassword,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database

beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  await database.close()
})

describe('migrations', () => {
  it('create the foundation tables and the pg_trgm extension', async () => {
    const tables = await database.executeSql(
      `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['organisations', 'users']),
    )
    const ext = await database.executeSql(`select 1 from pg_extension where extname = 'pg_trgm'`)
    expect(ext.rows).toHaveLength(1)
    const similarity = await database.executeSql(`select similarity('kakehashi', 'kakehasi') as s`)
    expect(similarity.rows[0].s).toBeGreaterThan(0.5)
  })

  it('gives each test an empty database of its own', async () => {
    expect(await database.db.$count(users)).toBe(0)
    expect(await database.db.$count(organisations)).toBe(0)
    expect(await database.ping()).toBe(true)
  })
})

describe('users constraints', () => {
  it('returns ids as numbers and defaults permissions and trial flag', async () => {
    const user = await createUser(database.db)
    expect(typeof user.id).toBe('number')
    expect(user.permissions).toEqual([])
    expect(user.trialRecruiter).toBe(false)
    expect(user.createdAt).toBeInstanceOf(Date)
  })

  it('refuses a recruiter without organisation or account type', async () => {
    await expect(
      database.executeSql(
        `insert into users (email, role_type, full_name, account_type) values ('a@example.com', 'CompanyUser', '山田 太郎', 'master')`,
      ),
    ).rejects.toThrow(/users_recruiter_has_organisation/)
    const org = await createOrganisation(database.db)
    await expect(
      database.executeSql(
        `insert into users (email, role_type, full_name, organisation_id) values ('a@example.com', 'CompanyUser', '山田 太郎', $1)`,
        [org.id],
      ),
    ).rejects.toThrow(/users_account_type_iff_recruiter/)
  })

  it('refuses an account type on a candidate, an upper-case e-mail and a duplicate e-mail', async () => {
    await expect(
      database.executeSql(
        `insert into users (email, role_type, full_name, account_type) values ('a@example.com', 'Candidate', '山田 太郎', 'normal')`,
      ),
    ).rejects.toThrow(/users_account_type_iff_recruiter/)
    await expect(
      database.executeSql(
        `insert into users (email, role_type, full_name) values ('A@example.com', 'Candidate', '山田 太郎')`,
      ),
    ).rejects.toThrow(/users_email_lower_case/)
    await createUser(database.db, { email: 'same@example.com' })
    await expect(createUser(database.db, { email: 'SAME@example.com' })).rejects.toThrow()
  })

  it('keeps a failed transaction from leaking writes', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await createOrganisation(tx, { name: '株式会社ロールバック' })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const rows = await database.db
      .select()
      .from(organisations)
      .where(sql`name = '株式会社ロールバック'`)
    expect(rows).toHaveLength(0)
  })
})

describe('factories', () => {
  it('give a recruiter an organisation of the right kind and default permissions', async () => {
    const agent = await createUser(database.db, { roleType: 'Agent', password: 'password-123' })
    const [org] = await database.db
      .select()
      .from(organisations)
      .where(sql`id = ${agent.organisationId}`)
    expect(org?.kind).toBe('agent')
    expect(agent.accountType).toBe('master')
    expect(agent.permissions).toContain('candidates_download')
    expect(await verifyPassword(agent.passwordHash, 'password-123')).toBe(true)

    const normal = await createUser(database.db, {
      roleType: 'CompanyUser',
      accountType: 'normal',
      organisationId: agent.organisationId,
    })
    expect(normal.permissions).not.toContain('candidates_download')
    const trial = await createUser(database.db, { roleType: 'CompanyUser', trialRecruiter: true })
    expect(trial.permissions).not.toContain('reports')
  })

  it('build Japanese names and unique lower-case e-mails', async () => {
    const a = await createUser(database.db)
    const b = await createUser(database.db, { email: 'Mixed.Case@Example.com' })
    expect(a.fullName).toMatch(/^[\u4e00-\u9fff\u3040-\u309f]+ [\u4e00-\u9fff\u3040-\u309f]+$/)
    expect(a.fullNameKana).toMatch(/^[\u3040-\u309f]+ [\u3040-\u309f]+$/)
    expect(a.email).not.toBe(b.email)
    expect(b.email).toBe('mixed.case@example.com')
  })
})
