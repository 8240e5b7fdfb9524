// Business days in Japan: Monday to Friday except the national holidays of the Act on National
// Holidays (国民の祝日に関する法律) as it stands since 2020, computed rather than listed so no
// year runs out. The one-off moves of 2020 and 2021 (the Tokyo Olympics) are not modelled; the
// equinox formula holds from 1980 to 2099.

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day as `YYYY-MM-DD`. */
const key = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The day of the month of the `nth` Monday of `month` (1-based). */
function nthMonday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  const firstMonday = 1 + ((8 - firstWeekday) % 7)
  return firstMonday + (nth - 1) * 7
}

const equinox = (year: number, base: number) =>
  Math.floor(base + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4))

/** The named national holidays of a year, before substitute and in-between days. */
function namedHolidays(year: number): string[] {
  return [
    key(year, 1, 1),
    key(year, 1, nthMonday(year, 1, 2)),
    key(year, 2, 11),
    key(year, 2, 23),
    key(year, 3, equinox(year, 20.8431)),
    key(year, 4, 29),
    key(year, 5, 3),
    key(year, 5, 4),
    key(year, 5, 5),
    key(year, 7, nthMonday(year, 7, 3)),
    key(year, 8, 11),
    key(year, 9, nthMonday(year, 9, 3)),
    key(year, 9, equinox(year, 23.2488)),
    key(year, 10, nthMonday(year, 10, 2)),
    key(year, 11, 3),
    key(year, 11, 23),
  ]
}

const holidaysByYear = new Map<number, Set<string>>()

/**
 * Every national holiday of a year: the named ones, a substitute holiday for each that falls on a
 * Sunday (the next day that is not a holiday), and a day between two holidays.
 */
function holidaysOf(year: number): Set<string> {
  const known = holidaysByYear.get(year)
  if (known) return known
  const holidays = new Set(namedHolidays(year))
  const dayAt = (time: number) => new Date(time).toISOString().slice(0, 10)
  for (const holiday of [...holidays].sort()) {
    const time = Date.parse(`${holiday}T00:00:00Z`)
    if (new Date(time).getUTCDay() === 0) {
      let next = time + DAY_MS
      while (holidays.has(dayAt(next))) next += DAY_MS
      holidays.add(dayAt(next))
    }
  }
  for (const holiday of [...holidays]) {
    const time = Date.parse(`${holiday}T00:00:00Z`)
    const between = dayAt(time + DAY_MS)
    const weekday = new Date(time + DAY_MS).getUTCDay()
    if (!holidays.has(between) && holidays.has(dayAt(time + 2 * DAY_MS)) && weekday !== 0) {
      holidays.add(between)
    }
  }
  holidaysByYear.set(year, holidays)
  return holidays
}

/** Whether the day (`YYYY-MM-DD`) is a national holiday in Japan. */
export function isJapaneseHoliday(day: string): boolean {
  return holidaysOf(Number(day.slice(0, 4))).has(day)
}

/** Whether the day (`YYYY-MM-DD`) is a business day in Japan. */
export function isJapaneseBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isJapaneseHoliday(day)
}

/**
 * The moment `days` business days after `from`, at the same time of day in Japan: counted on
 * Japan's calendar, so a Friday evening plus one is Monday evening (or Tuesday after a holiday).
 */
export function addJapaneseBusinessDays(from: Date, days: number): Date {
  let time = from.getTime() + JAPAN_OFFSET_MS
  let left = days
  while (left > 0) {
    time += DAY_MS
    if (isJapaneseBusinessDay(new Date(time).toISOString().slice(0, 10))) left -= 1
  }
  return new Date(time - JAPAN_OFFSET_MS)
}
