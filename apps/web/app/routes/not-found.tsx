import { noSuchPage } from '../lib/route-data'

export const handle = { analyticsName: 'not_found' }

export function loader() {
  noSuchPage()
}

export default function NotFound() {
  return null
}
