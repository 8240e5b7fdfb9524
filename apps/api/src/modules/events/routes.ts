import { eventEndpoints as endpoints, eventEditingEndpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import { auditActor } from '../audit/audit-service.ts'
import * as editing from './event-editing-service.ts'
import * as service from './events-service.ts'
import * as specialEditing from './special-event-editing-service.ts'

/**
 * Events, pickup and job events, special events, the candidate's special-event entries, and the
 * administrators' editing of events.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const open = { access: PUBLIC }
  const candidate = { access: CANDIDATE }

  serveEndpoint(app, endpoints.listEvents, open, async (request) =>
    service.listEvents(db, request.query),
  )

  serveEndpoint(app, endpoints.getEvent, open, async (request) =>
    service.getEventDetail(db, request.params.id),
  )

  serveEndpoint(app, endpoints.listPickupEvents, open, async () => service.listPickupEvents(db))

  serveEndpoint(app, endpoints.listJobInfoEvents, open, async (request) =>
    service.listJobInfoEvents(db, request.query.job_info_id),
  )

  serveEndpoint(app, endpoints.listSpecialEventGroups, open, async () => service.listOpenGroups(db))

  serveEndpoint(app, endpoints.listSpecialEvents, open, async (request) =>
    service.getGroupWithEvents(db, request.query.group_name, request.session?.user.id ?? null),
  )

  serveEndpoint(app, endpoints.listMySpecialEvents, candidate, async (request) =>
    service.listMyGroupEntries(db, request.query.group_name, candidateId(request)),
  )

  serveEndpoint(app, endpoints.getSpecialEvent, open, async (request) =>
    service.getSpecialEventDetail(db, request.params.id, request.session?.user.id ?? null),
  )

  serveIdempotentCreate(app, endpoints.enterSpecialEvent, candidate, (request) =>
    service.enterSpecialEvent(db, candidateId(request), request.body.special_event_id),
  )

  serveEndpoint(app, endpoints.leaveSpecialEvent, candidate, async (request) => {
    await service.leaveSpecialEvent(db, candidateId(request), request.params.id)
  })

  const admin = { access: ADMINISTRATOR }
  serveEndpoint(app, eventEditingEndpoints.listAdminEvents, admin, (request) =>
    editing.listEvents(db, request.query),
  )
  serveEndpoint(app, eventEditingEndpoints.createAdminEvent, admin, (request) =>
    editing.createEvent(db, auditActor(request), request.body),
  )
  serveEndpoint(app, eventEditingEndpoints.updateAdminEvent, admin, (request) =>
    editing.updateEvent(db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, eventEditingEndpoints.listAdminSpecialEventGroups, admin, () =>
    specialEditing.listGroups(db),
  )
  serveEndpoint(app, eventEditingEndpoints.createAdminSpecialEventGroup, admin, (request) =>
    specialEditing.saveGroup(db, auditActor(request), null, request.body),
  )
  serveEndpoint(app, eventEditingEndpoints.getAdminSpecialEventGroup, admin, (request) =>
    specialEditing.getGroup(db, request.params.id),
  )
  serveEndpoint(app, eventEditingEndpoints.updateAdminSpecialEventGroup, admin, (request) =>
    specialEditing.saveGroup(db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, eventEditingEndpoints.createAdminSpecialEvent, admin, (request) =>
    specialEditing.createSession(db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, eventEditingEndpoints.updateAdminSpecialEvent, admin, (request) =>
    specialEditing.updateSession(db, auditActor(request), request.params.id, request.body),
  )
}
