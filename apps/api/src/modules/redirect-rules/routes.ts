import { redirectRuleEndpoints as endpoints, VALIDATION_MESSAGES } from '@kakehashi/contracts'
import type { RedirectRule } from '@kakehashi/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import * as repository from './redirect-rules-repository.ts'

const toWire = (rule: RedirectRule) => ({
  id: rule.id,
  current_path: rule.currentPath,
  redirect_to: rule.redirectTo,
  updated_at: rule.updatedAt.toISOString(),
})

const duplicatePath = () =>
  new AppError('conflict', 'A rule for this path exists already', [
    fieldIssue(['body', 'current_path'], VALIDATION_MESSAGES.alreadyRegistered),
  ])

/** The administrator's editor of the redirect rules every navigation consults. */
export const redirectRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: ADMINISTRATOR }

  serveEndpoint(app, endpoints.listRedirectRules, options, async () => ({
    redirect_rules: (await repository.listRedirectRules(db)).map(toWire),
  }))

  serveEndpoint(app, endpoints.createRedirectRule, options, async (request) => {
    const rule = await repository.insertRedirectRule(db, {
      currentPath: request.body.current_path,
      redirectTo: request.body.redirect_to,
    })
    if (!rule) throw duplicatePath()
    return toWire(rule)
  })

  serveEndpoint(app, endpoints.updateRedirectRule, options, async (request) => {
    try {
      const rule = await repository.updateRedirectRule(db, request.params.id, {
        currentPath: request.body.current_path,
        redirectTo: request.body.redirect_to,
      })
      if (!rule) throw notFound('Redirect rule')
      return toWire(rule)
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicatePath()
      throw error
    }
  })

  serveEndpoint(app, endpoints.deleteRedirectRule, options, async (request) => {
    if (!(await repository.deleteRedirectRule(db, request.params.id))) {
      throw notFound('Redirect rule')
    }
  })
}
