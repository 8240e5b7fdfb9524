import { describe, expect, it } from 'vitest'
import { factSeparator, formatManYen, formatSalary, formatYen, rangeSeparator } from './format'

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

  it('writes English salaries in millions of yen, the range joined by an en dash', () => {
    expect(formatSalary('en', salary(800, 1200))).toBe('¥8M – ¥12M')
    expect(formatSalary('en', salary(750, null))).toBe('¥7.5M or more')
    expect(formatSalary('en', salary(null, 1250))).toBe('Up to ¥12.5M')
    expect(formatSalary('en', salary(690, 690))).toBe('¥6.9M')
  })

  it('says negotiable when the publisher chose so or gave no amount', () => {
    expect(formatSalary('ja', salary(800, 1200, 'negotiable'))).toBe('応相談')
    expect(formatSalary('ja', salary(null, null))).toBe('応相談')
    expect(formatSalary('en', salary(null, null))).toBe('Negotiable')
  })
})

describe('money', () => {
  it('writes amounts in 万円 as each language reads them', () => {
    expect(formatManYen('ja', 690)).toBe('690万円')
    expect(formatManYen('ja', 1000)).toBe('1,000万円')
    expect(formatManYen('en', 690)).toBe('¥6.9M')
    expect(formatManYen('en', 1000)).toBe('¥10M')
    expect(formatManYen('en', 1234)).toBe('¥12.34M')
    // Under a million yen English falls back to yen.
    expect(formatManYen('en', 50)).toBe('¥500,000')
  })

  it('writes amounts in yen', () => {
    expect(formatYen('ja', 3000)).toBe('3,000円')
    expect(formatYen('en', 3000)).toBe('¥3,000')
    expect(formatYen('en', 2_500_000)).toBe('¥2.5M')
  })

  it('joins ranges and facts in each language', () => {
    expect(rangeSeparator('ja')).toBe('〜')
    expect(rangeSeparator('en')).toBe(' – ')
    expect(factSeparator('ja')).toBe('・')
    expect(factSeparator('en')).toBe(' · ')
  })
})
