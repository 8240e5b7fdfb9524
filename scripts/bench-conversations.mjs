// Conversations under load: GET /client/scouts (the conversation list's first page) of an
// organisation with 10,000 conversations, and POST /client/scouts/{id}/messages, each from 1
// client and from `--clients` concurrent clients, beside naive versions of both measured in the
// same run.
//
//   npm run bench:conversations [-- --conversations 10000 --organisations 10 --clients 10 --seconds 5 --rounds 1 --pool N]
//
// Builds a fresh database (embedded PGlite in a temporary directory, or the PostgreSQL of
// DATABASE_URL, which should be an empty database made for the run), seeds candidates with the
// scale seed and, for each of `--organisations` organisations, `--conversations` scouts to as
// many candidates, sent over the last year: one in three answered by the candidate (a message
// and a match), half of those answered back by the recruiter, one in ten of the answers still
// unread. The organisation measured is the first; the others make the table as large as a
// platform's. The API is served in this process on a loopback port (no web build needed); the
// clients run in a worker thread (bench-http.mjs), so the API's thread serves them alone.
//
// The server's pool holds `--pool` connections, by default twice the machine's cores plus one:
// what DATABASE_POOL_SIZE should be where PostgreSQL shares the app's cores, as here (decision
// 028). Past that, more connections only take turns on the same cores.
//
// Every client is a recruiter of the measured organisation (co-workers opening the same list,
// each writing in conversations of their own); a message carries a new `client_request_id`.
//
// The naive versions are served beside the real routes on the same server, through the same
// contracts (the same access check, validation and response serialisation):
// - the list without the conversation's kept times: each row's latest message and unread state
//   read by subqueries over its messages, for the order, the count and the unread count, and
//   each row's candidate read by a statement of its own;
// - the message written after a separate look for the request id (no unique index to lean on),
//   the conversation's times then recomputed from its whole thread, and the answer read back.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'
import { benchClient, loadClients, percentile } from './bench-http.mjs'

const conversationsPerOrganisation = wholeNumberOption('conversations', 10_000)
const organisationCount = wholeNumberOption('organisations', 10)
const clients = wholeNumberOption('clients', 10)
const seconds = wholeNumberOption('seconds', 5)
/** Each figure again, this many times: on a shared machine, a round may catch others' work. */
const rounds = wholeNumberOption('rounds', 1)
/** The p95 both must stay within at `--clients` clients. */
const BUDGET_MS = 100
/** How long each route runs untimed before the figures. */
const WARM_UP_SECONDS = 3

register()
const db = await import('../packages/db/src/index.ts')
const { seedScaleCandidates } = await import('../packages/db/src/seed/candidate-scale.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { loadConfig } = await import('../apps/api/src/config.ts')
const { createSessionFor } = await import('../apps/api/src/modules/accounts/accounts-service.ts')
const contracts = await import('../packages/contracts/src/index.ts')
const { serveEndpoint, serveIdempotentCreate } = await import(
  '../apps/api/src/lib/serve-endpoint.ts'
)
const { recruiter: recruiterAccess } = await import('../apps/api/src/plugins/access.ts')
const { recruiterContext } = await import('../apps/api/src/lib/recruiter-context.ts')
const { notFound, AppError } = await import('../apps/api/src/errors/app-error.ts')
const { paginate, toPageWindow } = await import('../apps/api/src/lib/paging.ts')
const { listRecruiterCandidateSummaries } = await import(
  '../apps/api/src/modules/candidate-privacy/candidate-privacy-service.ts'
)
const { visibleTo } = await import(
  '../apps/api/src/modules/candidate-privacy/candidate-privacy-repository.ts'
)
const { CANDIDATE_MAIL_JOB, queueCandidateMail } = await import(
  '../apps/api/src/modules/scouts/candidate-mail.ts'
)
const { sql } = await import('drizzle-orm')

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-conversations-'))
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

async function createOrganisationWithJob(k) {
  const organisation = await db.createOrganisation(database.db, {
    kind: 'company',
    name: `ベンチマーク会話企業${k + 1}株式会社`,
  })
  const company = await db.createCompany(database.db, {
    organisationId: organisation.id,
    name: organisation.name,
  })
  await db.createContract(database.db, organisation.id)
  const job = await db.createJobInfo(database.db, {
    organisationId: organisation.id,
    companyId: company.id,
    title: '経理マネージャー（連結決算）',
  })
  const recruiters = []
  for (let r = 0; r < (k === 0 ? clients : 1); r += 1) {
    const user = await db.createUser(database.db, {
      roleType: 'CompanyUser',
      organisationId: organisation.id,
    })
    recruiters.push({
      id: user.id,
      token: await createSessionFor({ db: database.db }, user.id, null),
    })
  }
  return { organisationId: organisation.id, jobId: job.id, recruiters }
}

/**
 * The organisation's conversations, in set-based statements: scouts to `count` candidates of the
 * base (a stride apart), sent over the last year by its recruiters in turn; one in three
 * answered a day later (a message and a match), half of those answered back by the recruiter an
 * hour after, and nine in ten of the candidates' answers read by the organisation.
 */
async function seedConversations(organisation, k) {
  const senders = organisation.recruiters.map((recruiter) => recruiter.id)
  await database.executeSql(
    `with base as (
        select user_id, (row_number() over (order by user_id) - 1)::bigint as k
        from candidate_search_documents
      ), spread as (
        select g, (g + $4::bigint) % (select count(*) from base) as k,
          now() - ((g * 104729) % (365 * 24 * 60)) * interval '1 minute' as sent_at
        from generate_series(0, $3::bigint - 1) as g
      )
      insert into scouts (organisation_id, sender_user_id, candidate_user_id, job_info_id, title,
        body, sent_at, created_at, updated_at)
      select $1, ($5::bigint[])[1 + g % array_length($5::bigint[], 1)], base.user_id, $2,
        'ポジションのご案内 ' || (g % 50),
        '{{job_seeker_name}}様' || chr(10) || 'ご経歴を拝見しご連絡しました。',
        spread.sent_at, spread.sent_at, spread.sent_at
      from spread join base on base.k = spread.k`,
    [
      organisation.organisationId,
      organisation.jobId,
      conversationsPerOrganisation,
      k * 7919,
      senders,
    ],
  )
  await database.executeSql(
    `insert into scout_messages (scout_id, sender_side, body, created_at)
      select id, 'candidate', 'ご連絡ありがとうございます。ぜひお話を伺いたいです。',
        sent_at + interval '1 day'
      from scouts where organisation_id = $1 and id % 3 = 0`,
    [organisation.organisationId],
  )
  await database.executeSql(
    `insert into scout_messages (scout_id, sender_side, sender_user_id, body, created_at)
      select id, 'recruiter', sender_user_id, 'ご返信ありがとうございます。面談日程をご相談させてください。',
        sent_at + interval '1 day 1 hour'
      from scouts where organisation_id = $1 and id % 6 = 0`,
    [organisation.organisationId],
  )
  await database.executeSql(
    `update scouts set replied_at = sent_at + interval '1 day', selection_status = 'matched',
        recruiter_read_at = case when id % 30 = 0 then null else sent_at + interval '2 days' end
      where organisation_id = $1 and id % 3 = 0`,
    [organisation.organisationId],
  )
  await database.executeSql(
    `insert into candidate_matches (organisation_id, candidate_user_id, source, scout_id, matched_at)
      select organisation_id, candidate_user_id, 'scout_reply', id, replied_at
      from scouts where organisation_id = $1 and replied_at is not null
      on conflict do nothing`,
    [organisation.organisationId],
  )
}

// The naive versions ---------------------------------------------------------------------------

const iso = (value) => (value ? new Date(value).toISOString() : null)

/** The list's first page without the kept times: subqueries over every row's messages. */
async function naiveListConversations({ organisationId }, query) {
  const lastAt = `coalesce((select max(m.created_at) from scout_messages m where m.scout_id = s.id), s.sent_at)`
  const unread = `exists (select 1 from scout_messages m where m.scout_id = s.id
    and m.sender_side = 'candidate'
    and m.created_at > coalesce(s.recruiter_read_at, '-infinity'::timestamptz))`
  const own = sql`s.organisation_id = ${organisationId} and ${visibleTo(organisationId)}`
  const window = toPageWindow(query)
  const page = await database.db.execute(sql`
    select s.*, ${sql.raw(lastAt)} as activity, ${sql.raw(unread)} as is_unread,
      j.title as job_title, m.matched_at, a.status as self_apply_status
    from scouts s join users on users.id = s.candidate_user_id
    left join self_applies a on a.id = s.self_apply_id
    left join job_infos j on j.id = s.job_info_id
    left join candidate_matches m on m.organisation_id = s.organisation_id
      and m.candidate_user_id = s.candidate_user_id
    where ${own}
    order by activity desc, s.id desc limit ${window.limit} offset ${window.offset}`)
  const [counts] = (
    await database.db.execute(sql`
      select count(*)::int as total, (count(*) filter (where ${sql.raw(unread)}))::int as unread
      from scouts s join users on users.id = s.candidate_user_id where ${own}`)
  ).rows
  const scouts = []
  for (const row of page.rows) {
    // One statement a row for its candidate and one for its latest message.
    const [candidate] = await listRecruiterCandidateSummaries(database.db, organisationId, [
      Number(row.candidate_user_id),
    ])
    const [last] = (
      await database.db.execute(sql`select sender_side, body, created_at from scout_messages
        where scout_id = ${row.id} order by created_at desc, id desc limit 1`)
    ).rows
    const [sender] = (
      await database.db.execute(
        sql`select id, full_name from users where id = ${row.sender_user_id}`,
      )
    ).rows
    scouts.push({
      id: Number(row.id),
      title: row.title,
      candidate,
      job_info: row.job_info_id ? { id: Number(row.job_info_id), title: row.job_title } : null,
      sender: sender ? { id: Number(sender.id), display_name: sender.full_name } : null,
      selection_status: row.selection_status,
      send_state: row.send_state,
      is_special: row.is_special,
      sent_at: iso(row.sent_at),
      activity_at: iso(row.activity),
      matched_at: iso(row.matched_at),
      replied_at: iso(row.replied_at),
      declined_at: iso(row.declined_at),
      decline_reason: row.decline_reason,
      last_message: last
        ? {
            sender_side: last.sender_side,
            excerpt: String(last.body).slice(0, 80),
            created_at: iso(last.created_at),
          }
        : null,
      is_unread: row.is_unread,
      self_apply: row.self_apply_id
        ? { id: Number(row.self_apply_id), status: row.self_apply_status }
        : null,
    })
  }
  return {
    scouts,
    pagination: paginate(query, counts.total),
    total_count_capped: false,
    unread_count: counts.unread,
    filter_options: { jobs: [], senders: [] },
  }
}

/**
 * The message without the unique index or the trigger's kept times: a look for the request id
 * first, the insert, the conversation's times recomputed from its whole thread, the answer read
 * back.
 */
async function naivePostMessage(jobs, { organisationId, userId }, scoutId, body) {
  const [scout] = (
    await database.db.execute(sql`select s.id from scouts s
      join candidate_matches m on m.organisation_id = s.organisation_id
        and m.candidate_user_id = s.candidate_user_id
      where s.id = ${scoutId} and s.organisation_id = ${organisationId}`)
  ).rows
  if (!scout) throw notFound('Scout')
  const outcome = await database.db.transaction(async (tx) => {
    const [existing] = (
      await tx.execute(sql`select id from scout_messages where scout_id = ${scoutId}
        and sender_side = 'recruiter' and client_request_id = ${body.client_request_id}`)
    ).rows
    let id = existing ? Number(existing.id) : null
    if (id === null) {
      const [inserted] = (
        await tx.execute(sql`insert into scout_messages (scout_id, sender_side, sender_user_id, body,
            client_request_id)
          values (${scoutId}, 'recruiter', ${userId}, ${body.body}, ${body.client_request_id})
          returning id`)
      ).rows
      if (!inserted) throw new AppError('conflict', 'Written twice')
      id = Number(inserted.id)
      await tx.execute(sql`update scouts set
          last_message_at = (select max(created_at) from scout_messages where scout_id = ${scoutId}),
          last_recruiter_message_at = (select max(created_at) from scout_messages
            where scout_id = ${scoutId} and sender_side = 'recruiter'),
          recruiter_read_at = now()
        where id = ${scoutId}`)
      await tx.execute(
        sql`insert into candidate_scout_mails (scout_id, kind) values (${scoutId}, 'message')`,
      )
      await queueCandidateMail(jobs, tx)
    }
    const [message] = (
      await tx.execute(sql`select m.*, u.full_name from scout_messages m
        left join users u on u.id = m.sender_user_id where m.id = ${id}`)
    ).rows
    return {
      record: {
        id,
        sender_side: message.sender_side,
        sender: message.sender_user_id
          ? { id: Number(message.sender_user_id), display_name: message.full_name }
          : null,
        body: message.body,
        created_at: iso(message.created_at),
      },
      created: !existing,
    }
  })
  // As the real route does: the candidate's mail goes out now, not at the worker's next poll.
  if (outcome.created) jobs.wake(CANDIDATE_MAIL_JOB)
  return outcome
}

try {
  await db.migrate(database)
  const started = performance.now()
  const baseCandidates = conversationsPerOrganisation * 2
  const { inserted } = await seedScaleCandidates(database, { candidates: baseCandidates })
  const organisations = []
  for (let k = 0; k < organisationCount; k += 1) {
    const organisation = await createOrganisationWithJob(k)
    await seedConversations(organisation, k)
    organisations.push(organisation)
  }
  await database.executeSql('vacuum analyze')
  // The seed's writes reach the disk now, not in a checkpoint during the figures. A role
  // without the right to ask for one leaves it to the server's own schedule.
  await database
    .executeSql('checkpoint')
    .catch((error) => console.info(`no checkpoint before the figures: ${error.message}`))
  const seededIn = ((performance.now() - started) / 1000).toFixed(1)
  const [totals] = (
    await database.executeSql(`select (select count(*)::int from scouts) as scouts,
      (select count(*)::int from scout_messages) as messages`)
  ).rows
  const measured = organisations[0]

  const app = await buildApp(loadConfig(env), { database, logger: false })
  const access = { access: recruiterAccess('scouts'), hide: true }
  serveEndpoint(
    app,
    { ...contracts.conversationsEndpoints.listConversations, path: '/bench/naive/scouts' },
    access,
    (request) => naiveListConversations(recruiterContext(request), request.query),
  )
  serveIdempotentCreate(
    app,
    {
      ...contracts.conversationsEndpoints.postConversationMessage,
      path: '/bench/naive/scouts/:id/messages',
    },
    access,
    (request) =>
      naivePostMessage(app.jobs, recruiterContext(request), request.params.id, request.body),
  )
  await app.ready()
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const http = benchClient({ connections: clients })
  const timed = loadClients({ connections: clients })
  try {
    console.info(
      `${engine}; ${inserted.toLocaleString('en')} candidates; ${organisationCount} organisations with ${conversationsPerOrganisation.toLocaleString('en')} conversations each (${totals.scouts.toLocaleString('en')} scouts, ${totals.messages.toLocaleString('en')} messages); seeded in ${seededIn} s; ${seconds} s per figure; ${os.cpus().length} cores; ${database.kind === 'postgres' ? `a pool of ${poolSize} connections` : 'one connection'}`,
    )
    const headersOf = (client) => ({
      authorization: `Bearer ${measured.recruiters[client].token}`,
      'content-type': 'application/json',
    })
    const prefixOf = (route) =>
      route === 'real' ? '/api/v3/client/scouts' : '/api/v3/bench/naive/scouts'
    // Each client writes in conversations of its own sender, in turn.
    const answered = (
      await database.executeSql(
        `select id, sender_user_id from scouts where organisation_id = $1 and replied_at is not null
          order by id`,
        [measured.organisationId],
      )
    ).rows
    const conversationsOf = measured.recruiters.map((recruiter) =>
      answered
        .filter((row) => Number(row.sender_user_id) === recruiter.id)
        .map((row) => Number(row.id)),
    )
    /**
     * The requests client `client` sends in turn: the list, or a message in each of its own
     * conversations, each with a new number `{n}` in its text and its `client_request_id`.
     */
    const requestsOf = (operation, route, client) =>
      operation === 'list'
        ? [{ method: 'GET', url: `${address}${prefixOf(route)}`, headers: headersOf(client) }]
        : conversationsOf[client].map((scoutId) => ({
            method: 'POST',
            url: `${address}${prefixOf(route)}/${scoutId}/messages`,
            headers: headersOf(client),
            body: JSON.stringify({
              body: `面談日程のご相談です（${route} {n}）。来週のご都合はいかがでしょうか。`,
              client_request_id: `bench-${route}-${process.pid}-{n}`,
            }),
          }))

    /** The requests of `count` clients, each its own (`requestsOf`). */
    const requestsOfClients = (operation, route, count) =>
      Array.from({ length: count }, (_, client) => requestsOf(operation, route, client))

    // Both lists answer the same page, and a retried post answers the first message.
    const pages = {}
    for (const route of ['real', 'naive']) {
      const [{ method, url, headers }] = requestsOf('list', route, 0)
      const answer = JSON.parse(await http.text(await http.send(method, url, { headers })))
      pages[route] = answer.scouts.map((row) => `${row.id}:${row.is_unread}`).join()
      if (route === 'real') {
        console.info(
          `the list: ${answer.pagination.total_count.toLocaleString('en')}${answer.total_count_capped ? '+' : ''} conversations, ${answer.unread_count} unread`,
        )
      }
    }
    if (pages.real !== pages.naive) throw new Error('The naive list answered another page')
    for (const route of ['real', 'naive']) {
      const own = conversationsOf[0]
      const body = JSON.stringify({
        body: 'ご確認ください。',
        client_request_id: `bench-retry-${route}`,
      })
      const first = await http.send('POST', `${address}${prefixOf(route)}/${own[0]}/messages`, {
        headers: headersOf(0),
        body,
      })
      const again = await http.send('POST', `${address}${prefixOf(route)}/${own[0]}/messages`, {
        headers: headersOf(0),
        body,
      })
      const [a, b] = [JSON.parse(await http.text(first)), JSON.parse(await http.text(again))]
      if (first.status !== 201 || again.status !== 200 || a.id !== b.id) {
        throw new Error(`${route}: a retried message answered ${first.status}, ${again.status}`)
      }
    }
    // A warm-up, on the timed clients' own thread and connections: each route under the full
    // load for WARM_UP_SECONDS, as a server in service has run these code paths many times
    // before (V8 optimises a function only after many calls; after 25 requests the first figure
    // measured a server still compiling, up to a fifth slower than the same figure a round later).
    for (const operation of ['list', 'post']) {
      for (const route of ['real', 'naive']) {
        await timed.run({
          concurrency: clients,
          seconds: WARM_UP_SECONDS,
          requests: requestsOfClients(operation, route, clients),
        })
      }
    }

    const rows = []
    async function load(operation, route, concurrency, round) {
      const { latencies, count, elapsed } = await timed.run({
        concurrency,
        seconds,
        requests: requestsOfClients(operation, route, concurrency),
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
        load: os.loadavg()[0],
      })
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const operation of ['list', 'post']) {
        for (const concurrency of clients > 1 ? [1, clients] : [1]) {
          await load(operation, 'real', concurrency, round)
          await load(operation, 'naive', concurrency, round)
        }
      }
    }

    const cell = (value, width) => String(value).padStart(width)
    console.info('')
    console.info(
      `list: GET /client/scouts, the first page of ${conversationsPerOrganisation.toLocaleString('en')} conversations; post: POST /client/scouts/{id}/messages; co-workers of one organisation; budget p95 ${BUDGET_MS} ms at ${clients} clients; load: the 1-minute load average as the figure ended (${os.cpus().length} cores)`,
    )
    console.info(
      `${rounds > 1 ? 'round ' : ''}${'what'.padEnd(5)} ${'version'.padEnd(7)} ${cell('clients', 7)} ${cell('requests', 8)} ${cell('req/s', 7)} ${cell('p50 ms', 8)} ${cell('p95 ms', 8)} ${cell('max ms', 8)} ${cell('load', 5)}  budget`,
    )
    for (const row of rows) {
      const budget =
        row.route === 'real' && row.concurrency === clients
          ? row.p95 <= BUDGET_MS
            ? 'within'
            : 'OVER'
          : ''
      console.info(
        `${rounds > 1 ? `${cell(row.round, 5)} ` : ''}${row.operation.padEnd(5)} ${row.route.padEnd(7)} ${cell(row.concurrency, 7)} ${cell(row.requests, 8)} ${cell(row.perSecond.toFixed(1), 7)} ${cell(row.p50.toFixed(1), 8)} ${cell(row.p95.toFixed(1), 8)} ${cell(row.max.toFixed(1), 8)} ${cell(row.load.toFixed(1), 5)}  ${budget}`,
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
