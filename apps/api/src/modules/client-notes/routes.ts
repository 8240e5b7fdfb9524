import { clientNoteEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './client-notes-service.ts'

/** The platform's notices to recruiters: the same for every organisation. */
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
}
