import { expect, it } from 'vitest'
import { baseUrl, describeBrowser } from '../support/browser.ts'

// What a crawler reads from the running platform: robots.txt, the sitemap index and its files,
// the pages they list and their prerendered payloads. (Plain HTTP; the suite runs where the
// platform for browser tests runs.)
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')

describeBrowser('search engines', () => {
  it('points crawlers at the sitemap and away from private areas', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const body = await response.text()
    expect(body).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
    expect(body).toContain('Disallow: /client/')
    expect(body).toContain('Disallow: /api/')
  })

  it('lists every public job page in the sitemap, each answering with its own canonical URL', async () => {
    const index = await fetch(`${baseUrl()}/sitemap.xml`)
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toContain('application/xml')
    const files = locs(await index.text())
    expect(files).toEqual(
      expect.arrayContaining([
        `${baseUrl()}/sitemaps/static-1.xml`,
        `${baseUrl()}/sitemaps/job_infos-1.xml`,
        `${baseUrl()}/sitemaps/columns-1.xml`,
      ]),
    )

    const jobs = locs(await (await fetch(`${baseUrl()}/sitemaps/job_infos-1.xml`)).text())
    // The demo seed has 300 public jobs and keeps its drafts, closed and expired jobs out.
    expect(jobs.length).toBeGreaterThanOrEqual(300)
    expect(jobs.every((loc) => /\/job_infos\/\d+$/.test(loc))).toBe(true)

    for (const loc of [jobs[0], jobs[jobs.length - 1]] as string[]) {
      const page = await fetch(loc)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="${loc}"\\s*/?>`))
      expect(html).toContain('"@type":"JobPosting"')

      const payload = await fetch(`${loc}/_payload.json`)
      expect(payload.status).toBe(200)
      expect(await payload.json()).toMatchObject({
        id: Number(loc.split('/').pop()),
        structured_data: { '@type': 'JobPosting' },
      })
    }
  })

  it('answers 404 for sitemap files that do not exist', async () => {
    expect((await fetch(`${baseUrl()}/sitemaps/job_infos-99.xml`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/sitemaps/users-1.xml`)).status).toBe(404)
  })
})
