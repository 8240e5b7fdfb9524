import { fetchDevMails } from '../../features/mailbox/api'
import { MailboxPage } from '../../features/mailbox/mailbox-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/mails'

export const handle = { analyticsName: 'dev_mails' }

export function meta({ matches }: Route.MetaArgs) {
  const { mailbox } = messagesFromMatches(matches)
  return [...pageMeta(mailbox.title, mailbox.description), { name: 'robots', content: 'noindex' }]
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // The API has no mailbox in production, and then neither has the site.
  return { mails: await orNotFound(fetchDevMails(createServerApi(context, request))) }
}

export default function DevMails({ loaderData }: Route.ComponentProps) {
  return <MailboxPage mails={loaderData.mails} />
}
