import { LABELS_MAX } from '@kakehashi/contracts'
import { translate } from '@kakehashi/i18n'
import { fetchLabels } from '../../features/labels/api'
import { LabelsPage } from '../../features/labels/labels-page'
import { requireRecruiter } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/labels'

export const handle = { analyticsName: 'client_labels' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('labels')]

export function meta({ matches }: Route.MetaArgs) {
  const messages = messagesFromMatches(matches)
  return privatePageMeta(
    messages.candidateRecords.labels.title,
    translate(messages, 'candidateRecords', 'labels.description', { max: LABELS_MAX }),
  )
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await fetchLabels(createServerApi(context, request)) }
}

export default function Labels({ loaderData }: Route.ComponentProps) {
  return <LabelsPage list={loaderData.list} />
}
