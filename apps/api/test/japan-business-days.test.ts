import { describe, expect, it } from 'vitest'
import {
  addJapaneseBusinessDays,
  isJapaneseBusinessDay,
  isJapaneseHoliday,
} from '../src/lib/japan-business-days.ts'

// The Cabinet Office's list of national holidays for 2026 and 2027 (内閣府「国民の祝日について」).
const HOLIDAYS_2026 = [
  '2026-01-01',
  '2026-01-12',
  '2026-02-11',
  '2026-02-23',
  '2026-03-20',
  '2026-04-29',
  '2026-05-03',
  '2026-05-04',
  '2026-05-05',
  '2026-05-06',
  '2026-07-20',
  '2026-08-11',
  '2026-09-21',
  '2026-09-22',
  '2026-09-23',
  '2026-10-12',
  '2026-11-03',
  '2026-11-23',
]
const HOLIDAYS_2027 = [
  '2027-01-01',
  '2027-01-11',
  '2027-02-11',
  '2027-02-23',
  '2027-03-21',
  '2027-03-22',
  '2027-04-29',
  '2027-05-03',
  '2027-05-04',
  '2027-05-05',
  '2027-07-19',
  '2027-08-11',
  '2027-09-20',
  '2027-09-23',
  '2027-10-11',
  '2027-11-03',
  '2027-11-23',
]

function holidaysOfYear(year: number): string[] {
  const days: string[] = []
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10)
    if (isJapaneseHoliday(day)) days.push(day)
  }
  return days
}

describe('Japanese business days', () => {
  it('knows the national holidays, substitute holidays and a day between two holidays', () => {
    expect(holidaysOfYear(2026)).toEqual(HOLIDAYS_2026)
    expect(holidaysOfYear(2027)).toEqual(HOLIDAYS_2027)
    expect(isJapaneseBusinessDay('2026-12-01')).toBe(true)
    expect(isJapaneseBusinessDay('2026-12-05')).toBe(false)
  })

  it('counts business days on the calendar of Japan, keeping the time of day', () => {
    // Friday 18:00 in Japan (09:00 UTC) plus 3: Wednesday at 18:00.
    expect(addJapaneseBusinessDays(new Date('2026-11-27T09:00:00Z'), 3).toISOString()).toBe(
      '2026-12-02T09:00:00.000Z',
    )
    // Thursday 23:30 in Japan is still Thursday there though Thursday 14:30 in UTC; over the
    // Golden Week of 2026 (29 April, 3 to 6 May) five business days end on 12 May.
    expect(addJapaneseBusinessDays(new Date('2026-04-30T14:30:00Z'), 5).toISOString()).toBe(
      '2026-05-12T14:30:00.000Z',
    )
    // Across the silver week of September 2026 (21 to 23) ten business days from the 18th.
    expect(addJapaneseBusinessDays(new Date('2026-09-18T01:00:00Z'), 10).toISOString()).toBe(
      '2026-10-07T01:00:00.000Z',
    )
  })
})
