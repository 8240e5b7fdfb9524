import {
  ACCOUNT_TYPES,
  candidateSearchCriteriaSchema,
  FIRST_REPLY_MIN_SAMPLES,
  FIRST_REPLY_WINDOW_DAYS,
  ROLE_TYPES,
  SELECTION_STATUSES,
} from '@kakehashi/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  candidateSearchConditions,
  type Database,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  jobInfoReports,
  organisations,
  personalDataRequests,
  recruiterReports,
  seed,
  userActionLogs,
  users,
  verifyPassword,
} from '../src/index.ts'
import { DEMO_MEMBER_COUNT, DEMO_MEMBER_DOMAIN } from '../src/seed/member-search.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

async function snapshot() {
  const orgRows = await database.db.select().from(organisations).orderBy(organisations.id)
  const userRows = await database.db.select().from(users).orderBy(users.id)
  const actionLogs = await database.db.$count(userActionLogs)
  return { orgRows, userRows, actionLogs }
}

describe('seed', () => {
  it('is idempotent: a second run inserts and changes nothing', async () => {
    const started = performance.now()
    const first = await seed(database)
    const firstMs = performance.now() - started
    expect(first.insertedOrganisations).toBeGreaterThanOrEqual(4)
    expect(first.insertedUsers).toBeGreaterThanOrEqual(13)
    const before = await snapshot()

    const again = performance.now()
    const second = await seed(database)
    const secondMs = performance.now() - again
    expect(second).toEqual({ insertedOrganisations: 0, insertedUsers: 0 })
    expect(await snapshot()).toEqual(before)
    console.info(`seed: first run ${firstMs.toFixed(0)} ms, second ${secondMs.toFixed(0)} ms`)
  })

  it('gives the admin area a reported listing and recruiter, data requests, an invited and a suspended recruiter and a trail to read', async () => {
    const [invited] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'invited@sakura-tech.example.com'))
    expect(invited).toMatchObject({ passwordHash: null, suspendedAt: null })
    const [suspended] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'suspended@mirai-capital.example.com'))
    expect(suspended?.suspendedAt).toBeInstanceOf(Date)
    const actions = (await database.db.select().from(auditEvents)).map((event) => event.action)
    expect(actions).toEqual(
      expect.arrayContaining(['recruiter.invited', 'recruiter.suspended', 'candidate.viewed']),
    )
    const reports = await database.db.select().from(jobInfoReports)
    expect(reports).toEqual([expect.objectContaining({ state: 'open', reason: 'expired' })])
    const recruiterReported = await database.db.select().from(recruiterReports)
    expect(recruiterReported).toEqual([expect.objectContaining({ state: 'open', reason: 'spam' })])
    const requests = await database.db.select().from(personalDataRequests)
    expect(requests.map((request) => request.state).sort()).toEqual(['completed', 'received'])
    // Both are the demo candidate's, whom a newcomer signs in as.
    const [demoCandidate] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'candidate1@example.com'))
    expect(new Set(requests.map((request) => request.candidateUserId))).toEqual(
      new Set([demoCandidate?.id]),
    )
  })

  it("gives the demo company's recruiters weeks of logged actions, up to yesterday", async () => {
    const [master] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'master@mirai-capital.example.com'))
    const rows = await database.db
      .select()
      .from(userActionLogs)
      .where(eq(userActionLogs.organisationId, master!.organisationId!))
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set(['sign_in', 'search', 'candidate_view', 'scout_sent', 'message_sent']),
    )
    expect(rows.some((row) => row.userId === master!.id)).toBe(true)
    const today = new Date(
      `${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+09:00`,
    )
    const oldest = Math.min(...rows.map((row) => row.occurredAt.getTime()))
    expect(today.getTime() - oldest).toBeGreaterThan(21 * 24 * 3_600_000)
    expect(rows.every((row) => row.occurredAt < today)).toBe(true)
  })

  it('creates companies and agent firms with Japanese and English names', async () => {
    const rows = await database.db.select().from(organisations)
    expect(rows.filter((o) => o.kind === 'company').length).toBeGreaterThanOrEqual(2)
    expect(rows.filter((o) => o.kind === 'agent').length).toBeGreaterThanOrEqual(2)
    for (const o of rows) {
      expect(o.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(o.nameEn).toBeTruthy()
    }
  })

  it('creates every role, account type and a trial recruiter, all with Japanese names', async () => {
    const rows = await database.db.select().from(users)
    for (const role of ROLE_TYPES) expect(rows.some((u) => u.roleType === role)).toBe(true)
    for (const type of ACCOUNT_TYPES) expect(rows.some((u) => u.accountType === type)).toBe(true)
    expect(rows.filter((u) => u.roleType === 'Candidate').length).toBeGreaterThanOrEqual(5)
    expect(rows.some((u) => u.roleType === 'CompanyUser' && u.accountType === 'master')).toBe(true)
    expect(rows.some((u) => u.roleType === 'CompanyUser' && u.accountType === 'normal')).toBe(true)
    expect(rows.some((u) => u.roleType === 'Agent' && u.accountType === 'master')).toBe(true)
    expect(rows.some((u) => u.roleType === 'Agent' && u.accountType === 'agent_company')).toBe(true)
    for (const u of rows) {
      expect(u.fullName).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(u.fullNameKana).toMatch(/^[\u3040-\u309f ]+$/)
    }

    const trial = rows.find((u) => u.trialRecruiter)!
    const master = rows.find(
      (u) => u.roleType === 'CompanyUser' && u.accountType === 'master' && !u.trialRecruiter,
    )!
    const normal = rows.find((u) => u.accountType === 'normal')!
    expect(master.permissions).toContain('candidates_download')
    expect(normal.permissions).not.toContain('candidates_download')
    expect(trial.permissions.length).toBeLessThan(normal.permissions.length)
    expect(trial.permissions).not.toContain('candidates_download')
  })

  it('offers a working demo login per role', async () => {
    const roles = new Set(DEMO_LOGINS.map((l) => l.role))
    for (const role of ROLE_TYPES) expect(roles.has(role)).toBe(true)
    for (const login of DEMO_LOGINS) {
      expect(login.password).toBe(DEMO_PASSWORD)
      const [user] = await database.db.select().from(users).where(eq(users.email, login.email))
      expect(user?.roleType).toBe(login.role)
    }
    const [first] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_LOGINS[0]!.email))
    expect(await verifyPassword(first!.passwordHash, DEMO_PASSWORD)).toBe(true)
    expect(await verifyPassword(first!.passwordHash, 'wrong-password')).toBe(false)
  })
})

describe('candidate demo data', () => {
  it('gives every demo candidate a profile and scouts, and runs a special scout week today', async () => {
    await seed(database)
    const { candidateProfiles, scouts, scoutCampaigns } = await import('../src/index.ts')
    const candidates = await database.db.select().from(users).where(eq(users.roleType, 'Candidate'))
    const profiles = await database.db.select().from(candidateProfiles)
    expect(profiles.map((profile) => profile.userId).sort()).toEqual(
      candidates.map((c) => c.id).sort(),
    )
    const demo = candidates.find((c) => c.email === 'candidate1@example.com')!
    expect(profiles.find((profile) => profile.userId === demo.id)).toMatchObject({
      registrationStep: 2,
      registrationFinishedAt: null,
    })
    const received = await database.db.select().from(scouts)
    // The named demo candidates; the generated members of member search have fewer scouts.
    for (const candidate of candidates.filter((c) => c.email.endsWith('@example.com'))) {
      const theirs = received.filter((scout) => scout.candidateUserId === candidate.id)
      expect(theirs.length).toBeGreaterThanOrEqual(3)
      expect(theirs.some((scout) => scout.isSpecial && scout.confirmedSalary !== null)).toBe(true)
    }
    const today = new Date().toISOString().slice(0, 10)
    const campaigns = await database.db.select().from(scoutCampaigns)
    expect(campaigns.some((c) => c.startsOn <= today && c.endsOn >= today)).toBe(true)
    const count = received.length
    await seed(database)
    expect(await database.db.select().from(scouts)).toHaveLength(count)
  })
})

describe('member search demo data', () => {
  const MIRAI_MASTER = 'master@mirai-capital.example.com'

  it('makes every seeded candidate searchable, the generated members among them', async () => {
    await seed(database)
    const { rows } = await database.executeSql(`
      select
        (select count(*)::int from users where email like '%@${DEMO_MEMBER_DOMAIN}') as members,
        (select count(*)::int from users u join candidate_profiles p on p.user_id = u.id
          where u.role_type = 'Candidate' and p.registration_step >= 1) as searchable,
        (select count(*)::int from candidate_search_documents) as documents,
        (select count(*)::int from candidate_search_documents
          where strpos(search_text, '経理') > 0) as accountants`)
    expect(rows[0].members).toBe(DEMO_MEMBER_COUNT)
    expect(rows[0].documents).toBe(rows[0].searchable)
    expect(rows[0].documents).toBeGreaterThan(DEMO_MEMBER_COUNT)
    expect(rows[0].accountants).toBeGreaterThan(10)
  })

  it('gives the demo company labels, stocks, hidden members, notes by co-workers, profile requests and saved searches', async () => {
    const [master] = await database.db.select().from(users).where(eq(users.email, MIRAI_MASTER))
    const organisationId = master!.organisationId!
    const { rows } = await database.executeSql(
      `select
        (select count(*)::int from candidate_labels cl join labels l on l.id = cl.label_id
          where l.organisation_id = $1) as labelled,
        (select count(*)::int from candidate_stocks where organisation_id = $1) as stocks,
        (select count(*)::int from hidden_candidates where organisation_id = $1) as hidden,
        (select count(distinct author_user_id)::int from candidate_notes
          where organisation_id = $1) as note_authors,
        (select count(*)::int from profile_requests where organisation_id = $1) as requests`,
      [organisationId],
    )
    expect(rows[0].labelled).toBeGreaterThan(10)
    expect(rows[0].stocks).toBeGreaterThan(0)
    expect(rows[0].hidden).toBeGreaterThan(0)
    expect(rows[0].note_authors).toBeGreaterThanOrEqual(2)
    expect(rows[0].requests).toBeGreaterThan(0)

    const searches = await database.db
      .select()
      .from(candidateSearchConditions)
      .where(eq(candidateSearchConditions.userId, master!.id))
    expect(searches.length).toBeGreaterThanOrEqual(2)
    expect(searches.filter((search) => search.notifyNewMembers).length).toBeGreaterThanOrEqual(2)
    for (const search of searches) candidateSearchCriteriaSchema.parse(search.query)
  })

  it('has co-workers of the demo recruiter scouting members in every selection status', async () => {
    const [master] = await database.db.select().from(users).where(eq(users.email, MIRAI_MASTER))
    const { rows } = await database.executeSql(
      `select s.selection_status as status, count(*)::int as n,
          count(m.id)::int as matched
        from scouts s join users c on c.id = s.candidate_user_id
        left join candidate_matches m on m.scout_id = s.id
        where s.organisation_id = $1 and s.sender_user_id <> $2
          and c.email like '%@${DEMO_MEMBER_DOMAIN}'
        group by s.selection_status`,
      [master!.organisationId, master!.id],
    )
    const byStatus = new Map(rows.map((row) => [row.status, row]))
    for (const status of SELECTION_STATUSES) {
      expect(byStatus.get(status)?.n, status).toBeGreaterThan(0)
      // Past the first message the candidate replied, which is what matches them.
      expect(byStatus.get(status)?.matched, status).toBe(
        status === 'before_matching' ? 0 : byStatus.get(status)?.n,
      )
    }
  })

  it('leaves the demo organisation replies waiting unread, and answers that show how quickly it replies', async () => {
    const [master] = await database.db.select().from(users).where(eq(users.email, MIRAI_MASTER))
    const { rows } = await database.executeSql(
      `select
        (select count(*)::int from scouts where organisation_id = $1
          and last_candidate_message_at > coalesce(recruiter_read_at, '-infinity')) as unread,
        (select count(*)::int from scouts s where s.organisation_id = $1
          and s.replied_at > now() - interval '${FIRST_REPLY_WINDOW_DAYS} days'
          and exists (select 1 from scout_messages m where m.scout_id = s.id
            and m.sender_side = 'recruiter' and m.created_at > s.replied_at)) as answered`,
      [master!.organisationId],
    )
    expect(rows[0].unread).toBeGreaterThan(0)
    expect(rows[0].answered).toBeGreaterThanOrEqual(FIRST_REPLY_MIN_SAMPLES)
  })

  it('gives the demo organisation self-applications to screen, and every application its conversation', async () => {
    const [master] = await database.db.select().from(users).where(eq(users.email, MIRAI_MASTER))
    const { rows } = await database.executeSql(
      `select
        (select count(*)::int from scouts s join self_applies a on a.id = s.self_apply_id
          where s.organisation_id = $1 and a.status = 'pending_review'
            and s.selection_status = 'interested_or_self_applied') as pending,
        (select count(*)::int from self_applies a
          where not exists (select 1 from scouts s where s.self_apply_id = a.id)) as without,
        (select count(*)::int from self_applies a where a.status = 'passed'
          and not exists (select 1 from candidate_matches m join job_infos j
            on j.organisation_id = m.organisation_id
            where j.id = a.job_info_id and m.candidate_user_id = a.user_id)) as unmatched`,
      [master!.organisationId],
    )
    expect(rows[0].pending).toBeGreaterThanOrEqual(2)
    expect(rows[0].without).toBe(0)
    expect(rows[0].unmatched).toBe(0)
  })

  it('gives the demo organisation a scout assist with scouts it sent, from its own saved search', async () => {
    const [master] = await database.db.select().from(users).where(eq(users.email, MIRAI_MASTER))
    const { rows } = await database.executeSql(
      `select a.id, (select count(*)::int from scouts s where s.scout_assist_id = a.id) as sent,
        c.user_id = a.sender_user_id as owns_search, a.ends_on >= current_date as running
      from job_info_scout_assists a
      join candidate_search_conditions c on c.id = a.search_condition_id
      where a.organisation_id = $1`,
      [master!.organisationId],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ owns_search: true, running: true })
    expect(rows[0].sent).toBeGreaterThan(0)
  })

  it('keeps members who blocked the demo company out of its reach', async () => {
    const [master] = await database.db.select().from(users).where(eq(users.email, MIRAI_MASTER))
    const { rows } = await database.executeSql(
      `select count(*)::int as n from candidate_search_documents
        where $1 = any(blocked_organisation_ids)`,
      [master!.organisationId],
    )
    expect(rows[0].n).toBeGreaterThan(0)
  })

  it("gives every demo recruiter's organisation first-scout and reminder templates", async () => {
    const recruiters = DEMO_LOGINS.filter((login) => ['CompanyUser', 'Agent'].includes(login.role))
    const { rows } = await database.executeSql(
      `select u.email, count(*) filter (where t.template_type = 'normal')::int as normal,
          count(*) filter (where t.template_type = 'remind')::int as remind
        from users u left join scout_templates t on t.organisation_id = u.organisation_id
        where u.email = any($1) group by u.email`,
      [recruiters.map((login) => login.email)],
    )
    expect(rows).toHaveLength(recruiters.length)
    for (const row of rows) {
      expect(row.normal, row.email).toBeGreaterThan(0)
      expect(row.remind, row.email).toBeGreaterThan(0)
    }
  })

  it('leaves what a recruiter removed removed after a restart', async () => {
    const [master] = await database.db.select().from(users).where(eq(users.email, MIRAI_MASTER))
    const organisationId = master!.organisationId!
    const removed = await database.executeSql(
      `delete from candidate_stocks where organisation_id = $1 returning id`,
      [organisationId],
    )
    expect(removed.rows.length).toBeGreaterThan(0)
    await database.executeSql(`delete from candidate_search_conditions where user_id = $1`, [
      master!.id,
    ])
    await seed(database)
    const { rows } = await database.executeSql(
      `select (select count(*)::int from candidate_stocks where organisation_id = $1) as stocks,
        (select count(*)::int from candidate_search_conditions where user_id = $2) as searches`,
      [organisationId, master!.id],
    )
    expect(rows[0]).toEqual({ stocks: 0, searches: 0 })
  })

  it('adds nothing on a second run', async () => {
    const counts = async () =>
      (
        await database.executeSql(`select
          (select count(*)::int from scouts) as scouts,
          (select count(*)::int from self_applies) as applications,
          (select count(*)::int from candidate_notes) as notes,
          (select count(*)::int from candidate_labels) as labelled,
          (select count(*)::int from candidate_search_conditions) as searches,
          (select count(*)::int from scout_templates) as templates,
          (select count(*)::int from candidate_search_documents) as documents`)
      ).rows[0]
    const before = await counts()
    await seed(database)
    expect(await counts()).toEqual(before)
  })
})
