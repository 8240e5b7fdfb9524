// The candidate's own pages under load: the full profile and the scouts inbox of a candidate
// with 200 scouts, from concurrent clients over loopback, run in a worker thread (bench-http.mjs).
//
//   npm run bench:candidate [-- --clients 10 --seconds 10 --scouts 200]
//
// Builds a fresh embedded database in a temporary directory (or uses DATABASE_URL), makes one
// candidate with every profile section filled and `--scouts` scouts from 20 organisations (a
// third special, a fifth with a conversation), then starts the real server (`scripts/start.mjs`)
// and times GET /api/v3/candidate, GET /api/v3/candidate/scouts and the unread count.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'
import { benchClient, loadClients, percentile } from './bench-http.mjs'
import { startPlatform } from './platform-process.mjs'
import { ensureWebBuild } from './web-build.mjs'

const clients = wholeNumberOption('clients', 10)
const seconds = wholeNumberOption('seconds', 10)
const scoutCount = wholeNumberOption('scouts', 200)
const PASSWORD = 'bench-candidate-password'

ensureWebBuild()
register()
const db = await import('../packages/db/src/index.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { loadConfig } = await import('../apps/api/src/config.ts')
const { createSessionFor } = await import('../apps/api/src/modules/accounts/accounts-service.ts')

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-candidate-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  DATA_DIR: dataDir,
  FILE_STORAGE_DIR: path.join(dataDir, 'uploads'),
}
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'

// The candidate and their scouts, made through the API and the shared factories.
const email = `bench.${Date.now()}@example.jp`
const database = await db.createDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })
try {
  await db.migrate(database)
  const app = await buildApp(loadConfig(env), { database, logger: false })
  await app.ready()
  try {
    const user = await db.createUser(database.db, {
      roleType: 'Candidate',
      email,
      passwordHash: await db.hashPassword(PASSWORD),
    })
    const token = await createSessionFor({ db: database.db }, user.id, null)
    const headers = { authorization: `Bearer ${token}` }
    const [{ id: jobTypeId }] = (
      await database.executeSql('select id from job_types order by id limit 1')
    ).rows
    const [{ id: languageId }] = (
      await database.executeSql('select id from languages order by id limit 1')
    ).rows
    const steps = {
      1: {
        full_name: '高橋 健',
        full_name_kana: 'たかはし けん',
        gender: 'male',
        birth_date: '1986-02-03',
        prefecture_id: 13,
        phone: '09011112222',
      },
      2: {
        current_annual_income: 1100,
        careers: Array.from({ length: 5 }, (_, i) => ({
          company_name: `株式会社サンプル${i + 1}`,
          position: 'マネージャー',
          started_on: `${2005 + i * 4}-04`,
          ended_on: i === 4 ? '' : `${2009 + i * 4}-03`,
          description: '財務戦略の立案と実行、資金調達、IR対応を担当。'.repeat(10),
        })),
        experiences: [{ job_type_id: jobTypeId, years: 15 }],
      },
      3: {
        educations: [
          {
            degree: 'master',
            university_id: null,
            school_name: 'London Business School',
            faculty: 'MBA',
            graduated_on: '2012-06',
          },
        ],
        language_skills: [{ language_id: languageId, level: 'business' }],
        toeic_score: 950,
        certification_ids: [],
      },
      4: {
        request_annual_income: 1500,
        wish_industry_ids: [],
        wish_job_type_ids: [jobTypeId],
        company_type_tendencies: ['foreign'],
        job_change_timing: 'now',
        what_to_discuss: ['career_path'],
        colleague_scouting: true,
        career_wish: 'CFOとして上場準備を率いたい。',
      },
      5: {
        self_pr: '上場企業の財務責任者として資金調達とIRを統括してきました。'.repeat(40),
        skill: 'IFRS、M&A、英語',
        offers: [],
      },
    }
    for (const [step, body] of Object.entries(steps)) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v3/candidate/career_infos/${step}`,
        headers,
        payload: body,
      })
      if (response.statusCode !== 200) throw new Error(`step ${step}: ${response.body}`)
    }
    const organisations = []
    for (let i = 0; i < 20; i++)
      organisations.push(
        await db.createOrganisation(database.db, { kind: i % 4 === 0 ? 'agent' : 'company' }),
      )
    for (let i = 0; i < scoutCount; i++) {
      const organisationId = organisations[i % organisations.length].id
      const sentAt = new Date(Date.now() - i * 3_600_000)
      const scout =
        i % 3 === 0
          ? await db.createSpecialScout(database.db, user.id, { organisationId, sentAt })
          : await db.createScout(database.db, user.id, {
              organisationId,
              sentAt,
              candidateReadAt: i % 2 ? sentAt : null,
            })
      if (i % 5 === 0)
        await db.createRecruiterMessage(
          database.db,
          scout,
          'ご返信ありがとうございます。面談日程をご相談させてください。',
        )
    }
  } finally {
    await app.close()
  }
} finally {
  await database.close()
}

// The real server over loopback.
const platform = await startPlatform(env)
const { baseUrl } = platform
try {
  const signIn = await fetch(`${baseUrl}/api/v3/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const { auth_token: token } = await signIn.json()
  const headers = { authorization: `Bearer ${token}` }

  const client = benchClient({ connections: clients })
  const inbox = await client.json(`${baseUrl}/api/v3/candidate/scouts`, headers)
  client.close()
  const timed = loadClients({ connections: clients })
  console.info(
    `${engine}; one candidate with 5 careers and ${inbox.pagination.total_count} scouts; ${clients} concurrent clients for ${seconds} s each; ${os.cpus().length} cores`,
  )

  async function load(name, url) {
    const { latencies } = await timed.run({
      concurrency: clients,
      seconds,
      requests: [[{ url: `${baseUrl}${url}`, headers }]],
    })
    console.info(
      `${name.padEnd(42)} ${(latencies.length / seconds).toFixed(1).padStart(7)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(latencies, 95).toFixed(1).padStart(6)} ms`,
    )
  }

  // A short warm-up so the first timed requests are not compiling code paths.
  await timed.run({
    concurrency: 1,
    runs: 20,
    requests: [[{ url: `${baseUrl}/api/v3/candidate`, headers }]],
  })
  await load('GET /api/v3/candidate (full profile)', '/api/v3/candidate')
  await load('GET /api/v3/candidate/scouts (first page)', '/api/v3/candidate/scouts')
  await load('GET /api/v3/candidate/scouts?page=10', '/api/v3/candidate/scouts?page=10')
  await load('GET /api/v3/candidate/scouts/unread_count', '/api/v3/candidate/scouts/unread_count')
  await timed.close()
} finally {
  await platform.stop()
  await rm(dataDir, { recursive: true, force: true })
}
