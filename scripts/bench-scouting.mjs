// Sending scouts under load: POST /client/scouts/bulk_create to 500 candidates drawn from a base
// of 100,000 with their search documents, for organisations that have each sent 100,000 scouts
// already, beside a naive version of the same send measured in the same run.
//
//   npm run bench:scouting [-- --candidates 100000 --scouts 100000 --send 500 --clients 10 --seconds 5 --rounds 1]
//
// Builds a fresh database (embedded PGlite in a temporary directory, or the PostgreSQL of
// DATABASE_URL, which should be an empty database made for the run), seeds the candidates with
// the scale seed and the scouts with one set-based statement per organisation, then serves the
// API in this process on a loopback port (no web build needed) and times sends from 1 client and
// from `--clients` concurrent clients over HTTP. The clients run in a worker thread
// (bench-http.mjs), so the API's thread serves them alone.
//
// Each client is a recruiter of an organisation of its own (company, running contract, open
// job): an organisation's sends take its row lock, so sends of one organisation run one at a
// time whatever the number of clients, and the figure at 10 clients would measure that queue.
// Every request carries a new `client_request_id` and a new title (the thread's `{n}`), so none
// is answered as the retry of another and the one-week repeat rule refuses nobody for an earlier
// request of the run; each figure checks that the server kept as many sends as it answered. Each
// goes to 500 candidates drawn at random: as only data crosses to the thread, each client's are
// drawn before the figure, twice as many as it could send at the fastest send yet measured.
//
// The naive version is served beside the real route on the same server, through the same
// contract (the same access check, validation and response serialisation), and answers the same
// thing: the same request key lookups, the same organisation lock and the same whole-send checks,
// then, for each candidate in turn, a query whether the organisation may see them, one whether
// they declined one of its scouts within 90 days, one whether it sent them the same words within
// a week, an INSERT of the scout and one of its candidate mail's mark: five round trips a
// candidate, 2,500 for a send of 500.
//
// Both versions mark the candidate mails of what they sent and ask for the mail job, which
// writes them in the background of this process as the platform does: its work during the run
// competes for the same cores, and the summary says how many mails it wrote.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'
import { benchClient, loadClients, percentile } from './bench-http.mjs'

const baseCandidates = wholeNumberOption('candidates', 100_000)
const scoutsPerOrganisation = wholeNumberOption('scouts', 100_000)
const perSend = wholeNumberOption('send', 500)
const clients = wholeNumberOption('clients', 10)
const seconds = wholeNumberOption('seconds', 5)
/** Each figure again, this many times: on a shared machine, a round may catch others' work. */
const rounds = wholeNumberOption('rounds', 1)
/** The p95 a bulk send of 500 must stay within. */
const BUDGET_MS = 200

register()
const db = await import('../packages/db/src/index.ts')
const { seedScaleCandidates } = await import('../packages/db/src/seed/candidate-scale.ts')
const { createRandom } = await import('../packages/db/src/seed/random.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { loadConfig } = await import('../apps/api/src/config.ts')
const { createSessionFor } = await import('../apps/api/src/modules/accounts/accounts-service.ts')
const contracts = await import('../packages/contracts/src/index.ts')
const { serveIdempotentCreate } = await import('../apps/api/src/lib/serve-endpoint.ts')
const { recruiter: recruiterAccess } = await import('../apps/api/src/plugins/access.ts')
const { recruiterContext } = await import('../apps/api/src/lib/recruiter-context.ts')
const { AppError, notFound } = await import('../apps/api/src/errors/app-error.ts')
const { withOrganisationLock } = await import(
  '../apps/api/src/modules/candidate-records/candidate-records-repository.ts'
)
const { findContract } = await import(
  '../apps/api/src/modules/recruiter-workspace/recruiter-workspace-repository.ts'
)
const { findScoutTemplate } = await import(
  '../apps/api/src/modules/scout-templates/scout-templates-repository.ts'
)
const { visibleTo } = await import(
  '../apps/api/src/modules/candidate-privacy/candidate-privacy-repository.ts'
)
const scoutingRepository = await import('../apps/api/src/modules/scouting/scouting-repository.ts')
const { queueCandidateMail } = await import('../apps/api/src/modules/scouts/candidate-mail.ts')
const { sql, eq, and, gte } = await import('drizzle-orm')

const {
  composeScout,
  JOB_SEEKER_NAME_TOKEN,
  SCOUT_BULK_MAX,
  SCOUT_DECLINE_QUIET_DAYS,
  SCOUT_REPEAT_DAYS,
  TRIAL_SCOUTS_PER_MONTH,
} = contracts
if (perSend > SCOUT_BULK_MAX) {
  console.error(`--send is at most ${SCOUT_BULK_MAX}, the contract's maximum`)
  process.exit(1)
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-scouting-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  DATA_DIR: dataDir,
  FILE_STORAGE_DIR: path.join(dataDir, 'uploads'),
}
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'
// A connection per client and two for what runs beside a send (the session, the request key).
const poolSize = Math.max(10, clients + 2)
const database = await db.createDatabase({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  poolSize,
})

// The organisations --------------------------------------------------------------------------

/** A company with a running contract, an open job and a recruiter with a session. */
async function createSendingOrganisation(k) {
  const organisation = await db.createOrganisation(database.db, {
    kind: 'company',
    name: `ベンチマーク送信企業${k + 1}株式会社`,
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
  const recruiter = await db.createUser(database.db, {
    roleType: 'CompanyUser',
    organisationId: organisation.id,
  })
  const token = await createSessionFor({ db: database.db }, recruiter.id, null)
  return {
    organisationId: organisation.id,
    companyId: company.id,
    jobId: job.id,
    recruiterId: recruiter.id,
    token,
  }
}

/**
 * What an organisation that has scouted for a couple of years holds: `count` scouts spread over
 * the candidate base (candidate k of the ordered base for scout g, a stride apart), sent over the
 * last two years in 50 wordings, one in 40 declined a day after it was sent; and one candidate in
 * 500 blocking its company (a send reads the blocks themselves; member search, which reads them
 * from the documents, is not measured here). One statement each.
 */
async function seedOrganisationRecords(sender, k) {
  await database.executeSql(
    `with base as (
        select user_id, (row_number() over (order by user_id) - 1)::bigint as k
        from candidate_search_documents
      ), spread as (
        select g, (g * 7919 + $5::bigint) % (select count(*) from base) as k,
          now() - ((g * 104729) % (730 * 24 * 60)) * interval '1 minute' as sent_at
        from generate_series(0, $4::bigint - 1) as g
      )
      insert into scouts (organisation_id, sender_user_id, candidate_user_id, job_info_id, title,
        body, sent_at, declined_at, decline_reason, created_at, updated_at)
      select $1, $2, base.user_id, $3, 'ポジションのご案内 ' || (g % 50),
        '{{job_seeker_name}}様' || chr(10) || 'ご経歴を拝見しご連絡しました。',
        spread.sent_at,
        case when g % 40 = 0 then spread.sent_at + interval '1 day' end,
        case when g % 40 = 0 then 'not_now'::scout_decline_reason end,
        spread.sent_at, spread.sent_at
      from spread join base on base.k = spread.k`,
    [sender.organisationId, sender.recruiterId, sender.jobId, scoutsPerOrganisation, k * 1009],
  )
  await database.executeSql(
    `insert into candidate_company_blocks (user_id, company_id)
      select user_id, $1 from candidate_search_documents where user_id % 500 = $2`,
    [sender.companyId, k % 500],
  )
}

// The naive version --------------------------------------------------------------------------

const bulkAnswer = (outcome, created) => {
  const sent = outcome.filter((result) => result.scout_id !== null).length
  return {
    record: { sent_count: sent, skipped_count: outcome.length - sent, results: outcome },
    created,
  }
}

/**
 * The same send, one candidate at a time: four round trips each, and a fifth marking the sent
 * scout's candidate mail, which the real send marks in its statement; the mail job is asked for
 * once, as the real send asks.
 */
async function naiveBulkCreate(jobs, sender, body) {
  if (body.candidate_ids === undefined || (body.remind_template_id ?? null) !== null) {
    throw new Error('The naive send takes candidate_ids, without a reminder')
  }
  const { organisationId, userId } = sender
  const { users, scouts, candidateScoutMails } = db
  const earlier = await scoutingRepository.findSendOutcome(
    database.db,
    organisationId,
    body.client_request_id,
  )
  if (earlier) return bulkAnswer(earlier, false)
  return withOrganisationLock(database.db, organisationId, async (tx) => {
    const kept = await scoutingRepository.findSendOutcome(
      tx,
      organisationId,
      body.client_request_id,
    )
    if (kept) return bulkAnswer(kept, false)
    const contract = await findContract(tx, organisationId)
    const job = await scoutingRepository.findScoutJob(tx, organisationId, body.job_info_id)
    const template =
      body.scout_template_id === null
        ? null
        : await findScoutTemplate(tx, organisationId, body.scout_template_id)
    const [organisation] = await tx
      .select({ name: db.organisations.name })
      .from(db.organisations)
      .where(eq(db.organisations.id, organisationId))
    if (!contract || contract.daysLeft < 0) {
      throw new AppError('contractEnded', 'The contract has ended')
    }
    if (!job) throw notFound('Job')
    if (!job.isSendable) {
      throw new AppError('invalidJobInfoEffectivePeriod', 'The job is outside its posting period')
    }
    if (body.scout_template_id !== null && template?.templateType !== 'normal') {
      throw notFound('Scout template')
    }
    let allowance = sender.trialRecruiter
      ? TRIAL_SCOUTS_PER_MONTH -
        (await scoutingRepository.countScoutsSentThisMonth(tx, organisationId, userId))
      : Number.POSITIVE_INFINITY
    const content = composeScout({
      title: body.title,
      body: body.body,
      companyName: organisation?.name ?? '',
      positionName: job.title,
      jobSeekerName: JOB_SEEKER_NAME_TOKEN,
      template: template ?? null,
    })
    const ofOrganisation = (candidateId) =>
      and(eq(scouts.organisationId, organisationId), eq(scouts.candidateUserId, candidateId))
    const outcome = []
    const seen = new Set()
    for (const candidateId of body.candidate_ids) {
      if (seen.has(candidateId)) continue
      seen.add(candidateId)
      const skip = (reason) =>
        outcome.push({ candidate_id: candidateId, scout_id: null, skipped_reason: reason })
      const [visible] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, candidateId), visibleTo(organisationId)))
      if (!visible) {
        skip('candidateUnavailable')
        continue
      }
      const [declined] = await tx
        .select({ id: scouts.id })
        .from(scouts)
        .where(
          and(
            ofOrganisation(candidateId),
            gte(scouts.declinedAt, sql`now() - make_interval(days => ${SCOUT_DECLINE_QUIET_DAYS})`),
          ),
        )
        .limit(1)
      if (declined) {
        skip('candidateDeclinedScouts')
        continue
      }
      const [repeated] = await tx
        .select({ id: scouts.id })
        .from(scouts)
        .where(
          and(
            ofOrganisation(candidateId),
            gte(scouts.sentAt, sql`now() - make_interval(days => ${SCOUT_REPEAT_DAYS})`),
            eq(scouts.title, content.title),
            eq(scouts.body, content.body),
          ),
        )
        .limit(1)
      if (repeated) {
        skip('scoutCreationLimitExceeded')
        continue
      }
      if (allowance <= 0) {
        skip('trialScoutLimitExceeded')
        continue
      }
      allowance -= 1
      const [written] = await tx
        .insert(scouts)
        .values({
          organisationId,
          senderUserId: userId,
          candidateUserId: candidateId,
          jobInfoId: job.id,
          scoutTemplateId: template?.id ?? null,
          ...content,
        })
        .returning({ id: scouts.id })
      await tx.insert(candidateScoutMails).values({ scoutId: written.id, kind: 'scout' })
      outcome.push({ candidate_id: candidateId, scout_id: written.id, skipped_reason: null })
    }
    if (outcome.some((result) => result.scout_id !== null)) await queueCandidateMail(jobs, tx)
    await scoutingRepository.insertSendOutcome(tx, {
      organisationId,
      senderUserId: userId,
      clientRequestId: body.client_request_id,
      outcome,
    })
    return bulkAnswer(outcome, true)
  })
}

// The run ------------------------------------------------------------------------------------

try {
  await db.migrate(database)
  const started = performance.now()
  const { inserted } = await seedScaleCandidates(database, { candidates: baseCandidates })
  const candidatesSeeded = performance.now()
  const candidateIds = (
    await database.executeSql('select user_id from candidate_search_documents order by user_id')
  ).rows.map((row) => Number(row.user_id))
  const senders = []
  for (let k = 0; k < clients; k += 1) {
    const sender = await createSendingOrganisation(k)
    await seedOrganisationRecords(sender, k)
    senders.push(sender)
  }
  // As autovacuum leaves a table it has visited: statistics, and a visibility map that lets an
  // index-only scan answer without visiting the rows. A bulk load has neither until then.
  await database.executeSql('vacuum analyze')
  const secondsSince = (from) => ((performance.now() - from) / 1000).toFixed(1)
  const seeded = `${secondsSince(started)} s (the candidates ${((candidatesSeeded - started) / 1000).toFixed(1)} s, the organisations' scouts ${secondsSince(candidatesSeeded)} s)`
  const [{ total: scoutTotal }] = (
    await database.executeSql('select count(*)::int as total from scouts')
  ).rows

  const app = await buildApp(loadConfig(env), { database, logger: false })
  serveIdempotentCreate(
    app,
    { ...contracts.scoutingEndpoints.bulkCreateScouts, path: '/bench/naive/scouts/bulk_create' },
    { access: recruiterAccess('scouts'), hide: true },
    (request) =>
      naiveBulkCreate(
        app.jobs,
        {
          ...recruiterContext(request),
          trialRecruiter: request.session?.user.trialRecruiter ?? false,
        },
        request.body,
      ),
  )
  await app.ready()
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const http = benchClient({ connections: clients })
  const timed = loadClients({ connections: clients })
  try {
    console.info(
      `${engine}; ${candidateIds.length.toLocaleString('en')} candidates with search documents (${inserted.toLocaleString('en')} seeded), ${clients} organisations with ${scoutsPerOrganisation.toLocaleString('en')} scouts each (${scoutTotal.toLocaleString('en')} in all); seeded in ${seeded}; sends to ${perSend} candidates; ${seconds} s per figure; ${os.cpus().length} cores; ${database.kind === 'postgres' ? `a pool of ${poolSize} connections` : 'one connection'}`,
    )

    const random = createRandom(9_000_001)
    /** `perSend` different candidates of the base, at random. */
    const drawCandidates = () => {
      const chosen = new Set()
      while (chosen.size < perSend) chosen.add(candidateIds[random.int(0, candidateIds.length - 1)])
      return [...chosen]
    }
    /**
     * A send's body. `number` makes its title and its `client_request_id` new: `{n}` in a timed
     * load, where the clients' thread puts a number of its own, or `check-1`, `check-2`… in the
     * sends made here, which no number of the thread repeats.
     */
    const sendBody = (sender, route, number, ids) => ({
      job_info_id: sender.jobId,
      title: `経理マネージャーのご案内（${route} ${number}）`,
      body: '{{job_seeker_name}}様\nご経歴を拝見し、連結決算のご経験を活かせるポジションとしてご連絡しました。',
      client_request_id: `bench-${route}-${process.pid}-${number}`,
      candidate_ids: ids,
    })
    let checkNumber = 0
    const checkBody = (sender, route, ids) => {
      checkNumber += 1
      return sendBody(sender, route, `check-${checkNumber}`, ids)
    }
    const paths = {
      real: '/api/v3/client/scouts/bulk_create',
      naive: '/api/v3/bench/naive/scouts/bulk_create',
    }
    const requestOf = (route, sender, body) => ({
      method: 'POST',
      url: `${address}${paths[route]}`,
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    /** A send of a timed load: to candidates drawn for it alone, in words new with `{n}`. */
    const loadRequest = (route, sender) =>
      requestOf(route, sender, sendBody(sender, route, '{n}', drawCandidates()))
    const send = (route, sender, body) => {
      const { method, url, ...options } = requestOf(route, sender, body)
      return http.send(method, url, options)
    }

    // Both answer the same for the same candidates (each with its own words, so neither's
    // scouts make the other's repeats), and a retry answers the first outcome.
    const sameIds = drawCandidates()
    const answers = {}
    const sendBodies = {}
    for (const route of ['real', 'naive']) {
      const body = checkBody(senders[0], route, sameIds)
      sendBodies[route] = body
      const first = await send(route, senders[0], body)
      const again = await send(route, senders[0], body)
      const answer = JSON.parse(await http.text(first))
      if (first.status !== 201 || again.status !== 200) {
        throw new Error(`${route}: answered ${first.status}, then ${again.status} to the retry`)
      }
      if ((await http.text(again)) !== (await http.text(first))) {
        throw new Error(`${route}: the retry answered otherwise`)
      }
      answers[route] = answer
    }
    const reasons = (answer) => answer.results.map((r) => `${r.candidate_id}:${r.skipped_reason}`)
    if (reasons(answers.real).join() !== reasons(answers.naive).join()) {
      throw new Error('The naive send decided otherwise than the real one')
    }
    // And the naive send refuses the real one's words to whom the real one sent them.
    const repeated = JSON.parse(
      await http.text(
        await send('naive', senders[0], {
          ...checkBody(senders[0], 'naive', sameIds),
          title: sendBodies.real.title,
          body: sendBodies.real.body,
        }),
      ),
    )
    const expectedRepeat = answers.real.results.map(
      (r) => `${r.candidate_id}:${r.skipped_reason ?? 'scoutCreationLimitExceeded'}`,
    )
    if (reasons(repeated).join() !== expectedRepeat.join()) {
      throw new Error('The naive send applied the repeat rule otherwise than the real one')
    }
    const skippedBy = {}
    for (const result of answers.real.results) {
      if (result.skipped_reason) {
        skippedBy[result.skipped_reason] = (skippedBy[result.skipped_reason] ?? 0) + 1
      }
    }
    console.info(
      `real and naive decide alike: ${answers.real.sent_count} sent, ${answers.real.skipped_count} skipped ${JSON.stringify(skippedBy)}`,
    )

    /** The sends the server has kept an outcome of: one for each send not answered as a retry. */
    const keptSends = async () =>
      (await database.executeSql('select count(*)::int as kept from scout_send_requests')).rows[0]
        .kept
    /** The fastest send of each version so far, in ms: how many sends a client can make at most. */
    const fastest = {}
    // A warm-up, on the timed clients' own thread and connections: 5 of each, from 5 clients.
    for (const route of ['real', 'naive']) {
      const fromEach = Array.from({ length: 5 }, (_, i) => loadRequest(route, senders[i % clients]))
      const { latencies } = await timed.run({ concurrency: 1, runs: 5, requests: [fromEach] })
      fastest[route] = latencies[0]
    }

    const rows = []
    async function load(route, concurrency, round) {
      // The clients' thread takes requests as data, so each client's sends are drawn here,
      // before the figure: twice as many as it could make at the fastest send so far, so no
      // client sends to the same draw twice. (Were one to, its new words would still make it a
      // send like the others, refused by nobody, only to candidates read shortly before.)
      const perClient = Math.ceil((2 * seconds * 1000) / fastest[route]) + 1
      const requests = Array.from({ length: concurrency }, (_, client) =>
        Array.from({ length: perClient }, () => loadRequest(route, senders[client])),
      )
      const keptBefore = await keptSends()
      // At least one request per client (`minRuns`): a naive send may outlast the whole period.
      const { latencies, count, elapsed } = await timed.run({ concurrency, seconds, requests })
      // Each request a new send, none answered as the retry of another.
      const kept = (await keptSends()) - keptBefore
      if (kept !== count) throw new Error(`${route}: ${count} sends, but ${kept} kept outcomes`)
      fastest[route] = Math.min(fastest[route], latencies[0])
      const row = {
        round,
        route,
        concurrency,
        requests: count,
        perSecond: count / elapsed,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: latencies[latencies.length - 1],
      }
      rows.push(row)
      // The system's load over the last minute: on a machine doing other work, figures differ.
      row.load = os.loadavg()[0]
      console.info(
        `  ${route.padEnd(5)} ${String(concurrency).padStart(2)} client(s): ${row.requests} sends, p95 ${row.p95.toFixed(1)} ms, load average ${row.load.toFixed(1)}`,
      )
    }
    for (let round = 1; round <= rounds; round += 1) {
      if (rounds > 1) console.info(`round ${round} of ${rounds}`)
      await load('real', 1, round)
      await load('naive', 1, round)
      if (clients > 1) {
        await load('real', clients, round)
        await load('naive', clients, round)
      }
    }

    const cell = (value, width) => String(value).padStart(width)
    console.info('')
    console.info(
      `POST /client/scouts/bulk_create to ${perSend} candidates, one organisation per client; budget p95 ${BUDGET_MS} ms; load: the system's 1-minute load average as the figure ended (${os.cpus().length} cores)`,
    )
    console.info(
      `${rounds > 1 ? 'round ' : ''}${'version'.padEnd(7)} ${cell('clients', 7)} ${cell('sends', 6)} ${cell('sends/s', 8)} ${cell('p50 ms', 8)} ${cell('p95 ms', 8)} ${cell('max ms', 8)} ${cell('load', 5)}  budget`,
    )
    for (const row of rows) {
      const budget = row.route === 'real' ? (row.p95 <= BUDGET_MS ? 'within' : 'OVER') : ''
      console.info(
        `${rounds > 1 ? `${cell(row.round, 5)} ` : ''}${row.route.padEnd(7)} ${cell(row.concurrency, 7)} ${cell(row.requests, 6)} ${cell(row.perSecond.toFixed(1), 8)} ${cell(row.p50.toFixed(1), 8)} ${cell(row.p95.toFixed(1), 8)} ${cell(row.max.toFixed(1), 8)} ${cell(row.load.toFixed(1), 5)}  ${budget}`,
      )
    }
    const [{ written, waiting }] = (
      await database.executeSql(`select (select count(*)::int from mail_outbox) as written,
        (select count(*)::int from candidate_scout_mails) as waiting`)
    ).rows
    console.info(
      `candidate mails of the sends: ${written.toLocaleString('en')} written by the mail job during the run, ${waiting.toLocaleString('en')} still marked`,
    )
  } finally {
    http.close()
    await timed.close()
    await app.close()
  }
} finally {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}
