// Member search over a large candidate base: p50/p95 of the first page for a set of searches, at
// 1 and at 10 concurrent clients, as the database's time (the search's own SQL: the capped
// count and the page's ids) and the API's (GET /api/v3/client/candidates over HTTP, signed in
// as a recruiter, from the platform's own process on PostgreSQL, the clients in a worker
// thread), beside a naive baseline doing the same searches in the same run; then the saved-search
// alert job's time for 1,000 notifying searches.
//
// Seed first, then:
//   DATABASE_URL=postgres://… npm run seed:scale -- --candidates 1000000
//   DATABASE_URL=postgres://… npm run bench:member-search
// or on the embedded database under DATA_DIR (default ./data; stop the server first):
//   npm run seed:scale -- --candidates 100000 && npm run bench:member-search
// Options: --iterations 20 (runs per search at 1 client; at 10 clients each client runs a
// fifth of it; a search stops repeating after 20 s, with at least 3 runs at 1 client and one
// per client at 10), --clients 10, --baseline-runs 1 (the naive searches take seconds each
// at a million: that many runs at 1 client, one per client at 10), --baseline-clients 10 (1:
// the baseline at 1 client only; each of its searches at 10 takes minutes at a million),
// --only 経理 (the searches whose names contain it), --no-baseline, --alerts
// 1000 (saved searches), --new 1000 (members the alert run finds past the searches' marks).
//
// The baseline is what a first version would do: ILIKE '%word%' over a join of the raw
// candidate tables (profile texts and each career's company, position and description), the
// same filters on the profile's columns and the same exclusions, sorted on the raw columns,
// and the same count capped at 1,001. It does not fold width or kana nor look at schools,
// certifications and wishes, so its counts differ somewhat.
//
// The benchmark adds to the database it runs on: an organisation with recruiters, their scouts
// in every selection status, hidden and stocked candidates and labels (so exclusions have
// something to exclude), 1,000 saved searches, and each alert run's notifications and mails.

import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'

const args = process.argv.slice(2)
const iterations = wholeNumberOption('iterations', 20)
const clients = wholeNumberOption('clients', 10)
const baselineRuns = wholeNumberOption('baseline-runs', 1)
const baselineClients = wholeNumberOption('baseline-clients', clients)
const onlyIndex = args.indexOf('--only')
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined
const withBaseline = !args.includes('--no-baseline')
const alertSearches = wholeNumberOption('alerts', 1000)
const newMembers = wholeNumberOption('new', 1000)

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = path.resolve(process.env.DATA_DIR || './data')

register()
const db = await import('../packages/db/src/index.ts')
const contracts = await import('../packages/contracts/src/index.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { startPlatform } = await import('./platform-process.mjs')
const { benchClient, loadClients, percentile } = await import('./bench-http.mjs')
const { loadConfig } = await import('../apps/api/src/config.ts')
const { createSessionFor } = await import('../apps/api/src/modules/accounts/accounts-service.ts')
const memberSearch = await import('../apps/api/src/modules/member-search/member-search-service.ts')
const { searchVocabulary } = await import('../apps/api/src/lib/search-vocabulary.ts')
const { runSearchAlerts } = await import(
  '../apps/api/src/modules/candidate-search-conditions/search-alerts.ts'
)

/** The searches: [name, query string parameters]. */
const SEARCHES = [
  ['two characters 経理', { keyword: '経理' }],
  ['two characters 営業', { keyword: '営業' }],
  ['long katakana マーケティング', { keyword: 'マーケティング' }],
  ['long katakana コンプライアンス', { keyword: 'コンプライアンス' }],
  ['abbreviation IFRS', { keyword: 'IFRS' }],
  ['abbreviation M&A', { keyword: 'M&A' }],
  ['abbreviation SAP', { keyword: 'SAP' }],
  ['AND 経理 IFRS', { keyword: '経理 IFRS' }],
  ['OR SQL | Python', { keyword_any: 'SQL Python' }],
  [
    'AND+OR+NOT 経理 (IFRS|連結決算) -監査',
    { keyword: '経理', keyword_any: 'IFRS 連結決算', keyword_none: '監査' },
  ],
  [
    'filters: income 800-1500, age 30-45, timing',
    {
      current_income_min: '800',
      current_income_max: '1500',
      age_min: '30',
      age_max: '45',
      job_change_timings: 'now,in_one_year',
    },
  ],
  [
    'filters: Osaka, English business+',
    { prefecture_ids: '27', language_id: '2', language_level: 'business' },
  ],
  ['filters: TOEIC 800+', { toeic_min: '800' }],
  ['sort profile_updated', { sort: 'profile_updated' }],
  ['sort last_login', { sort: 'last_login' }],
  ['sort registered', { sort: 'registered' }],
  ['経理, sort last_login', { keyword: '経理', sort: 'last_login' }],
  ['page 20, sort profile_updated', { page: '20' }],
  ['page 20 of 経理', { keyword: '経理', page: '20' }],
]

const BENCH_DOMAIN = 'bench.kakehashi.example'
const ORGANISATION_NAME = 'かけはしベンチマーク株式会社'
// The searcher, and co-workers (whose scouts it excludes) who own the saved searches.
const RECRUITERS = 1 + Math.max(1, Math.ceil(alertSearches / contracts.SEARCH_CONDITIONS_MAX))

const database = await db.createDatabase({ databaseUrl, dataDir, poolSize: clients + 4 })
const engine = databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${dataDir}`

/**
 * Runs `task` from `concurrency` loops, `runs` times each, but no loop starts another run once
 * `budgetMs` has passed and it has `minRuns`: a slow search still finishes in bounded time.
 * Answers the sorted latencies in ms. For the database's calls; the API's are timed by the
 * clients of `loadClients`, on the same terms.
 */
async function measure(task, concurrency, runs, { budgetMs = 20_000, minRuns = 1 } = {}) {
  const latencies = []
  const deadline = performance.now() + budgetMs
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let run = 0; run < runs && (run < minRuns || performance.now() < deadline); run += 1) {
        const started = performance.now()
        await task()
        latencies.push(performance.now() - started)
      }
    }),
  )
  return latencies.sort((a, b) => a - b)
}

/** The bench organisation and its recruiters, made on the first run. */
async function ensureRecruiters() {
  const sql = (text, values) => database.executeSql(text, values)
  let [organisation] = (
    await sql(`select id from organisations where name = $1`, [ORGANISATION_NAME])
  ).rows
  if (!organisation) {
    organisation = await db.createOrganisation(database.db, {
      kind: 'company',
      name: ORGANISATION_NAME,
    })
    await db.createCompany(database.db, {
      organisationId: organisation.id,
      name: ORGANISATION_NAME,
    })
  }
  const recruiters = []
  for (let k = 0; k < RECRUITERS; k += 1) {
    const email = `recruiter${k}@${BENCH_DOMAIN}`
    let [user] = (await sql(`select id, email from users where email = $1`, [email])).rows
    user ??= await db.createUser(database.db, {
      email,
      roleType: 'CompanyUser',
      accountType: k === 0 ? 'master' : 'normal',
      organisationId: organisation.id,
    })
    recruiters.push({ id: Number(user.id), email })
  }
  return { organisationId: Number(organisation.id), recruiters }
}

/**
 * What an organisation that has used the platform for a while has recorded: co-workers' scouts
 * in every selection status, its own scouts of the past week, hidden, stocked and labelled
 * candidates. Spread over the whole base (every 997th document and so on).
 */
async function ensureOrganisationRecords({ organisationId, recruiters }) {
  const [{ n }] = (
    await database.executeSql(`select count(*)::int as n from scouts where organisation_id = $1`, [
      organisationId,
    ])
  ).rows
  if (n > 0) return
  const [me, coworker] = recruiters
  const pick = (step, count, offset) =>
    `(select user_id from candidate_search_documents where seq % ${step} = ${offset} order by seq limit ${count})`
  await database.executeSql(
    `insert into scouts (organisation_id, sender_user_id, candidate_user_id, title, body,
        selection_status, sent_at)
      select $1, $2, d.user_id, 'ポジションのご案内', 'ご経歴を拝見しご連絡しました。',
        (enum_range(null::selection_status))[1 + (row_number() over () % 13)::int],
        now() - interval '10 days' - (row_number() over ()) * interval '1 hour'
      from ${pick(997, 260, 1)} d`,
    [organisationId, coworker.id],
  )
  await database.executeSql(
    `insert into scouts (organisation_id, sender_user_id, candidate_user_id, title, body, sent_at)
      select $1, $2, d.user_id, 'ポジションのご案内', 'ご経歴を拝見しご連絡しました。',
        now() - (row_number() over ()) * interval '2 hours'
      from ${pick(991, 50, 2)} d`,
    [organisationId, me.id],
  )
  await database.executeSql(
    `insert into hidden_candidates (organisation_id, candidate_user_id, created_by_user_id)
      select $1, user_id, $2 from ${pick(983, 20, 3)} d`,
    [organisationId, me.id],
  )
  await database.executeSql(
    `insert into candidate_stocks (organisation_id, candidate_user_id, created_by_user_id)
      select $1, user_id, $2 from ${pick(977, 50, 4)} d`,
    [organisationId, me.id],
  )
  for (const [k, [name, colour]] of [
    ['一次面談候補', '#1E88E5'],
    ['CFO候補', '#C62828'],
    ['要フォロー', '#F9A825'],
  ].entries()) {
    const [label] = (
      await database.executeSql(
        `insert into labels (organisation_id, name, colour) values ($1, $2, $3) returning id`,
        [organisationId, name, colour],
      )
    ).rows
    await database.executeSql(
      `insert into candidate_labels (label_id, candidate_user_id, created_by_user_id)
        select $1, user_id, $2 from ${pick(971, 30, 5 + k)} d`,
      [label.id, me.id],
    )
  }
}

/** The naive baseline of one search: ILIKE over the raw tables, the same capped count, sorted page. */
function naiveSearch(organisationId, params) {
  const values = [organisationId]
  const param = (value) => {
    values.push(value)
    return `$${values.length}`
  }
  const words = (text) => (text ?? '').split(/[\s\u3000]+/).filter(Boolean)
  const contains = (word) => {
    const like = param(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    return `(p.self_pr ilike ${like} or p.skill ilike ${like} or p.career_wish ilike ${like}
      or exists (select 1 from candidate_careers c where c.user_id = u.id
        and (c.company_name ilike ${like} or c.position ilike ${like} or c.description ilike ${like})))`
  }
  const where = [
    `u.role_type = 'Candidate'`,
    'u.deleted_at is null',
    'u.email_confirmed_at is not null',
    'p.registration_step >= 1',
    `not exists (select 1 from candidate_company_blocks b join companies co on co.id = b.company_id
      where b.user_id = u.id and co.organisation_id = $1)`,
    'not exists (select 1 from hidden_candidates h where h.organisation_id = $1 and h.candidate_user_id = u.id)',
    `not exists (select 1 from scouts s where s.organisation_id = $1 and s.candidate_user_id = u.id
      and s.sent_at > now() - interval '${contracts.RECENTLY_SCOUTED_DAYS} days')`,
  ]
  for (const word of words(params.keyword)) where.push(contains(word))
  const any = words(params.keyword_any)
  if (any.length > 0) where.push(`(${any.map(contains).join(' or ')})`)
  for (const word of words(params.keyword_none)) where.push(`not ${contains(word)}`)
  if (params.current_income_min)
    where.push(`p.current_annual_income >= ${param(Number(params.current_income_min))}`)
  if (params.current_income_max)
    where.push(`p.current_annual_income <= ${param(Number(params.current_income_max))}`)
  if (params.age_min)
    where.push(
      `p.birth_date <= current_date - make_interval(years => ${param(Number(params.age_min))})`,
    )
  if (params.age_max)
    where.push(
      `p.birth_date > current_date - make_interval(years => ${param(Number(params.age_max) + 1)})`,
    )
  if (params.job_change_timings) {
    where.push(
      `p.job_change_timing::text = any(${param(params.job_change_timings.split(','))}::text[])`,
    )
  }
  if (params.prefecture_ids)
    where.push(
      `p.prefecture_id = any(${param(params.prefecture_ids.split(',').map(Number))}::int[])`,
    )
  if (params.language_id) {
    const levels = contracts.LANGUAGE_LEVELS.slice(
      contracts.LANGUAGE_LEVELS.indexOf(params.language_level ?? 'conversational'),
    )
    where.push(`exists (select 1 from candidate_language_skills l where l.user_id = u.id
      and l.language_id = ${param(Number(params.language_id))} and l.level::text = any(${param(levels)}::text[]))`)
  }
  if (params.toeic_min) where.push(`p.toeic_score >= ${param(Number(params.toeic_min))}`)
  const order = {
    profile_updated: 'p.updated_at desc, u.id desc',
    last_login: 'u.last_login_at desc nulls last, u.id desc',
    registered: 'u.created_at desc, u.id desc',
  }[params.sort ?? 'profile_updated']
  const page = Number(params.page ?? 1)
  const from = `from users u join candidate_profiles p on p.user_id = u.id where ${where.join(' and ')}`
  return {
    count: [
      `select count(*)::int as n from (select 1 ${from} limit ${contracts.CANDIDATE_SEARCH_COUNT_CAP + 1}) as matches`,
      values,
    ],
    page: [`select u.id ${from} order by ${order} limit 20 offset ${(page - 1) * 20}`, values],
  }
}

const ms = (value) =>
  value === undefined ? '-' : value >= 1000 ? value.toFixed(0) : value.toFixed(1)
const pair = (latencies) =>
  latencies ? `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))}` : '-'

try {
  await db.migrate(database)
  const [{ documents }] = (
    await database.executeSql('select count(*)::int as documents from candidate_search_documents')
  ).rows
  if (documents < 1000) {
    console.warn(
      'Few searchable candidates: seed them first with `npm run seed:scale -- --candidates N`.',
    )
  }
  const bench = await ensureRecruiters()
  await ensureOrganisationRecords(bench)
  const me = bench.recruiters[0]
  const context = { organisationId: bench.organisationId, userId: me.id }

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    DATA_DIR: dataDir,
  }
  const app = await buildApp(loadConfig(env), { database, logger: false })
  await app.ready()
  // The timed HTTP clients run in a worker thread of their own (bench-http.mjs), so the API's
  // thread serves them alone. On PostgreSQL the API also answers from its own process, started
  // as `npm start` starts it, so the database timings do not share its one thread either. The
  // embedded database admits one process, so there the API runs in this one.
  const platform = databaseUrl
    ? await startPlatform({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' })
    : undefined
  const address = platform?.baseUrl ?? (await app.listen({ port: 0, host: '127.0.0.1' }))
  const client = benchClient({ connections: clients })
  const timed = loadClients({ connections: clients })
  try {
    const token = await createSessionFor({ db: database.db }, me.id, null)
    const headers = { authorization: `Bearer ${token}` }

    const searchUrl = (params) =>
      `${address}/api/v3/client/candidates?${new URLSearchParams(params)}`
    // Timed as `measure` times: the whole answer received, as the server sent it.
    const apiSearch = async (params, concurrency, runs, { budgetMs = 20_000, minRuns = 1 } = {}) =>
      (
        await timed.run({
          concurrency,
          runs,
          minRuns,
          seconds: budgetMs / 1000,
          requests: [[{ url: searchUrl(params), headers }]],
        })
      ).latencies
    const sqlSearch = async (params) => {
      const { page, per, ...asked } = contracts.candidateSearchQuerySchema.parse(params)
      const criteria = await memberSearch.expandCriteria(database.db, asked)
      const searchContext = {
        organisationId: context.organisationId,
        recruiterUserId: context.userId,
      }
      return memberSearch.searchCandidatePage(
        database.db,
        searchContext,
        criteria,
        { page, per },
        await searchVocabulary(database.db),
      )
    }
    const naive = async (params) => {
      const { count, page } = naiveSearch(context.organisationId, params)
      const [counted] = await Promise.all([
        database.executeSql(...count),
        database.executeSql(...page),
      ])
      return counted.rows[0].n
    }

    console.info(
      `${engine}; ${documents.toLocaleString('en')} searchable candidates; ${os.cpus().length} cores; signed in as a recruiter of an organisation with co-workers' scouts in every selection status, hidden, stocked and labelled candidates`,
    )
    console.info(
      `First page of 20 unless named. p50 / p95 in ms. db: the search's SQL (capped count and page ids); api: GET /api/v3/client/candidates over HTTP, each answer received whole (br accepted, not decoded)${platform ? ' from the platform in its own process' : ''}; naive: ILIKE over the joined raw tables (capped count and page).`,
    )
    // Both processes' pools open their connections on first use, and a new session's first
    // statements fill its caches; measured, that would land in the tail of the first search at
    // 10 clients. A running platform has them open: open them before measuring.
    const [, firstParams] = SEARCHES.find(([name]) => !only || name.includes(only)) ?? SEARCHES[0]
    for (let k = 0; k < 2; k += 1) {
      await measure(() => sqlSearch(firstParams), clients, 1)
      await apiSearch(firstParams, clients, 1)
    }
    // The naive searches read the raw tables whole (gigabytes at a million), pushing the
    // documents out of memory: run between the searches, they put their reading back into the
    // next searches' tails (the worst database p95 at 10 clients 56.3 ms with them in between,
    // 26.6–27.8 ms without, at a million). So every search is measured first, then the
    // baseline, and the table is printed when both are done.
    const searches = SEARCHES.filter(([name]) => !only || name.includes(only))
    const rows = []
    for (const [name, params] of searches) {
      for (let k = 0; k < 2; k += 1) {
        await sqlSearch(params)
        await apiSearch(params, 1, 1)
      }
      const answer = await client.json(searchUrl(params), headers)
      const matches = `${answer.pagination.total_count.toLocaleString('en')}${answer.total_count_capped ? '+' : ''}`
      const row = { name, params, matches }
      row.db1 = await measure(() => sqlSearch(params), 1, iterations, { minRuns: 3 })
      row.api1 = await apiSearch(params, 1, iterations, { minRuns: 3 })
      const perClient = Math.max(2, Math.round(iterations / 5))
      row.db10 = await measure(() => sqlSearch(params), clients, perClient)
      row.api10 = await apiSearch(params, clients, perClient)
      rows.push(row)
    }
    for (const row of withBaseline ? rows : []) {
      let naiveCount
      row.naive1 = await measure(
        async () => {
          naiveCount = await naive(row.params)
        },
        1,
        baselineRuns,
        { budgetMs: 0, minRuns: baselineRuns },
      )
      if (baselineClients > 1) {
        row.naive10 = await measure(() => naive(row.params), baselineClients, 1, { budgetMs: 0 })
      }
      row.naiveMatches =
        naiveCount > contracts.CANDIDATE_SEARCH_COUNT_CAP
          ? `${contracts.CANDIDATE_SEARCH_COUNT_CAP.toLocaleString('en')}+`
          : naiveCount.toLocaleString('en')
    }
    for (const row of rows) {
      console.info(
        `${row.name.padEnd(44)} ${row.matches.padStart(7)}  1 client: db ${pair(row.db1)}, api ${pair(row.api1)}${withBaseline ? `, naive ${pair(row.naive1)} (${row.naiveMatches})` : ''}`,
      )
      console.info(
        `${''.padEnd(53)}${String(clients).padStart(2)} clients: db ${pair(row.db10)}, api ${pair(row.api10)}${row.naive10 ? `, naive ${pair(row.naive10)}` : ''}`,
      )
    }
    const worst = (key) => Math.max(...rows.map((row) => percentile(row[key], 95)))
    console.info(
      `\nWorst p95 at ${clients} clients: db ${ms(worst('db10'))} ms (budget 50), api ${ms(worst('api10'))} ms (budget 150); at 1 client: db ${ms(worst('db1'))} ms, api ${ms(worst('api1'))} ms${withBaseline ? `; naive at 1 client ${ms(worst('naive1'))} ms` : ''}`,
    )

    // The alert job: 1,000 notifying searches over the bench recruiters, all with new members
    // past their marks, then one run.
    if (alertSearches > 0) {
      const owners = bench.recruiters.slice(1)
      const templates = SEARCHES.map(([, params]) => params).filter((params) => !params.page)
      const [{ n: existing }] = (
        await database.executeSql(
          `select count(*)::int as n from candidate_search_conditions where user_id = any($1::bigint[])`,
          [owners.map((owner) => owner.id)],
        )
      ).rows
      if (existing < alertSearches) {
        const values = []
        for (let k = existing; k < alertSearches; k += 1) {
          const owner = owners[k % owners.length]
          const query = contracts.candidateSearchQuerySchema.parse({
            ...templates[k % templates.length],
            prefecture_ids: String([13, 14, 27, 23, 40][k % 5]),
          })
          const { page, per, ...criteria } = query
          values.push({
            organisation_id: bench.organisationId,
            user_id: owner.id,
            name: `ベンチマーク検索 ${k + 1}`,
            query: criteria,
            notify_new_members: true,
          })
        }
        await database.executeSql(
          `insert into candidate_search_conditions (organisation_id, user_id, name, query, notify_new_members)
            select organisation_id, user_id, name, query, notify_new_members
            from json_populate_recordset(null::candidate_search_conditions, $1::json)`,
          [JSON.stringify(values)],
        )
      }
      await database.executeSql(
        `update candidate_search_conditions set notify_new_members = true,
            notified_through_seq = greatest(0, (select max(seq) from candidate_search_documents) - $2)
          where user_id = any($1::bigint[])`,
        [owners.map((owner) => owner.id), newMembers],
      )
      const started = performance.now()
      const outcome = await runSearchAlerts(app, { now: new Date() })
      const elapsed = performance.now() - started
      console.info(
        `\nSaved-search alerts: ${alertSearches.toLocaleString('en')} notifying searches of ${owners.length} recruiters, the newest ${newMembers.toLocaleString('en')} members past their marks: one run in ${(elapsed / 1000).toFixed(2)} s (${ms(elapsed / alertSearches)} ms a search); ${outcome.searches} searches announced to ${outcome.recipients} recruiters, ${outcome.failed} failed`,
      )
    }
  } finally {
    client.close()
    await timed.close()
    await platform?.stop()
    await app.close()
  }
} finally {
  await database.close()
}
