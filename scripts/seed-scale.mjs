// Fills the database with many extra open jobs for benchmarks: the embedded database under
// DATA_DIR (default ./data), or DATABASE_URL when set. Running it again tops the scale jobs up to
// the requested number, so it is safe to repeat. Stop the server first when it is embedded.
// Usage: npm run seed:scale [-- --jobs 100000 --batch 2000]
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  if (index < 0) return fallback
  const value = Number(process.argv[index + 1])
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number, got ${process.argv[index + 1]}`)
    process.exit(1)
  }
  return value
}
const jobs = option('jobs', 100_000)
const batchSize = Math.max(1, option('batch', 2000))

register()
const { createDatabase, DataDirInUseError, migrate } = await import('@kakehashi/db')
const { seedScale } = await import('../packages/db/src/seed/scale.ts')

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = path.resolve(process.env.DATA_DIR || './data')

async function directorySize(dir) {
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return total
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

let database
try {
  database = await createDatabase({ databaseUrl, dataDir })
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

try {
  console.info(
    `Scale seed: ${jobs.toLocaleString('en')} jobs into ${databaseUrl ? 'DATABASE_URL' : dataDir}`,
  )
  await migrate(database)
  const result = await seedScale(database, {
    jobs,
    batchSize,
    onProgress: ({ done, target, inserted, elapsedMs }) => {
      const rate = inserted / (elapsedMs / 1000)
      console.info(
        `  ${done.toLocaleString('en')} / ${target.toLocaleString('en')} jobs ` +
          `(${Math.round((done / target) * 100)}%), ${seconds(elapsedMs)}, ${Math.round(rate)} jobs/s`,
      )
    },
  })
  const [{ size }] = (
    await database.executeSql('select pg_database_size(current_database())::bigint as size')
  ).rows
  console.info(
    result.inserted === 0
      ? `Already ${result.before.toLocaleString('en')} scale jobs; nothing to add.`
      : `Inserted ${result.inserted.toLocaleString('en')} jobs (${result.before.toLocaleString('en')} were there) in ${seconds(result.elapsedMs)}.`,
  )
  console.info(`Database size: ${megabytes(Number(size))}`)
} finally {
  await database.close()
}
if (!databaseUrl) console.info(`Data directory on disk: ${megabytes(await directorySize(dataDir))}`)
