// The scout report under load: GET /client/scouts/monthly_reports and GET /client/scout_reports
// over two years of an organisation with a million scouts, each from 1 client and from
// `--clients` concurrent clients, beside naive versions that count the same figures straight from
// the scouts, measured in the same run. Also how long the roll-up of all those days takes, which
// the background job does once and then only for the days that change.
//
//   npm run bench:reports [-- --scouts 1000000 --candidates 20000 --others 4 --clients 10 --seconds 5 --rounds 1 --pool N]
//
// Builds a fresh database (embedded PGlite in a temporary directory, or the PostgreSQL of
// DATABASE_URL, which should be an empty database made for the run), seeds `--candidates`
// candidates with the scale seed (genders and careers with industries), and sends `--scouts`
// scouts from the measured organisation's 10 recruiters with its 8 templates over the last two
// years: two in three opened, one in four replied, one in six matched, one in 40 hired. Each of
// `--others` organisations sends a twentieth as many, so the platform's average is every
// organisation's. The API is served in this process on a loopback port (no web build needed);
// the clients run in a worker thread (bench-http.mjs), so the API's thread serves them alone.
//
// The naive versions are served beside the real routes on the same server, through the same
// contracts (the same access check, validation and response serialisation), and answer the same
// figures: the series and the breakdowns grouped from the scouts themselves, with each scout's
// candidate, latest job and match joined, and the platform's months counted over every scout.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'
import { benchClient, loadClients, percentile } from './bench-http.mjs'

const scoutCount = wholeNumberOption('scouts', 1_000_000)
const candidateCount = wholeNumberOption('candidates', 20_000)
const otherOrganisations = wholeNumberOption('others', 4)
const clients = wholeNumberOption('clients', 10)
const seconds = wholeNumberOption('seconds', 5)
/** Each figure again, this many times: on a shared machine, a round may catch others' work. */
const rounds = wholeNumberOption('rounds', 1)
const RECRUITERS = 10
const TEMPLATES = 8

register()
const db = await import('../packages/db/src/index.ts')
const { seedScaleCandidates } = await import('../packages/db/src/seed/candidate-scale.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { loadConfig } = await import('../apps/api/src/config.ts')
const { createSessionFor } = await import('../apps/api/src/modules/accounts/accounts-service.ts')
const contracts = await import('../packages/contracts/src/index.ts')
const { serveEndpoint } = await import('../apps/api/src/lib/serve-endpoint.ts')
const { recruiter: recruiterAccess } = await import('../apps/api/src/plugins/access.ts')
const { recruiterContext } = await import('../apps/api/src/lib/recruiter-context.ts')
const { checkedReportRange, periodStarts } = await import('../apps/api/src/lib/report-periods.ts')
const { rollUpStaleDays } = await import(
  '../apps/api/src/modules/scout-reports/scout-reports-service.ts'
)
const { sql } = await import('drizzle-orm')

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-reports-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  DATA_DIR: dataDir,
  FILE_STORAGE_DIR: path.join(dataDir, 'uploads'),
}
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'
const poolSize = wholeNumberOption('pool', 2 * os.availableParallelism() + 1)
const database = await db.createDatabase({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  poolSize,
})

// The organisations ----------------------------------------------------------------------------

async function createOrganisation(k, recruiterCount) {
  const organisation = await db.createOrganisation(database.db, {
    kind: 'company',
    name: `ベンチマークレポート企業${k + 1}株式会社`,
  })
  await db.createContract(database.db, organisation.id)
  const recruiters = []
  for (let r = 0; r < recruiterCount; r += 1) {
    const user = await db.createUser(database.db, {
      roleType: 'CompanyUser',
      organisationId: organisation.id,
    })
    recruiters.push({
      id: user.id,
      token: await createSessionFor({ db: database.db }, user.id, null),
    })
  }
  const { rows } = await database.executeSql(
    `insert into scout_templates (organisation_id, template_type, name, mail_subject, body)
      select $1, 'normal', 'テンプレート' || g, 'ご案内', '{{job_seeker_name}}様'
      from generate_series(1, $2::int) as g returning id`,
    [organisation.id, TEMPLATES],
  )
  return {
    organisationId: organisation.id,
    recruiters,
    templateIds: rows.map((row) => Number(row.id)),
  }
}

/**
 * `count` scouts over the last two years in one statement, to candidates of the base in turn,
 * from the recruiters in turn, one in eight written freely and the rest with a template.
 */
async function sendScouts(organisation, count, offset) {
  await database.executeSql(
    `with base as (
        select user_id, (row_number() over (order by user_id) - 1)::bigint as k
        from candidate_search_documents
      ), spread as (
        select g, (g + $3::bigint) % (select count(*) from base) as k,
          now() - ((g * 104729) % (730 * 24 * 60)) * interval '1 minute' as sent_at
        from generate_series(0, $2::bigint - 1) as g
      )
      insert into scouts (organisation_id, sender_user_id, candidate_user_id, title, body,
        scout_template_id, sent_at, candidate_read_at, replied_at, selection_status,
        created_at, updated_at)
      select $1, ($4::bigint[])[1 + g % array_length($4::bigint[], 1)], base.user_id,
        'ポジションのご案内', '{{job_seeker_name}}様',
        case when g % 8 = 7 then null else ($5::bigint[])[1 + g % array_length($5::bigint[], 1)] end,
        sent_at,
        case when g % 3 <> 0 then sent_at + interval '6 hours' end,
        case when g % 4 = 0 then sent_at + interval '1 day' end,
        (case when g % 40 = 0 then 'joined' when g % 4 = 0 then 'matched' else 'before_matching' end)::selection_status,
        sent_at, sent_at
      from spread join base on base.k = spread.k`,
    [
      organisation.organisationId,
      count,
      offset,
      organisation.recruiters.map((recruiter) => recruiter.id),
      organisation.templateIds,
    ],
  )
  await database.executeSql(
    `insert into candidate_matches (organisation_id, candidate_user_id, source, scout_id, matched_at)
      select organisation_id, candidate_user_id, 'scout_reply', min(id), min(replied_at)
      from scouts where organisation_id = $1 and replied_at is not null
      group by organisation_id, candidate_user_id
      on conflict do nothing`,
    [organisation.organisationId],
  )
}

// The naive versions ---------------------------------------------------------------------------

const HIRED = `('accepted', 'joined', 'joined_1_month', 'joined_3_months', 'joined_6_months')`
const FIGURES = `count(*)::int as sent, count(s.candidate_read_at)::int as opened,
  count(s.replied_at)::int as replied, count(m.id)::int as matched,
  (count(*) filter (where s.selection_status in ${HIRED}))::int as hired`
const figuresOf = (row) => ({
  sent: row.sent,
  opened: row.opened,
  replied: row.replied,
  matched: row.matched,
  hired: row.hired,
})
const NONE = { sent: 0, opened: 0, replied: 0, matched: 0, hired: 0 }

/** The organisation's scouts of the range, each with its match, straight from the table. */
const scoutsOfRange = (organisationId, from, to, senderUserId) => sql`from scouts s
  left join candidate_matches m on m.organisation_id = s.organisation_id
    and m.candidate_user_id = s.candidate_user_id and m.scout_id = s.id
  where s.organisation_id = ${organisationId} and s.self_apply_id is null
    and s.sent_at >= (${from}::date::timestamp at time zone 'Asia/Tokyo')
    and s.sent_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Tokyo')
    ${senderUserId === null ? sql`` : sql`and s.sender_user_id = ${senderUserId}`}`

async function naiveMonthly({ organisationId }, query) {
  const { from, to } = checkedReportRange('month', query)
  const senderUserId = query.recruiter_id ?? null
  const { rows } = await database.db.execute(sql`
    select to_char(date_trunc('month', s.sent_at at time zone 'Asia/Tokyo'), 'YYYY-MM-DD') as starts_on,
      ${sql.raw(FIGURES)}
    ${scoutsOfRange(organisationId, from, to, senderUserId)}
    group by 1`)
  const byStart = new Map(rows.map((row) => [row.starts_on, figuresOf(row)]))
  return {
    period: 'month',
    from,
    to,
    recruiter_id: senderUserId,
    periods: periodStarts('month', from, to).map((startsOn) => ({
      starts_on: startsOn,
      ...(byStart.get(startsOn) ?? NONE),
    })),
  }
}

async function naiveReport({ organisationId }, query) {
  const { from, to } = checkedReportRange('month', query)
  const senderUserId = query.recruiter_id ?? null
  const { rows } = await database.db.execute(sql`
    select grouping(s.sender_user_id) = 0 as by_sender, grouping(p.gender) = 0 as by_gender,
      grouping(career.industry_id) = 0 as by_industry,
      s.sender_user_id, p.gender, career.industry_id,
      to_char(date_trunc('month', s.sent_at at time zone 'Asia/Tokyo'), 'YYYY-MM') as month,
      s.scout_template_id, ${sql.raw(FIGURES)}
    from scouts s
    left join candidate_matches m on m.organisation_id = s.organisation_id
      and m.candidate_user_id = s.candidate_user_id and m.scout_id = s.id
    left join candidate_profiles p on p.user_id = s.candidate_user_id
    left join lateral (select c.industry_id from candidate_careers c
      where c.user_id = s.candidate_user_id
      order by c.ended_on is null desc, c.started_on desc, c.id desc limit 1) career on true
    where s.organisation_id = ${organisationId} and s.self_apply_id is null
      and s.sent_at >= (${from}::date::timestamp at time zone 'Asia/Tokyo')
      and s.sent_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Tokyo')
      ${senderUserId === null ? sql`` : sql`and s.sender_user_id = ${senderUserId}`}
    group by grouping sets ((s.sender_user_id), (p.gender), (career.industry_id),
      (to_char(date_trunc('month', s.sent_at at time zone 'Asia/Tokyo'), 'YYYY-MM'),
        s.scout_template_id))`)
  const { rows: platform } = await database.db.execute(sql`
    select to_char(date_trunc('month', sent_at at time zone 'Asia/Tokyo'), 'YYYY-MM') as month,
      count(*)::int as sent, count(replied_at)::int as replied
    from scouts where self_apply_id is null
      and sent_at >= (${from}::date::timestamp at time zone 'Asia/Tokyo')
      and sent_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Tokyo')
    group by 1`)
  const platformOf = new Map(platform.map((row) => [row.month, row]))
  const names = new Map(
    (
      await database.db.execute(sql`select u.id, u.full_name from users u
        where u.organisation_id = ${organisationId}`)
    ).rows.map((row) => [Number(row.id), row.full_name]),
  )
  const templateNames = new Map(
    (
      await database.db.execute(sql`select id, name from scout_templates
        where organisation_id = ${organisationId}`)
    ).rows.map((row) => [Number(row.id), row.name]),
  )
  const industryNames = new Map(
    (await database.db.execute(sql`select id, name, name_en from industries`)).rows.map((row) => [
      Number(row.id),
      row,
    ]),
  )
  const bySent = (a, b) => b.sent - a.sent
  const senders = rows.filter((row) => row.by_sender)
  const totals = senders.reduce(
    (sum, row) => ({
      sent: sum.sent + row.sent,
      opened: sum.opened + row.opened,
      replied: sum.replied + row.replied,
      matched: sum.matched + row.matched,
      hired: sum.hired + row.hired,
    }),
    NONE,
  )
  return {
    period: 'month',
    from,
    to,
    recruiter_id: senderUserId,
    totals,
    recruiters: senders
      .map((row) => ({
        user_id: row.sender_user_id === null ? null : Number(row.sender_user_id),
        display_name: names.get(Number(row.sender_user_id)) ?? null,
        ...figuresOf(row),
      }))
      .sort(bySent),
    genders: rows
      .filter((row) => row.by_gender)
      .map((row) => ({ gender: row.gender, ...figuresOf(row) }))
      .sort(bySent),
    industries: rows
      .filter((row) => row.by_industry)
      .map((row) => {
        const industry = industryNames.get(Number(row.industry_id))
        return {
          industry_id: industry ? Number(industry.id) : null,
          name: industry?.name ?? null,
          name_en: industry?.name_en ?? null,
          ...figuresOf(row),
        }
      })
      .sort(bySent),
    templates: rows
      .filter((row) => !row.by_sender && !row.by_gender && !row.by_industry)
      .sort((a, b) =>
        a.month === b.month
          ? String(a.scout_template_id ?? '').localeCompare(String(b.scout_template_id ?? ''))
          : a.month.localeCompare(b.month),
      )
      .map((row) => ({
        month: row.month,
        template_id: row.scout_template_id === null ? null : Number(row.scout_template_id),
        name: templateNames.get(Number(row.scout_template_id)) ?? null,
        ...figuresOf(row),
        platform_sent: platformOf.get(row.month)?.sent ?? 0,
        platform_replied: platformOf.get(row.month)?.replied ?? 0,
      })),
  }
}

try {
  await db.migrate(database)
  const started = performance.now()
  const { inserted } = await seedScaleCandidates(database, { candidates: candidateCount })
  const measured = await createOrganisation(0, RECRUITERS)
  await sendScouts(measured, scoutCount, 0)
  for (let k = 1; k <= otherOrganisations; k += 1) {
    const other = await createOrganisation(k, 1)
    await sendScouts(other, Math.ceil(scoutCount / 20), k * 7919)
  }
  await database.executeSql('vacuum analyze')
  const seededIn = ((performance.now() - started) / 1000).toFixed(1)
  const rollUpStarted = performance.now()
  await rollUpStaleDays(database.db)
  const rolledUpIn = ((performance.now() - rollUpStarted) / 1000).toFixed(1)
  await database.executeSql('vacuum analyze')
  const [totals] = (
    await database.executeSql(
      `select (select count(*)::int from scouts) as scouts,
      (select count(*)::int from scout_report_days) as roll_ups,
      (select count(*)::int from scout_report_days where organisation_id = $1) as own_roll_ups`,
      [measured.organisationId],
    )
  ).rows

  const app = await buildApp(loadConfig(env), { database, logger: false })
  const access = { access: recruiterAccess('reports'), hide: true }
  serveEndpoint(
    app,
    { ...contracts.scoutReportEndpoints.getMonthlyScoutReports, path: '/bench/naive/monthly' },
    access,
    (request) => naiveMonthly(recruiterContext(request), request.query),
  )
  serveEndpoint(
    app,
    { ...contracts.scoutReportEndpoints.getScoutReport, path: '/bench/naive/scout_reports' },
    access,
    (request) => naiveReport(recruiterContext(request), request.query),
  )
  await app.ready()
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const http = benchClient({ connections: clients })
  const timed = loadClients({ connections: clients })
  try {
    console.info(
      `${engine}; ${inserted.toLocaleString('en')} candidates; ${totals.scouts.toLocaleString('en')} scouts (${scoutCount.toLocaleString('en')} of the measured organisation over two years, ${otherOrganisations} others); seeded in ${seededIn} s; the first roll-up of every day took ${rolledUpIn} s into ${totals.roll_ups.toLocaleString('en')} rows (${totals.own_roll_ups.toLocaleString('en')} the measured organisation's); ${seconds} s per figure; ${os.cpus().length} cores; ${database.kind === 'postgres' ? `a pool of ${poolSize} connections` : 'one connection'}`,
    )
    const today = new Date(Date.now() + 9 * 3600_000)
    const to = today.toISOString().slice(0, 10)
    const from = new Date(Date.UTC(today.getUTCFullYear() - 2, today.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 10)
    const range = `from=${from}&to=${to}`
    const headersOf = (client) => ({
      authorization: `Bearer ${measured.recruiters[client % RECRUITERS].token}`,
    })
    const paths = {
      monthly: {
        real: `/api/v3/client/scouts/monthly_reports?${range}`,
        naive: `/api/v3/bench/naive/monthly?${range}`,
      },
      breakdowns: {
        real: `/api/v3/client/scout_reports?${range}`,
        naive: `/api/v3/bench/naive/scout_reports?${range}`,
      },
    }
    const request = (operation, route, client) => ({
      method: 'GET',
      url: `${address}${paths[operation][route]}`,
      headers: headersOf(client),
    })

    // Both versions answer the same figures.
    for (const operation of ['monthly', 'breakdowns']) {
      const [real, naive] = await Promise.all(
        ['real', 'naive'].map(async (route) => {
          const { method, url, headers } = request(operation, route, 0)
          return JSON.parse(await http.text(await http.send(method, url, { headers })))
        }),
      )
      // Rows with the same count may come in either order.
      const canonical = (answer) =>
        JSON.stringify(answer, (_, value) =>
          Array.isArray(value) ? value.map((row) => JSON.stringify(row)).sort() : value,
        )
      if (canonical(real) !== canonical(naive)) {
        throw new Error(`The naive ${operation} answered other figures`)
      }
      if (operation === 'monthly') {
        const sent = real.periods.reduce((sum, period) => sum + period.sent, 0)
        console.info(
          `${from} to ${to}: ${real.periods.length} months, ${sent.toLocaleString('en')} scouts`,
        )
      }
    }
    // A warm-up, on the timed clients' own thread and connections: 3 of each, from 3 clients.
    for (const operation of ['monthly', 'breakdowns']) {
      for (const route of ['real', 'naive']) {
        const fromEach = [0, 1, 2].map((client) => request(operation, route, client))
        await timed.run({ concurrency: 1, runs: 3, requests: [fromEach] })
      }
    }

    const rows = []
    async function load(operation, route, concurrency, round) {
      const { latencies, count, elapsed } = await timed.run({
        concurrency,
        seconds,
        requests: Array.from({ length: concurrency }, (_, client) => [
          request(operation, route, client),
        ]),
      })
      rows.push({
        round,
        operation,
        route,
        concurrency,
        requests: count,
        perSecond: count / elapsed,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: latencies[latencies.length - 1],
      })
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const operation of ['monthly', 'breakdowns']) {
        for (const concurrency of clients > 1 ? [1, clients] : [1]) {
          await load(operation, 'real', concurrency, round)
          await load(operation, 'naive', concurrency, round)
        }
      }
    }

    const cell = (value, width) => String(value).padStart(width)
    console.info('')
    console.info(
      `monthly: GET /client/scouts/monthly_reports; breakdowns: GET /client/scout_reports (by recruiter, gender, industry, template and month, with the platform's months); both over two years`,
    )
    console.info(
      `${rounds > 1 ? 'round ' : ''}${'what'.padEnd(10)} ${'version'.padEnd(7)} ${cell('clients', 7)} ${cell('requests', 8)} ${cell('req/s', 7)} ${cell('p50 ms', 8)} ${cell('p95 ms', 8)} ${cell('max ms', 8)}`,
    )
    for (const row of rows) {
      console.info(
        `${rounds > 1 ? `${cell(row.round, 5)} ` : ''}${row.operation.padEnd(10)} ${row.route.padEnd(7)} ${cell(row.concurrency, 7)} ${cell(row.requests, 8)} ${cell(row.perSecond.toFixed(1), 7)} ${cell(row.p50.toFixed(1), 8)} ${cell(row.p95.toFixed(1), 8)} ${cell(row.max.toFixed(1), 8)}`,
      )
    }
  } finally {
    http.close()
    await timed.close()
    await app.close()
  }
} finally {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}
