import { describe, expect, it } from 'vitest'
import { buildEventJsonLd } from './event-json-ld'
import { formatEventTime, formatInstant } from './format'

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

describe('Event JSON-LD', () => {
  const base = {
    name: '外資系金融キャリアセミナー',
    startDate: '2026-11-22T10:00:00Z',
    url: 'https://kakehashi.example.com/events/1',
  }

  it('describes an online event at a virtual location, with no offer when it is free', () => {
    const jsonLd = buildEventJsonLd({ ...base, isOnline: true, place: 'Zoom', feeYen: 0 })
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: base.url },
    })
    expect(jsonLd).not.toHaveProperty('offers')
  })

  it('describes a venue as a place, and a fee as an offer in yen', () => {
    const jsonLd = buildEventJsonLd({
      ...base,
      isOnline: false,
      place: '東京都千代田区丸の内',
      organiserName: 'ゴールドブリッジ証券株式会社',
      feeYen: 3000,
    })
    expect(jsonLd).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: '東京都千代田区丸の内' },
      organizer: { '@type': 'Organization', name: 'ゴールドブリッジ証券株式会社' },
      offers: { '@type': 'Offer', price: 3000, priceCurrency: 'JPY' },
    })
  })
})
