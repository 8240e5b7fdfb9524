import { clientNoteEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { requestLocale } from '../../lib/request-locale.ts'
import { serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './support-service.ts'

/** The support page's contact form: every recruiter may ask the platform for help. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.SupportDeps = { mail: app, supportMailTo: app.config.supportMailTo }

  serveIdempotentCreate(app, endpoints.createSupportInquiry, { access: recruiter() }, (request) =>
    service.createSupportInquiry(
      deps,
      recruiterContext(request),
      request.body,
      requestLocale(request),
    ),
  )
}
