import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { beforeAll, expect, it } from 'vitest'
import { baseUrl, describeBrowser } from '../support/browser.ts'
import { schemaOrgGraph } from '../support/schema-org.ts'

async function fetchText(pathname: string) {
  const response = await fetch(new URL(pathname, baseUrl()))
  expect(response.status, pathname).toBe(200)
  return response.text()
}

describeBrowser('JobPosting structured data', () => {
  let validator: Validator
  beforeAll(() => {
    validator = new Validator(schemaOrgGraph())
  })

  it('a server-rendered job page carries valid JobPosting JSON-LD', async () => {
    const results = await fetchText('/job_infos/search_results')
    const jobPath = results.match(/href="(\/job_infos\/\d+)"/)?.[1]
    expect(jobPath, 'a job link on the search results page').toBeDefined()

    const html = await fetchText(jobPath as string)
    const extracted = new WebAutoExtractor({ addLocation: true }).parse(html)
    const postings = extracted.jsonld.JobPosting ?? []
    expect(postings).toHaveLength(1)
    const posting = postings[0] as Record<string, unknown>
    // The properties Google requires and recommends, all of which the demo jobs have.
    for (const property of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'hiringOrganization',
      'jobLocation',
      'employmentType',
      'baseSalary',
      'identifier',
    ]) {
      expect(posting[property], property).toBeTruthy()
    }

    const issues = await validator.validate(extracted)
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([])
    // Properties unknown to schema.org would be ignored by search engines: none may slip in.
    expect(issues.filter((issue) => issue.errorType === 'schemaOrg')).toEqual([])
  })

  it('the validator catches a broken posting, so a pass above means something', async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      description: 'No title, no date, no employer, a made-up property',
      salaryInYen: 800,
    })}</script>`
    const issues = await validator.validate(new WebAutoExtractor().parse(html))
    const messages = issues.map((issue) => `${issue.severity} ${issue.issueMessage}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ERROR .*"title"/),
        expect.stringMatching(/^ERROR .*"datePosted"/),
        expect.stringMatching(/^ERROR .*"hiringOrganization"/),
        expect.stringMatching(/^WARNING .*"salaryInYen"/),
      ]),
    )
  })
})
