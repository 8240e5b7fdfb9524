import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'
import {
  scoutTemplateBodySchema,
  scoutTemplateListQuerySchema,
  scoutTemplateListSchema,
  scoutTemplateSchema,
} from '../scout-templates.ts'

const tags = ['scout templates']

/** The organisation's scout templates; another organisation's template answers 404. */
export const scoutTemplateEndpoints = {
  listScoutTemplates: defineEndpoint({
    method: 'GET',
    path: '/client/scout_templates',
    summary: "The organisation's scout templates, most recently saved first",
    description: '`template_type` keeps the templates of one type (normal or remind).',
    tags,
    query: scoutTemplateListQuerySchema,
    response: scoutTemplateListSchema,
  }),
  getScoutTemplate: defineEndpoint({
    method: 'GET',
    path: '/client/scout_templates/:id',
    summary: 'One scout template of the organisation',
    tags,
    params: idParamsSchema,
    response: scoutTemplateSchema,
  }),
  createScoutTemplate: defineEndpoint({
    method: 'POST',
    path: '/client/scout_templates',
    summary: 'Creates a scout template',
    description:
      'Subject and body may hold only the variables of the list, written `{{name}}` (422 validation.templateVariableUnknown, templateVariableMalformed or templateTripleBraces on the field). At most SCOUT_TEMPLATES_MAX (200) an organisation (422 validation.scoutTemplateLimit on body.name). Sent again with the same `client_request_id`, it answers the template the first request made (200).',
    tags,
    body: scoutTemplateBodySchema,
    status: 201,
    existingStatus: 200,
    response: scoutTemplateSchema,
  }),
  updateScoutTemplate: defineEndpoint({
    method: 'PUT',
    path: '/client/scout_templates/:id',
    summary: "Changes a scout template's type, name, subject or body",
    tags,
    params: idParamsSchema,
    body: scoutTemplateBodySchema,
    response: scoutTemplateSchema,
  }),
  deleteScoutTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/client/scout_templates/:id',
    summary: 'Deletes a scout template',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
}
