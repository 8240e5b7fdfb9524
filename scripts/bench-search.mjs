// Job search latency over a large catalogue, then job detail throughput under concurrent load.
//
// Seed a data directory first (`npm run seed:scale -- --jobs 100000`), then:
//   npm run bench:search [-- --data-dir ./data --iterations 40 --clients 10 --seconds 10]
// `--no-pages` skips the server-rendered page (no web build needed). DATABASE_URL is honoured.
//
// Part 1 builds the API in this process on the seeded database (as apps/api/src/main.ts does)
// and times each search with app.inject: the API's whole stack, no network. Part 2 starts the
// real server (`scripts/start.mjs`) on a free loopback port and loads job detail, API and page,
// from concurrent clients. Detail requests count views, so the data directory's view counts grow.
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'
import { benchClient, percentile } from './bench-http.mjs'
import { startPlatform } from './platform-process.mjs'
import { ensureWebBuild } from './web-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback
}
const dataDir = path.resolve(root, option('data-dir', process.env.DATA_DIR ?? './data'))
const iterations = Number(option('iterations', 40))
const clients = Number(option('clients', 10))
const seconds = Number(option('seconds', 10))
const withPages = !args.includes('--no-pages')

/** The searches a visitor makes: short and long Japanese words, English abbreviations, filters, sorts. */
const SEARCHES = [
  ['two-character word 営業', { keyword: '営業' }],
  ['two-character word 経理', { keyword: '経理' }],
  ['two-character word 人事', { keyword: '人事' }],
  ['long katakana マーケティング', { keyword: 'マーケティング' }],
  ['long katakana データサイエンティスト', { keyword: 'データサイエンティスト' }],
  ['long katakana コンプライアンス', { keyword: 'コンプライアンス' }],
  ['hiragana spelling まーけてぃんぐ', { keyword: 'まーけてぃんぐ' }],
  ['English abbreviation IR', { keyword: 'IR' }],
  ['English abbreviation CFO', { keyword: 'CFO' }],
  ['full-width ＳＡＰ', { keyword: 'ＳＡＰ' }],
  ['two words 営業　東京', { keyword: '営業　東京' }],
  ['rare word 監査 + IFRS', { keyword: '監査 IFRS' }],
  ['no match ぬぬぬ', { keyword: 'ぬぬぬ' }],
  ['filters: Tokyo, from 800万', { prefecture_ids: '13', salary_min: '800' }],
  ['filters: parent job type', { job_type_ids: '1' }],
  ['filters: tag 年収1000万円以上', { job_info_tag_ids: '3' }],
  ['filters: contract, two industries', { employment_type: 'contract', industry_ids: '1,2' }],
  ['sort recommend', { sort: 'recommend' }],
  ['sort newest', { sort: 'newest' }],
  ['sort popular', { sort: 'popular' }],
  ['sort annual_income_desc', { sort: 'annual_income_desc' }],
  ['sort annual_income_asc', { sort: 'annual_income_asc' }],
  ['営業 by annual_income_desc', { keyword: '営業', sort: 'annual_income_desc' }],
  [
    'マーケティング + Tokyo, newest',
    { keyword: 'マーケティング', prefecture_ids: '13', sort: 'newest' },
  ],
  ['page 20 of recommend', { page: '20' }],
]

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9)

/** Runs `task` from `clients` concurrent loops for `seconds`; returns per-call latencies (ms). */
async function load(task, duration = seconds) {
  const latencies = []
  const deadline = performance.now() + duration * 1000
  let sequence = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now()
        await task(sequence++)
        latencies.push(performance.now() - started)
      }
    }),
  )
  return latencies.sort((a, b) => a - b)
}

function loadSummary(name, latencies) {
  const perSecond = latencies.length / seconds
  return `${name}: ${perSecond.toFixed(1)} requests/s (${latencies.length} in ${seconds} s); latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`
}

if (withPages) ensureWebBuild()
register()
const { createDatabase, migrate } = await import('../packages/db/src/index.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { loadConfig } = await import('../apps/api/src/config.ts')

const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  DATA_DIR: dataDir,
}
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${dataDir}`

// Part 1: searches in process ------------------------------------------------------------------
const database = await createDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })
const detailIds = []
try {
  await migrate(database)
  const app = await buildApp(loadConfig(env), { database, logger: false })
  await app.ready()
  try {
    const {
      rows: [counts],
    } = await database.executeSql(
      `select count(*)::int as jobs, count(*) filter (where status = 'open')::int as open from job_infos`,
    )
    console.info(`${engine}; ${counts.jobs} jobs (${counts.open} open); ${os.cpus().length} cores`)
    if (counts.jobs < 1000) {
      console.warn('This data directory holds few jobs: seed it with `npm run seed:scale` first.')
    }
    // The start-up rankings run shares the one connection; let it finish before timing anything.
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; ) {
      const { rows } = await database.executeSql(
        `select count(*)::int as waiting from pgboss.job
         where name = 'rankings.compute' and state in ('created', 'retry', 'active')`,
      )
      if (rows[0].waiting === 0) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }

    const search = async (params) => {
      const query = new URLSearchParams(params).toString()
      const response = await app.inject({ method: 'GET', url: `/api/v3/search_job_infos?${query}` })
      if (response.statusCode !== 200) {
        throw new Error(`search ${query} answered ${response.statusCode}: ${response.body}`)
      }
      return response.json()
    }

    console.info(
      `\nGET /api/v3/search_job_infos, 20 a page, ${iterations} runs each after 3 warm-up runs (in process, app.inject)`,
    )
    console.info(`${'search'.padEnd(40)}${'p50'.padStart(9)}${'p95'.padStart(9)}   matches`)
    const allP95 = []
    for (const [name, params] of SEARCHES) {
      for (let i = 0; i < 3; i += 1) await search(params)
      const latencies = []
      let body
      for (let i = 0; i < iterations; i += 1) {
        const started = performance.now()
        body = await search(params)
        latencies.push(performance.now() - started)
      }
      latencies.sort((a, b) => a - b)
      allP95.push(percentile(latencies, 95))
      const matches = `${body.pagination.total_count}${body.total_count_capped ? '+' : ''}`
      console.info(
        `${name.padEnd(40)}${ms(percentile(latencies, 50))}${ms(percentile(latencies, 95))}   ${matches}`,
      )
    }
    console.info(`worst p95 over all searches: ${Math.max(...allP95).toFixed(1)} ms`)

    // A spread of public jobs for the detail load (searches page up to the count cap).
    for (let page = 1; page <= 10; page += 1) {
      const { job_infos } = await search({ sort: 'newest', per: '100', page: String(page) })
      detailIds.push(...job_infos.map((job) => job.id))
    }
  } finally {
    await app.close()
  }
} finally {
  await database.close()
}
if (detailIds.length === 0) throw new Error('No public job to load')

// Part 2: the real server under concurrent load over loopback --------------------------------
const platform = await startPlatform(env)
const { baseUrl } = platform
try {
  // Start-up work (the search index check, the first scheduled jobs) settles first.
  await new Promise((resolve) => setTimeout(resolve, 3000))

  const client = benchClient({ connections: clients })
  const apiDetail = (n) =>
    client.get(`${baseUrl}/api/v3/job_infos/${detailIds[n % detailIds.length]}`)
  const pageDetail = (n) => client.get(`${baseUrl}/job_infos/${detailIds[n % detailIds.length]}`)

  console.info(`\n${clients} concurrent clients over loopback, ${detailIds.length} different jobs`)
  await load(apiDetail, 2)
  console.info(loadSummary('GET /api/v3/job_infos/{id}', await load(apiDetail)))
  if (withPages) {
    await load(pageDetail, 2)
    console.info(loadSummary('GET /job_infos/{id} (server-rendered page)', await load(pageDetail)))
  }
  client.close()
} finally {
  await platform.stop()
}
