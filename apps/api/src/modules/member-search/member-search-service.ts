import {
  CANDIDATE_SEARCH_COUNT_CAP,
  type CandidateSearchCriteria,
  type CandidateSearchQuery,
  type CandidateSearchResponse,
  type LabelColour,
} from '@kakehashi/contracts'
import type { DbOrTx, SearchVocabulary } from '@kakehashi/db'
import { searchCappedPage } from '../../lib/capped-search.ts'
import type { PageRequest } from '../../lib/paging.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import {
  listRecruiterCandidateSummaries,
  listRecruiterCandidateTexts,
} from '../candidate-privacy/candidate-privacy-service.ts'
import type { RecruiterCandidateTexts } from '../candidate-privacy/recruiter-view.ts'
import { expandChildTypes } from '../jobs/jobs-repository.ts'
import { recordRecruiterAction } from '../user-action-logs/user-action-logs-service.ts'
import { candidateHighlighter } from './highlights.ts'
import * as repository from './member-search-repository.ts'

/** A parent job type stands for its children, as in job search. */
export async function expandCriteria(
  db: DbOrTx,
  criteria: CandidateSearchCriteria,
): Promise<CandidateSearchCriteria> {
  const expand = async (ids?: number[]) => (ids && ids.length > 0 ? expandChildTypes(db, ids) : ids)
  return {
    ...criteria,
    experience_job_type_ids: await expand(criteria.experience_job_type_ids),
    wish_job_type_ids: await expand(criteria.wish_job_type_ids),
  }
}

/** A timestamp as the database gives it (a string from raw SQL), on the wire. */
function iso(value: Date | string): string
function iso(value: Date | string | null): string | null
function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}

/**
 * The ids of one page of a member search and its capped count: the criteria's keywords with
 * every spelling the vocabulary knows, whole-word matches first (decision 011).
 */
export async function searchCandidatePage(
  db: DbOrTx,
  searchContext: repository.SearchContext,
  criteria: CandidateSearchCriteria,
  page: PageRequest,
  vocabulary: SearchVocabulary,
) {
  return searchCappedPage(db, {
    target: repository.candidateSearchTarget(
      criteria.sort ?? 'profile_updated',
      repository.criteriaWords(criteria, vocabulary),
      criteria,
    ),
    condition: (strategy, tier) =>
      repository.candidateMatchCondition(criteria, searchContext, vocabulary, strategy, tier),
    tiered: repository.hasCandidateWordTiers(criteria, vocabulary),
    hasKeyword: repository.hasKeyword(criteria),
    cap: CANDIDATE_SEARCH_COUNT_CAP,
    page,
  })
}

/**
 * One page of a member search (decision 016): the matching candidates as the organisation may
 * see them, where the keywords matched, and what the organisation recorded about each; the count
 * stops at CANDIDATE_SEARCH_COUNT_CAP. The page's candidates are read set-based, a few
 * statements whatever the page size.
 */
export async function searchCandidates(
  db: DbOrTx,
  context: RecruiterContext,
  query: CandidateSearchQuery,
): Promise<CandidateSearchResponse> {
  const { page, per, ...asked } = query
  const criteria = await expandCriteria(db, asked)
  const searchContext = { organisationId: context.organisationId, recruiterUserId: context.userId }
  const vocabulary = await searchVocabulary(db)
  const { ids, pagination, total_count_capped } = await searchCandidatePage(
    db,
    searchContext,
    criteria,
    { page, per },
    vocabulary,
  )
  // One search in the activity report per search run, not per page turned: only a request for
  // the first page counts (a new search, a new sort or filter all start there).
  if (page === 1) await recordRecruiterAction(db, context, 'search')
  const words = repository.criteriaWords(criteria, vocabulary)
  const highlightWords = [...words.all, ...words.any]
  // Excerpts need the profile's texts; without keywords a row is its summary alone.
  const [summaries, textsOf, states] = await Promise.all([
    listRecruiterCandidateSummaries(db, context.organisationId, ids),
    highlightWords.length > 0
      ? listRecruiterCandidateTexts(db, context.organisationId, ids)
      : new Map<number, RecruiterCandidateTexts>(),
    repository.listOrganisationStates(db, context.organisationId, ids),
  ])
  const highlightsOf = candidateHighlighter(highlightWords)
  const stateOf = new Map(states.map((state) => [Number(state.user_id), state]))
  return {
    candidates: summaries.flatMap((summary) => {
      const state = stateOf.get(summary.id)
      if (!state) return []
      const texts = textsOf.get(summary.id)
      return [
        {
          candidate: summary,
          highlights: texts ? highlightsOf(texts) : [],
          organisation_state: {
            stock_id: state.stock_id,
            hidden_candidate_id: state.hidden_candidate_id,
            labels: state.labels.map((label) => ({
              ...label,
              colour: label.colour as LabelColour,
            })),
            note_count: state.note_count,
            selection_status: state.selection_status,
            last_scouted_at: iso(state.last_scouted_at),
            special_scout_week_threshold: state.special_scout_week_threshold,
          },
          last_login_at: iso(state.last_login_at),
          profile_updated_at: iso(state.profile_updated_at),
          registered_at: iso(state.registered_at),
        },
      ]
    }),
    pagination,
    total_count_capped,
  }
}
