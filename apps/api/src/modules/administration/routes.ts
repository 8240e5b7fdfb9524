import { administrationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import type { AuditActor } from '../audit/audit-service.ts'
import { enqueueMail } from '../mail/mail-service.ts'
import * as service from './administration-service.ts'

/** The administrator who calls: the access plugin has refused everyone else. */
const actorOf = (request: FastifyRequest): AuditActor => request.session!.user

/** Customers of the platform: organisations, their public profiles, contracts and recruiters. */
export const administrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: ADMINISTRATOR }
  const deps: service.AdministrationDeps = {
    db,
    sendMail: (mail, tx) => enqueueMail(app, mail, { tx }),
    baseUrl: app.config.publicBaseUrl,
  }

  serveEndpoint(app, endpoints.listAdminOrganisations, options, (request) =>
    service.listOrganisations(db, request.query),
  )
  serveIdempotentCreate(app, endpoints.createAdminOrganisation, options, (request) =>
    service.createOrganisation(db, actorOf(request), request.body),
  )
  serveEndpoint(app, endpoints.getAdminOrganisation, options, (request) =>
    service.getOrganisation(db, request.params.id),
  )
  serveEndpoint(app, endpoints.updateAdminOrganisation, options, (request) =>
    service.updateOrganisation(db, actorOf(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.saveAdminContract, options, (request) =>
    service.saveContract(db, actorOf(request), request.params.id, request.body),
  )
  serveIdempotentCreate(app, endpoints.inviteAdminRecruiter, options, (request) =>
    service.inviteRecruiter(deps, actorOf(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.updateAdminRecruiter, options, (request) =>
    service.updateRecruiter(db, actorOf(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.suspendAdminRecruiter, options, (request) =>
    service.setRecruiterSuspended(db, actorOf(request), request.params.id, true),
  )
  serveEndpoint(app, endpoints.reinstateAdminRecruiter, options, (request) =>
    service.setRecruiterSuspended(db, actorOf(request), request.params.id, false),
  )
}
