import { API_PREFIX } from '@kakehashi/contracts'
import { describe, expect, it } from 'vitest'
import { MissingAccessDeclarationError } from '../src/plugins/access.ts'
import { createTestApp } from './helpers.ts'

/** Fills route parameters with a plausible numeric id so every route can be called. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'anything')
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

  // The anonymous column of the access matrix: later capabilities add the signed-in columns.
  it('lets anonymous callers reach public routes only', async () => {
    const { app } = await createTestApp()
    for (const route of app.apiRoutes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
      })
      const label = `${route.method} ${route.url}`
      if (route.access.kind === 'public') {
        expect(response.statusCode, label).not.toBe(401)
      } else {
        expect(response.statusCode, label).toBe(401)
      }
    }
  })
})
