import { SCOUT_TEMPLATE_TYPES, type ScoutTemplateType } from '@kakehashi/contracts'
import { useLocation } from 'react-router'
import { fetchRemindSetting } from '../../../features/scout-templates/api'
import type { ScoutTemplateNotice } from '../../../features/scout-templates/scout-template-form'
import { ScoutTemplateListPage } from '../../../features/scout-templates/scout-template-list-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { fetchScoutTemplates } from '../../../lib/scout-templates'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'client_scout_templates' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scout_templates')]

export async function loader({ context, request }: Route.LoaderArgs) {
  const value = new URL(request.url).searchParams.get('template_type')
  // An unknown type lists every template, as the list without the filter does.
  const templateType = (SCOUT_TEMPLATE_TYPES as readonly string[]).includes(value ?? '')
    ? (value as ScoutTemplateType)
    : undefined
  const api = createServerApi(context, request)
  const [templates, remindSetting] = await Promise.all([
    fetchScoutTemplates(api, templateType),
    fetchRemindSetting(api),
  ])
  return { templates, templateType, remindSetting }
}

export function meta({ matches }: Route.MetaArgs) {
  const { scoutTemplates } = messagesFromMatches(matches).client
  return privatePageMeta(scoutTemplates.title, scoutTemplates.description)
}

export default function ScoutTemplates({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const notice = (location.state as { notice?: ScoutTemplateNotice } | null)?.notice ?? null
  return (
    <ScoutTemplateListPage
      key={location.key}
      templates={loaderData.templates}
      templateType={loaderData.templateType}
      remindSetting={loaderData.remindSetting}
      initialNotice={notice}
    />
  )
}
