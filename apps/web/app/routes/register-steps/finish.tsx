import { redirect } from 'react-router'
import { fetchCandidate, finishRegistration } from '../../features/registration/api'
import { FinishPage } from '../../features/registration/registration-pages'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { stepPath } from '../../lib/paths'
import type { Route } from './+types/finish'

export const handle = { analyticsName: 'register_steps_finish' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

/** Finishing is idempotent on the server, so opening this page again is harmless. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  try {
    return { candidate: await finishRegistration(api) }
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) throw error
    const candidate = await fetchCandidate(api)
    throw redirect(stepPath(candidate.registration.nextStep ?? 1))
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return privatePageMeta(
    candidate.registration.finishTitle,
    candidate.registration.finishDescription,
  )
}

export default function Finish({ loaderData }: Route.ComponentProps) {
  return <FinishPage candidate={loaderData.candidate} />
}
