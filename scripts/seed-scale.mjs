// Fills the database with many extra open jobs and generated candidates for benchmarks: the
// embedded database under DATA_DIR (default ./data), or DATABASE_URL when set. Running it again
// tops the scale jobs and candidates up to the requested numbers, so it is safe to repeat. Stop
// the server first when it is embedded.
// Usage: npm run seed:scale [-- --jobs 100000 --batch 2000] [-- --candidates 1000000]
// Without options it seeds 100,000 jobs; with --candidates alone, only candidates.
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const given = (name) => process.argv.includes(`--${name}`)
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
const candidates = option('candidates', 0)
const jobs = option('jobs', given('candidates') ? 0 : 100_000)
const batchSize = Math.max(1, option('batch', 2000))

register()
const { createDatabase, DataDirInUseError, emptySearchTables, migrate, recordSearchIndexVersion } =
  await import('@kakehashi/db')
const { seedScale } = await import('../packages/db/src/seed/scale.ts')
const { seedScaleCandidates } = await import('../packages/db/src/seed/candidate-scale.ts')

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
  await migrate(database)
  const [{ collation }] = (
    await database.executeSql(
      'select datcollate as collation from pg_database where datname = current_database()',
    )
  ).rows
  if (!['C', 'POSIX'].includes(collation)) {
    // Text compares through the locale library then, the gram indexes' keys included: building
    // them took three times as long here as with LC_COLLATE 'C' (which sorts UTF-8 text in code
    // point order, as C.UTF-8 does).
    console.warn(
      `This database collates text by ${collation}; a database created with LC_COLLATE 'C' (TEMPLATE template0) loads and indexes much faster.`,
    )
  }
  // Generated documents follow the current search rules: a table that starts empty is current
  // when the seed is done. Rows that were there before keep their recorded version.
  const unbuiltTables = await emptySearchTables(database.db)
  if (jobs > 0) {
    console.info(
      `Scale seed: ${jobs.toLocaleString('en')} jobs into ${databaseUrl ? 'DATABASE_URL' : dataDir}`,
    )
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
    console.info(
      result.inserted === 0
        ? `Already ${result.before.toLocaleString('en')} scale jobs; nothing to add.`
        : `Inserted ${result.inserted.toLocaleString('en')} jobs (${result.before.toLocaleString('en')} were there) in ${seconds(result.elapsedMs)}.`,
    )
  }
  if (candidates > 0) {
    console.info(
      `Scale seed: ${candidates.toLocaleString('en')} candidates into ${databaseUrl ? 'DATABASE_URL' : dataDir}`,
    )
    let lastReport = 0
    const result = await seedScaleCandidates(database, {
      candidates,
      batchSize,
      onProgress: ({ done, target, inserted, elapsedMs }) => {
        if (elapsedMs - lastReport < 10_000 && done < target) return
        lastReport = elapsedMs
        const rate = inserted / (elapsedMs / 1000)
        console.info(
          `  ${done.toLocaleString('en')} / ${target.toLocaleString('en')} candidates ` +
            `(${Math.round((done / target) * 100)}%), ${seconds(elapsedMs)}, ${Math.round(rate)} candidates/s`,
        )
      },
    })
    console.info(
      result.inserted === 0
        ? `Already ${result.before.toLocaleString('en')} scale candidates; nothing to add.`
        : `Inserted ${result.inserted.toLocaleString('en')} candidates (${result.before.toLocaleString('en')} were there) in ${seconds(result.elapsedMs)}` +
            (result.indexMs > 0
              ? `, of which ${seconds(result.indexMs)} finishing the search index.`
              : '.'),
    )
  }
  await recordSearchIndexVersion(database.db, unbuiltTables)
  const [{ size }] = (
    await database.executeSql('select pg_database_size(current_database())::bigint as size')
  ).rows
  console.info(`Database size: ${megabytes(Number(size))}`)
} finally {
  await database.close()
}
if (!databaseUrl) console.info(`Data directory on disk: ${megabytes(await directorySize(dataDir))}`)
