import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { DEMO, DEMO_PASSWORD, signInWithApi } from '../support/accounts.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The bytes as they crossed the wire, not decoded. */
  body: Buffer
}

/** A GET that keeps the body as sent (fetch would decode it and hide what the server did). */
function rawGet(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
}

/** Asks for `url` plain, as brotli and as gzip; each encoded answer must decode to the plain one. */
async function expectEncodedAlike(url: string) {
  const plain = await rawGet(url, 'identity')
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  for (const [accepted, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const encoded = await rawGet(url, accepted)
    expect(encoded.status).toBe(200)
    expect(encoded.headers['content-encoding']).toBe(encoding)
    expect(encoded.headers.vary?.toLowerCase()).toContain('accept-encoding')
    expect(encoded.headers['content-type']).toBe(plain.headers['content-type'])
    expect(encoded.body.length).toBeLessThan(plain.body.length / 2)
    // Each page carries the nonce of its own answer's content security policy; all else is alike.
    const comparable = (body: Buffer | undefined) =>
      body?.toString('latin1').replace(/ nonce="[^"]*"/g, '')
    expect(comparable(DECODERS[encoding]?.(encoded.body))).toBe(comparable(plain.body))
  }
  return plain
}

// What crosses the wire from the platform as `npm start` serves it. (Plain HTTP; the suite runs
// where the platform for browser tests runs.)
describeBrowser('compression', () => {
  it('sends the scripts a page loads compressed, each decoding to the file', async () => {
    const home = (await rawGet(`${baseUrl()}/`, 'identity')).body.toString()
    const scripts = [...home.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map(
      (match) => new URL(match[1] as string, baseUrl()).href,
    )
    // Two of some size, where compression shows.
    const sizeable: string[] = []
    for (const script of scripts) {
      if (sizeable.length === 2) break
      if ((await rawGet(script, 'identity')).body.length >= 4096) sizeable.push(script)
    }
    expect(sizeable).toHaveLength(2)
    for (const script of sizeable) {
      const plain = await expectEncodedAlike(script)
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('sends server-rendered pages and API answers compressed, decoding to the same document', async () => {
    const page = await expectEncodedAlike(`${baseUrl()}/privacy`)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body.toString()).toContain('<html lang="ja"')

    const jobs = await expectEncodedAlike(`${baseUrl()}/api/v3/job_infos?per=20`)
    expect(jobs.headers['content-type']).toContain('application/json')
  })

  it('leaves small answers as they are', async () => {
    const health = await rawGet(`${baseUrl()}/api/v3/health`, 'gzip, deflate, br')
    expect(health.status).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' })
  })
})

describeBrowser('fonts', () => {
  const browser = useBrowser()

  it('shows Japanese text in installed fonts, downloading no font file', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto('/job_infos/search_results?keyword=営業')
    await waitForHydration(page)
    await page.goto('/')
    await waitForHydration(page)
    expect(fonts).toEqual([])

    // What the browser actually drew the heading with: system fonts, no web font.
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('DOM.enable')
    await devtools.send('CSS.enable')
    const { root } = await devtools.send('DOM.getDocument')
    const { nodeId } = await devtools.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'h1',
    })
    const drawn = await devtools.send('CSS.getPlatformFontsForNode', { nodeId })
    expect(drawn.fonts.length).toBeGreaterThan(0)
    expect(drawn.fonts.filter((font) => font.isCustomFont)).toEqual([])
  })
})

/** The scripts a page's server-rendered HTML preloads or imports, as absolute addresses. */
function firstLoadScripts(html: string): string[] {
  const found = new Set<string>()
  for (const pattern of [
    /<link rel="modulepreload" href="([^"]+\.js)"/g,
    /import\("([^"]+\.js)"\)/g,
    /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g,
  ]) {
    for (const match of html.matchAll(pattern))
      found.add(new URL(match[1] as string, baseUrl()).href)
  }
  return [...found]
}

// zod checks a form's values on its first submit (lib/form.ts), loaded then: a page that imports
// an enumeration from a contract module with schemas loads all of zod (27 KB) up front instead
// (docs/conventions.md).
describeBrowser('first load', () => {
  const browser = useBrowser()

  it('loads no schema library on the public pages nor on the candidate’s own', async () => {
    const page = await browser.newPage()
    const publicHtml = async (path: string) =>
      (await rawGet(baseUrl() + path, 'identity')).body.toString()
    const jobPath = (await publicHtml('/job_infos/search_results')).match(/\/job_infos\/\d+/)?.[0]
    expect(jobPath).toBeDefined()
    const pages: { path: string; html: string }[] = []
    for (const path of [
      '/',
      '/login',
      '/job_infos/search_results?keyword=営業',
      `${jobPath}`,
      `${jobPath}/report`,
      '/companies',
      '/agents',
      '/columns',
      '/events',
    ]) {
      pages.push({ path, html: await publicHtml(path) })
    }

    await signInWithApi(page, { email: DEMO.candidate, password: DEMO_PASSWORD })
    const candidateHtml = async (path: string) => (await page.request.get(baseUrl() + path)).text()
    const scoutPath = (await candidateHtml('/scouts')).match(/\/scouts\/\d+/)?.[0]
    expect(scoutPath).toBeDefined()
    for (const path of [
      '/scouts',
      `${scoutPath}`,
      '/register_steps/career_infos/1',
      '/setting/privacy',
    ]) {
      pages.push({ path, html: await candidateHtml(path) })
    }

    const withZod: string[] = []
    const bodies = new Map<string, string>()
    for (const { path, html } of pages) {
      const scripts = firstLoadScripts(html)
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const script of scripts) {
        if (!bodies.has(script)) bodies.set(script, await (await page.request.get(script)).text())
        if (bodies.get(script)?.includes('$ZodType')) withZod.push(`${path}: ${script}`)
      }
    }
    expect(withZod).toEqual([])
  })
})
