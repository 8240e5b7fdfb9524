import {
  createDatabase,
  type Database,
  DataDirInUseError,
  DEMO_LOGINS,
  fillMissingCandidateSearchDocuments,
  migrate,
  seed,
} from '@kakehashi/db'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { SCOUT_REPORT_ROLL_UP_JOB } from './modules/scout-reports/scout-report-job.ts'
import { enqueueStaleSearchReindex } from './modules/search-index/plugin.ts'
import { registerWeb } from './plugins/web.ts'

/** Closed on a failed start too, so the embedded data is flushed and its lock released. */
let openDatabase: Database | undefined

/**
 * The platform in one process: configuration, database (migrated, seeded on first start), the
 * API and the server-rendered web app on one port.
 */
async function main() {
  const startedAt = performance.now()
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  })
  openDatabase = database
  await migrate(database)
  if (config.seedDemoData) await seed(database)
  // Candidates saved before member search existed (or by a bulk load) get their documents.
  await fillMissingCandidateSearchDocuments(database.db)

  const app = await buildApp(config, { database })
  await registerWeb(app, { mode: config.isDevelopment ? 'development' : 'production' })
  app.addHook('onClose', () => database.close())

  let isClosing = false
  const shutdown = async (signal: string) => {
    if (isClosing) {
      // A second Ctrl-C means the user is not willing to wait.
      process.exit(1)
    }
    isClosing = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.host, port: config.port })
  // Documents built under older search rules are rebuilt in the background (the queue runs now).
  await enqueueStaleSearchReindex(app)
  // Scouts written while the platform was down (the demo seed, a restore) are counted for the
  // reports now rather than at the roll-up's next minute.
  await app.jobs.send(SCOUT_REPORT_ROLL_UP_JOB, {})

  const url = `http://localhost:${config.port}`
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`
  const lines = [
    '',
    `Kakehashi is running at ${url}  (${config.env}, ${storage})`,
    `Ready in ${Math.round(performance.now() - startedAt)} ms`,
  ]
  if (config.seedDemoData) {
    lines.push('', 'Demo logins:')
    for (const login of DEMO_LOGINS) {
      lines.push(
        `  ${login.role.padEnd(22)} ${login.email.padEnd(36)} ${login.password}   ${login.description}`,
      )
    }
  }
  console.info(lines.join('\n'))
}

main().catch((error: NodeJS.ErrnoException) => {
  // Problems a user can fix get one clear line; anything else gets the whole error.
  if (error instanceof DataDirInUseError) console.error(error.message)
  else if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${process.env.PORT ?? 3000} is already in use. Stop that server or set PORT.`,
    )
  } else console.error(error)
  void Promise.resolve(openDatabase?.close()).finally(() => process.exit(1))
})
