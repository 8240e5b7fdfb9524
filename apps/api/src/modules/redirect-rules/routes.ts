import { redirectRuleEndpoints as endpoints, VALIDATION_MESSAGES } from '@kakehashi/contracts'
import type { RedirectRule } from '@kakehashi/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import { auditActor, recordAudit } from '../audit/audit-service.ts'
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

  // Each change is one transaction with its audit entry (decision 022).
  serveEndpoint(app, endpoints.createRedirectRule, options, (request) =>
    db.transaction(async (tx) => {
      const rule = await repository.insertRedirectRule(tx, {
        currentPath: request.body.current_path,
        redirectTo: request.body.redirect_to,
      })
      if (!rule) throw duplicatePath()
      const after = toWire(rule)
      await recordAudit(tx, auditActor(request), {
        action: 'redirect_rule.created',
        recordType: 'redirect_rule',
        recordId: rule.id,
        after,
      })
      return after
    }),
  )

  serveEndpoint(app, endpoints.updateRedirectRule, options, async (request) => {
    try {
      return await db.transaction(async (tx) => {
        const before = await repository.findRedirectRule(tx, request.params.id)
        const rule = await repository.updateRedirectRule(tx, request.params.id, {
          currentPath: request.body.current_path,
          redirectTo: request.body.redirect_to,
        })
        if (!before || !rule) throw notFound('Redirect rule')
        const after = toWire(rule)
        await recordAudit(tx, auditActor(request), {
          action: 'redirect_rule.updated',
          recordType: 'redirect_rule',
          recordId: rule.id,
          before: toWire(before),
          after,
        })
        return after
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicatePath()
      throw error
    }
  })

  serveEndpoint(app, endpoints.deleteRedirectRule, options, (request) =>
    db.transaction(async (tx) => {
      const before = await repository.findRedirectRule(tx, request.params.id)
      if (!before || !(await repository.deleteRedirectRule(tx, request.params.id))) {
        throw notFound('Redirect rule')
      }
      await recordAudit(tx, auditActor(request), {
        action: 'redirect_rule.deleted',
        recordType: 'redirect_rule',
        recordId: before.id,
        before: toWire(before),
      })
    }),
  )
}
