import { availableParallelism } from 'node:os'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const SETUP = './vitest.setup.ts'

type Engine = 'embedded' | 'postgres'

/**
 * The database-backed suites run on the embedded database always, and a second time on a
 * PostgreSQL server when TEST_DATABASE_URL names one, in the same run.
 */
const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded']

function databaseProject(name: 'db' | 'api', include: string, engine: Engine) {
  return {
    test: {
      name: engine === 'embedded' ? name : `${name}-postgres`,
      include: [include],
      env: { TEST_DATABASE_ENGINE: engine },
      setupFiles: [SETUP],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  } satisfies TestProjectInlineConfiguration
}

// One runner for every test so `npm test` ends with a single summary line.
export default defineConfig({
  test: {
    // A worker per core, at least two (Vitest leaves one core idle by default): much of a test's
    // time is spent waiting on other processes (the PostgreSQL server, the browser tests'
    // platform and Chromium), so the browser tests run beside the database suites, one file
    // at a time among themselves.
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
        databaseProject('db', 'packages/db/test/**/*.test.ts', engine),
        databaseProject('api', 'apps/api/test/**/*.test.ts', engine),
      ]),
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: [SETUP],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
