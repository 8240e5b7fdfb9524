import { ScoutTemplateForm } from '../../../features/scout-templates/scout-template-form'
import { requireRecruiter } from '../../../lib/access'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import type { Route } from './+types/new'

export const handle = { analyticsName: 'client_scout_template_new' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scout_templates')]

export function meta({ matches }: Route.MetaArgs) {
  const { scoutTemplates } = messagesFromMatches(matches).client
  return privatePageMeta(
    `${scoutTemplates.newTitle} | ${scoutTemplates.title}`,
    scoutTemplates.description,
  )
}

export default function NewScoutTemplate() {
  return <ScoutTemplateForm template={null} />
}
