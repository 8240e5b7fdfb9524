// The platform as its own process, started the way `npm start` starts it: used by the
// benchmarks and by the process-level and browser tests (e2e/support/platform-process.ts).
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Runs `npm start`'s entry (scripts/start.mjs) in production mode on 127.0.0.1 and resolves once
 * `readyPath` answers 200 (`readyAt` is then the milliseconds since the launch). `env` adds to
 * and overrides this process's environment; a free port is taken unless it names `PORT`.
 */
export async function startPlatform(
  env = {},
  { readyPath = '/api/v3/health', timeoutMs = 600_000 } = {},
) {
  const port = Number(env.PORT ?? (await freePort()))
  const baseUrl = `http://127.0.0.1:${port}`
  let log = ''
  const launchedAt = performance.now()
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => {
    log += chunk
  })
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))

  const deadline = Date.now() + timeoutMs
  let readyAt
  while (readyAt === undefined) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not start within ${timeoutMs / 1000} s:\n${log}`)
    }
    try {
      const response = await fetch(baseUrl + readyPath)
      await response.arrayBuffer()
      if (response.status === 200) readyAt = performance.now() - launchedAt
    } catch {
      // not listening yet
    }
    if (readyAt === undefined) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  return {
    child,
    port,
    baseUrl,
    readyAt,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      const code = await exited
      clearTimeout(timer)
      return code
    },
  }
}

/**
 * The first address of a kind linked from a list page, so detail pages need no fixed ids;
 * `headers` (a session cookie) for a list only a signed-in visitor sees.
 */
export async function firstLink(baseUrl, listPath, pattern, headers = {}) {
  const html = await (await fetch(baseUrl + listPath, { headers })).text()
  return html.match(pattern)?.[0] ?? null
}

/** The demo candidate the seed creates (packages/db/src/seed.ts, DEMO_LOGINS). */
export const DEMO_CANDIDATE = { email: 'candidate1@example.com', password: 'kakehashi-demo' }

/** Signs in through the API; resolves with the cookies it set, as a browser context takes them. */
export async function signIn(baseUrl, account = DEMO_CANDIDATE) {
  const response = await fetch(`${baseUrl}/api/v3/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (response.status !== 201) throw new Error(`signing in answered ${response.status}`)
  return response.headers.getSetCookie().map((header) => {
    const [name, ...value] = header.split(';')[0].split('=')
    return { name, value: value.join('='), url: baseUrl }
  })
}
