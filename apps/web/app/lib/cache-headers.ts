/**
 * How long a shared cache may keep a public catalogue page: the server's own page cache and a
 * CDN in front of it. Short, because a recruiter's change (a job closed, a salary corrected) must
 * reach visitors soon; the server's cache forgets everything at once on any change it serves,
 * a CDN keeps a page at most this long, then serves it stale while it fetches the new one.
 */
export const PUBLIC_PAGE_SECONDS = 60
const STALE_WHILE_REVALIDATE_SECONDS = 300

/**
 * The `headers` of a public catalogue route (`export const headers = publicPageHeaders`): the
 * page as an anonymous visitor sees it may be kept by shared caches, not by the browser (which
 * asks again, so a visitor who signs in sees their own page). The server never keeps or marks
 * public a page rendered for a signed-in visitor, whatever the route says (`plugins/web.ts`).
 * `Vary: Cookie` keeps a CDN from handing one visitor's language or session to another.
 */
export function publicPageHeaders(): Headers {
  return new Headers({
    'Cache-Control': `public, max-age=0, s-maxage=${PUBLIC_PAGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    Vary: 'Cookie',
  })
}
