import { describe, expect, it } from 'vitest'
import {
  apiQueryOf,
  criteriaOf,
  readSearchState,
  searchResultsHref,
  stateOfCriteria,
} from './job-search-query'

const read = (query: string) => readSearchState(new URLSearchParams(query))

describe('job search URLs', () => {
  it('reads ids given once, repeated or comma separated', () => {
    const state = read('jobTypeIds=501,502&jobTypeIds=3&prefectureIds=13&prefectureIds=13')
    expect(state.jobTypeIds).toEqual([501, 502, 3])
    expect(state.prefectureIds).toEqual([13])
  })

  it('drops what is malformed instead of failing', () => {
    const state = read('jobTypeIds=abc,-1,2&sort=cheapest&salaryMin=lots&employmentType=x&page=0')
    expect(state).toMatchObject({
      jobTypeIds: [2],
      sort: 'recommend',
      salaryMin: null,
      employmentType: null,
      page: 1,
    })
  })

  it('writes only what is set, with the spec parameter names', () => {
    expect(searchResultsHref(read(''))).toBe('/job_infos/search_results')
    expect(
      searchResultsHref(
        read('keyword= 営業  外資 &jobTypeIds=501&salaryMin=800&sort=newest&page=2'),
      ),
    ).toBe(
      '/job_infos/search_results?keyword=%E5%96%B6%E6%A5%AD+%E5%A4%96%E8%B3%87&jobTypeIds=501&salaryMin=800&sort=newest&page=2',
    )
  })

  it('asks the API with the same conditions', () => {
    expect(apiQueryOf(read('keyword=営業&prefectureIds=13,27&salaryMax=1200'), 20)).toEqual({
      keyword: '営業',
      jobTypeIds: undefined,
      industryIds: undefined,
      prefectureIds: '13,27',
      jobInfoTagIds: undefined,
      employmentType: undefined,
      salaryMin: undefined,
      salaryMax: 1200,
      sort: 'recommend',
      page: 1,
      per: 20,
    })
  })

  it('saves conditions and turns them back into the same search', () => {
    const state = read(
      'keyword=IR&industryIds=2&jobInfoTagIds=3&employmentType=contract&sort=popular',
    )
    expect(criteriaOf(state)).toEqual({
      keyword: 'IR',
      industryIds: [2],
      jobInfoTagIds: [3],
      employmentType: 'contract',
      sort: 'popular',
    })
    expect(stateOfCriteria(criteriaOf(state))).toEqual(state)
  })
})
