import {
  API_PREFIX,
  redirectRuleBodySchema,
  redirectRuleSchema,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { RedirectRule } from '@kakehashi/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import * as repository from './redirect-rules-repository.ts'

const toWire = (rule: RedirectRule) => ({
  id: rule.id,
  current_path: rule.currentPath,
  redirect_to: rule.redirectTo,
  updated_at: rule.updatedAt.toISOString(),
})

const idParams = z.object({ id: z.coerce.number().int().positive() })

const duplicatePath = () =>
  new AppError('conflict', 'A rule for this path exists already', [
    {
      path: ['body', 'current_path'],
      message: VALIDATION_MESSAGES.alreadyRegistered,
      code: VALIDATION_MESSAGES.alreadyRegistered,
    },
  ])

/** The administrator's editor of the redirect rules every navigation consults. */
export const redirectRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const base = `${API_PREFIX}/admin/redirect_rules`
  const tags = ['admin']

  app.get(
    base,
    {
      config: { access: ADMINISTRATOR },
      schema: {
        tags,
        response: { 200: z.object({ redirect_rules: z.array(redirectRuleSchema) }) },
      },
    },
    async () => ({ redirect_rules: (await repository.listRedirectRules(db)).map(toWire) }),
  )

  app.post(
    base,
    {
      config: { access: ADMINISTRATOR },
      schema: { tags, body: redirectRuleBodySchema, response: { 201: redirectRuleSchema } },
    },
    async (request, reply) => {
      const rule = await repository.insertRedirectRule(db, {
        currentPath: request.body.current_path,
        redirectTo: request.body.redirect_to,
      })
      if (!rule) throw duplicatePath()
      return reply.status(201).send(toWire(rule))
    },
  )

  app.put(
    `${base}/:id`,
    {
      config: { access: ADMINISTRATOR },
      schema: {
        tags,
        params: idParams,
        body: redirectRuleBodySchema,
        response: { 200: redirectRuleSchema },
      },
    },
    async (request) => {
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
    },
  )

  app.delete(
    `${base}/:id`,
    {
      config: { access: ADMINISTRATOR },
      schema: { tags, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await repository.deleteRedirectRule(db, request.params.id))) {
        throw notFound('Redirect rule')
      }
      return reply.status(204).send(null)
    },
  )
}
