import {
  agentEvaluations,
  agentIndustries,
  agentJobTypes,
  agents,
  columns,
  type DbOrTx,
  industries,
  jobInfos,
  jobTypes,
  type KeywordTerm,
  prefectures,
} from '@kakehashi/db'
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { publicColumnCondition } from '../columns/columns-repository.ts'
import { publicJobCondition } from '../jobs/public-job.ts'

export interface AgentFilters {
  keywords: readonly KeywordTerm[]
  industryIds: number[]
  jobTypeIds: number[]
}

/** An evaluation is public once its publication time has come. */
const publishedEvaluation = sql`${agentEvaluations.publishedAt} <= now()`

const evaluationCount = sql<number>`(select count(*)::int from ${agentEvaluations}
  where ${agentEvaluations.agentId} = ${qualified(agents.id)} and ${publishedEvaluation})`

// One decimal, as the stars beside it are read; float8 so the driver hands back a number.
const averageRating = sql<number | null>`(select round(avg(${agentEvaluations.rating}), 1)::float8
  from ${agentEvaluations}
  where ${agentEvaluations.agentId} = ${qualified(agents.id)} and ${publishedEvaluation})`

const publicJobCount = sql<number>`(select count(*)::int from ${jobInfos}
  where ${jobInfos.agentId} = ${qualified(agents.id)} and ${publicJobCondition()})`

const columnCount = sql<number>`(select count(*)::int from ${columns}
  where ${columns.agentId} = ${qualified(agents.id)} and ${publicColumnCondition()})`

function filterCondition(filters: AgentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    keywordCondition(searchColumnsOf(agents), { all: filters.keywords }),
  ]
  if (filters.industryIds.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${agentIndustries}
        where ${agentIndustries.agentId} = ${qualified(agents.id)}
          and ${inArray(agentIndustries.industryId, filters.industryIds)})`,
    )
  }
  if (filters.jobTypeIds.length > 0) {
    // A parent job type (TECH) also finds agents who name only one of its children.
    conditions.push(
      sql`exists (select 1 from ${agentJobTypes}
        join ${jobTypes} on ${jobTypes.id} = ${agentJobTypes.jobTypeId}
        where ${agentJobTypes.agentId} = ${qualified(agents.id)}
          and ${or(inArray(jobTypes.id, filters.jobTypeIds), inArray(jobTypes.parentId, filters.jobTypeIds))})`,
    )
  }
  return and(...conditions)
}

const summaryFields = {
  id: agents.id,
  name: agents.name,
  nameEn: agents.nameEn,
  catchCopy: agents.catchCopy,
  logoPath: agents.logoPath,
  prefecture: { id: prefectures.id, name: prefectures.name, nameEn: prefectures.nameEn },
  averageRating,
  evaluationCount,
}

/** Agents with the most evaluations first, then the best rated. */
export function listAgents(db: DbOrTx, filters: AgentFilters, window: PageWindow) {
  return db
    .select(summaryFields)
    .from(agents)
    .leftJoin(prefectures, eq(prefectures.id, agents.prefectureId))
    .where(filterCondition(filters))
    .orderBy(desc(evaluationCount), sql`${averageRating} desc nulls last`, asc(agents.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countAgents(db: DbOrTx, filters: AgentFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(agents).where(filterCondition(filters))
  return row?.total ?? 0
}

export async function findAgent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...summaryFields,
      description: agents.description,
      descriptionEn: agents.descriptionEn,
      websiteUrl: agents.websiteUrl,
      consultantCount: agents.consultantCount,
      foundedYear: agents.foundedYear,
      updatedAt: agents.updatedAt,
      publicJobCount,
      columnCount,
    })
    .from(agents)
    .leftJoin(prefectures, eq(prefectures.id, agents.prefectureId))
    .where(eq(agents.id, id))
  return row ?? null
}

/** Specialist industries of several agents at once, in the reference list's order. */
export function listAgentIndustries(db: DbOrTx, agentIds: number[]) {
  if (agentIds.length === 0) return Promise.resolve([])
  return db
    .select({
      agentId: agentIndustries.agentId,
      id: industries.id,
      name: industries.name,
      nameEn: industries.nameEn,
    })
    .from(agentIndustries)
    .innerJoin(industries, eq(industries.id, agentIndustries.industryId))
    .where(inArray(agentIndustries.agentId, agentIds))
    .orderBy(asc(industries.position), asc(industries.id))
}

export function listAgentJobTypes(db: DbOrTx, agentIds: number[]) {
  if (agentIds.length === 0) return Promise.resolve([])
  return db
    .select({
      agentId: agentJobTypes.agentId,
      id: jobTypes.id,
      code: jobTypes.code,
      path: jobTypes.path,
      name: jobTypes.name,
      nameEn: jobTypes.nameEn,
      parentId: jobTypes.parentId,
    })
    .from(agentJobTypes)
    .innerJoin(jobTypes, eq(jobTypes.id, agentJobTypes.jobTypeId))
    .where(inArray(agentJobTypes.agentId, agentIds))
    .orderBy(asc(jobTypes.position), asc(jobTypes.id))
}

export function listRatingCounts(db: DbOrTx, agentId: number) {
  return db
    .select({ rating: agentEvaluations.rating, count: sql<number>`count(*)::int` })
    .from(agentEvaluations)
    .where(and(eq(agentEvaluations.agentId, agentId), publishedEvaluation))
    .groupBy(agentEvaluations.rating)
}

// The reviewer's user id is deliberately not selected: it never leaves this module.
const evaluationFields = {
  id: agentEvaluations.id,
  agentId: agentEvaluations.agentId,
  agentName: agents.name,
  agentNameEn: agents.nameEn,
  rating: agentEvaluations.rating,
  title: agentEvaluations.title,
  body: agentEvaluations.body,
  reviewerAgeGroup: agentEvaluations.reviewerAgeGroup,
  reviewerJobType: agentEvaluations.reviewerJobType,
  changedJob: agentEvaluations.changedJob,
  publishedAt: agentEvaluations.publishedAt,
}

/** Evaluations with the name of the agent they are about. */
function selectEvaluations(db: DbOrTx) {
  return db
    .select(evaluationFields)
    .from(agentEvaluations)
    .innerJoin(agents, eq(agents.id, agentEvaluations.agentId))
}

const evaluationCondition = (agentId: number | undefined) =>
  agentId === undefined
    ? publishedEvaluation
    : and(eq(agentEvaluations.agentId, agentId), publishedEvaluation)

/** Newest first. */
export function listEvaluations(db: DbOrTx, agentId: number | undefined, window: PageWindow) {
  return selectEvaluations(db)
    .where(evaluationCondition(agentId))
    .orderBy(desc(agentEvaluations.publishedAt), desc(agentEvaluations.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countEvaluations(db: DbOrTx, agentId: number | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(agentEvaluations)
    .where(evaluationCondition(agentId))
  return row?.total ?? 0
}

export async function findEvaluation(db: DbOrTx, id: number) {
  const [row] = await selectEvaluations(db).where(
    and(eq(agentEvaluations.id, id), publishedEvaluation),
  )
  return row ?? null
}
