import { WelcomePage } from '../../features/registration/registration-pages'
import { requireCandidate } from '../../lib/access'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/welcome'

export const handle = { analyticsName: 'register_steps_welcome' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return privatePageMeta(
    candidate.registration.welcomeTitle,
    candidate.registration.welcomeDescription,
  )
}

export default function Welcome() {
  return <WelcomePage />
}
