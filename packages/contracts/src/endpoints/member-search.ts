import { defineEndpoint } from '../endpoint.ts'
import { candidateSearchQuerySchema, candidateSearchResponseSchema } from '../member-search.ts'

const tags = ['member search']

/** Recruiters search the candidate base (spec sections 1 and 7). */
export const memberSearchEndpoints = {
  searchCandidates: defineEndpoint({
    method: 'GET',
    path: '/client/candidates',
    summary: 'A page of candidates matching the criteria, as the organisation may see them',
    description:
      'No name, e-mail, phone or birth date before a match. The count stops at CANDIDATE_SEARCH_COUNT_CAP (1,000; total_count_capped). Candidates who blocked the organisation’s company and deleted accounts never appear. Bad criteria answer 422 with the field paths.',
    tags,
    query: candidateSearchQuerySchema,
    response: candidateSearchResponseSchema,
  }),
}
