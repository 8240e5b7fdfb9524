import { jobManagementEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './job-management-service.ts'

/** The recruiter's job postings and the job types of their form (spec sections 4 and 7). */
export const jobManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const jobInfos = { access: recruiter('job_infos') }

  serveEndpoint(app, endpoints.listManagedJobInfos, jobInfos, (request) =>
    service.listJobInfos(db, recruiterContext(request).organisationId, request.query),
  )

  serveEndpoint(app, endpoints.getManagedJobInfo, jobInfos, (request) =>
    service.getJobInfo(db, recruiterContext(request).organisationId, request.params.id),
  )

  serveIdempotentCreate(app, endpoints.createManagedJobInfo, jobInfos, (request) =>
    service.createJobInfo(db, recruiterContext(request), request.body),
  )

  serveEndpoint(app, endpoints.updateManagedJobInfo, jobInfos, (request) =>
    service.updateJobInfo(
      db,
      recruiterContext(request).organisationId,
      request.params.id,
      request.body,
    ),
  )

  serveEndpoint(app, endpoints.deleteManagedJobInfo, jobInfos, async (request) => {
    await service.deleteJobInfo(db, recruiterContext(request).organisationId, request.params.id)
    return undefined
  })

  serveEndpoint(app, endpoints.extendManagedJobInfo, jobInfos, (request) =>
    service.extendJobInfo(db, recruiterContext(request).organisationId, request.params.id),
  )

  serveEndpoint(app, endpoints.closeManagedJobInfo, jobInfos, (request) =>
    service.closeJobInfo(db, recruiterContext(request).organisationId, request.params.id),
  )

  serveEndpoint(app, endpoints.listManagedJobTypes, jobInfos, () => service.listTopJobTypes(db))

  serveEndpoint(app, endpoints.listManagedJobTypeChildren, jobInfos, (request) =>
    service.listChildJobTypes(db, [
      ...request.query.parent_ids,
      ...(request.query.parent_id === undefined ? [] : [request.query.parent_id]),
    ]),
  )
}
