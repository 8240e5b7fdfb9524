import { redirect } from 'react-router'
import { ADMIN_ORGANISATIONS_PATH } from '../../features/administration/paths'

/** The admin area's front door leads to its customers. */
export function loader() {
  throw redirect(ADMIN_ORGANISATIONS_PATH)
}

/**
 * Never rendered (the loader always redirects), but its presence keeps this a page route: a
 * module without a component is a resource route, whose refusals (a candidate's 404) would
 * reach the browser as a bare data answer instead of the site's 404 page.
 */
export default function AdminIndex() {
  return null
}
