import { redirect } from 'react-router'

/** The admin area's front door leads to its one tool so far. */
export function loader() {
  throw redirect('/admin/redirect_rules')
}

/**
 * Never rendered (the loader always redirects), but its presence keeps this a page route: a
 * module without a component is a resource route, whose refusals (a candidate's 404) would
 * reach the browser as a bare data answer instead of the site's 404 page.
 */
export default function AdminIndex() {
  return null
}
