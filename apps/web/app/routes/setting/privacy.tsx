import { fetchPrivacySettings } from '../../features/privacy/api'
import { PrivacyPage } from '../../features/privacy/privacy-page'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/privacy'

export const handle = { analyticsName: 'setting_privacy' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

export async function loader({ context, request }: Route.LoaderArgs) {
  return fetchPrivacySettings(createServerApi(context, request))
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return privatePageMeta(candidate.privacy.title, candidate.privacy.description)
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage {...loaderData} />
}
