import { WelcomePage } from '../../features/registration/registration-pages'
import { requireCandidate } from '../../lib/access'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/welcome'

export const handle = { analyticsName: 'register_steps_welcome' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return [
    ...pageMeta(candidate.registration.welcomeTitle, candidate.registration.welcomeDescription),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Welcome() {
  return <WelcomePage />
}
