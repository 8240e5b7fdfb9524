// Prints the JavaScript a browser loads on the first visit of each page: every module the
// server-rendered HTML preloads or imports, gzipped and summed, against the 170 KB budget.
// Usage: npm run bench:first-load [-- /path /other/path]
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { ensureWebBuild } from './web-build.mjs'

const BUDGET_KB = 170
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(base, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before serving a page')
    try {
      if ((await fetch(`${base}/api/v3/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The first link of a kind found on a list page, so detail pages need no fixed ids. */
async function firstLink(base, listPath, pattern) {
  const html = await (await fetch(base + listPath)).text()
  return html.match(pattern)?.[0] ?? null
}

const sizes = new Map()
async function gzippedSize(base, href) {
  if (!sizes.has(href)) {
    const body = Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer())
    sizes.set(href, gzipSync(body, { level: 9 }).length)
  }
  return sizes.get(href)
}

ensureWebBuild()

// The browser imports the catalogue of the page's language before hydrating (app/lib/catalogues):
// not in the HTML, but part of every first load all the same. Pages here are Japanese and seen
// signed out, so only the main part counts (`ja-*`); the workspace part (`workspace-ja-*`, and
// the chunk it imports) is for recruiters and administrators.
const assetsDir = path.join(root, 'apps/web/build/client/assets')
let catalogueBytes = 0
for (const file of await readdir(assetsDir)) {
  if (/^ja-[\w-]+\.js$/.test(file)) {
    catalogueBytes += gzipSync(await readFile(path.join(assetsDir, file)), { level: 9 }).length
  }
}

async function firstLoadKb(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text()
  const modules = new Set()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    modules.add(match[1])
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) modules.add(match[1])
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    modules.add(match[1])
  let total = catalogueBytes
  for (const href of modules) total += await gzippedSize(base, href)
  return { kb: total / 1024, modules: modules.size }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-first-load-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
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
try {
  await waitFor(base, child)
  const paths = requested.length
    ? requested
    : [
        '/',
        '/privacy',
        '/login',
        '/job_infos/search_conditions',
        '/job_infos/search_results?keyword=%E5%96%B6%E6%A5%AD',
        await firstLink(base, '/job_infos/search_results', /\/job_infos\/\d+/),
        '/job_infos/weekly_ranking',
        '/companies',
        await firstLink(base, '/companies', /\/companies\/\d+/),
        '/agents',
        await firstLink(base, '/agents', /\/agents\/\d+/),
        '/columns',
        await firstLink(base, '/columns', /\/columns\/\d+/),
        '/events',
        await firstLink(base, '/events', /\/events\/\d+/),
      ].filter(Boolean)
  let over = 0
  for (const pagePath of paths) {
    const { kb, modules } = await firstLoadKb(base, pagePath)
    if (kb > BUDGET_KB) over += 1
    console.info(
      `${kb.toFixed(1).padStart(7)} KB  ${String(modules).padStart(3)} modules  ${pagePath}`,
    )
  }
  console.info(
    `budget ${BUDGET_KB} KB gzipped: ${over === 0 ? 'every page within' : `${over} page(s) over`}`,
  )
} finally {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })
}
