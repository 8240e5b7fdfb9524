import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { candidateSearchCriteriaSchema, candidateSearchQuerySchema } from '../src/member-search.ts'

describe('member search criteria in a query string', () => {
  it('reads numbers, booleans and lists in every spelling into the JSON criteria', () => {
    const query = candidateSearchQuerySchema.parse({
      keyword: '経理 IFRS',
      experience_job_type_ids: ['3', '4'],
      wish_industry_ids: '5,6',
      genders: 'female',
      current_income_min: '600',
      stocked_only: '1',
      include_hidden: 'false',
      last_login_within: '30',
      exclude_coworker: ['matched', 'offered'],
      age_max: '',
    })
    expect(query).toMatchObject({
      keyword: '経理 IFRS',
      experience_job_type_ids: [3, 4],
      wish_industry_ids: [5, 6],
      genders: ['female'],
      current_income_min: 600,
      stocked_only: true,
      include_hidden: false,
      last_login_within: 30,
      exclude_coworker: ['matched', 'offered'],
      page: 1,
      per: 20,
    })
    expect(query.age_max).toBeUndefined()
    const { page: _page, per: _per, ...criteria } = query
    expect(candidateSearchCriteriaSchema.parse(criteria)).toEqual(criteria)
  })

  it('refuses what the JSON form refuses, at the same field', () => {
    const cases: Record<string, string> = {
      current_income_min: '100000',
      toeic_min: '5',
      last_login_within: '2',
      career_detail_min: '50',
      genders: 'robot',
      prefecture_ids: '49',
      stocked_only: 'maybe',
      age_min: 'ten',
    }
    for (const [field, value] of Object.entries(cases)) {
      const result = candidateSearchQuerySchema.safeParse({ [field]: value })
      expect({ field, ok: result.success }).toEqual({ field, ok: false })
      expect(result.error?.issues[0]?.path[0]).toBe(field)
    }
  })

  it('describes the query string in the OpenAPI document', () => {
    const schema = z.toJSONSchema(candidateSearchQuerySchema, { io: 'input' }) as {
      properties: Record<string, unknown>
    }
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['keyword', 'experience_job_type_ids', 'stocked_only', 'page']),
    )
  })
})
