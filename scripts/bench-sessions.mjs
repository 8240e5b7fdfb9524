// Sign-in throughput and GET /api/v3/sessions latency under concurrent load, over loopback
// against the platform started as `npm start` starts it (embedded database, or DATABASE_URL).
// Usage: npm run bench:sessions [-- --clients 10 --seconds 10 --accounts 300]
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'
import { percentile } from './bench-http.mjs'
import { startPlatform } from './platform-process.mjs'
import { ensureWebBuild } from './web-build.mjs'

const clients = wholeNumberOption('clients', 10)
const seconds = wholeNumberOption('seconds', 10)
const accounts = wholeNumberOption('accounts', 300)
const PASSWORD = 'bench-password'

/** Runs `task` from `clients` concurrent loops for `seconds`; returns per-call latencies (ms). */
async function load(task) {
  const latencies = []
  const deadline = performance.now() + seconds * 1000
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

function summary(name, latencies) {
  const perSecond = latencies.length / seconds
  return `${name}: ${latencies.length} requests in ${seconds} s = ${perSecond.toFixed(1)}/s; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`
}

ensureWebBuild()
register()
const { createDatabase, migrate, hashPassword, users } = await import('../packages/db/src/index.ts')

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-sessions-'))
let platform
try {
  // Accounts for the benchmark, one password hash shared so that preparing them is quick.
  const database = await createDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })
  await migrate(database)
  const passwordHash = await hashPassword(PASSWORD)
  const stamp = Date.now()
  await database.db.insert(users).values(
    Array.from({ length: accounts }, (_, i) => ({
      email: `bench-${stamp}-${i}@example.com`,
      roleType: 'Candidate',
      fullName: `ベンチ ${i}`,
      passwordHash,
      emailConfirmedAt: new Date(),
    })),
  )
  await database.close()

  platform = await startPlatform({
    DATA_DIR: dataDir,
    // Each simulated visitor claims its own address, as they would behind a load balancer.
    TRUST_PROXY: 'true',
  })
  const { baseUrl } = platform

  const tokens = []
  const signInLatencies = await load(async (n) => {
    const account = n % accounts
    const response = await fetch(`${baseUrl}/api/v3/sessions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ email: `bench-${stamp}-${account}@example.com`, password: PASSWORD }),
    })
    if (response.status !== 201) throw new Error(`sign-in answered ${response.status}`)
    const body = await response.json()
    if (tokens.length < 200) tokens.push(body.auth_token)
  })

  const sessionLatencies = await load(async (n) => {
    const response = await fetch(`${baseUrl}/api/v3/sessions`, {
      headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
    })
    if (response.status !== 200) throw new Error(`sessions answered ${response.status}`)
    await response.arrayBuffer()
  })

  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'
  console.info(`${clients} concurrent clients over loopback, ${engine}, ${os.cpus().length} cores`)
  console.info(summary('sign-in (POST /api/v3/sessions)', signInLatencies))
  console.info(summary('GET /api/v3/sessions', sessionLatencies))
} finally {
  await platform?.stop()
  await rm(dataDir, { recursive: true, force: true })
}
