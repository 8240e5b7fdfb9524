import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import type { Locale } from '@kakehashi/i18n'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../lib/i18n'
import { readCandidateCriteria } from '../../lib/member-search-query'
import { type CriteriaChoices, NO_CHOICES } from './choices'
import { ConditionChips, ConditionSummary } from './search-summary'

const choices: CriteriaChoices = {
  ...NO_CHOICES,
  universities: [
    { id: 1, name: '東京大学', nameEn: 'The University of Tokyo' },
    { id: 2, name: '京都大学', nameEn: 'Kyoto University' },
  ],
}

/** Each chip as its link and the words it shows. */
function chips(criteria: CandidateSearchCriteria, locale: Locale) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale={locale}>
        <ConditionChips criteria={criteria} choices={choices} />
      </I18nProvider>
    </MemoryRouter>,
  )
  return [...html.matchAll(/<a ([^>]*data-testid="condition-chip"[^>]*)>(.*?)<\/a>/g)].map(
    ([, attributes, body]) => ({
      href: (attributes?.match(/href="([^"]*)"/)?.[1] ?? '').replaceAll('&amp;', '&'),
      text: body?.replace(/<[^>]+>/g, '').replace(/×$/, ''),
    }),
  )
}

describe('the search summary of schools', () => {
  it('names each school in its own chip, in the visitor language, removable', () => {
    const criteria: CandidateSearchCriteria = { university_ids: [2, 1], age_min: 30 }
    const ja = chips(criteria, 'ja').filter((chip) => chip.text?.startsWith('出身校'))
    expect(ja.map((chip) => chip.text)).toEqual(['出身校：京都大学', '出身校：東京大学'])
    // Removing one school keeps the other and every other filter.
    const withoutKyoto = readCandidateCriteria(new URL(ja[0]?.href ?? '', 'http://x').searchParams)
    expect(withoutKyoto).toEqual({ university_ids: [1], age_min: 30 })

    const en = chips(criteria, 'en').filter((chip) => chip.text?.startsWith('School'))
    expect(en.map((chip) => chip.text)).toEqual([
      'School: Kyoto University',
      'School: The University of Tokyo',
    ])
  })

  it('shows the number of a school no list names, so it can still be removed', () => {
    const texts = chips({ university_ids: [1, 99] }, 'ja').map((chip) => chip.text)
    expect(texts).toEqual(['出身校：東京大学', '出身校：No.99'])
  })

  it('names the schools of a saved search in words', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="en">
        <ConditionSummary criteria={{ university_ids: [1] }} choices={choices} />
      </I18nProvider>,
    )
    expect(html).toContain('School: The University of Tokyo')
  })
})
