import { redirect } from 'react-router'

/** The admin area's front door leads to its one tool so far. */
export function loader() {
  throw redirect('/admin/redirect_rules')
}
