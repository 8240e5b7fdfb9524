import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { ensureWebBuild } from '../scripts/web-build.mjs'
import { findChromium, MISSING_BROWSER_MESSAGE } from './support/chromium.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string | null
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`)
    try {
      const response = await fetch(`${url}/api/v3/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not start within 120 s:\n${output()}`)
}

/**
 * Starts the platform exactly as `npm start` does (a fresh embedded database in a temporary
 * directory, demo data seeded), once for all browser tests.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium()
  project.provide('chromiumPath', chromiumPath)
  if (!chromiumPath) {
    if (process.env.REQUIRE_E2E === '1') {
      throw new Error('REQUIRE_E2E=1 but no Chromium was found (set CHROMIUM_PATH).')
    }
    console.warn(MISSING_BROWSER_MESSAGE)
    project.provide('baseUrl', '')
    return
  }

  ensureWebBuild({ quiet: true })
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let log = ''
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseUrl,
      ENABLE_TEST_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      GTM_ID: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    log += chunk
  })
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  await waitUntilServing(baseUrl, child, () => log)
  project.provide('baseUrl', baseUrl)

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  }
}
