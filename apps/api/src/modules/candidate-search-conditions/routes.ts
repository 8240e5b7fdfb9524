import { candidateSearchConditionEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { PUBLIC, recruiter } from '../../plugins/access.ts'
import * as service from './candidate-search-conditions-service.ts'

/** A recruiter's saved member searches, and the one-click opt-out of their alert mails. */
export const candidateSearchConditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: recruiter('search_conditions') }

  serveEndpoint(app, endpoints.listSearchConditions, options, (request) =>
    service.listSearchConditions(db, recruiterContext(request)),
  )
  serveEndpoint(app, endpoints.getSearchCondition, options, (request) =>
    service.getSearchCondition(db, recruiterContext(request), request.params.id),
  )
  serveIdempotentCreate(app, endpoints.createSearchCondition, options, (request) =>
    service.createSearchCondition(db, recruiterContext(request), request.body),
  )
  serveEndpoint(app, endpoints.updateSearchCondition, options, (request) =>
    service.updateSearchCondition(db, recruiterContext(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.deleteSearchCondition, options, (request) =>
    service.deleteSearchCondition(db, recruiterContext(request), request.params.id),
  )

  // Opened from a mail, perhaps on a phone that is not signed in: the signed token decides.
  serveEndpoint(app, endpoints.turnOffSearchConditionNotification, { access: PUBLIC }, (request) =>
    service.turnOffNotification(db, app.config, request.params.id, request.body.token),
  )
}
