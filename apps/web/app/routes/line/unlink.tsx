import { readLineAccountState } from '../../features/line/api'
import { LineSettingsPage } from '../../features/line/line-settings-page'
import { requireSignedIn } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/unlink'

export const handle = { analyticsName: 'line_unlink' }

export function meta({ matches }: Route.MetaArgs) {
  const { line } = messagesFromMatches(matches)
  return pageMeta(line.settingsPageTitle, line.settingsPageDescription)
}

export const middleware: Route.MiddlewareFunction[] = [requireSignedIn]

export async function loader({ request, context }: Route.LoaderArgs) {
  // Signed in (the middleware saw to that): whether LINE is offered and linked, from the API.
  const state = await readLineAccountState(createServerApi(context, request), true)
  return { isAvailable: state !== 'unavailable', isAccountLinked: state === 'linked' }
}

export default function LineUnlink({ loaderData }: Route.ComponentProps) {
  return (
    <LineSettingsPage
      isAvailable={loaderData.isAvailable}
      isAccountLinked={loaderData.isAccountLinked}
    />
  )
}
