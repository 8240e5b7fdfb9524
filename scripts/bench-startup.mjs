// Prints the time from launching `npm start`'s entry to the first served page, with the
// embedded database already created (the usual restart), over several runs.
// Usage: npm run bench:startup [-- --runs 5]
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startPlatform } from './platform-process.mjs'
import { ensureWebBuild } from './web-build.mjs'

const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5

async function startAndMeasure(dataDir) {
  const platform = await startPlatform({ DATA_DIR: dataDir }, { readyPath: '/' })
  await platform.stop()
  return platform.readyAt
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
