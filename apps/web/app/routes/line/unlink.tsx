import { fetchLineSettings } from '../../features/line/api'
import { LineSettingsPage } from '../../features/line/line-settings-page'
import { requireSignedIn } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/unlink'

export const handle = { analyticsName: 'line_unlink' }

export function meta({ matches }: Route.MetaArgs) {
  const { line } = messagesFromMatches(matches)
  return pageMeta(line.settingsPageTitle, line.settingsPageDescription)
}

export const middleware: Route.MiddlewareFunction[] = [requireSignedIn]

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const settings = await fetchLineSettings(createServerApi(context, request))
    return { isAvailable: true, isAccountLinked: settings.isAccountLinked }
  } catch (error) {
    if (isApiError(error) && error.code === 'lineNotConfigured') {
      return { isAvailable: false, isAccountLinked: false }
    }
    throw error
  }
}

export default function LineUnlink({ loaderData }: Route.ComponentProps) {
  return (
    <LineSettingsPage
      isAvailable={loaderData.isAvailable}
      isAccountLinked={loaderData.isAccountLinked}
    />
  )
}
