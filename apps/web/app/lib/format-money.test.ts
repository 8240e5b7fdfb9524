import { describe, expect, it } from 'vitest'
import { formatSalary } from './format'

const salary = (
  salaryMin: number | null,
  salaryMax: number | null,
  salaryDisplayOption: 'annual_income_or_more' | 'negotiable' = 'annual_income_or_more',
) => ({ salaryMin, salaryMax, salaryDisplayOption })

describe('formatSalary', () => {
  it('writes Japanese salaries in 万円', () => {
    expect(formatSalary('ja', salary(800, 1200))).toBe('800万円〜1,200万円')
    expect(formatSalary('ja', salary(800, null))).toBe('800万円以上')
    expect(formatSalary('ja', salary(null, 1200))).toBe('〜1,200万円')
    expect(formatSalary('ja', salary(1000, 1000))).toBe('1,000万円')
  })

  it('writes English salaries in millions of yen', () => {
    expect(formatSalary('en', salary(800, 1200))).toBe('¥8M – ¥12M')
    expect(formatSalary('en', salary(750, null))).toBe('¥7.5M or more')
    expect(formatSalary('en', salary(null, 1250))).toBe('Up to ¥12.5M')
  })

  it('says negotiable when the publisher chose so or gave no amount', () => {
    expect(formatSalary('ja', salary(800, 1200, 'negotiable'))).toBe('応相談')
    expect(formatSalary('ja', salary(null, null))).toBe('応相談')
    expect(formatSalary('en', salary(null, null))).toBe('Negotiable')
  })
})
