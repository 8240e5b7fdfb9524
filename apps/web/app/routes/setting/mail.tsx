import { fetchMailSettings } from '../../features/mail-settings/api'
import { MailSettingsPage } from '../../features/mail-settings/mail-settings-page'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/mail'

export const handle = { analyticsName: 'setting_mail' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

export async function loader({ context, request }: Route.LoaderArgs) {
  return { settings: await fetchMailSettings(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return privatePageMeta(candidate.mailSettings.title, candidate.mailSettings.note)
}

export default function MailSettings({ loaderData }: Route.ComponentProps) {
  return <MailSettingsPage key={JSON.stringify(loaderData.settings)} {...loaderData} />
}
