// Times as the admin forms hold them: `2026-12-01T09:00`, a time in Japan (which has no daylight
// saving, so the offset is always +09:00).

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000

export const toJapanDateTime = (date: Date) =>
  new Date(date.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 16)

export const fromJapanDateTime = (value: string) => new Date(`${value}+09:00`)

export const toOptionalJapanDateTime = (date: Date | null) => (date ? toJapanDateTime(date) : null)

export const fromOptionalJapanDateTime = (value: string | null) =>
  value ? fromJapanDateTime(value) : null

/**
 * The date in Japan `years` years before `now`, as `YYYY-MM-DD`: the birth date of someone
 * turning `years` today. A day the month lacks that year (29 February) becomes the month's last,
 * as PostgreSQL's `date - interval` does.
 */
export function japanDateYearsAgo(years: number, now: Date = new Date()): string {
  const today = new Date(now.getTime() + JAPAN_OFFSET_MS)
  const year = today.getUTCFullYear() - years
  const month = today.getUTCMonth()
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)))
    .toISOString()
    .slice(0, 10)
}

/** The date in Japan `days` days after `now` (before, when negative), as `YYYY-MM-DD`. */
export function japanDateInDays(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + JAPAN_OFFSET_MS + days * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10)
}
