import { fetchCandidate } from '../../features/registration/api'
import { AlliancePage } from '../../features/registration/registration-pages'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/alliance'

export const handle = { analyticsName: 'register_steps_alliance_additional_profile' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

export async function loader({ context, request }: Route.LoaderArgs) {
  return { candidate: await fetchCandidate(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return privatePageMeta(
    candidate.registration.allianceTitle,
    candidate.registration.allianceDescription,
  )
}

export default function Alliance({ loaderData }: Route.ComponentProps) {
  return <AlliancePage candidate={loaderData.candidate} />
}
