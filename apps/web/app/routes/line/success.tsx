import { isSameSitePath, LINE_ERRORS, LINE_RESULTS } from '@kakehashi/contracts'
import { landingPathFor } from '../../features/auth/landing'
import { readLineAccountState } from '../../features/line/api'
import { LineSuccessPage } from '../../features/line/line-success-page'
import { sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/success'

export const handle = { analyticsName: 'line_success' }

export function meta({ matches }: Route.MetaArgs) {
  const { line } = messagesFromMatches(matches)
  // A one-off result page, different for every visitor: nothing for search engines.
  return privatePageMeta(line.successPageTitle, line.successPageDescription)
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const redirectUrl = query.get('redirect_url')
  const user = context.get(sessionUserContext)
  const api = createServerApi(context, request)
  // The query is the visitor's to edit, so the way back is checked again here, and what the
  // page says rests on the visitor's state as the API reads it, not on the query.
  const [continuePath, state] = await Promise.all([
    user ? landingPathFor(user, api, redirectUrl) : isSameSitePath(redirectUrl) ? redirectUrl : '/',
    readLineAccountState(api, user !== null),
  ])
  return {
    state,
    result: oneOf(LINE_RESULTS, query.get('result')),
    error: oneOf(LINE_ERRORS, query.get('error')),
    continuePath,
  }
}

export default function LineSuccess({ loaderData }: Route.ComponentProps) {
  return <LineSuccessPage {...loaderData} />
}
