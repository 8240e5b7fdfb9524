import multipart from '@fastify/multipart'
import {
  BYTES_PER_MB,
  candidatePrivacyEndpoints as endpoints,
  RESUME_MAX_MB,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, fieldIssue } from '../../errors/app-error.ts'
import { attachment } from '../../lib/attachment.ts'
import { candidateId } from '../../lib/candidate-context.ts'
import { createFileStorage } from '../../lib/file-storage.ts'
import { firstMultipartFile } from '../../lib/multipart.ts'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { requestLocale } from '../../lib/request-locale.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, CANDIDATE, recruiter } from '../../plugins/access.ts'
import { clearSessionCookie } from '../../plugins/session.ts'
import { auditActor, recordAudit } from '../audit/audit-service.ts'
import { recordRecruiterAction } from '../user-action-logs/user-action-logs-service.ts'
import * as service from './candidate-privacy-service.ts'
import * as requests from './personal-data-requests-service.ts'

/**
 * What recruiters see of a candidate, and the candidate's control over it: the resume, the
 * preview of the recruiter view, company blocks, requests to correct or delete personal data
 * (and their handling by administrators) and deleting the account.
 */
export const candidatePrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const storage = createFileStorage(app.config.fileStorage)
  // Multipart only for the routes of this plugin; one more byte than allowed tells "too large".
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_MB * BYTES_PER_MB + 1, files: 1 },
  })
  const candidate = { access: CANDIDATE }
  const recruiterOfCandidates = { access: recruiter('candidates') }
  const administrator = { access: ADMINISTRATOR }

  serveEndpoint(app, endpoints.uploadResume, candidate, async (request) => {
    if (!request.isMultipart()) {
      throw new AppError('unsupportedMediaType', 'Send the file as multipart/form-data')
    }
    const part = await firstMultipartFile(request)
    if (part?.fieldname !== 'file') {
      throw new AppError('validationFailed', 'No file', [
        fieldIssue(['body', 'file'], VALIDATION_MESSAGES.required),
      ])
    }
    const bytes = await part.toBuffer().catch(() => null)
    if (bytes === null || part.file.truncated || bytes.length > RESUME_MAX_MB * BYTES_PER_MB) {
      throw service.resumeTooLarge()
    }
    return service.uploadResume(db, storage, candidateId(request), {
      fileName: part.filename,
      bytes,
    })
  })

  serveEndpoint(app, endpoints.downloadResume, candidate, async (request, reply) =>
    attachment(reply, await service.downloadOwnResume(db, storage, candidateId(request))),
  )

  serveEndpoint(app, endpoints.deleteResume, candidate, async (request) => {
    await service.deleteOwnResume(db, storage, candidateId(request))
  })

  serveEndpoint(app, endpoints.previewRecruiterView, candidate, async (request) =>
    service.previewRecruiterView(db, candidateId(request), request.query.matched),
  )

  serveEndpoint(app, endpoints.listCompanyBlocks, candidate, async (request) =>
    service.listBlocks(db, candidateId(request)),
  )

  serveIdempotentCreate(app, endpoints.blockCompany, candidate, (request) =>
    service.blockCompany(db, candidateId(request), request.body.company_id),
  )

  serveEndpoint(app, endpoints.unblockCompany, candidate, async (request) => {
    await service.unblockCompany(db, candidateId(request), request.params.id)
  })

  const requestDeps: requests.PersonalDataRequestDeps = {
    mail: app,
    baseUrl: app.config.publicBaseUrl,
  }
  serveEndpoint(app, endpoints.listPersonalDataRequests, candidate, (request) =>
    requests.listOwnRequests(db, candidateId(request)),
  )
  serveIdempotentCreate(app, endpoints.createPersonalDataRequest, candidate, (request) =>
    requests.createRequest(requestDeps, candidateId(request), request.body, requestLocale(request)),
  )
  serveEndpoint(app, endpoints.listAdminPersonalDataRequests, administrator, (request) =>
    requests.listRequests(db, request.query),
  )
  serveEndpoint(app, endpoints.updateAdminPersonalDataRequest, administrator, (request) =>
    requests.updateRequest(requestDeps, auditActor(request), request.params.id, request.body),
  )

  serveEndpoint(app, endpoints.deleteAccount, candidate, async (request, reply) => {
    await service.deleteAccount(database, storage, candidateId(request), request.body.password)
    clearSessionCookie(request, reply)
  })

  // Every recruiter's look at a candidate's record is in the audit trail (decision 022), and
  // counts in the recruiter's activity report.
  serveEndpoint(app, endpoints.getCandidateForRecruiter, recruiterOfCandidates, async (request) => {
    const caller = recruiterContext(request)
    const view = await service.getRecruiterCandidateView(
      db,
      caller.organisationId,
      request.params.id,
    )
    await recordAudit(db, auditActor(request), {
      action: 'candidate.viewed',
      recordType: 'candidate',
      recordId: request.params.id,
    })
    await recordRecruiterAction(db, caller, 'candidate_view')
    return view
  })

  serveEndpoint(
    app,
    endpoints.downloadCandidateResume,
    recruiterOfCandidates,
    async (request, reply) => {
      const file = await service.downloadRecruiterResume(
        db,
        storage,
        recruiterContext(request).organisationId,
        request.params.id,
      )
      await recordAudit(db, auditActor(request), {
        action: 'candidate.resume_downloaded',
        recordType: 'candidate',
        recordId: request.params.id,
      })
      return attachment(reply, file)
    },
  )
}
