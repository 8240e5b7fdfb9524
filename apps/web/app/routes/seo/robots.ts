import { siteBase } from '../../features/catalogue/sitemap-xml'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/robots'

/**
 * Crawlers may read every public page; signed-in areas, account flows and the API are of no use
 * to them, and the sitemap tells them where the public pages are.
 */
const PRIVATE_PREFIXES = [
  '/api/',
  '/client/',
  '/admin',
  '/scouts',
  '/register_steps/',
  '/setting/',
  '/users/',
  '/login',
  '/logout',
  '/signup',
  '/confirm',
  '/password/',
  '/dev/',
  '/special_events/*/mypage',
]

export function loader({ context }: Route.LoaderArgs) {
  const base = siteBase(context.get(serverContext).publicConfig.baseUrl)
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
