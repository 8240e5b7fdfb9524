import { redirectRuleBodySchema, redirectRuleListSchema, redirectRuleSchema } from '../accounts.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['admin']

/** The administrator's editor of the redirect rules every navigation consults. */
export const redirectRuleEndpoints = {
  listRedirectRules: defineEndpoint({
    method: 'GET',
    path: '/admin/redirect_rules',
    summary: 'Every redirect rule',
    tags,
    response: redirectRuleListSchema,
  }),
  createRedirectRule: defineEndpoint({
    method: 'POST',
    path: '/admin/redirect_rules',
    summary: 'Add a redirect rule; a path has at most one',
    tags,
    body: redirectRuleBodySchema,
    status: 201,
    response: redirectRuleSchema,
  }),
  updateRedirectRule: defineEndpoint({
    method: 'PUT',
    path: '/admin/redirect_rules/:id',
    summary: 'Change a redirect rule',
    tags,
    params: idParamsSchema,
    body: redirectRuleBodySchema,
    response: redirectRuleSchema,
  }),
  deleteRedirectRule: defineEndpoint({
    method: 'DELETE',
    path: '/admin/redirect_rules/:id',
    summary: 'Delete a redirect rule',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
}
