import { ACCOUNT_TYPES, ROLE_TYPES } from '@kakehashi/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Database,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  organisations,
  seed,
  users,
  verifyPassword,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

async function snapshot() {
  const orgRows = await database.db.select().from(organisations).orderBy(organisations.id)
  const userRows = await database.db.select().from(users).orderBy(users.id)
  return { orgRows, userRows }
}

describe('seed', () => {
  it('is idempotent: a second run inserts and changes nothing', async () => {
    const started = performance.now()
    const first = await seed(database)
    const firstMs = performance.now() - started
    expect(first.insertedOrganisations).toBeGreaterThanOrEqual(4)
    expect(first.insertedUsers).toBeGreaterThanOrEqual(13)
    const before = await snapshot()

    const again = performance.now()
    const second = await seed(database)
    const secondMs = performance.now() - again
    expect(second).toEqual({ insertedOrganisations: 0, insertedUsers: 0 })
    expect(await snapshot()).toEqual(before)
    console.info(`seed: first run ${firstMs.toFixed(0)} ms, second ${secondMs.toFixed(0)} ms`)
  })

  it('creates companies and agent firms with Japanese and English names', async () => {
    const rows = await database.db.select().from(organisations)
    expect(rows.filter((o) => o.kind === 'company').length).toBeGreaterThanOrEqual(2)
    expect(rows.filter((o) => o.kind === 'agent').length).toBeGreaterThanOrEqual(2)
    for (const o of rows) {
      expect(o.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(o.nameEn).toBeTruthy()
    }
  })

  it('creates every role, account type and a trial recruiter, all with Japanese names', async () => {
    const rows = await database.db.select().from(users)
    for (const role of ROLE_TYPES) expect(rows.some((u) => u.roleType === role)).toBe(true)
    for (const type of ACCOUNT_TYPES) expect(rows.some((u) => u.accountType === type)).toBe(true)
    expect(rows.filter((u) => u.roleType === 'Candidate').length).toBeGreaterThanOrEqual(5)
    expect(rows.some((u) => u.roleType === 'CompanyUser' && u.accountType === 'master')).toBe(true)
    expect(rows.some((u) => u.roleType === 'CompanyUser' && u.accountType === 'normal')).toBe(true)
    expect(rows.some((u) => u.roleType === 'Agent' && u.accountType === 'master')).toBe(true)
    expect(rows.some((u) => u.roleType === 'Agent' && u.accountType === 'agent_company')).toBe(true)
    for (const u of rows) {
      expect(u.fullName).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(u.fullNameKana).toMatch(/^[\u3040-\u309f ]+$/)
    }

    const trial = rows.find((u) => u.trialRecruiter)!
    const master = rows.find(
      (u) => u.roleType === 'CompanyUser' && u.accountType === 'master' && !u.trialRecruiter,
    )!
    const normal = rows.find((u) => u.accountType === 'normal')!
    expect(master.permissions).toContain('candidates_download')
    expect(normal.permissions).not.toContain('candidates_download')
    expect(trial.permissions.length).toBeLessThan(normal.permissions.length)
    expect(trial.permissions).not.toContain('candidates_download')
  })

  it('offers a working demo login per role', async () => {
    const roles = new Set(DEMO_LOGINS.map((l) => l.role))
    for (const role of ROLE_TYPES) expect(roles.has(role)).toBe(true)
    for (const login of DEMO_LOGINS) {
      expect(login.password).toBe(DEMO_PASSWORD)
      const [user] = await database.db.select().from(users).where(eq(users.email, login.email))
      expect(user?.roleType).toBe(login.role)
    }
    const [first] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_LOGINS[0]!.email))
    expect(await verifyPassword(first!.passwordHash, DEMO_PASSWORD)).toBe(true)
    expect(await verifyPassword(first!.passwordHash, 'wrong-password')).toBe(false)
  })
})

describe('candidate demo data', () => {
  it('gives every demo candidate a profile and scouts, and runs a special scout week today', async () => {
    await seed(database)
    const { candidateProfiles, scouts, scoutCampaigns } = await import('../src/index.ts')
    const candidates = await database.db.select().from(users).where(eq(users.roleType, 'Candidate'))
    const profiles = await database.db.select().from(candidateProfiles)
    expect(profiles.map((profile) => profile.userId).sort()).toEqual(
      candidates.map((c) => c.id).sort(),
    )
    const demo = candidates.find((c) => c.email === 'candidate1@example.com')!
    expect(profiles.find((profile) => profile.userId === demo.id)).toMatchObject({
      registrationStep: 2,
      registrationFinishedAt: null,
    })
    const received = await database.db.select().from(scouts)
    for (const candidate of candidates) {
      const theirs = received.filter((scout) => scout.candidateUserId === candidate.id)
      expect(theirs.length).toBeGreaterThanOrEqual(3)
      expect(theirs.some((scout) => scout.isSpecial && scout.confirmedSalary !== null)).toBe(true)
    }
    const today = new Date().toISOString().slice(0, 10)
    const campaigns = await database.db.select().from(scoutCampaigns)
    expect(campaigns.some((c) => c.startsOn <= today && c.endsOn >= today)).toBe(true)
    const count = received.length
    await seed(database)
    expect(await database.db.select().from(scouts)).toHaveLength(count)
  })
})
