import { LegalPage } from '../features/legal/legal-page'
import { publicPageHeaders } from '../lib/cache-headers'
import { messagesFromMatches, pageMeta } from '../lib/meta'
import type { Route } from './+types/cookie'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'cookie' }

export function meta({ matches }: Route.MetaArgs) {
  const { legal } = messagesFromMatches(matches)
  return pageMeta(legal.cookieTitle, legal.cookieDescription)
}

export default function Cookie() {
  return <LegalPage document="cookie" />
}
