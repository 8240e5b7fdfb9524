import { createCompany } from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import { parseQueryString } from '../src/lib/query-string.ts'
import { createTestApp } from './helpers.ts'

describe('query strings', () => {
  it('reads a list given repeated, bracketed or mixed', () => {
    expect(parseQueryString('ids=1&ids=2')).toEqual({ ids: ['1', '2'] })
    expect(parseQueryString('ids[]=1&ids[]=2')).toEqual({ ids: ['1', '2'] })
    expect(parseQueryString('ids[]=1')).toEqual({ ids: ['1'] })
    expect(parseQueryString('ids=1&ids[]=2&keyword=%E5%96%B6%E6%A5%AD')).toEqual({
      ids: ['1', '2'],
      keyword: '営業',
    })
  })

  it('lets an API client filter by a bracketed id list', async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db, {
      name: '株式会社ブラケット',
      prefectureId: 13,
    })
    await createCompany(database.db, { name: '株式会社オオサカ', prefectureId: 27 })
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/companies?prefecture_ids[]=13',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().companies.map((item: { id: number }) => item.id)).toEqual([company.id])
  })
})
