import type { DevMailList } from '@kakehashi/contracts'
import { data } from 'react-router'
import { MailboxPage } from '../../features/mailbox/mailbox-page'
import { createServerApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/mails'

export const handle = { analyticsName: 'dev_mails' }

export function meta({ matches }: Route.MetaArgs) {
  const { mailbox } = messagesFromMatches(matches)
  return [...pageMeta(mailbox.title, mailbox.description), { name: 'robots', content: 'noindex' }]
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  try {
    const list = await api.get<CamelCasedPropertiesDeep<DevMailList>>('/api/v3/dev/mails')
    return { mails: list.mails }
  } catch (error) {
    // The API has no mailbox in production, and then neither has the site.
    if (isApiError(error) && error.status === 404) {
      throw data(null, { status: 404, statusText: 'Not Found' })
    }
    throw error
  }
}

export default function DevMails({ loaderData }: Route.ComponentProps) {
  return <MailboxPage mails={loaderData.mails} />
}
