import { conversationsEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import { queueCandidateMail } from '../scouts/candidate-mail.ts'
import * as service from './conversations-service.ts'

/** The recruiter's conversations with candidates. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app
  const { db } = database
  const options = { access: recruiter('scouts') }

  serveEndpoint(app, endpoints.listConversations, options, (request) =>
    service.listConversations(db, recruiterContext(request), request.query),
  )
  serveEndpoint(app, endpoints.openConversation, options, (request) =>
    service.openConversation(db, recruiterContext(request), request.params.id),
  )
  serveEndpoint(app, endpoints.listConversationMessages, options, (request) =>
    service.listMessages(db, recruiterContext(request), request.params.id),
  )
  serveIdempotentCreate(app, endpoints.postConversationMessage, options, (request) =>
    service.postMessage(database, recruiterContext(request), request.params.id, request.body, () =>
      queueCandidateMail(app.jobs),
    ),
  )
  serveEndpoint(app, endpoints.updateConversation, options, (request) =>
    service.updateConversation(
      db,
      recruiterContext(request),
      request.params.id,
      request.body.selection_status,
    ),
  )
  serveEndpoint(app, endpoints.decideSelfApply, options, (request) =>
    service.decideSelfApply(
      database,
      recruiterContext(request),
      request.params.id,
      request.body,
      () => queueCandidateMail(app.jobs),
    ),
  )
}
