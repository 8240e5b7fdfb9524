import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverBuild = path.join(root, 'apps/web/build/server/index.js')
// What the web bundle is built from: when any of it is newer than the build, build again.
const sources = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
  'packages/i18n/src',
  'package-lock.json',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

export function isWebBuildCurrent() {
  if (!existsSync(serverBuild)) return false
  const builtAt = statSync(serverBuild).mtimeMs
  return sources.every((source) => newestMtime(path.join(root, source)) <= builtAt)
}

/** Builds the web app when it is missing or older than its sources. */
export function ensureWebBuild({ quiet = false } = {}) {
  if (isWebBuildCurrent()) return false
  if (!quiet) console.info('Building the web app…')
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@kakehashi/web'], {
    cwd: root,
    // Vite inlines NODE_ENV into the bundle; a build started from tests (NODE_ENV=test) would
    // otherwise ship development code that does not match the server's rendering.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  })
  return true
}
