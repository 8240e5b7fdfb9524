import { LegalPage } from '../features/legal/legal-page'
import { publicPageHeaders } from '../lib/cache-headers'
import { messagesFromMatches, pageMeta } from '../lib/meta'
import type { Route } from './+types/privacy'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'privacy' }

export function meta({ matches }: Route.MetaArgs) {
  const { legal } = messagesFromMatches(matches)
  return pageMeta(legal.privacyTitle, legal.privacyDescription)
}

export default function Privacy() {
  return <LegalPage document="privacy" />
}
