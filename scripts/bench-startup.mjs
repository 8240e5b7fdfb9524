// Prints the time from launching `npm start`'s entry to the first served page, with the
// embedded database already created (the usual restart), over several runs.
// Usage: npm run bench:startup [-- --runs 5]
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureWebBuild } from './web-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function startAndMeasure(dataDir) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let firstPageMs
  while (firstPageMs === undefined) {
    if (child.exitCode !== null) throw new Error('the server exited before serving a page')
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      if (response.status === 200) {
        await response.text()
        firstPageMs = performance.now() - started
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  child.kill('SIGTERM')
  await exited
  return firstPageMs
}

ensureWebBuild()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-'))
try {
  const creation = await startAndMeasure(dataDir)
  console.info(`first start (creates the embedded database): ${Math.round(creation)} ms`)
  const timings = []
  for (let run = 0; run < runs; run++) timings.push(await startAndMeasure(dataDir))
  timings.sort((a, b) => a - b)
  const median = timings[Math.floor(timings.length / 2)]
  console.info(
    `start to first served page, existing database, ${runs} runs: ` +
      `median ${Math.round(median)} ms, min ${Math.round(timings[0])} ms, max ${Math.round(timings.at(-1))} ms`,
  )
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
