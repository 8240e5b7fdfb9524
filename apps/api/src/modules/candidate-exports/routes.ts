import { candidateExportEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { attachment } from '../../lib/attachment.ts'
import { createFileStorage } from '../../lib/file-storage.ts'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { requestLocale } from '../../lib/request-locale.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import { auditActor, recordAudit } from '../audit/audit-service.ts'
import * as service from './candidate-exports-service.ts'

const requesterOf = (request: FastifyRequest): service.ExportRequester => ({
  ...recruiterContext(request),
  permissions: request.session?.user.permissions ?? [],
})

/**
 * The CSV export of matched candidates. Every recruiter may open the page; asking for an export
 * and downloading one need the download permission, refused with spec section 6's message.
 */
export const candidateExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const storage = createFileStorage(app.config.fileStorage)
  const options = { access: recruiter() }

  serveEndpoint(app, endpoints.listCandidateExports, options, (request) =>
    service.listCandidateExports(db, requesterOf(request), request.query),
  )
  serveIdempotentCreate(app, endpoints.createCandidateExport, options, (request) =>
    service.requestCandidateExport(
      { db, jobs: app.jobs },
      requesterOf(request),
      request.body,
      requestLocale(request),
    ),
  )
  // Every download of candidate data is in the audit trail (decision 022).
  serveEndpoint(app, endpoints.downloadCandidateExport, options, async (request, reply) => {
    const file = await service.downloadCandidateExport(
      db,
      storage,
      requesterOf(request),
      request.params.id,
    )
    await recordAudit(db, auditActor(request), {
      action: 'candidate_export.downloaded',
      recordType: 'candidate_export',
      recordId: request.params.id,
      after: { rows: file.rows },
    })
    return attachment(reply, file)
  })
}
