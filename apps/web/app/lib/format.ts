import type { Locale, SalaryDisplayOption } from '@kakehashi/contracts'
import { translate } from '@kakehashi/i18n'
import { catalogueFor } from './catalogues'

// The one place numbers, money and dates are written for the visitor. Always in the visitor's
// language and always in Japan time, never the runtime's defaults: the server and the browser
// must write the same text, or hydration fails.

const TOKYO = 'Asia/Tokyo'
const tag = (locale: Locale) => (locale === 'en' ? 'en-US' : 'ja-JP')

// Numbers -----------------------------------------------------------------------------------

/** 12,345 in either language. */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(tag(locale)).format(value)
}

/** A share as a percentage with one decimal: 12.5% in either language. */
export function formatPercent(locale: Locale, share: number): string {
  return new Intl.NumberFormat(tag(locale), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share)
}

/**
 * Replies (or another outcome) as a share of the scouts sent, as the contract report and the
 * dashboard write it: 12.5%, or a dash when nothing was sent.
 */
export function formatReplyRate(locale: Locale, sent: number, replied: number): string {
  return sent > 0 ? formatPercent(locale, replied / sent) : '—'
}

/** A count that a search stopped counting at: "1,000+" when capped. */
export function formatCount(locale: Locale, value: number, isCapped = false): string {
  return `${formatNumber(locale, value)}${isCapped ? '+' : ''}`
}

// Dates -------------------------------------------------------------------------------------

type DateParts = Omit<Intl.DateTimeFormatOptions, 'timeZone'>

/** Writes a moment in the visitor's language, always in Japan time. */
function writeInTokyo(locale: Locale, value: string | Date, parts: DateParts): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(tag(locale), { ...parts, timeZone: TOKYO }).format(date)
}

/** The calendar day as each language spells it: "Nov 22, 2026" or "2026年11月22日". */
const dayParts = (locale: Locale): DateParts => ({
  year: 'numeric',
  month: locale === 'en' ? 'short' : 'long',
  day: 'numeric',
})

const CLOCK_PARTS: DateParts = { hour: '2-digit', minute: '2-digit' }

/** A date as the visitor's language writes it (2026年11月22日 / Nov 22, 2026). */
export function formatDate(locale: Locale, value: string | Date | null | undefined): string {
  return value ? writeInTokyo(locale, value, dayParts(locale)) : ''
}

/** A calendar month of `YYYY-MM` as the visitor's language writes it (2026年11月 / Nov 2026). */
export function formatMonth(locale: Locale, yearMonth: string): string {
  // The first of the month at noon in Japan: the same month in every runtime's time zone.
  return writeInTokyo(locale, `${yearMonth}-01T12:00:00+09:00`, {
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
  })
}

/** A calendar day of `YYYY-MM-DD` without its year, for a column of days (3月2日 / Mar 2). */
export function formatMonthDay(locale: Locale, day: string): string {
  // Noon in Japan: the same day in every runtime's time zone.
  return writeInTokyo(locale, `${day}T12:00:00+09:00`, {
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
  })
}

/** A date and time in Japan time, as the visitor's language writes it. */
export function formatDateTime(locale: Locale, value: string | Date | null | undefined): string {
  return value ? writeInTokyo(locale, value, { ...dayParts(locale), ...CLOCK_PARTS }) : ''
}

/** A moment to the second in Japan time (2025/04/01 9:30:00 / Apr 1, 2025, 9:30:00 AM), for logs. */
export function formatTimestamp(locale: Locale, value: string | Date): string {
  return writeInTokyo(locale, value, { dateStyle: 'medium', timeStyle: 'medium' })
}

// Event times -------------------------------------------------------------------------------

// Event times are shown in Japan time whatever the visitor's or the server's time zone, with
// the zone named, since events take place in Japan or online on Japan time.

const weekday = (locale: Locale, date: Date) =>
  writeInTokyo(locale, date, { ...dayParts(locale), weekday: 'short' })

const time = (locale: Locale, date: Date) =>
  writeInTokyo(locale, date, { ...CLOCK_PARTS, hourCycle: 'h23' })

const tokyoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO }).format(date)

/** "2026年11月22日(日) 19:00" or "Sun, Nov 22, 2026, 19:00". */
const dayAndTime = (locale: Locale, date: Date) =>
  `${weekday(locale, date)}${locale === 'en' ? ', ' : ' '}${time(locale, date)}`

/** "2026年11月22日(日) 19:00〜21:00" or "Sun, Nov 22, 2026, 19:00–21:00"; a second date when it ends on another day. */
export function formatEventTime(
  locale: Locale,
  startsAt: string,
  endsAt: string | null | undefined,
): string {
  const start = new Date(startsAt)
  const head = dayAndTime(locale, start)
  if (!endsAt) return head
  const end = new Date(endsAt)
  const tail = tokyoDay(start) === tokyoDay(end) ? time(locale, end) : dayAndTime(locale, end)
  return `${head}${locale === 'en' ? '–' : '〜'}${tail}`
}

/** A date and time in Japan time, e.g. for entry deadlines. */
export function formatInstant(locale: Locale, value: string): string {
  return dayAndTime(locale, new Date(value))
}

/** Whether an event is over (ended, or started when it has no end). */
export function isOver(event: { eventStartsAt: string; eventEndsAt: string | null }, now: Date) {
  return new Date(event.eventEndsAt ?? event.eventStartsAt) < now
}

// Money -------------------------------------------------------------------------------------

export interface SalaryFields {
  /** In 万円 (10,000 yen), as postings state them. */
  salaryMin: number | null
  salaryMax: number | null
  salaryDisplayOption: SalaryDisplayOption
}

// The one rule for money in each language:
// - Japanese writes salaries and incomes, which postings and profiles state in 万円, in 万円
//   (690万円, 1,000万円), and other amounts in yen (3,000円).
// - English writes amounts from a million yen in millions with the yen sign and at most two
//   decimals (¥6.9M, ¥10M, ¥12.5M), since "12,000,000 JPY" is hard to scan in a list, and
//   smaller ones in yen (¥3,000).
// Messages take the written amount whole, so no template carries a unit of its own.

const EN_MILLIONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** An amount in yen, e.g. an event fee: 3,000円 / ¥3,000. */
export function formatYen(locale: Locale, yen: number): string {
  if (locale === 'en') {
    return yen >= 1_000_000
      ? `¥${EN_MILLIONS.format(yen / 1_000_000)}M`
      : `¥${formatNumber('en', yen)}`
  }
  return `${formatNumber('ja', yen)}円`
}

/** A salary or income stated in 万円 (10,000 yen): 690万円 / ¥6.9M. */
export function formatManYen(locale: Locale, manYen: number): string {
  return locale === 'en' ? formatYen('en', manYen * 10_000) : `${formatNumber('ja', manYen)}万円`
}

/** Between the two ends of a range (salaries, periods): 〜 in Japanese, an en dash in English. */
export function rangeSeparator(locale: Locale): string {
  return locale === 'en' ? ' – ' : '〜'
}

/** Between facts written on one line (a date and its place): ・ in Japanese, a middle dot in English. */
export function factSeparator(locale: Locale): string {
  return locale === 'en' ? ' · ' : '・'
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
  const amount = (value: number) => formatManYen(locale, value)
  if (min !== null && max !== null) {
    return max > min
      ? translate(messages, 'catalogue', 'salary.range', { min: amount(min), max: amount(max) })
      : amount(min)
  }
  if (min !== null) return translate(messages, 'catalogue', 'salary.orMore', { min: amount(min) })
  return translate(messages, 'catalogue', 'salary.upTo', { max: amount(max as number) })
}

/** Today's date in Japan (or that of a given moment), as a date field holds it: 2026-11-27. */
export function tokyoDate(value: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TOKYO,
  }).format(value)
}
