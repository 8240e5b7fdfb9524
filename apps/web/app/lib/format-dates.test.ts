import { describe, expect, it } from 'vitest'
import { formatEventTime, formatInstant, formatMonthDay } from './format'

describe('event times', () => {
  it('are shown in Japan time whatever the server zone', () => {
    // 10:00 UTC is 19:00 in Tokyo.
    expect(formatEventTime('ja', '2026-11-22T10:00:00Z', '2026-11-22T12:00:00Z')).toBe(
      '2026年11月22日(日) 19:00〜21:00',
    )
    expect(formatEventTime('en', '2026-11-22T10:00:00Z', '2026-11-22T12:00:00Z')).toBe(
      'Sun, Nov 22, 2026, 19:00–21:00',
    )
  })

  it('name the end date when an event runs past midnight in Tokyo', () => {
    // 23:00 UTC on the 21st is already the 22nd in Tokyo.
    expect(formatEventTime('ja', '2026-11-21T23:00:00Z', '2026-11-22T16:00:00Z')).toBe(
      '2026年11月22日(日) 08:00〜2026年11月23日(月) 01:00',
    )
    expect(formatEventTime('ja', '2026-11-22T10:00:00Z', null)).toBe('2026年11月22日(日) 19:00')
    expect(formatInstant('en', '2026-11-21T15:00:00Z')).toBe('Sun, Nov 22, 2026, 00:00')
  })
})

describe('days without their year', () => {
  it('write the calendar day as given, in each language', () => {
    expect(formatMonthDay('ja', '2026-03-02')).toBe('3月2日')
    expect(formatMonthDay('en', '2026-03-02')).toBe('Mar 2')
    expect(formatMonthDay('en', '2026-12-31')).toBe('Dec 31')
  })
})
