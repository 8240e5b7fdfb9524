import { clientNoteEditingEndpoints, clientNoteEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, recruiter } from '../../plugins/access.ts'
import { auditActor } from '../audit/audit-service.ts'
import * as editing from './client-note-editing-service.ts'
import * as service from './client-notes-service.ts'

/** The platform's notices to recruiters (the same for every organisation), and their editing. */
export const clientNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const notesArea = { access: recruiter('notes') }

  serveEndpoint(app, endpoints.listClientNotes, notesArea, (request) =>
    service.listClientNotes(db, request.query),
  )
  // The dashboard of every recruiter shows the pickup, trial accounts (without `notes`) too.
  serveEndpoint(app, endpoints.getClientNotePickup, { access: recruiter() }, () =>
    service.getClientNotePickup(db),
  )
  serveEndpoint(app, endpoints.getClientNote, notesArea, (request) =>
    service.getClientNote(db, request.params.id),
  )

  const admin = { access: ADMINISTRATOR }
  serveEndpoint(app, clientNoteEditingEndpoints.listAdminClientNotes, admin, (request) =>
    editing.listNotes(db, request.query),
  )
  serveIdempotentCreate(app, clientNoteEditingEndpoints.createAdminClientNote, admin, (request) =>
    editing.createNote(db, auditActor(request), request.body),
  )
  serveEndpoint(app, clientNoteEditingEndpoints.getAdminClientNote, admin, (request) =>
    editing.getNote(db, request.params.id),
  )
  serveEndpoint(app, clientNoteEditingEndpoints.updateAdminClientNote, admin, (request) =>
    editing.updateNote(db, auditActor(request), request.params.id, request.body),
  )
}
