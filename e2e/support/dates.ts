const DAY_MS = 86_400_000

/** The Japan date `offset` days from today, as the date fields take it (YYYY-MM-DD). */
export function tokyoDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(Date.now() + offset * DAY_MS),
  )
}
