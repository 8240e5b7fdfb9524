import { describe, expect, it } from 'vitest'
import { buildPagination, idListQuerySchema, pageQuerySchema } from '../src/pagination.ts'

describe('pagination', () => {
  it('describes the first, a middle and the last page', () => {
    expect(buildPagination(1, 20, 45)).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 3,
      total_count: 45,
    })
    expect(buildPagination(2, 20, 45)).toMatchObject({ next_page: 3, prev_page: 1 })
    expect(buildPagination(3, 20, 45)).toMatchObject({ next_page: null, prev_page: 2 })
  })

  it('has one empty page for an empty list', () => {
    expect(buildPagination(1, 20, 0)).toMatchObject({ total_pages: 1, next_page: null })
  })

  it('falls back to defaults for unusable page parameters', () => {
    expect(pageQuerySchema.parse({ page: 'abc', per: '5000' })).toEqual({ page: 1, per: 20 })
    expect(pageQuerySchema.parse({ page: '3', per: '10' })).toEqual({ page: 3, per: 10 })
  })

  it('reads id lists given once, repeated or comma separated', () => {
    expect(idListQuerySchema.parse('3')).toEqual([3])
    expect(idListQuerySchema.parse(['3', '4'])).toEqual([3, 4])
    expect(idListQuerySchema.parse('3,x,5')).toEqual([3, 5])
    expect(idListQuerySchema.parse(undefined)).toEqual([])
  })
})
