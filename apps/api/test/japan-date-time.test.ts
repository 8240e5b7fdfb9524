import { describe, expect, it } from 'vitest'
import { japanDateYearsAgo } from '../src/lib/japan-date-time.ts'

describe('japanDateYearsAgo', () => {
  it('counts from the date in Japan, which starts nine hours before UTC', () => {
    expect(japanDateYearsAgo(30, new Date('2026-11-30T14:59:59Z'))).toBe('1996-11-30')
    expect(japanDateYearsAgo(30, new Date('2026-11-30T15:00:00Z'))).toBe('1996-12-01')
  })

  it('turns 29 February into the 28th in a year without it, as PostgreSQL does', () => {
    expect(japanDateYearsAgo(1, new Date('2028-02-29T03:00:00Z'))).toBe('2027-02-28')
    expect(japanDateYearsAgo(4, new Date('2028-02-29T03:00:00Z'))).toBe('2024-02-29')
  })
})
