import { API_PREFIX } from '@kakehashi/contracts'
import { createOrganisation, createUser, TRIAL_PERMISSIONS } from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import { createSessionFor } from '../src/modules/accounts/accounts-service.ts'
import { type Access, MissingAccessDeclarationError } from '../src/plugins/access.ts'
import { createTestApp } from './helpers.ts'

/** Fills route parameters with a plausible numeric id so every route can be called. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'anything')
}

type Caller =
  | 'anonymous'
  | 'candidate'
  | 'recruiterA'
  | 'recruiterB'
  | 'trialRecruiter'
  | 'administrator'

const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, string> = {
  candidate: 'Candidate',
  recruiterA: 'Recruiter',
  recruiterB: 'Recruiter',
  trialRecruiter: 'Recruiter',
  administrator: 'Administrator',
}

/** 401 for anonymous callers of protected routes, 403 for the wrong kind of caller. */
function expectedRefusal(
  access: Access,
  caller: Caller,
  trialPermissions: Set<string>,
): 401 | 403 | 'allowed' {
  if (access.kind === 'public') return 'allowed'
  if (caller === 'anonymous') return 401
  const role = ROLE_OF[caller]
  switch (access.kind) {
    case 'signedIn':
      return 'allowed'
    case 'candidate':
      return role === 'Candidate' ? 'allowed' : 403
    case 'administrator':
      return role === 'Administrator' ? 'allowed' : 403
    case 'recruiter':
      if (role !== 'Recruiter') return 403
      if (
        caller === 'trialRecruiter' &&
        access.permission &&
        !trialPermissions.has(access.permission)
      ) {
        return 403
      }
      return 'allowed'
  }
}

describe('access declarations', () => {
  it('refuses to start with an API route that declares no access', async () => {
    await expect(
      createTestApp({
        configure(app) {
          app.get(`${API_PREFIX}/undeclared`, async () => ({ ok: true }))
        },
      }),
    ).rejects.toBeInstanceOf(MissingAccessDeclarationError)
  })

  it('lists every API route with its access', async () => {
    const { app } = await createTestApp()
    const listed = app.apiRoutes.map((route) => `${route.method} ${route.url}`)
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/v3/health',
        'GET /api/v3/health/database',
        'GET /api/v3/openapi.json',
      ]),
    )
    expect(app.apiRoutes.every((route) => route.access !== undefined)).toBe(true)
  })

  it('serves the reference lists to anyone', async () => {
    const { app } = await createTestApp()
    const accessOf = (path: string) =>
      app.apiRoutes.find((route) => route.method === 'GET' && route.url === `${API_PREFIX}${path}`)
        ?.access.kind
    for (const path of [
      '/industries',
      '/languages',
      '/major_types',
      '/prefectures',
      '/certifications',
      '/universities/suggest',
    ]) {
      expect(accessOf(path), path).toBe('public')
    }
  })

  // The access matrix: every registered route called by every kind of caller, one caller a test
  // so each has its own time.
  const CALLERS: Caller[] = [
    'anonymous',
    'candidate',
    'recruiterA',
    'recruiterB',
    'trialRecruiter',
    'administrator',
  ]
  it.each(CALLERS)('answers %s as each route declares', async (caller) => {
    const { app, database } = await createTestApp()
    const { db } = database
    const orgA = await createOrganisation(db, { kind: 'company' })
    const orgB = await createOrganisation(db, { kind: 'agent' })
    const makers: Record<Caller, () => Promise<number | null>> = {
      anonymous: async () => null,
      candidate: async () => (await createUser(db, { roleType: 'Candidate' })).id,
      recruiterA: async () =>
        (await createUser(db, { roleType: 'CompanyUser', organisationId: orgA.id })).id,
      recruiterB: async () =>
        (await createUser(db, { roleType: 'Agent', organisationId: orgB.id })).id,
      trialRecruiter: async () =>
        (
          await createUser(db, {
            roleType: 'CompanyUser',
            organisationId: orgA.id,
            accountType: 'normal',
            trialRecruiter: true,
          })
        ).id,
      administrator: async () => (await createUser(db, { roleType: 'Administrator' })).id,
    }
    const userId = await makers[caller]()
    const trialPermissions = new Set<string>(TRIAL_PERMISSIONS)
    const newSession = async () =>
      userId === null ? null : `Bearer ${await createSessionFor({ db }, userId, null)}`
    let authorization = await newSession()

    const failures: string[] = []
    for (const route of app.apiRoutes) {
      const hasBody = !['GET', 'DELETE'].includes(route.method)
      const response = await app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: authorization ? { authorization } : {},
        ...(hasBody ? { payload: {} } : {}),
      })
      // Signing out ends the session it is called with: the next route gets a new one.
      if (route.method === 'DELETE' && route.url.endsWith('/sessions')) {
        authorization = await newSession()
      }
      const expected = expectedRefusal(route.access, caller, trialPermissions)
      const actual =
        response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 'allowed'
      if (actual !== expected) {
        failures.push(`${route.method} ${route.url} as ${caller}: ${actual}, expected ${expected}`)
      }
    }
    expect(failures).toEqual([])
  })
})
