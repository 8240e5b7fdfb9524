import type { Locale, SalaryDisplayOption } from '@kakehashi/contracts'
import { translate } from '@kakehashi/i18n'
import { catalogueFor } from '../../lib/catalogues'

export interface SalaryFields {
  /** In 万円 (10,000 yen), as postings state them. */
  salaryMin: number | null
  salaryMax: number | null
  salaryDisplayOption: SalaryDisplayOption
}

const JA_NUMBER = new Intl.NumberFormat('ja-JP')
const EN_MILLIONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/**
 * One amount in the visitor's way of reading salaries: Japanese counts in 万円 (1,200), English in
 * millions of yen (¥12M), since "12,000,000 JPY" is hard to scan in a list.
 */
export function formatSalaryAmount(locale: Locale, manYen: number): string {
  if (locale === 'en') return `¥${EN_MILLIONS.format(manYen / 100)}M`
  return JA_NUMBER.format(manYen)
}

/**
 * A job's salary line: a range, a lower bound ("or more"), an upper bound, or "negotiable" when
 * the publisher chose so or stated no amount.
 */
export function formatSalary(locale: Locale, salary: SalaryFields): string {
  const messages = catalogueFor(locale)
  const { salaryMin: min, salaryMax: max } = salary
  if (salary.salaryDisplayOption === 'negotiable' || (min === null && max === null)) {
    return translate(messages, 'catalogue', 'salary.negotiable')
  }
  // Japanese templates carry 万円 themselves; English amounts carry ¥ and M.
  const amount = (value: number) => formatSalaryAmount(locale, value)
  if (min !== null && max !== null) {
    return max > min
      ? translate(messages, 'catalogue', 'salary.range', { min: amount(min), max: amount(max) })
      : translate(messages, 'catalogue', 'salary.exact', { min: amount(min) })
  }
  if (min !== null) return translate(messages, 'catalogue', 'salary.orMore', { min: amount(min) })
  return translate(messages, 'catalogue', 'salary.upTo', { max: amount(max as number) })
}
