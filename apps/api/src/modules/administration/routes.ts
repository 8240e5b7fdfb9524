import { administrationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import { auditActor } from '../audit/audit-service.ts'
import { enqueueMail } from '../mail/mail-service.ts'
import * as service from './administration-service.ts'

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
    service.createOrganisation(db, auditActor(request), request.body),
  )
  serveEndpoint(app, endpoints.getAdminOrganisation, options, (request) =>
    service.getOrganisation(db, request.params.id),
  )
  serveEndpoint(app, endpoints.updateAdminOrganisation, options, (request) =>
    service.updateOrganisation(db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.saveAdminContract, options, (request) =>
    service.saveContract(db, auditActor(request), request.params.id, request.body),
  )
  serveIdempotentCreate(app, endpoints.inviteAdminRecruiter, options, (request) =>
    service.inviteRecruiter(deps, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.updateAdminRecruiter, options, (request) =>
    service.updateRecruiter(db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.suspendAdminRecruiter, options, (request) =>
    service.setRecruiterSuspended(db, auditActor(request), request.params.id, true),
  )
  serveEndpoint(app, endpoints.reinstateAdminRecruiter, options, (request) =>
    service.setRecruiterSuspended(db, auditActor(request), request.params.id, false),
  )
}
