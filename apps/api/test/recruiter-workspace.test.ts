import {
  createCompany,
  createContract,
  createJobInfo,
  createScout,
  createScoutCampaign,
  createSpecialEvent,
  createSpecialScout,
  createUser,
  dayFromToday,
  daysFromNow,
  selfApplies,
} from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { insertSelfApplyConversation } from '../src/modules/conversations/conversations-repository.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

async function get(app: App, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: `/api/v3${url}`, headers })
  return { status: response.statusCode, body: response.json() }
}

describe('the organisation contract', () => {
  it('tells a running contract, its days left and the special scouts left this month', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { headers, organisation } = await signInRecruiter(db)
    await createContract(db, organisation.id, {
      planName: 'スタンダードプラン',
      startsOn: dayFromToday(-100),
      endsOn: dayFromToday(60),
      specialScoutMonthlyQuota: 5,
    })
    const candidate = await signInCandidate(db)
    await createSpecialScout(db, candidate.user.id, { organisationId: organisation.id })
    await createSpecialScout(db, candidate.user.id, { organisationId: organisation.id })
    // An ordinary scout and another organisation's special scout do not count.
    await createScout(db, candidate.user.id, { organisationId: organisation.id })
    await createSpecialScout(db, candidate.user.id)

    const { status, body } = await get(app, '/client/contract', headers)
    expect(status).toBe(200)
    expect(body.contract).toMatchObject({
      plan_name: 'スタンダードプラン',
      ends_on: dayFromToday(60),
      state: 'running',
      days_left: 60,
      special_scout_monthly_quota: 5,
      special_scouts_sent_this_month: 2,
      special_scouts_remaining: 3,
      can_scout: true,
    })
  })

  it('says a contract is ending in its last month and ended after its end date', async () => {
    const { app, database } = await createTestApp()
    const ending = await signInRecruiter(database.db)
    await createContract(database.db, ending.organisation.id, { endsOn: dayFromToday(10) })
    const ended = await signInRecruiter(database.db)
    await createContract(database.db, ended.organisation.id, { endsOn: dayFromToday(-1) })
    const none = await signInRecruiter(database.db)

    expect((await get(app, '/client/contract', ending.headers)).body.contract).toMatchObject({
      state: 'ending',
      days_left: 10,
      can_scout: true,
    })
    expect((await get(app, '/client/contract', ended.headers)).body.contract).toMatchObject({
      state: 'ended',
      days_left: -1,
      can_scout: false,
    })
    expect((await get(app, '/client/contract', none.headers)).body).toEqual({ contract: null })
  })
})

/** The 15th at noon in Japan `back` calendar months before this one, with its month and 1st. */
function monthBack(back: number) {
  const tokyo = new Date(Date.now() + 9 * 60 * 60 * 1000)
  const at = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth() - back, 15, 3))
  const month = at.toISOString().slice(0, 7)
  return { at, month, firstDay: `${month}-01` }
}

describe('the contract report', () => {
  it("counts each month's scouts, replies and special scouts from the contract's first month", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { headers, organisation, user } = await signInRecruiter(db)
    const [thisMonth, lastMonth, twoBack, threeBack] = [0, 1, 2, 3].map(monthBack)
    await createContract(db, organisation.id, {
      planName: 'スタンダードプラン',
      startsOn: twoBack!.firstDay,
      endsOn: dayFromToday(200),
      specialScoutMonthlyQuota: 5,
    })
    const candidate = (await signInCandidate(db)).user
    const scout = (sentAt: Date, extra: Parameters<typeof createScout>[2] = {}) =>
      createScout(db, candidate.id, {
        organisationId: organisation.id,
        senderUserId: user.id,
        sentAt,
        ...extra,
      })
    const now = new Date()
    await scout(now)
    await scout(now, { repliedAt: now })
    await createSpecialScout(db, candidate.id, { organisationId: organisation.id, sentAt: now })
    for (const replied of [true, true, false]) {
      await scout(lastMonth!.at, { repliedAt: replied ? lastMonth!.at : null })
    }
    await createSpecialScout(db, candidate.id, {
      organisationId: organisation.id,
      sentAt: lastMonth!.at,
    })
    await createSpecialScout(db, candidate.id, {
      organisationId: organisation.id,
      sentAt: lastMonth!.at,
    })
    // Before the contract's first month, another organisation's, and a self-application: none
    // of them is a scout of this contract.
    await scout(threeBack!.at)
    await createScout(db, candidate.id, { sentAt: now })
    const job = await createJobInfo(db, { organisationId: organisation.id })
    const [application] = await db
      .insert(selfApplies)
      .values({ userId: candidate.id, jobInfoId: job.id })
      .returning()
    await insertSelfApplyConversation(db, application!.id)

    const { status, body } = await get(app, '/client/contract_report', headers)
    expect(status).toBe(200)
    expect(body.contract).toMatchObject({ plan_name: 'スタンダードプラン', state: 'running' })
    expect(body.months).toEqual([
      {
        month: thisMonth!.month,
        scouts_sent: 3,
        scouts_replied: 1,
        special_scouts_sent: 1,
        special_scouts_remaining: 4,
      },
      {
        month: lastMonth!.month,
        scouts_sent: 5,
        scouts_replied: 2,
        special_scouts_sent: 2,
        special_scouts_remaining: 3,
      },
      {
        month: twoBack!.month,
        scouts_sent: 0,
        scouts_replied: 0,
        special_scouts_sent: 0,
        special_scouts_remaining: 5,
      },
    ])
    expect(body.totals).toEqual({ scouts_sent: 8, scouts_replied: 3, special_scouts_sent: 3 })
  })

  it('stops at the last month of an ended contract, and has no months without one', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const ended = await signInRecruiter(db)
    const [thisMonth, lastMonth, twoBack] = [0, 1, 2].map(monthBack)
    await createContract(db, ended.organisation.id, {
      startsOn: twoBack!.firstDay,
      endsOn: `${lastMonth!.month}-20`,
    })
    const candidate = (await signInCandidate(db)).user
    await createScout(db, candidate.id, { organisationId: ended.organisation.id })

    const report = (await get(app, '/client/contract_report', ended.headers)).body
    expect(report.contract).toMatchObject({ state: 'ended', can_scout: false })
    expect(report.months.map((month: { month: string }) => month.month)).toEqual([
      lastMonth!.month,
      twoBack!.month,
    ])
    expect(report.months.map((month: { month: string }) => month.month)).not.toContain(
      thisMonth!.month,
    )
    expect(report.totals.scouts_sent).toBe(0)

    const none = await signInRecruiter(db)
    expect((await get(app, '/client/contract_report', none.headers)).body).toEqual({
      contract: null,
      months: [],
      totals: { scouts_sent: 0, scouts_replied: 0, special_scouts_sent: 0 },
    })
  })

  it('is refused to a recruiter without the contract report permission', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db, {
      accountType: 'normal',
      permissions: ['dashboard', 'scouts'],
    })
    expect((await get(app, '/client/contract_report', headers)).status).toBe(403)
  })
})

describe('managed accounts', () => {
  it("lists the caller's organisation's recruiters only, masters first, with download rights", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const normal = await signInRecruiter(db, { accountType: 'normal' })
    const master = await createUser(db, {
      roleType: 'CompanyUser',
      accountType: 'master',
      organisationId: normal.organisation.id,
    })
    await signInRecruiter(db)

    const { status, body } = await get(app, '/client/managed_accounts', normal.headers)
    expect(status).toBe(200)
    expect(body.managed_accounts.map((a: { id: number }) => a.id)).toEqual([
      master.id,
      normal.user.id,
    ])
    expect(body.managed_accounts[0]).toMatchObject({
      role_type: 'CompanyUser',
      account_type: 'master',
      can_download_candidates: true,
      is_self: false,
    })
    expect(body.managed_accounts[1]).toMatchObject({
      can_download_candidates: false,
      is_self: true,
    })
  })

  it("lists an agent firm's agents", async () => {
    const { app, database } = await createTestApp()
    const agent = await signInRecruiter(database.db, { roleType: 'Agent', accountType: 'master' })
    const { body } = await get(app, '/client/managed_accounts', agent.headers)
    expect(body.managed_accounts).toHaveLength(1)
    expect(body.managed_accounts[0]).toMatchObject({ role_type: 'Agent', is_self: true })
  })
})

describe('the special scout week permission', () => {
  it('follows the contract and names the running week', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const campaign = await createScoutCampaign(db, { startsOn: dayFromToday(-1) })
    const permitted = await signInRecruiter(db)
    await createContract(db, permitted.organisation.id, { specialScoutWeekPermitted: true })
    const refused = await signInRecruiter(db)
    await createContract(db, refused.organisation.id, { specialScoutWeekPermitted: false })
    const ended = await signInRecruiter(db)
    await createContract(db, ended.organisation.id, {
      specialScoutWeekPermitted: true,
      endsOn: dayFromToday(-1),
    })

    const answer = await get(app, '/client/current_scout_campaign_permission', permitted.headers)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      special_scout_week: true,
      campaign: { id: campaign.id, is_running: true },
    })
    for (const caller of [refused, ended]) {
      const { body } = await get(app, '/client/current_scout_campaign_permission', caller.headers)
      expect(body.special_scout_week).toBe(false)
    }
  })
})

describe('the recent special event', () => {
  it('is the next one ahead, marked when it is the organisation’s own', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const { headers, organisation } = await signInRecruiter(db)
    const ownCompany = await createCompany(db, { organisationId: organisation.id })
    await createSpecialEvent(db, { eventStartsAt: daysFromNow(-3) })
    const next = await createSpecialEvent(db, {
      eventStartsAt: daysFromNow(5),
      companyId: ownCompany.id,
    })
    await createSpecialEvent(db, { eventStartsAt: daysFromNow(20) })

    const { status, body } = await get(app, '/client/special_events/recent_event_info', headers)
    expect(status).toBe(200)
    expect(body.recent_event_info.special_event.id).toBe(next.id)
    expect(body.recent_event_info.is_own_event).toBe(true)
  })

  it('is null when there is no special event', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInRecruiter(database.db)
    const { body } = await get(app, '/client/special_events/recent_event_info', headers)
    expect(body).toEqual({ recent_event_info: null })
  })
})

describe('workspace access', () => {
  it('is for recruiters only', async () => {
    const { app, database } = await createTestApp()
    const candidate = await signInCandidate(database.db)
    expect((await get(app, '/client/contract', candidate.headers)).status).toBe(403)
    expect((await get(app, '/client/managed_accounts', {})).status).toBe(401)
  })
})
