import { candidateSearchCriteriaSchema, candidateSearchQuerySchema } from '@kakehashi/contracts'
import { describe, expect, it } from 'vitest'
import { snakeCaseKey } from './case-conversion'
import {
  CANDIDATE_SEARCH_PATH,
  candidateConditionsHref,
  candidateSearchApiQuery,
  candidateSearchHref,
  cleanCriteria,
  readCandidateCriteria,
} from './member-search-query'

const read = (query: string) => readCandidateCriteria(new URLSearchParams(query))
const queryOf = (href: string) => new URLSearchParams(href.split('?')[1] ?? '')

/** The API query as it goes out on the wire: snake_case names. */
const wire = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [snakeCaseKey(key), value]))

describe('member search addresses', () => {
  it('reads every kind of criterion, lists given once, repeated or comma separated', () => {
    const criteria = read(
      [
        'keyword=経理　 IFRS',
        'keywordAny=連結',
        'keywordNone=監査',
        'experienceJobTypeIds=3,4&experienceJobTypeIds=4',
        'prefectureIds=13,48',
        'requestIncomeMin=800',
        'genders=female,other',
        'jobChangeTimings=now',
        'languageLevel=business',
        'lastLoginWithin=30',
        'stockedOnly=true',
        'includeHidden=1',
        'excludeCoworker=matched,offered',
        'sort=last_login',
      ].join('&'),
    )
    expect(criteria).toEqual({
      keyword: '経理 IFRS',
      keyword_any: '連結',
      keyword_none: '監査',
      experience_job_type_ids: [3, 4],
      prefecture_ids: [13, 48],
      request_income_min: 800,
      genders: ['female', 'other'],
      job_change_timings: ['now'],
      language_level: 'business',
      last_login_within: 30,
      stocked_only: true,
      include_hidden: true,
      exclude_coworker: ['matched', 'offered'],
      sort: 'last_login',
    })
  })

  it('drops values of the wrong shape instead of failing', () => {
    expect(
      read(
        'ageMin=ten&genders=robot&sort=cheapest&labelIds=x,-2,5&stockedOnly=maybe&keyword=%20%20&degreeMin=phd',
      ),
    ).toEqual({ label_ids: [5] })
  })

  it('writes only what is set, the default order left out, and reads it back the same', () => {
    expect(candidateSearchHref({})).toBe(CANDIDATE_SEARCH_PATH)
    expect(candidateSearchHref({ sort: 'profile_updated', stocked_only: false, genders: [] })).toBe(
      CANDIDATE_SEARCH_PATH,
    )
    const criteria = {
      keyword: '経理 IFRS',
      career_industry_ids: [2, 7],
      toeic_min: 800,
      include_recently_scouted: true,
      sort: 'registered' as const,
    }
    const href = candidateSearchHref(criteria, 3)
    expect(href).toBe(
      '/client/candidates?keyword=%E7%B5%8C%E7%90%86+IFRS&careerIndustryIds=2%2C7&toeicMin=800&includeRecentlyScouted=true&sort=registered&page=3',
    )
    expect(read(queryOf(href).toString())).toEqual(criteria)
    expect(candidateConditionsHref(criteria)).toBe(
      '/client/candidates/search_conditions?keyword=%E7%B5%8C%E7%90%86+IFRS&careerIndustryIds=2%2C7&toeicMin=800&includeRecentlyScouted=true&sort=registered',
    )
  })

  it('asks the API with the same criteria, which the contract reads back unchanged', () => {
    const criteria = read(
      'keyword=経理 IFRS&keywordNone=監査&wishJobTypeIds=5,6&currentIncomeMin=600&genders=male&jobChangeTimings=now,in_one_year&careerDetailMin=400&stockedOnly=true&excludeCoworker=matched',
    )
    const query = candidateSearchApiQuery(criteria, 2, 50)
    expect(query).toMatchObject({ page: '2', per: '50', wishJobTypeIds: '5,6' })
    const parsed = candidateSearchQuerySchema.parse(wire(query))
    const { page, per, ...asJson } = parsed
    expect({ page, per }).toEqual({ page: 2, per: 50 })
    expect(asJson).toEqual(criteria)
    expect(candidateSearchCriteriaSchema.parse(asJson)).toEqual(criteria)
  })

  it('keeps the values the API refuses, so its message can name them', () => {
    const criteria = read('toeicMin=5&currentIncomeMin=100000')
    expect(criteria).toEqual({ toeic_min: 5, current_income_min: 100000 })
    const result = candidateSearchQuerySchema.safeParse(
      wire(candidateSearchApiQuery(criteria, 1, 20)),
    )
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'current_income_min',
      'toeic_min',
    ])
  })

  it('treats blank words, empty lists and unticked switches as criteria left out', () => {
    expect(
      cleanCriteria({
        keyword: '  ',
        keyword_any: ' 連結 　税務 ',
        label_ids: [],
        include_hidden: false,
        university_ids: [3, 3],
      }),
    ).toEqual({ keyword_any: '連結 税務', university_ids: [3] })
  })
})
