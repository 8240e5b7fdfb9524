// The filters of member search as lexemes of the candidates' bucketed terms (decision 016): a
// search by prefecture, language, timing or income reads the postings of a few weeks from the
// terms index, as a keyword search does, instead of testing row after row until its count is
// full. The lexemes only narrow: the search tests every filter on the row as well, so a value
// banded here (incomes, birth years, scores) is exact all the same.

import { TEXT_LENGTH_FILTERS } from '@kakehashi/contracts'

/**
 * Begins every filter lexeme. Normalised text holds no control character but WORD_BREAK
 * (`\u001f`), so no gram or word of a text can read as a filter.
 */
const FILTER_MARK = '\u0002'

/** Incomes (in 10,000 yen) in bands of 1,000,000 yen; from 30,000,000 yen on, one band. */
const INCOME_BAND = 100
const INCOME_TOP_BAND = 30

/**
 * Incomes and birth years also carry a wide band of this many bands or years, so a wide range
 * is a few wide bands and the narrow ones at its edges (bandCover): an age range of 30 to 45
 * reads 7 lexemes a week instead of 19.
 */
export const WIDE_BAND = 5

/** Score bands: at most twenty a scale, so a minimum is a short list of bands. */
export const SCORE_BANDS = { toeic: 50, toefl: 10, toeflItp: 25 } as const
export type BandedScore = keyof typeof SCORE_BANDS

/** The band of an income, as both the documents and the searches compute it. */
export const incomeBand = (income: number) =>
  Math.min(Math.floor(income / INCOME_BAND), INCOME_TOP_BAND)
export const scoreBand = (kind: BandedScore, score: number) => Math.floor(score / SCORE_BANDS[kind])
const wideBand = (band: number) => Math.floor(band / WIDE_BAND)

/**
 * The fewest bands that cover `from` to `to` (both included) exactly: the wide bands wholly
 * inside the range (each named by its first band divided by WIDE_BAND), and the narrow bands at
 * its edges that no wide band inside it covers.
 */
export function bandCover(from: number, to: number): { narrow: number[]; wide: number[] } {
  const narrow: number[] = []
  const wide: number[] = []
  let band = from
  while (band <= to) {
    if (band % WIDE_BAND === 0 && band + WIDE_BAND - 1 <= to) {
      wide.push(wideBand(band))
      band += WIDE_BAND
    } else {
      narrow.push(band)
      band += 1
    }
  }
  return { narrow, wide }
}

/**
 * The lexeme of each filter value (before its bucket is added). Ids, codes and bands only: no
 * free text, so no lexeme can be confused with another filter's.
 */
export const candidateFilterTerm = {
  prefecture: (id: number) => `${FILTER_MARK}p:${id}`,
  gender: (gender: string) => `${FILTER_MARK}g:${gender}`,
  jobChangeTiming: (timing: string) => `${FILTER_MARK}t:${timing}`,
  companyTypeTendency: (tendency: string) => `${FILTER_MARK}c:${tendency}`,
  experienceJobType: (id: number) => `${FILTER_MARK}xj:${id}`,
  careerIndustry: (id: number) => `${FILTER_MARK}xi:${id}`,
  wishJobType: (id: number) => `${FILTER_MARK}wj:${id}`,
  wishIndustry: (id: number) => `${FILTER_MARK}wi:${id}`,
  university: (id: number) => `${FILTER_MARK}u:${id}`,
  /** `{languageId}:{level}`, as `language_levels` holds it. */
  languageLevel: (languageLevel: string) => `${FILTER_MARK}l:${languageLevel}`,
  degree: (degree: string) => `${FILTER_MARK}d:${degree}`,
  currentIncomeBand: (band: number) => `${FILTER_MARK}ci:${band}`,
  requestIncomeBand: (band: number) => `${FILTER_MARK}ri:${band}`,
  birthYear: (year: number) => `${FILTER_MARK}by:${year}`,
  /** The wide bands (WIDE_BAND narrow ones) of the same ranges. */
  currentIncomeWideBand: (wide: number) => `${FILTER_MARK}ci5:${wide}`,
  requestIncomeWideBand: (wide: number) => `${FILTER_MARK}ri5:${wide}`,
  birthYearWideBand: (wide: number) => `${FILTER_MARK}by5:${wide}`,
  scoreBand: (kind: BandedScore, band: number) => `${FILTER_MARK}s:${kind}:${band}`,
  /** The detailed work history is at least this long (one of TEXT_LENGTH_FILTERS). */
  careerDetailAtLeast: (length: number) => `${FILTER_MARK}cd:${length}`,
} as const

/** What a document knows of the filters, as candidate_search_documents holds it. */
export interface CandidateFilterValues {
  prefecture_id: number | null
  gender: string | null
  job_change_timing: string | null
  company_type_tendencies: readonly string[]
  experience_job_type_ids: readonly number[]
  career_industry_ids: readonly number[]
  wish_job_type_ids: readonly number[]
  wish_industry_ids: readonly number[]
  university_ids: readonly number[]
  language_levels: readonly string[]
  degrees: readonly string[]
  current_annual_income: number | null
  request_annual_income: number | null
  birth_date: string | null
  toeic_score: number | null
  toefl_score: number | null
  toefl_itp_score: number | null
  career_detail_length: number
}

/** The filter lexemes of one document: a lexeme for each value it has. */
export function candidateFilterLexemes(values: CandidateFilterValues): string[] {
  const term = candidateFilterTerm
  const lexemes: string[] = []
  if (values.prefecture_id !== null) lexemes.push(term.prefecture(values.prefecture_id))
  if (values.gender !== null) lexemes.push(term.gender(values.gender))
  if (values.job_change_timing !== null) {
    lexemes.push(term.jobChangeTiming(values.job_change_timing))
  }
  for (const value of values.company_type_tendencies) lexemes.push(term.companyTypeTendency(value))
  for (const id of values.experience_job_type_ids) lexemes.push(term.experienceJobType(id))
  for (const id of values.career_industry_ids) lexemes.push(term.careerIndustry(id))
  for (const id of values.wish_job_type_ids) lexemes.push(term.wishJobType(id))
  for (const id of values.wish_industry_ids) lexemes.push(term.wishIndustry(id))
  for (const id of values.university_ids) lexemes.push(term.university(id))
  for (const value of values.language_levels) lexemes.push(term.languageLevel(value))
  for (const degree of values.degrees) lexemes.push(term.degree(degree))
  const banded = (band: number, narrow: (band: number) => string, wide: (wide: number) => string) =>
    lexemes.push(narrow(band), wide(wideBand(band)))
  if (values.current_annual_income !== null) {
    const band = incomeBand(values.current_annual_income)
    banded(band, term.currentIncomeBand, term.currentIncomeWideBand)
  }
  if (values.request_annual_income !== null) {
    const band = incomeBand(values.request_annual_income)
    banded(band, term.requestIncomeBand, term.requestIncomeWideBand)
  }
  if (values.birth_date) {
    banded(Number(values.birth_date.slice(0, 4)), term.birthYear, term.birthYearWideBand)
  }
  const scores: [BandedScore, number | null][] = [
    ['toeic', values.toeic_score],
    ['toefl', values.toefl_score],
    ['toeflItp', values.toefl_itp_score],
  ]
  for (const [kind, score] of scores) {
    if (score !== null) lexemes.push(term.scoreBand(kind, scoreBand(kind, score)))
  }
  for (const length of TEXT_LENGTH_FILTERS) {
    if (values.career_detail_length >= length) lexemes.push(term.careerDetailAtLeast(length))
  }
  return lexemes
}
