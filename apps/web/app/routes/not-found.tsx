import { data } from 'react-router'

export const handle = { analyticsName: 'not_found' }

export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

export default function NotFound() {
  return null
}
