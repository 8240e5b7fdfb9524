import { useLocation } from 'react-router'
import { fetchScoutTemplate } from '../../../features/scout-templates/api'
import { ScoutTemplateDetailPage } from '../../../features/scout-templates/scout-template-detail-page'
import type { ScoutTemplateNotice } from '../../../features/scout-templates/scout-template-form'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'client_scout_template_detail' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scout_templates')]

/** Another organisation's template answers 404, and so the not-found page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const template = await orNotFound(
    fetchScoutTemplate(createServerApi(context, request), Number(params.id)),
  )
  return { template }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { scoutTemplates } = messagesFromMatches(matches).client
  const title = loaderData
    ? `${loaderData.template.name} | ${scoutTemplates.title}`
    : scoutTemplates.title
  return privatePageMeta(title, scoutTemplates.description)
}

export default function ScoutTemplate({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const notice = (location.state as { notice?: ScoutTemplateNotice } | null)?.notice ?? null
  return (
    <ScoutTemplateDetailPage
      key={location.key}
      template={loaderData.template}
      initialNotice={notice}
    />
  )
}
