import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  bandCover,
  candidateFilterLexemes,
  candidateFilterTerm,
  keywordMatcher,
  normaliseSearchText,
  PROVED_SPELLINGS,
  provedSpellingLexeme,
  provedSpellingLexemes,
  SEARCH_TEXT_VERSION,
} from '../src/index.ts'

const noFilters = {
  prefecture_id: null,
  gender: null,
  job_change_timing: null,
  company_type_tendencies: [],
  experience_job_type_ids: [],
  career_industry_ids: [],
  wish_job_type_ids: [],
  wish_industry_ids: [],
  university_ids: [],
  language_levels: [],
  degrees: [],
  current_annual_income: null,
  request_annual_income: null,
  birth_date: null,
  toeic_score: null,
  toefl_score: null,
  toefl_itp_score: null,
  career_detail_length: 0,
}

describe('bandCover', () => {
  it('covers a range exactly with its wide bands and the narrow ones at its edges', () => {
    // 1979 to 1997: 1979, then 1980-84, 1985-89, 1990-94, then 1995, 1996, 1997.
    expect(bandCover(1979, 1997)).toEqual({
      narrow: [1979, 1995, 1996, 1997],
      wide: [396, 397, 398],
    })
    expect(bandCover(10, 14)).toEqual({ narrow: [], wide: [2] })
    expect(bandCover(8, 12)).toEqual({ narrow: [8, 9, 10, 11, 12], wide: [] })
    expect(bandCover(3, 3)).toEqual({ narrow: [3], wide: [] })
    expect(bandCover(5, 4)).toEqual({ narrow: [], wide: [] })
  })

  it('names the wide band a document holds for each income and birth year', () => {
    const lexemes = candidateFilterLexemes({
      ...noFilters,
      current_annual_income: 1234,
      request_annual_income: 3500,
      birth_date: '1987-04-01',
    })
    const term = candidateFilterTerm
    expect(lexemes).toEqual(
      expect.arrayContaining([
        term.currentIncomeBand(12),
        term.currentIncomeWideBand(2),
        term.requestIncomeBand(30),
        term.requestIncomeWideBand(6),
        term.birthYear(1987),
        term.birthYearWideBand(397),
      ]),
    )
  })
})

describe('proved spellings', () => {
  it('keeps a lexeme for the longer spellings of the vocabulary a text holds, and none for near misses', () => {
    const text = normaliseSearchText(
      '連結決算 と Consolidated Accounting、国際財務の報告基準 audits',
    )
    const lexemes = provedSpellingLexemes(text)
    const lexemeOf = (spelling: string) =>
      provedSpellingLexeme(keywordMatcher(normaliseSearchText(spelling)))
    expect(lexemes).toContain(lexemeOf('連結決算'))
    expect(lexemes).toContain(lexemeOf('consolidated accounting'))
    expect(lexemes).not.toContain(lexemeOf('国際財務報告基準'))
    expect(provedSpellingLexemes(normaliseSearchText('consolidated accountings'))).toEqual([])
    // Spellings their grams prove have no lexeme: a two-character word, a single English word.
    expect(lexemeOf('経理')).toBeUndefined()
    expect(lexemeOf('IFRS')).toBeUndefined()
    expect(lexemeOf('監査')).toBeUndefined()
  })

  it('raises the rules version whenever the proved spellings change', () => {
    // Documents written before a change lack the new spellings' lexemes, so a search for them
    // would miss: a change to the list must come with a new SEARCH_TEXT_VERSION (and this pin).
    const digest = createHash('sha256').update(PROVED_SPELLINGS.join('\n')).digest('hex')
    expect({ version: SEARCH_TEXT_VERSION, spellings: digest.slice(0, 16) }).toEqual({
      version: 6,
      spellings: '5f2f1500494aa1bf',
    })
  })
})
