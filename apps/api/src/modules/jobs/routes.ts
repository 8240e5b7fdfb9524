import { bannerEditingEndpoints, jobEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import { auditActor } from '../audit/audit-service.ts'
import { publicColumnCondition } from '../columns/columns-repository.ts'
import * as banners from './banner-editing-service.ts'
import * as jobs from './jobs-service.ts'

/** The signed-in caller of a request, in the shape the service needs. */
function viewerOf(request: FastifyRequest): jobs.Viewer | null {
  const user = request.session?.user
  return user ? { userId: user.id, roleType: user.roleType } : null
}

/** Public job lists and detail, stocks and saved searches (spec section 7, "Public"). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const open = { access: PUBLIC }
  const candidate = { access: CANDIDATE }

  serveEndpoint(app, endpoints.listJobInfos, open, (request) =>
    jobs.listJobInfos(db, request.query),
  )

  serveEndpoint(app, endpoints.searchJobInfos, open, (request) =>
    jobs.searchJobInfos(db, request.query),
  )

  serveEndpoint(app, endpoints.listSpecialPickupJobInfos, open, (request) =>
    jobs.listSpecialPickupJobInfos(db, request.query.limit),
  )

  serveEndpoint(app, endpoints.listLatestJobInfos, open, (request) =>
    jobs.listLatestJobInfos(db, request.query.limit),
  )

  serveEndpoint(app, endpoints.getJobInfo, open, (request) =>
    jobs.getJobInfoDetail(db, request.params.id, viewerOf(request), {
      baseUrl: app.config.publicBaseUrl,
    }),
  )

  serveIdempotentCreate(app, endpoints.stockJobInfo, candidate, (request) =>
    jobs.stockJobInfo(db, candidateId(request), request.params.id),
  )

  serveEndpoint(app, endpoints.unstockJobInfo, candidate, (request) =>
    jobs.unstockJobInfo(db, candidateId(request), request.params.id),
  )

  serveEndpoint(app, endpoints.listBannerJobInfos, open, (request) =>
    jobs.listBannerJobInfos(db, request.query.keyword, request.query.page),
  )

  serveEndpoint(app, endpoints.listColumnRelatedJobInfos, open, (request) =>
    jobs.listColumnRelatedJobInfos(db, request.query.column_id, publicColumnCondition()),
  )

  serveEndpoint(app, endpoints.listJobInfoTags, open, () => jobs.listJobInfoTags(db))

  serveEndpoint(app, endpoints.listJobInfoTagStats, open, () => jobs.listJobInfoTagStats(db))

  serveEndpoint(app, endpoints.listJobTypes, open, () => jobs.getJobTypeTree(db))

  serveEndpoint(app, endpoints.listJobTypeStats, open, () => jobs.listJobTypeStats(db))

  serveEndpoint(app, endpoints.listSearchConditions, candidate, (request) =>
    jobs.listSearchConditions(db, candidateId(request)),
  )

  serveIdempotentCreate(app, endpoints.saveSearchCondition, candidate, (request) =>
    jobs.saveSearchCondition(db, candidateId(request), request.body),
  )

  serveEndpoint(app, endpoints.deleteSearchCondition, candidate, async (request) => {
    await jobs.deleteSearchCondition(db, candidateId(request), request.params.id)
    return undefined
  })

  const admin = { access: ADMINISTRATOR }
  serveEndpoint(app, bannerEditingEndpoints.listAdminBanners, admin, (request) =>
    banners.listBanners(app.database.db, request.query),
  )
  serveEndpoint(app, bannerEditingEndpoints.createAdminBanner, admin, (request) =>
    banners.createBanner(app.database.db, auditActor(request), request.body),
  )
  serveEndpoint(app, bannerEditingEndpoints.updateAdminBanner, admin, (request) =>
    banners.updateBanner(app.database.db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, bannerEditingEndpoints.deleteAdminBanner, admin, (request) =>
    banners.deleteBanner(app.database.db, auditActor(request), request.params.id),
  )
}
