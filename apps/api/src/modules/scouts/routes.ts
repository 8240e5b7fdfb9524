import { scoutsEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import { queueRecruiterNotices } from '../conversations/recruiter-notices.ts'
import * as mail from './candidate-mail.ts'
import * as service from './scouts-service.ts'

/** The candidate's scouts inbox: reading, replying, "interested" and declining. */
export const candidateScoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const options = { access: CANDIDATE }

  serveEndpoint(app, endpoints.listScouts, options, (request) =>
    service.listScouts(db, candidateId(request), request.query),
  )

  serveEndpoint(app, endpoints.countUnreadScouts, options, (request) =>
    service.countUnreadScouts(db, candidateId(request)),
  )

  serveEndpoint(app, endpoints.openScout, options, (request) =>
    service.openScout(db, candidateId(request), request.params.id),
  )

  // The organisation hears of a reply or an "interested" from the recruiter-notice job.
  const notices: service.NoticeQueue = (tx) => queueRecruiterNotices(app.jobs, tx)

  serveIdempotentCreate(app, endpoints.replyToScout, options, (request) =>
    service.replyToScout(database, candidateId(request), request.params.id, request.body, notices),
  )

  serveEndpoint(app, endpoints.declineScout, options, (request) =>
    service.declineScout(db, candidateId(request), request.params.id, request.body.reason),
  )

  serveEndpoint(app, endpoints.getCandidateMailSettings, options, (request) =>
    mail.getMailSettings(db, candidateId(request)),
  )

  serveEndpoint(app, endpoints.updateCandidateMailSettings, options, (request) =>
    mail.updateMailSettings(db, candidateId(request), request.body),
  )

  // The link of a mail works signed out.
  serveEndpoint(app, endpoints.turnOffCandidateMail, { access: PUBLIC }, (request) =>
    mail.turnOffFromMail(db, app.config, request.body),
  )

  serveIdempotentCreate(app, endpoints.contactThroughScout, options, (request) =>
    service.contactThroughScout(database, candidateId(request), request.body.scout_id, notices),
  )
}
