import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const SETUP = './vitest.setup.ts'

type Engine = 'embedded' | 'postgres'

/**
 * The database suite runs on the embedded database always, and a second time on a PostgreSQL
 * server when TEST_DATABASE_URL names one, in the same run. So does the API suite without a
 * server; beside one, the API suite runs there, and on the embedded database only the files
 * whose code takes a path of its own there (ENGINE_SENSITIVE_API_TESTS): the rest of the API
 * does the same on both, and took nearly three times as long on the embedded database, most of the
 * suite's time. The browser tests run the whole platform on the embedded database.
 */
const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded']

/**
 * API tests of code that differs by engine: a search's planner settings (set in its transaction
 * on the embedded database, by sessions of their own on a server), pg-boss and the alerts on the
 * embedded database's one session, vacuuming after bulk writes, the database's worker thread.
 */
const ENGINE_SENSITIVE_API_TESTS = [
  'apps/api/test/health.test.ts',
  'apps/api/test/job-queue.test.ts',
  'apps/api/test/member-search.test.ts',
  'apps/api/test/rankings.test.ts',
  'apps/api/test/search-alerts.test.ts',
  'apps/api/test/search-index.test.ts',
  'apps/api/test/slow-query.test.ts',
]
for (const file of ENGINE_SENSITIVE_API_TESTS) {
  if (!existsSync(new URL(`./${file}`, import.meta.url)))
    throw new Error(`ENGINE_SENSITIVE_API_TESTS names a missing file: ${file}`)
}

function databaseProject(name: 'db' | 'api', include: string[], engine: Engine) {
  return {
    test: {
      name: engine === 'embedded' ? name : `${name}-postgres`,
      include,
      env: { TEST_DATABASE_ENGINE: engine },
      setupFiles: [SETUP],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      isolate: false,
    },
  } satisfies TestProjectInlineConfiguration
}

// One runner for every test so `npm test` ends with a single summary line. The database, API
// and browser test files of a worker share its imported modules (`isolate: false`): importing
// the app again for every file took longer than many files' tests (14 API test files: 97 s
// isolated, 62 s not). The databases and apps a test or a file creates are still its own; a
// helper that must clean up after a test registers it with `onTestFinished` when called, since a
// hook a module registers on import runs for the first file of the worker only.
export default defineConfig({
  test: {
    // A worker per core, at least two (Vitest leaves one core idle by default): much of a test's
    // time is spent waiting on other processes (the PostgreSQL server, the browser tests'
    // platforms and Chromium). Browser test files run on any worker, each worker's against a
    // platform of its own (e2e/global-setup.ts), so two at a time: kept to one at a time, Vitest
    // ran them in a group of their own after every other file, alone (600 s of a 946 s run).
    // Vitest orders files by project name, so they still start after the database suites.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/test/**/*.test.ts',
            'packages/i18n/test/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/vite/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [SETUP, './apps/web/app/test-setup.ts'],
        },
      },
      ...engines.flatMap((engine) => [
        databaseProject('db', ['packages/db/test/**/*.test.ts'], engine),
        databaseProject(
          'api',
          engine === 'embedded' && engines.includes('postgres')
            ? ENGINE_SENSITIVE_API_TESTS
            : ['apps/api/test/**/*.test.ts'],
          engine,
        ),
      ]),
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: [SETUP],
          // A browser test shares two cores with another and both their platforms: the slowest
          // took 45–52 s in a whole run here, and twice as long in a run on a busier machine.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // A page waiting on the server's answer while the whole suite shares two cores took
          // more than the default second (a notifications test's "mark all as read").
          expect: { poll: { timeout: 5_000 } },
          isolate: false,
        },
      },
    ],
  },
})
