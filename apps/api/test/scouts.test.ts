import {
  candidateMatches,
  createJobInfo,
  createRecruiterMessage,
  createScout,
  createScoutCampaign,
  createSpecialScout,
  dayFromToday,
  scouts,
} from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  return { status: response.statusCode, body: response.json() }
}

describe('scouts inbox', () => {
  it('lists scouts newest first with the unread count falling as they are opened', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await signInCandidate(database.db)
    const older = await createScout(database.db, user.id, {
      sentAt: new Date(Date.now() - 86_400_000),
    })
    const special = await createSpecialScout(database.db, user.id, { confirmedSalary: 1500 })
    await createScout(database.db, (await signInCandidate(database.db)).user.id)

    const list = await call(app, 'GET', '/api/v3/candidate/scouts', headers)
    expect(list.status).toBe(200)
    expect(list.body.scouts.map((scout: { id: number }) => scout.id)).toEqual([
      special.id,
      older.id,
    ])
    expect(list.body.pagination.total_count).toBe(2)
    expect(list.body.scouts[0]).toMatchObject({
      is_special: true,
      is_unread: true,
      special: {
        confirmed_salary: 1500,
        confirmed_position: 'manager',
        guaranteed_short_selection: true,
      },
    })
    expect(
      (await call(app, 'GET', '/api/v3/candidate/scouts/unread_count', headers)).body.count,
    ).toBe(2)

    const opened = await call(app, 'GET', `/api/v3/candidate/scouts/${special.id}`, headers)
    expect(opened.status).toBe(200)
    expect(opened.body.is_unread).toBe(false)
    expect(
      (await call(app, 'GET', '/api/v3/candidate/scouts/unread_count', headers)).body.count,
    ).toBe(1)

    // A new recruiter message makes it unread again.
    await createRecruiterMessage(
      database.db,
      special,
      'ご返信ありがとうございます。',
      new Date(Date.now() + 1000),
    )
    expect(
      (await call(app, 'GET', '/api/v3/candidate/scouts/unread_count', headers)).body.count,
    ).toBe(2)
  })

  it('a reply matches the candidate once; a retry does not post twice; HTML stays text', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await signInCandidate(database.db)
    const scout = await createScout(database.db, user.id)
    const reply = { body: '<b>ぜひ</b> お話を伺いたいです', client_request_id: 'draft-0001-abcd' }

    const first = await call(
      app,
      'POST',
      `/api/v3/candidate/scouts/${scout.id}/message`,
      headers,
      reply,
    )
    expect(first.status).toBe(201)
    expect(first.body.body).toBe(reply.body)
    const retry = await call(
      app,
      'POST',
      `/api/v3/candidate/scouts/${scout.id}/message`,
      headers,
      reply,
    )
    expect(retry.status).toBe(200)
    expect(retry.body.id).toBe(first.body.id)

    const detail = await call(app, 'GET', `/api/v3/candidate/scouts/${scout.id}`, headers)
    expect(detail.body.messages).toHaveLength(1)
    expect(detail.body.is_matched).toBe(true)
    expect(detail.body.replied_at).not.toBeNull()
    const matches = await database.db.select().from(candidateMatches)
    expect(matches).toEqual([
      expect.objectContaining({ organisationId: scout.organisationId, candidateUserId: user.id }),
    ])
    // The organisation's selection of the candidate moves on to "matched".
    const [replied] = await database.db.select().from(scouts).where(eq(scouts.id, scout.id))
    expect(replied?.selectionStatus).toBe('matched')

    const contact = await call(app, 'POST', '/api/v3/candidate/contacts', headers, {
      scout_id: scout.id,
    })
    expect(contact.status).toBe(200)
    expect(contact.body.organisation_id).toBe(scout.organisationId)
  })

  it('"interested" matches without a message; an expired special scout cannot be answered', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await signInCandidate(database.db)
    const scout = await createScout(database.db, user.id)
    expect(
      (await call(app, 'POST', '/api/v3/candidate/contacts', headers, { scout_id: scout.id }))
        .status,
    ).toBe(201)
    const expired = await createSpecialScout(database.db, user.id, {
      expiresAt: new Date(Date.now() - 1000),
    })
    const refused = await call(
      app,
      'POST',
      `/api/v3/candidate/scouts/${expired.id}/message`,
      headers,
      {
        body: 'よろしくお願いします',
        client_request_id: 'draft-expired-1',
      },
    )
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('scoutExpired')
    expect(
      (await call(app, 'GET', `/api/v3/candidate/scouts/${expired.id}`, headers)).body.messages,
    ).toEqual([])
  })

  it("another candidate can neither read nor answer this candidate's scout; recruiters are refused", async () => {
    const { app, database } = await createTestApp()
    const { user } = await signInCandidate(database.db)
    const other = await signInCandidate(database.db)
    const scout = await createScout(database.db, user.id)
    expect(
      (await call(app, 'GET', `/api/v3/candidate/scouts/${scout.id}`, other.headers)).status,
    ).toBe(404)
    expect(
      (
        await call(app, 'POST', `/api/v3/candidate/scouts/${scout.id}/message`, other.headers, {
          body: 'x',
          client_request_id: 'draft-other-1',
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(app, 'POST', '/api/v3/candidate/contacts', other.headers, { scout_id: scout.id }))
        .status,
    ).toBe(404)
    const recruiter = await signInRecruiter(database.db)
    expect((await call(app, 'GET', '/api/v3/candidate/scouts', recruiter.headers)).status).toBe(403)
    expect((await call(app, 'GET', '/api/v3/candidate/scouts/unread_count', {})).status).toBe(401)
  })
})

describe('applications, history and the special scout week', () => {
  it('applies to a public job once; drafts and closed jobs are not found', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInCandidate(database.db)
    const job = await createJobInfo(database.db)
    const draft = await createJobInfo(database.db, { status: 'draft' })
    const expired = await createJobInfo(database.db, {
      recruitmentStartOn: dayFromToday(-30),
      recruitmentEndOn: dayFromToday(-1),
    })

    const first = await call(app, 'POST', '/api/v3/candidate/self_applies', headers, {
      job_info_id: job.id,
      message: '興味があります',
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      status: 'pending_review',
      message: '興味があります',
      job_info: { id: job.id },
    })
    expect(
      (await call(app, 'POST', '/api/v3/candidate/self_applies', headers, { job_info_id: job.id }))
        .status,
    ).toBe(200)
    expect(
      (
        await call(app, 'POST', '/api/v3/candidate/self_applies', headers, {
          job_info_id: draft.id,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(app, 'POST', '/api/v3/candidate/self_applies', headers, {
          job_info_id: expired.id,
        })
      ).status,
    ).toBe(404)
    const list = await call(app, 'GET', '/api/v3/candidate/self_applies', headers)
    expect(list.body.self_applies).toHaveLength(1)
    const detail = await call(app, 'GET', `/api/v3/job_infos/${job.id}`, headers)
    expect(detail.body.already_applied).toBe(true)
  })

  it('joins and leaves the current campaign; without one it says so', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInCandidate(database.db)
    expect((await call(app, 'GET', '/api/v3/scout_campaigns/current', {})).status).toBe(404)
    const none = await call(
      app,
      'GET',
      '/api/v3/candidate/current_scout_campaign_join_status',
      headers,
    )
    expect(none.body.error.code).toBe('noCurrentScoutCampaign')

    await createScoutCampaign(database.db, {
      startsOn: dayFromToday(-40),
      endsOn: dayFromToday(-30),
      name: '前回',
    })
    const campaign = await createScoutCampaign(database.db, { highSalaryThreshold: 1200 })
    expect((await call(app, 'GET', '/api/v3/scout_campaigns/current', {})).body).toMatchObject({
      id: campaign.id,
      high_salary_threshold: 1200,
    })
    const status = await call(
      app,
      'GET',
      '/api/v3/candidate/current_scout_campaign_join_status',
      headers,
    )
    expect(status.body).toMatchObject({
      campaign: { id: campaign.id },
      join_status: { id: null, is_joined: false },
      profile_completeness: { career_done_character_count: 0, max: 2500 },
    })
    for (let i = 0; i < 2; i++) {
      const joined = await call(
        app,
        'PUT',
        '/api/v3/candidate/current_scout_campaign_join_status',
        headers,
        { is_joined: true },
      )
      expect(joined.body.join_status.is_joined).toBe(true)
    }
    const left = await call(
      app,
      'PUT',
      '/api/v3/candidate/current_scout_campaign_join_status',
      headers,
      { is_joined: false },
    )
    expect(left.body.join_status.is_joined).toBe(false)
  })

  it('lists viewed columns and entered events for the caller only', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInCandidate(database.db)
    const viewed = await call(app, 'GET', '/api/v3/candidate/viewed_columns', headers)
    expect(viewed.body).toMatchObject({ viewed_columns: [], pagination: { total_count: 0 } })
    const entries = await call(app, 'GET', '/api/v3/candidate/events', headers)
    expect(entries.body).toEqual({ events: [], special_events: [] })
  })
})
