import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import routes from './routes'

interface RouteEntry {
  file: string
  children?: RouteEntry[]
}

const flatten = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...flatten(entry.children ?? [])])

/**
 * Modules that answer something other than a page on purpose: XML and text for search engines,
 * and the sign-out address that only redirects.
 */
const RESOURCE_ROUTES = new Set([
  'routes/seo/sitemap-index.ts',
  'routes/seo/sitemap-file.ts',
  'routes/seo/robots.ts',
  'routes/auth/logout.tsx',
])

describe('the route table', () => {
  // A module without a component is a resource route: a 404 or refusal thrown while it loads
  // reaches the browser as a bare data answer (`null`) instead of the site's 404 page.
  it('gives every page a component, so every refusal renders the 404 page', () => {
    const withoutComponent = flatten(routes as RouteEntry[]).filter((file) => {
      if (RESOURCE_ROUTES.has(file)) return false
      const source = readFileSync(path.join(import.meta.dirname, file), 'utf8')
      return !/^export default /m.test(source)
    })
    expect(withoutComponent).toEqual([])
  })
})
