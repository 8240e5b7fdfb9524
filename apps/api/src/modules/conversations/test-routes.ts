import { conversationsEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { sendRecruiterNotices } from './recruiter-notices.ts'

/**
 * Lets a browser test see a reply's notice without waiting for the job's minute. Registered only
 * with ENABLE_TEST_ROUTES, never in production.
 */
export const conversationTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  serveEndpoint(app, endpoints.runTestRecruiterNotices, { access: PUBLIC, hide: true }, () =>
    sendRecruiterNotices(app),
  )
}
