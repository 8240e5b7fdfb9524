import {
  agentIndustries,
  agentJobTypes,
  createAgent,
  createAgentEvaluation,
  createColumn,
  createJobInfo,
  createUser,
  daysFromNow,
} from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp } from './helpers.ts'

type Listed = { id: number }

async function get(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() }
}

describe('GET /api/v3/agents', () => {
  it('lists agents with their average rating and evaluation count', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const reviewed = await createAgent(db)
    const unreviewed = await createAgent(db)
    for (const rating of [5, 4, 4])
      await createAgentEvaluation(db, { agentId: reviewed.id, rating })
    // Not published yet: neither counted nor averaged.
    await createAgentEvaluation(db, {
      agentId: reviewed.id,
      rating: 1,
      publishedAt: daysFromNow(2),
    })

    const { status, body } = await get(app, '/api/v3/agents')
    expect(status).toBe(200)
    expect(body.pagination).toEqual({
      current_page: 1,
      next_page: null,
      prev_page: null,
      total_pages: 1,
      total_count: 2,
    })
    expect(body.agents.map((a: Listed) => a.id)).toEqual([reviewed.id, unreviewed.id])
    expect(body.agents[0]).toMatchObject({
      id: reviewed.id,
      name: reviewed.name,
      catch_copy: reviewed.catchCopy,
      prefecture: { id: 13, name: '東京都' },
      average_rating: 4.3,
      evaluation_count: 3,
    })
    expect(body.agents[1]).toMatchObject({ average_rating: null, evaluation_count: 0 })
  })

  it('filters by keyword, specialist industries and job types (a parent finds its children)', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const finance = await createAgent(db, {
      name: 'フィナンシャルキャリア',
      nameEn: 'Financial Career',
      catchCopy: '金融専門職の転職支援',
      description: '',
    })
    const tech = await createAgent(db, {
      name: 'テックリクルート',
      nameEn: 'Tech Recruit',
      catchCopy: 'エンジニアの転職支援',
      description: '',
    })
    await db.insert(agentIndustries).values([
      { agentId: finance.id, industryId: 2 },
      { agentId: finance.id, industryId: 3 },
      { agentId: tech.id, industryId: 10 },
    ])
    // 101 (investment banking) is a child of 1 (finance professionals); 3 is TECH.
    await db.insert(agentJobTypes).values([
      { agentId: finance.id, jobTypeId: 101 },
      { agentId: tech.id, jobTypeId: 3 },
    ])
    const ids = async (query: string) =>
      (await get(app, `/api/v3/agents?${query}`)).body.agents.map((a: Listed) => a.id).sort()

    expect(await ids(`keyword=${encodeURIComponent('金融')}`)).toEqual([finance.id])
    expect(await ids('keyword=tech')).toEqual([tech.id])
    expect(await ids(`keyword=${encodeURIComponent('転職 エンジニア')}`)).toEqual([tech.id])
    expect(await ids('industry_ids=3')).toEqual([finance.id])
    expect(await ids('industry_ids=3&industry_ids=10')).toEqual([finance.id, tech.id].sort())
    expect(await ids('job_type_ids=1')).toEqual([finance.id])
    expect(await ids('job_type_ids=101')).toEqual([finance.id])
    expect(await ids('job_type_ids=3')).toEqual([tech.id])
    expect(await ids('job_type_ids=3&industry_ids=2')).toEqual([])

    const [listed] = (await get(app, `/api/v3/agents?industry_ids=2`)).body.agents
    expect(listed.industries.map((i: Listed) => i.id)).toEqual([2, 3])
    expect(listed.job_types).toEqual([
      expect.objectContaining({ id: 101, code: 'INVESTMENT_BANKING', parent_id: 1 }),
    ])
  })

  it('pages through the list', async () => {
    const { app, database } = await createTestApp()
    for (let i = 0; i < 3; i += 1) await createAgent(database.db)
    const first = await get(app, '/api/v3/agents?per=2')
    expect(first.body.agents).toHaveLength(2)
    expect(first.body.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 2,
      total_count: 3,
    })
    const second = await get(app, '/api/v3/agents?per=2&page=2')
    expect(second.body.agents).toHaveLength(1)
    expect(second.body.pagination).toMatchObject({ current_page: 2, next_page: null, prev_page: 1 })
  })
})

describe('GET /api/v3/agents/:id', () => {
  it('answers the profile, specialities, rating distribution and public counts', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const agent = await createAgent(db, { consultantCount: 25, foundedYear: 2012 })
    await db.insert(agentIndustries).values({ agentId: agent.id, industryId: 7 })
    await db.insert(agentJobTypes).values({ agentId: agent.id, jobTypeId: 201 })
    for (const rating of [5, 5, 3, 1])
      await createAgentEvaluation(db, { agentId: agent.id, rating })

    await createJobInfo(db, { agentId: agent.id })
    await createJobInfo(db, { agentId: agent.id })
    await createJobInfo(db, { agentId: agent.id, status: 'draft' })
    await createJobInfo(db, { agentId: agent.id, status: 'closed' })
    await createJobInfo(db, { agentId: agent.id, status: 'open_for_scout' })
    await createJobInfo(db, {
      agentId: agent.id,
      recruitmentStartOn: '2020-01-01',
      recruitmentEndOn: '2020-01-31',
    })
    await createColumn(db, { agentId: agent.id })
    await createColumn(db, { agentId: agent.id, status: 'draft' })
    await createColumn(db, { agentId: agent.id, publishedAt: daysFromNow(3) })

    const { status, body } = await get(app, `/api/v3/agents/${agent.id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: agent.id,
      name: agent.name,
      description: agent.description,
      website_url: agent.websiteUrl,
      consultant_count: 25,
      founded_year: 2012,
      industries: [{ id: 7, name: '戦略コンサルティング', name_en: 'Strategy Consulting' }],
      job_types: [expect.objectContaining({ id: 201, code: 'STRATEGY_CONSULTANT' })],
      average_rating: 3.5,
      evaluation_count: 4,
      rating_distribution: [
        { rating: 5, count: 2 },
        { rating: 4, count: 0 },
        { rating: 3, count: 1 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1 },
      ],
      public_job_count: 2,
      column_count: 1,
    })
    expect(body).not.toHaveProperty('organisation_id')
  })

  it('answers 404 for an unknown agent', async () => {
    const { app } = await createTestApp()
    const { status, body } = await get(app, '/api/v3/agents/999999')
    expect(status).toBe(404)
    expect(body.error.code).toBe('notFound')
  })
})

describe('agent evaluations', () => {
  it("lists an agent's evaluations newest first, paged, without the reviewer's identity", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const agent = await createAgent(db)
    const otherAgent = await createAgent(db)
    const reviewer = await createUser(db, { roleType: 'Candidate', fullName: '山田 太郎' })
    const oldest = await createAgentEvaluation(db, {
      agentId: agent.id,
      userId: reviewer.id,
      publishedAt: daysFromNow(-30),
    })
    const middle = await createAgentEvaluation(db, {
      agentId: agent.id,
      userId: reviewer.id,
      publishedAt: daysFromNow(-10),
      reviewerAgeGroup: '40代',
      reviewerJobType: 'ITコンサルタント',
      changedJob: true,
    })
    const newest = await createAgentEvaluation(db, {
      agentId: agent.id,
      userId: reviewer.id,
      publishedAt: daysFromNow(-1),
    })
    await createAgentEvaluation(db, { agentId: agent.id, publishedAt: daysFromNow(5) })
    await createAgentEvaluation(db, { agentId: otherAgent.id })

    const first = await get(app, `/api/v3/agent_evaluations?agent_id=${agent.id}&per=2`)
    expect(first.status).toBe(200)
    expect(first.body.agent_evaluations.map((e: Listed) => e.id)).toEqual([newest.id, middle.id])
    expect(first.body.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 2,
      total_count: 3,
    })
    const second = await get(app, `/api/v3/agent_evaluations?agent_id=${agent.id}&per=2&page=2`)
    expect(second.body.agent_evaluations.map((e: Listed) => e.id)).toEqual([oldest.id])

    const shown = first.body.agent_evaluations[1]
    expect(shown).toEqual({
      id: middle.id,
      agent: { id: agent.id, name: agent.name, name_en: agent.nameEn },
      rating: middle.rating,
      title: middle.title,
      body: middle.body,
      reviewer_age_group: '40代',
      reviewer_job_type: 'ITコンサルタント',
      changed_job: true,
      published_at: middle.publishedAt.toISOString(),
    })
    const raw = JSON.stringify([first.body, second.body])
    expect(raw).not.toContain('user_id')
    expect(raw).not.toContain('山田')
    expect(raw).not.toContain(reviewer.email)

    const all = await get(app, '/api/v3/agent_evaluations')
    expect(all.body.pagination.total_count).toBe(4)
  })

  it('answers one evaluation, and 404 for unknown or unpublished ones', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const reviewer = await createUser(db, { roleType: 'Candidate' })
    const evaluation = await createAgentEvaluation(db, { userId: reviewer.id })
    const scheduled = await createAgentEvaluation(db, { publishedAt: daysFromNow(1) })

    const { status, body } = await get(app, `/api/v3/agent_evaluations/${evaluation.id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: evaluation.id, agent: { id: evaluation.agentId } })
    expect(body).not.toHaveProperty('user_id')
    expect(JSON.stringify(body)).not.toContain(reviewer.email)

    expect((await get(app, `/api/v3/agent_evaluations/${scheduled.id}`)).status).toBe(404)
    expect((await get(app, '/api/v3/agent_evaluations/999999')).status).toBe(404)
  })
})
