import { referenceEndpoints as endpoints, referenceEditingEndpoints } from '@kakehashi/contracts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, PUBLIC } from '../../plugins/access.ts'
import { auditActor } from '../audit/audit-service.ts'
import * as editing from './reference-editing-service.ts'
import * as service from './reference-service.ts'

// The lists change seldom (an administrator adds or renames an entry), so browsers and shared
// caches may keep them an hour; suggestions are cheaper to repeat but still the same for every
// visitor.
const LIST_CACHE = 'public, max-age=3600'
const SUGGEST_CACHE = 'public, max-age=300'

const cacheable = (reply: FastifyReply, value: string) => reply.header('cache-control', value)

/** The public reference lists forms and filters are built from, and their editing. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: PUBLIC }

  for (const name of Object.keys(
    service.referenceLists,
  ) as (keyof typeof service.referenceLists)[]) {
    serveEndpoint(app, endpoints[name], options, async (_request, reply) => {
      cacheable(reply, LIST_CACHE)
      return service.referenceLists[name](db)
    })
  }

  serveEndpoint(app, endpoints.suggestUniversities, options, async (request, reply) => {
    cacheable(reply, SUGGEST_CACHE)
    return { universities: await service.suggestUniversities(db, request.query.keyword) }
  })

  const admin = { access: ADMINISTRATOR }
  const deps = { db, jobs: app.jobs }
  serveEndpoint(app, referenceEditingEndpoints.listAdminUniversities, admin, (request) =>
    editing.listUniversities(db, request.query),
  )
  serveEndpoint(app, referenceEditingEndpoints.createAdminUniversity, admin, (request) =>
    editing.saveUniversity(deps, auditActor(request), null, request.body),
  )
  serveEndpoint(app, referenceEditingEndpoints.updateAdminUniversity, admin, (request) =>
    editing.saveUniversity(deps, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, referenceEditingEndpoints.listAdminCertifications, admin, () =>
    editing.listCertifications(db),
  )
  serveEndpoint(app, referenceEditingEndpoints.createAdminCertification, admin, (request) =>
    editing.saveCertification(deps, auditActor(request), null, request.body),
  )
  serveEndpoint(app, referenceEditingEndpoints.updateAdminCertification, admin, (request) =>
    editing.saveCertification(deps, auditActor(request), request.params.id, request.body),
  )
}
