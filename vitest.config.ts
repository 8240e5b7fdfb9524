import { defineConfig } from 'vitest/config'

// One runner for every test so `npm test` ends with a single summary line.
// Projects split by what a test needs: nothing, a database, or a built app and a browser.
export default defineConfig({
  test: {
    onConsoleLog(_log, type) {
      // A console.error in any test is a failure signal; surface it loudly.
      return type !== 'stderr'
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/test/**/*.test.ts',
            'packages/i18n/test/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          include: ['packages/db/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
