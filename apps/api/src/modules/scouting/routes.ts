import { scoutingEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import { queueCandidateMail } from '../scouts/candidate-mail.ts'
import * as service from './scouting-service.ts'

const senderOf = (request: FastifyRequest): service.Sender => ({
  ...recruiterContext(request),
  trialRecruiter: request.session?.user.trialRecruiter ?? false,
})

/** Recruiters sending scouts. */
export const scoutingRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { access: recruiter('scouts') }
  const mail: service.MailQueue = (tx) => queueCandidateMail(app.jobs, tx)
  serveIdempotentCreate(app, endpoints.createScout, options, (request) =>
    service.createScout(app.database.db, senderOf(request), request.body, mail),
  )
  serveIdempotentCreate(app, endpoints.bulkCreateScouts, options, (request) =>
    service.bulkCreateScouts(app.database, senderOf(request), request.body, mail),
  )
  // The delay sits with the remind templates it applies to.
  const templates = { access: recruiter('scout_templates') }
  serveEndpoint(app, endpoints.getScoutRemindSetting, templates, (request) =>
    service.getRemindSetting(app.database.db, recruiterContext(request)),
  )
  serveEndpoint(app, endpoints.updateScoutRemindSetting, templates, (request) =>
    service.updateRemindSetting(app.database.db, recruiterContext(request), request.body),
  )
}
