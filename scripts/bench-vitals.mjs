// What a visitor on a mid-range phone gets from the platform started as `npm start` starts it
// (a fresh embedded database in a temporary directory, or DATABASE_URL): per page, the largest
// contentful paint, total blocking time and bytes transferred over cold loads in Chromium, then
// the server's rendering throughput and time to first byte under concurrent clients.
// Each figure is printed beside a baseline measured in the same run: the same loads with the
// browser accepting no compression (what the platform sent before it compressed anything), and
// for the server, pages rendered afresh for every request (a cookie naming no session keeps
// them out of the page cache) and sent uncompressed.
// Usage: npm run bench:vitals [-- --runs 3 --clients 10 --seconds 10]

import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { wholeNumberOption } from './bench-args.mjs'
import { percentile } from './bench-http.mjs'
import { findChromium } from './chromium.mjs'
import { firstLink, signIn, startPlatform } from './platform-process.mjs'
import { ensureWebBuild } from './web-build.mjs'

const runs = wholeNumberOption('runs', 3)
const clients = wholeNumberOption('clients', 10)
const seconds = wholeNumberOption('seconds', 10)

/** Lighthouse's mobile profile ("slow 4G" on a mid-range phone), applied by DevTools. */
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7a) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'ja-JP',
}
const CPU_SLOWDOWN = 4
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const BROWSER_HEADERS = {
  'user-agent': PHONE.userAgent,
  'accept-language': 'ja,en;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
}
// The session cookie's name (SESSION_COOKIE in packages/contracts/src/accounts.ts).
const SESSION_COOKIE = 'kakehashi_session'

// Installed before any script of the page: the paint and long-task entries the metrics come from.
const OBSERVE_PAINTS = `(() => {
  const vitals = { fcp: null, lcp: null, tasks: [] }
  window.__benchVitals = vitals
  const observe = (type, take) => {
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true })
  }
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime })
  observe('largest-contentful-paint', (entry) => { vitals.lcp = entry.startTime })
  observe('longtask', (entry) => { vitals.tasks.push([entry.startTime, entry.duration]) })
})()`

/** Lighthouse's definition: what each long task after the first paint spends beyond 50 ms. */
function totalBlockingTime({ fcp, tasks }) {
  let total = 0
  for (const [start, duration] of tasks) {
    const blocking = start + duration - Math.max(start, fcp ?? 0) - 50
    if (blocking > 0) total += blocking
  }
  return total
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`

/** One load in a fresh browser context (empty cache), on the phone profile. */
async function coldLoad(browser, url, cookies, { compressed }) {
  const context = await browser.newContext(PHONE)
  try {
    if (cookies.length > 0) await context.addCookies(cookies)
    await context.addInitScript(OBSERVE_PAINTS)
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    await devtools.send('Network.enable')
    await devtools.send('Network.emulateNetworkConditions', NETWORK)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (!compressed) {
      await devtools.send('Network.setExtraHTTPHeaders', {
        headers: { 'Accept-Encoding': 'identity' },
      })
    }
    const responses = new Map()
    devtools.on('Network.responseReceived', ({ requestId, type, response }) => {
      responses.set(requestId, { type: type.toLowerCase(), url: response.url, bytes: 0 })
    })
    devtools.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId)
      if (response) response.bytes = encodedDataLength
    })
    const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    if (answer?.status() !== 200 || new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} answered ${answer?.status()} at ${page.url()}`)
    }
    // Long tasks after the network went quiet (hydration of late chunks) still block input.
    await page.waitForTimeout(1000)
    const vitals = await page.evaluate(() => window.__benchVitals)
    const byType = new Map()
    for (const { type, url: address, bytes } of responses.values()) {
      if (!address.startsWith('http')) continue
      const kind = byType.get(type) ?? { count: 0, bytes: 0 }
      kind.count += 1
      kind.bytes += bytes
      byType.set(type, kind)
    }
    const bytes = [...byType.values()].reduce((sum, kind) => sum + kind.bytes, 0)
    return { lcp: vitals.lcp, tbt: totalBlockingTime(vitals), bytes, byType }
  } finally {
    await context.close()
  }
}

function describeLoads(loads) {
  const typical = loads.find((load) => load.bytes === median(loads.map((l) => l.bytes)))
  const parts = [...typical.byType.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([type, { count, bytes }]) => `${type} ${count} × ${kb(bytes)}`)
  const lcp = median(loads.map((load) => load.lcp ?? Number.NaN))
  const tbt = median(loads.map((load) => load.tbt))
  return `LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  ${kb(typical.bytes)}  (${parts.join(', ')})`
}

/** A GET whose time to first byte is the headers' arrival; the body is read but not decoded. */
function timedGet(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.get(url, { agent, headers }, (response) => {
      const ttfb = performance.now() - started
      let bytes = 0
      response.on('data', (chunk) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve({ status: response.statusCode, ttfb, bytes }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** `clients` loops asking for one page for `duration` seconds; after a two-second warm-up. */
async function serverLoad(url, { naive }) {
  const headers = !naive
    ? BROWSER_HEADERS
    : { ...BROWSER_HEADERS, 'accept-encoding': 'identity', cookie: `${SESSION_COOKIE}=none` }
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const loop = async (duration, results) => {
    const deadline = performance.now() + duration * 1000
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline) results.push(await timedGet(agent, url, headers))
      }),
    )
  }
  await loop(2, [])
  const results = []
  await loop(seconds, results)
  agent.destroy()
  const failures = results.filter((result) => result.status !== 200).length
  if (failures > 0) throw new Error(`${url}: ${failures} of ${results.length} answers not 200`)
  const ttfbs = results.map((result) => result.ttfb).sort((a, b) => a - b)
  const wire = results.reduce((sum, result) => sum + result.bytes, 0) / results.length
  return `${(results.length / seconds).toFixed(1)} pages/s  TTFB p50 ${Math.round(percentile(ttfbs, 50))} ms  p95 ${Math.round(percentile(ttfbs, 95))} ms  ${kb(wire)} a page on the wire`
}

const executablePath = findChromium()
if (!executablePath) throw new Error('No Chromium found: install one or set CHROMIUM_PATH.')
ensureWebBuild()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-vitals-'))
let platform
let browser
try {
  platform = await startPlatform({ DATA_DIR: dataDir })
  const base = platform.baseUrl
  const jobPath = await firstLink(base, '/job_infos/search_results', /\/job_infos\/\d+/)
  if (!jobPath) throw new Error('no public job is listed')
  const cookies = await signIn(base)
  const pages = [
    { path: '/', cookies: [] },
    { path: jobPath, cookies: [] },
    { path: `/job_infos/search_results?keyword=${encodeURIComponent('営業')}`, cookies: [] },
    { path: '/scouts', cookies, note: 'signed in as the demo candidate' },
  ]
  const engine = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded database'
  console.info(
    `phone: ${PHONE.viewport.width}x${PHONE.viewport.height}, ${CPU_SLOWDOWN}x CPU slowdown, ` +
      `1.6 Mbps down, ${NETWORK.latency} ms round trip, cold cache; median of ${runs} loads (${engine})`,
  )
  // The server's first renders of a page warm its code; a visitor meets a warm server.
  const cookieHeader = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  for (const page of pages) {
    await fetch(base + page.path, { headers: page.cookies.length ? { cookie: cookieHeader } : {} })
  }
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  for (const page of pages) {
    console.info(`${page.path}${page.note ? ` (${page.note})` : ''}`)
    // Alternating the two kinds of load, so a busier moment of the machine weighs on both.
    const loads = { compressed: [], uncompressed: [] }
    const failures = []
    for (let run = 0; run < runs; run++) {
      for (const kind of ['compressed', 'uncompressed']) {
        try {
          const options = { compressed: kind === 'compressed' }
          loads[kind].push(await coldLoad(browser, base + page.path, page.cookies, options))
        } catch (error) {
          failures.push(error.message.split('\n')[0])
        }
      }
    }
    for (const kind of ['compressed', 'uncompressed']) {
      const label = kind === 'compressed' ? 'as served' : 'baseline, uncompressed'
      if (loads[kind].length) console.info(`  ${label}: ${describeLoads(loads[kind])}`)
    }
    if (failures.length) console.info(`  ${failures.length} load(s) failed: ${failures[0]}`)
  }
  await browser.close()
  browser = undefined

  console.info(`server rendering, ${clients} concurrent clients for ${seconds} s, signed out:`)
  for (const pagePath of ['/', jobPath]) {
    console.info(pagePath)
    console.info(`  as served: ${await serverLoad(base + pagePath, { naive: false })}`)
    console.info(
      `  baseline, rendered each time, uncompressed: ${await serverLoad(base + pagePath, { naive: true })}`,
    )
  }
} finally {
  await browser?.close()
  await platform?.stop()
  await rm(dataDir, { recursive: true, force: true })
}
