import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../lib/i18n'
import type { ProfileRequests } from './api'
import { ProfileRequestsNotice } from './profile-requests-notice'

const requests: ProfileRequests = [
  {
    id: 2,
    section: 'language_skills',
    organisationName: 'みらい総研株式会社',
    organisationNameEn: 'Mirai Research Inc.',
    createdAt: '2025-04-02T00:00:00.000Z',
  },
  {
    id: 1,
    section: 'self_pr',
    organisationName: 'あおぞら製薬株式会社',
    organisationNameEn: null,
    createdAt: '2025-04-01T00:00:00.000Z',
  },
]

function render(list: ProfileRequests, locale: 'ja' | 'en' = 'ja') {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/register_steps/career_infos/1']}>
      <I18nProvider locale={locale}>
        <ProfileRequestsNotice requests={list} />
      </I18nProvider>
    </MemoryRouter>,
  )
}

describe('ProfileRequestsNotice', () => {
  it('names who asks for which section and links to the step that edits it', () => {
    const html = render(requests)
    expect(html).toContain('みらい総研株式会社が「語学」の入力を希望しています')
    expect(html).toContain('あおぞら製薬株式会社が「職務経歴詳細」の入力を希望しています')
    expect(html).toContain('href="/register_steps/career_infos/3"')
    expect(html).toContain('href="/register_steps/career_infos/5"')

    const english = render(requests, 'en')
    expect(english).toContain('Mirai Research Inc. asks you to complete: Languages')
    expect(english).toContain('あおぞら製薬株式会社 asks you to complete: Detailed work history')
  })

  it('shows nothing when no request is open', () => {
    expect(render([])).toBe('')
  })
})
