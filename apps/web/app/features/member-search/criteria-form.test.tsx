import type { Locale } from '@kakehashi/i18n'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../lib/i18n'
import { NO_CHOICES } from './choices'
import { CandidateCriteriaForm } from './criteria-form'

/** The picked schools as the list under the school box names them. */
function pickedSchools(universityIds: number[], locale: Locale) {
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <CandidateCriteriaForm
        value={{ university_ids: universityIds }}
        onChange={() => {}}
        choices={{
          ...NO_CHOICES,
          universities: [{ id: 1, name: '東京大学', nameEn: 'The University of Tokyo' }],
        }}
      />
    </I18nProvider>,
  )
  const list =
    html.match(/<ul [^>]*aria-label="(?:選択した出身校|Schools picked)"[^>]*>(.*?)<\/ul>/)?.[1] ??
    ''
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) =>
    (item ?? '').replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, ''),
  )
}

describe('the school picker of the criteria form', () => {
  it('names the schools the page was loaded with, in the visitor language', () => {
    expect(pickedSchools([1], 'ja')).toEqual(['東京大学'])
    expect(pickedSchools([1], 'en')).toEqual(['The University of Tokyo'])
  })

  it('shows the number of a school it cannot name', () => {
    expect(pickedSchools([1, 99], 'ja')).toEqual(['東京大学', '出身校 No.99'])
  })
})
