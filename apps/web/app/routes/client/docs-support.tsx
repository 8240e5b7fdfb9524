import { SupportPage } from '../../features/support/support-page'
import { requireRecruiter } from '../../lib/access'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/docs-support'

export const handle = { analyticsName: 'client_docs_support' }
// Every recruiter may read the manual and ask for help, trial accounts included.
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter()]

export function meta({ matches }: Route.MetaArgs) {
  const { support } = messagesFromMatches(matches)
  return privatePageMeta(support.title, support.description)
}

export default function DocsSupport() {
  return <SupportPage />
}
