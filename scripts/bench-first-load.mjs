// Prints the JavaScript a browser loads on the first visit of each page: every module the
// server-rendered HTML preloads or imports, gzipped and summed, against the 170 KB budget. The
// public pages are seen signed out, the candidate's own pages signed in as the demo candidate.
// Usage: npm run bench:first-load [-- /path /other/path] (paths given are seen signed out)
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLink, ROOT as root, signIn, startPlatform } from './platform-process.mjs'
import { ensureWebBuild } from './web-build.mjs'

const BUDGET_KB = 170
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))

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
// not in the HTML, but part of every first load all the same. Pages here are Japanese: a
// signed-out visitor loads the main part (`ja-*`), a candidate the account part
// (`account-ja-*`) as well; the workspace part is for recruiters and administrators. A part's
// module may only pass on the chunk that holds its messages, so its imports count too.
const assetsDir = path.join(root, 'apps/web/build/client/assets')

async function partBytes(pattern) {
  const files = new Set((await readdir(assetsDir)).filter((file) => pattern.test(file)))
  let bytes = 0
  for (const file of files) {
    const code = await readFile(path.join(assetsDir, file))
    for (const match of code.toString().matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      files.add(match[1])
    }
    bytes += gzipSync(code, { level: 9 }).length
  }
  return bytes
}
const catalogueBytes = {
  main: await partBytes(/^ja-[\w-]+\.js$/),
  account: await partBytes(/^account-ja-[\w-]+\.js$/),
}

async function firstLoadKb(base, pagePath, cookie) {
  const html = await (await fetch(base + pagePath, { headers: cookie ? { cookie } : {} })).text()
  const modules = new Set()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    modules.add(match[1])
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) modules.add(match[1])
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    modules.add(match[1])
  let total = catalogueBytes.main + (cookie ? catalogueBytes.account : 0)
  for (const href of modules) total += await gzippedSize(base, href)
  return { kb: total / 1024, modules: modules.size }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-first-load-'))
let platform
try {
  platform = await startPlatform({ DATA_DIR: dataDir })
  const base = platform.baseUrl
  const publicPaths = requested.length
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
  const cookie = (await signIn(base)).map(({ name, value }) => `${name}=${value}`).join('; ')
  const candidatePaths = requested.length
    ? []
    : [
        '/scouts',
        await firstLink(base, '/scouts', /\/scouts\/\d+/, { cookie }),
        '/register_steps/career_infos/1',
        '/setting/privacy',
      ].filter(Boolean)
  const pages = [
    ...publicPaths.map((pagePath) => ({ pagePath, cookie: null })),
    ...candidatePaths.map((pagePath) => ({ pagePath, cookie })),
  ]
  let over = 0
  for (const { pagePath, cookie } of pages) {
    const { kb, modules } = await firstLoadKb(base, pagePath, cookie)
    if (kb > BUDGET_KB) over += 1
    const seenAs = cookie ? '  (signed in as the demo candidate)' : ''
    console.info(
      `${kb.toFixed(1).padStart(7)} KB  ${String(modules).padStart(3)} modules  ${pagePath}${seenAs}`,
    )
  }
  console.info(
    `budget ${BUDGET_KB} KB gzipped: ${over === 0 ? 'every page within' : `${over} page(s) over`}`,
  )
} finally {
  await platform?.stop()
  await rm(dataDir, { recursive: true, force: true })
}
