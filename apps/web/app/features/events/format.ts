import type { Locale } from '@kakehashi/contracts'

// Event times are shown in Japan time whatever the visitor's or the server's time zone, with
// the zone named, since events take place in Japan or online on Japan time.

const TOKYO = 'Asia/Tokyo'
const tag = (locale: Locale) => (locale === 'en' ? 'en-US' : 'ja-JP')

function dayParts(locale: Locale, date: Date) {
  return new Intl.DateTimeFormat(tag(locale), {
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: TOKYO,
  }).format(date)
}

function time(locale: Locale, date: Date) {
  return new Intl.DateTimeFormat(tag(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TOKYO,
  }).format(date)
}

const tokyoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO }).format(date)

/** "2026年11月22日(日) 19:00〜21:00" or "Sun, Nov 22, 2026, 19:00–21:00"; a second date when it ends on another day. */
export function formatEventTime(
  locale: Locale,
  startsAt: string,
  endsAt: string | null | undefined,
): string {
  const start = new Date(startsAt)
  const separator = locale === 'en' ? '–' : '〜'
  const joiner = locale === 'en' ? ', ' : ' '
  const head = `${dayParts(locale, start)}${joiner}${time(locale, start)}`
  if (!endsAt) return head
  const end = new Date(endsAt)
  const tail =
    tokyoDay(start) === tokyoDay(end)
      ? time(locale, end)
      : `${dayParts(locale, end)}${joiner}${time(locale, end)}`
  return `${head}${separator}${tail}`
}

/** A date and time in Japan time, e.g. for entry deadlines. */
export function formatInstant(locale: Locale, value: string): string {
  const date = new Date(value)
  return `${dayParts(locale, date)}${locale === 'en' ? ', ' : ' '}${time(locale, date)}`
}

export function formatYen(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(tag(locale)).format(amount)
}

/** Whether an event is over (ended, or started when it has no end). */
export function isOver(event: { eventStartsAt: string; eventEndsAt: string | null }, now: Date) {
  return new Date(event.eventEndsAt ?? event.eventStartsAt) < now
}
