import SwaggerParser from '@apidevtools/swagger-parser'
import type { OpenAPI } from 'openapi-types'
import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers.ts'

describe('OpenAPI document', () => {
  it('is served, valid OpenAPI 3 and describes every public route', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/v3/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as OpenAPI.Document & { openapi: string; paths: object }
    expect(document.openapi).toMatch(/^3\./)

    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy()

    const health = (document.paths as Record<string, { get?: { responses?: object } }>)[
      '/api/v3/health'
    ]
    expect(health?.get?.responses).toHaveProperty('200')
    expect(JSON.stringify(health)).toContain('#/components/schemas/Health')
    // Wire format is snake_case, and the document says so.
    const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components
      ?.schemas
    expect(schemas?.Health).toMatchObject({ properties: { uptime_seconds: { type: 'integer' } } })
    expect(schemas).toHaveProperty('ErrorBody')
  })
})
