import { describe, expect, it } from 'vitest'
import { buildEventJsonLd } from './event-json-ld'

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
