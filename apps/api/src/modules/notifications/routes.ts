import { notificationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './notifications-service.ts'

/** The recruiter's notifications: the list, the bell's count and opening them. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: recruiter('notifications') }

  serveEndpoint(app, endpoints.listNotifications, options, (request) =>
    service.listNotifications(db, recruiterContext(request), request.query),
  )

  serveEndpoint(app, endpoints.countUnreadNotifications, options, (request) =>
    service.countUnreadNotifications(db, recruiterContext(request)),
  )

  // Any recruiter may open what was sent to them, whatever their permissions.
  serveEndpoint(app, endpoints.openNotifications, { access: recruiter() }, (request) =>
    service.openNotifications(db, recruiterContext(request), request.body),
  )
}
