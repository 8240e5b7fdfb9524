import {
  AGENT_RATINGS,
  type AgentDetail,
  type AgentEvaluation,
  type AgentEvaluationListQuery,
  type AgentListQuery,
  type AgentSummary,
} from '@kakehashi/contracts'
import { type DbOrTx, keywordTerms } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import { groupBy } from '../../lib/group-by.ts'
import { readPage } from '../../lib/paging.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import { listPublicAgentMovies } from '../agent-movies/agent-movies-service.ts'
import * as repository from './agents-repository.ts'

type SummaryRow = Awaited<ReturnType<typeof repository.listAgents>>[number]
type EvaluationRow = NonNullable<Awaited<ReturnType<typeof repository.findEvaluation>>>

/** Specialist industries and job types of the given agents, by agent id. */
async function listSpecialities(db: DbOrTx, agentIds: number[]) {
  const [industryRows, jobTypeRows] = await Promise.all([
    repository.listAgentIndustries(db, agentIds),
    repository.listAgentJobTypes(db, agentIds),
  ])
  const industries = groupBy(
    industryRows,
    (row) => row.agentId,
    (row) => ({ id: row.id, name: row.name, name_en: row.nameEn }),
  )
  const jobTypes = groupBy(
    jobTypeRows,
    (row) => row.agentId,
    (row) => ({
      id: row.id,
      code: row.code,
      path: row.path,
      name: row.name,
      name_en: row.nameEn,
      parent_id: row.parentId,
    }),
  )
  return new Map<number, Pick<AgentSummary, 'industries' | 'job_types'>>(
    agentIds.map((id) => [
      id,
      { industries: industries.get(id) ?? [], job_types: jobTypes.get(id) ?? [] },
    ]),
  )
}

function summaryToWire(
  row: SummaryRow,
  specialities: Pick<AgentSummary, 'industries' | 'job_types'> | undefined,
): AgentSummary {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    catch_copy: row.catchCopy,
    logo_path: row.logoPath,
    prefecture: row.prefecture
      ? { id: row.prefecture.id, name: row.prefecture.name, name_en: row.prefecture.nameEn }
      : null,
    industries: specialities?.industries ?? [],
    job_types: specialities?.job_types ?? [],
    average_rating: row.averageRating,
    evaluation_count: row.evaluationCount,
  }
}

export async function listAgents(db: DbOrTx, query: AgentListQuery) {
  const filters: repository.AgentFilters = {
    keywords: keywordTerms(query.keyword, await searchVocabulary(db)),
    industryIds: query.industry_ids,
    jobTypeIds: query.job_type_ids,
  }
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listAgents(db, filters, window),
    count: () => repository.countAgents(db, filters),
  })
  const specialities = await listSpecialities(
    db,
    rows.map((row) => row.id),
  )
  return {
    agents: rows.map((row) => summaryToWire(row, specialities.get(row.id))),
    pagination,
  }
}

export async function getAgent(db: DbOrTx, id: number): Promise<AgentDetail> {
  const [row, specialities, ratings, movies] = await Promise.all([
    repository.findAgent(db, id),
    listSpecialities(db, [id]),
    repository.listRatingCounts(db, id),
    listPublicAgentMovies(db, id),
  ])
  if (!row) throw notFound('Agent')
  const countOf = new Map(ratings.map((entry) => [entry.rating, entry.count]))
  return {
    ...summaryToWire(row, specialities.get(id)),
    description: row.description,
    description_en: row.descriptionEn,
    website_url: row.websiteUrl,
    consultant_count: row.consultantCount,
    founded_year: row.foundedYear,
    rating_distribution: [...AGENT_RATINGS]
      .reverse()
      .map((rating) => ({ rating, count: countOf.get(rating) ?? 0 })),
    public_job_count: row.publicJobCount,
    column_count: row.columnCount,
    movies,
    updated_at: row.updatedAt.toISOString(),
  }
}

const evaluationToWire = (row: EvaluationRow): AgentEvaluation => ({
  id: row.id,
  agent: { id: row.agentId, name: row.agentName, name_en: row.agentNameEn },
  rating: row.rating,
  title: row.title,
  body: row.body,
  reviewer_age_group: row.reviewerAgeGroup,
  reviewer_job_type: row.reviewerJobType,
  changed_job: row.changedJob,
  published_at: row.publishedAt.toISOString(),
})

export async function listEvaluations(db: DbOrTx, query: AgentEvaluationListQuery) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listEvaluations(db, query.agent_id, window),
    count: () => repository.countEvaluations(db, query.agent_id),
  })
  return { agent_evaluations: rows.map(evaluationToWire), pagination }
}

export async function getEvaluation(db: DbOrTx, id: number): Promise<AgentEvaluation> {
  const row = await repository.findEvaluation(db, id)
  if (!row) throw notFound('Agent evaluation')
  return evaluationToWire(row)
}
