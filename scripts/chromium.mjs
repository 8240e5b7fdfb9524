// Where the system Chromium is, for the browser tests and the page benchmarks alike.
import { existsSync } from 'node:fs'

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean)

/** The system Chromium or Chrome; nothing here downloads a browser. */
export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path)) ?? null
}

export const MISSING_BROWSER_MESSAGE = [
  '',
  '############################################################################',
  '#  Browser tests SKIPPED: no Chromium or Chrome found.                      #',
  '#  Install one (Debian/Ubuntu: sudo apt-get install chromium fonts-noto-cjk) #',
  '#  or point CHROMIUM_PATH at it. With REQUIRE_E2E=1 this is a failure.      #',
  '############################################################################',
  '',
].join('\n')
