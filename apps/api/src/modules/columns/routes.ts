import { columnEditingEndpoints, columnEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, PUBLIC } from '../../plugins/access.ts'
import { auditActor } from '../audit/audit-service.ts'
import * as editing from './column-editing-service.ts'
import * as service from './columns-service.ts'
import * as tagEditing from './tag-editing-service.ts'

/** Columns (articles), their tags and tag categories: public reading and administrators' editing. */
export const columnRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ColumnsDeps = { db: app.database.db, baseUrl: app.config.publicBaseUrl }
  const options = { access: PUBLIC }

  serveEndpoint(app, endpoints.listColumns, options, async (request) =>
    service.listColumns(deps, request.query),
  )

  serveEndpoint(app, endpoints.getColumn, options, async (request) =>
    service.readColumn(deps, request.params.id, request.session?.user ?? null),
  )

  serveEndpoint(app, endpoints.listPickupColumns, options, async () => ({
    columns: await service.listPickupColumns(deps),
  }))

  serveEndpoint(app, endpoints.searchColumns, options, async (request) =>
    service.searchColumns(deps, request.query),
  )

  serveEndpoint(app, endpoints.listTags, options, async () => ({
    tags: await service.listTags(deps),
  }))

  serveEndpoint(app, endpoints.getTag, options, async (request) =>
    service.findTag(deps, request.params.id),
  )

  serveEndpoint(app, endpoints.listTagCategories, options, async () => ({
    tag_categories: await service.listTagCategories(deps),
  }))

  const admin = { access: ADMINISTRATOR }
  serveEndpoint(app, columnEditingEndpoints.listAdminColumns, admin, (request) =>
    editing.listColumns(deps.db, request.query),
  )
  serveIdempotentCreate(app, columnEditingEndpoints.createAdminColumn, admin, (request) =>
    editing.createColumn(deps, auditActor(request), request.body),
  )
  serveEndpoint(app, columnEditingEndpoints.getAdminColumn, admin, (request) =>
    editing.getColumn(deps.db, request.params.id),
  )
  serveEndpoint(app, columnEditingEndpoints.updateAdminColumn, admin, (request) =>
    editing.updateColumn(deps, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, columnEditingEndpoints.listAdminTagCategories, admin, () =>
    tagEditing.listCategories(deps.db),
  )
  serveEndpoint(app, columnEditingEndpoints.createAdminTagCategory, admin, (request) =>
    tagEditing.createCategory(deps.db, auditActor(request), request.body),
  )
  serveEndpoint(app, columnEditingEndpoints.updateAdminTagCategory, admin, (request) =>
    tagEditing.updateCategory(deps.db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, columnEditingEndpoints.deleteAdminTagCategory, admin, (request) =>
    tagEditing.deleteCategory(deps.db, auditActor(request), request.params.id),
  )
  serveEndpoint(app, columnEditingEndpoints.createAdminTag, admin, (request) =>
    tagEditing.createTag(deps.db, auditActor(request), request.body),
  )
  serveEndpoint(app, columnEditingEndpoints.updateAdminTag, admin, (request) =>
    tagEditing.updateTag(deps.db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, columnEditingEndpoints.deleteAdminTag, admin, (request) =>
    tagEditing.deleteTag(deps.db, auditActor(request), request.params.id),
  )
}
