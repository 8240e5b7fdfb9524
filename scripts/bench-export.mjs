// The CSV export of matched candidates: an organisation with `--candidates` matched candidates
// (100,000 by default) exported by the real background job, beside a naive export measured in
// the same run: every row read by one statement and the file built as one string. Each export
// runs in a process of its own that builds the whole API as the server does, so the figures are
// the whole process's: the wall time of the export and the process's peak resident memory.
//
//   npm run bench:export [-- --candidates 100000 --rounds 1]
//
// Builds a fresh database (embedded PGlite in a temporary directory, or the PostgreSQL of
// DATABASE_URL, which should be an empty database made for the run) and seeds, in set-based
// statements, the candidates (name, kana, e-mail, phone, birth date, prefecture, income), one
// answered scout and a match each, and a note on one in ten (commas, quotes, line breaks and
// a formula among them). Budget: 15 s and 256 MB for the whole process.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'

const args = process.argv.slice(2)
const childVersion = args.includes('--child') ? args[args.indexOf('--child') + 1] : null
const BUDGET_SECONDS = 15
const BUDGET_MB = 256

register()
const db = await import('../packages/db/src/index.ts')

const envOf = (dataDir) => ({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  DATA_DIR: dataDir,
  FILE_STORAGE_DIR: path.join(dataDir, 'uploads'),
})

if (childVersion) {
  // One export in this process: the API built as the server builds it, then the export.
  const dataDir = process.env.BENCH_DATA_DIR
  const exportId = Number(process.env.BENCH_EXPORT_ID)
  const { buildApp } = await import('../apps/api/src/app.ts')
  const { loadConfig } = await import('../apps/api/src/config.ts')
  const { createFileStorage } = await import('../apps/api/src/lib/file-storage.ts')
  const { writeCandidateExport } = await import(
    '../apps/api/src/modules/candidate-exports/candidate-export-job.ts'
  )
  const repository = await import(
    '../apps/api/src/modules/candidate-exports/candidate-exports-repository.ts'
  )
  const { CSV_BYTE_ORDER_MARK, csvRow } = await import('../apps/api/src/lib/csv.ts')
  const database = await db.createDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })
  const config = loadConfig(envOf(dataDir))
  const app = await buildApp(config, { database, logger: false })
  await app.ready()
  const storage = createFileStorage(config.fileStorage)
  const started = performance.now()
  let rows
  let bytes
  if (childVersion === 'real') {
    rows = await writeCandidateExport(
      { config, database, jobs: app.jobs, log: app.log, storage },
      exportId,
    )
    const [record] = (
      await database.executeSql('select file_bytes from candidate_exports where id = $1', [
        exportId,
      ])
    ).rows
    bytes = Number(record.file_bytes)
  } else {
    const [record] = (
      await database.executeSql('select organisation_id from candidate_exports where id = $1', [
        exportId,
      ])
    ).rows
    const all = await repository.readMatchedCandidates(
      database.db,
      Number(record.organisation_id),
      0,
      1_000_000_000,
    )
    let text = CSV_BYTE_ORDER_MARK + csvRow(Object.keys(all[0] ?? {}))
    for (const row of all)
      text += csvRow(
        Object.values(row).map((value) => (value instanceof Date ? value.toISOString() : value)),
      )
    const file = Buffer.from(text)
    await storage.put('exports', file, 'text/csv')
    rows = all.length
    bytes = file.length
  }
  const seconds = (performance.now() - started) / 1000
  const peakMb = process.resourceUsage().maxRSS / 1024
  await app.close()
  await database.close()
  process.stdout.write(JSON.stringify({ rows, bytes, seconds, peakMb }))
  process.exit(0)
}

const candidates = wholeNumberOption('candidates', 100_000)
const rounds = wholeNumberOption('rounds', 1)
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-export-'))
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'
let database = await db.createDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })
try {
  await db.migrate(database)
  const started = performance.now()
  const organisation = await db.createOrganisation(database.db, {
    kind: 'company',
    name: 'ベンチマーク出力企業株式会社',
  })
  const company = await db.createCompany(database.db, {
    organisationId: organisation.id,
    name: organisation.name,
  })
  await db.createContract(database.db, organisation.id, { downloadPermitted: true })
  const job = await db.createJobInfo(database.db, {
    organisationId: organisation.id,
    companyId: company.id,
    title: '経理マネージャー（連結決算）',
  })
  const master = await db.createUser(database.db, {
    roleType: 'CompanyUser',
    organisationId: organisation.id,
  })
  await database.executeSql(
    `insert into users (email, role_type, full_name, full_name_kana, email_confirmed_at)
      select 'export-' || n || '@bench.example.jp', 'Candidate',
        (array['山田','佐藤','鈴木','高橋','田中'])[1 + n % 5] || ' ' || (array['花子','太郎','美咲','健太','直樹'])[1 + n / 5 % 5],
        'やまだ はなこ', now()
      from generate_series(1, $1::int) n`,
    [candidates],
  )
  await database.executeSql(
    `insert into candidate_profiles (user_id, phone, birth_date, prefecture_id,
        current_annual_income, registration_step)
      select id, '090' || lpad((id % 100000000)::text, 8, '0'), date '1980-01-01' + (id % 7000)::int,
        1 + id % 47, 400 + id % 1200, 5
      from users where email like 'export-%@bench.example.jp'`,
  )
  await database.executeSql(
    `with sent as (
        insert into scouts (organisation_id, sender_user_id, candidate_user_id, job_info_id, title,
          body, sent_at, replied_at, selection_status)
        select $1::bigint, $2::bigint, id, $3::bigint, '経理マネージャーのポジションのご案内',
          'ご経歴を拝見しご連絡しました。', now() - interval '30 days', now() - interval '29 days',
          (array['matched','interviewed','under_selection','unofficially_offered'])[1 + id % 4]::selection_status
        from users where email like 'export-%@bench.example.jp'
        returning id, candidate_user_id, replied_at)
      insert into candidate_matches (organisation_id, candidate_user_id, source, scout_id, matched_at)
      select $1::bigint, candidate_user_id, 'scout_reply', id, replied_at from sent`,
    [organisation.id, master.id, job.id],
  )
  await database.executeSql(
    `insert into candidate_notes (organisation_id, candidate_user_id, author_user_id, body)
      select $1::bigint, id, $2::bigint,
        (array['一次面接は好印象。, 次回は役員面接', '希望年収 "1,200万円" 以上',
          E'英語での面接可\n週明けに連絡', '=HYPERLINK("https://evil.example","click")'])[1 + id / 10 % 4]
      from users where email like 'export-%@bench.example.jp' and id % 10 = 0`,
    [organisation.id, master.id],
  )
  await database.executeSql('vacuum analyze')
  const seededIn = ((performance.now() - started) / 1000).toFixed(1)
  const exportIds = []
  for (let i = 0; i < rounds; i += 1) {
    const [row] = (
      await database.executeSql(
        `insert into candidate_exports (organisation_id, requested_by_user_id, client_request_id)
          values ($1, $2, $3) returning id`,
        [organisation.id, master.id, `bench-export-${i}`],
      )
    ).rows
    exportIds.push(Number(row.id))
  }
  // The exports run in processes of their own, which open the database themselves.
  await database.close()
  database = null

  console.info(
    `${engine}; ${candidates.toLocaleString('en')} matched candidates of one organisation (a note on one in ten); seeded in ${seededIn} s; ${os.cpus().length} cores; each export in a process of its own that builds the whole API`,
  )
  const script = fileURLToPath(import.meta.url)
  const runChild = (version, exportId) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [script, '--child', version], {
        env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_EXPORT_ID: String(exportId) },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let out = ''
      child.stdout.on('data', (chunk) => {
        out += chunk
      })
      child.on('error', reject)
      child.on('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(out))
          : reject(new Error(`${version} export: exit ${code}`)),
      )
    })
  const lines = [
    'version rows      file MB  seconds  peak MB  budget (15 s, 256 MB for the process)',
  ]
  for (let round = 0; round < rounds; round += 1) {
    for (const version of ['real', 'naive']) {
      const result = await runChild(version, exportIds[round])
      const within = result.seconds <= BUDGET_SECONDS && result.peakMb <= BUDGET_MB
      lines.push(
        `${version.padEnd(7)} ${String(result.rows).padEnd(9)} ${(result.bytes / 1024 / 1024).toFixed(1).padStart(7)}  ${result.seconds.toFixed(2).padStart(7)}  ${result.peakMb.toFixed(0).padStart(7)}  ${version === 'real' ? (within ? 'within' : 'OVER') : ''}`,
      )
    }
  }
  console.info(lines.join('\n'))
} finally {
  await database?.close()
  await rm(dataDir, { recursive: true, force: true })
}
