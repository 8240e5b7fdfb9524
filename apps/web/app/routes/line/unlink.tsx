import { LineSettingsPage } from '../../features/line/line-settings-page'
import { requireSignedIn } from '../../lib/access'
import { createServerApi, getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/unlink'

const SETTINGS_PATH = '/api/v3/me/line_settings'

export const handle = { analyticsName: 'line_unlink' }

export function meta({ matches }: Route.MetaArgs) {
  const { line } = messagesFromMatches(matches)
  return pageMeta(line.settingsPageTitle, line.settingsPageDescription)
}

export const middleware: Route.MiddlewareFunction[] = [requireSignedIn]

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const settings = await createServerApi(context, request).get<{ isAccountLinked: boolean }>(
      SETTINGS_PATH,
    )
    return { isAvailable: true, isAccountLinked: settings.isAccountLinked }
  } catch (error) {
    if (isApiError(error) && error.code === 'lineNotConfigured') {
      return { isAvailable: false, isAccountLinked: false }
    }
    throw error
  }
}

/**
 * Unlinking runs in the browser with the visitor's own cookie. The client has the public
 * configuration already: the root layout hands it over on its first render.
 */
export async function clientAction() {
  try {
    await getBrowserApi().delete(SETTINGS_PATH)
    return { unlinkResult: 'unlinked' as const }
  } catch {
    return { unlinkResult: 'failed' as const }
  }
}

export default function LineUnlink({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LineSettingsPage
      isAvailable={loaderData.isAvailable}
      isAccountLinked={loaderData.isAccountLinked}
      unlinkResult={actionData?.unlinkResult ?? null}
    />
  )
}
