import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { onTestFinished } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const ENTRY = fileURLToPath(new URL('./api-server.ts', import.meta.url))

/** The API running as a process of its own (support/api-server.ts). */
export interface ApiProcess {
  baseUrl: string
  child: ChildProcess
  /** What it printed so far, for a failure's message. */
  output(): string
  /** Sends the signal and resolves once the process has gone. */
  stop(signal: NodeJS.Signals): Promise<void>
}

/**
 * Starts the API on the PostgreSQL database at `databaseUrl` in a process of its own and
 * resolves once it listens. Whatever is still running when the test finishes is killed, and its
 * scratch directory removed.
 */
export async function startApiProcess(
  databaseUrl: string,
  { timeoutMs = 30_000 } = {},
): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-api-process-'))
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FILE_STORAGE_DIR: path.join(dataDir, 'uploads'),
      APP_SECRET: 'a-secret-of-the-test-process-only-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await gone
    await rm(dataDir, { recursive: true, force: true })
  })
  let log = ''
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The API did not start within ${timeoutMs / 1000} s:\n${log}`))
    }, timeoutMs)
    child.stdout?.on('data', (chunk) => {
      log += chunk
      const listening = /\{"listening":"([^"]+)"\}/.exec(log)
      if (listening?.[1]) {
        clearTimeout(timer)
        resolve(listening[1])
      }
    })
    void gone.then(() => {
      clearTimeout(timer)
      reject(new Error(`The API exited before it listened:\n${log}`))
    })
  })
  return {
    baseUrl,
    child,
    output: () => log,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await gone
    },
  }
}
