import { fetchScoutTemplate } from '../../../features/scout-templates/api'
import { ScoutTemplateForm } from '../../../features/scout-templates/scout-template-form'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/edit'

export const handle = { analyticsName: 'client_scout_template_edit' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scout_templates')]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const template = await orNotFound(
    fetchScoutTemplate(createServerApi(context, request), Number(params.id)),
  )
  return { template }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { scoutTemplates } = messagesFromMatches(matches).client
  const title = loaderData
    ? `${scoutTemplates.editTitle}: ${loaderData.template.name} | ${scoutTemplates.title}`
    : scoutTemplates.editTitle
  return privatePageMeta(title, scoutTemplates.description)
}

export default function EditScoutTemplate({ loaderData }: Route.ComponentProps) {
  const { template } = loaderData
  // Another template's form starts from that template's values.
  return <ScoutTemplateForm key={template.id} template={template} />
}
