import { isSameSitePath, LINE_ERRORS, LINE_RESULTS } from '@kakehashi/contracts'
import { LineSuccessPage } from '../../features/line/line-success-page'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/success'

export const handle = { analyticsName: 'line_success' }

export function meta({ matches }: Route.MetaArgs) {
  const { line } = messagesFromMatches(matches)
  // A one-off result page, different for every visitor: nothing for search engines.
  return [
    ...pageMeta(line.successPageTitle, line.successPageDescription),
    { name: 'robots', content: 'noindex' },
  ]
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const redirectUrl = query.get('redirect_url')
  return {
    result: oneOf(LINE_RESULTS, query.get('result')),
    error: oneOf(LINE_ERRORS, query.get('error')),
    // The query is the visitor's to edit, so the way back is checked again here.
    continuePath: isSameSitePath(redirectUrl) ? redirectUrl : '/',
  }
}

export default function LineSuccess({ loaderData }: Route.ComponentProps) {
  return <LineSuccessPage {...loaderData} />
}
