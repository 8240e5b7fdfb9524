import { candidateRecordEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { CANDIDATE, recruiter } from '../../plugins/access.ts'
import * as service from './candidate-records-service.ts'

/** What an organisation records about candidates, and the candidate's view of its requests. */
export const candidateRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const candidates = { access: recruiter('candidates') }
  const labels = { access: recruiter('labels') }

  serveEndpoint(app, endpoints.getCandidateRecruiterInfos, candidates, (request) =>
    service.getCandidateRecruiterInfos(db, recruiterContext(request), request.query.candidate_id),
  )

  serveIdempotentCreate(app, endpoints.createCandidateStock, candidates, (request) =>
    service.createCandidateStock(db, recruiterContext(request), request.body.candidate_id),
  )
  serveEndpoint(app, endpoints.deleteCandidateStock, candidates, (request) =>
    service.deleteCandidateStock(db, recruiterContext(request), request.params.id),
  )
  serveIdempotentCreate(app, endpoints.createHiddenCandidate, candidates, (request) =>
    service.createHiddenCandidate(db, recruiterContext(request), request.body.candidate_id),
  )
  serveEndpoint(app, endpoints.deleteHiddenCandidate, candidates, (request) =>
    service.deleteHiddenCandidate(db, recruiterContext(request), request.params.id),
  )

  serveIdempotentCreate(app, endpoints.createCandidateNote, candidates, (request) =>
    service.createCandidateNote(db, recruiterContext(request), request.body),
  )
  serveEndpoint(app, endpoints.updateCandidateNote, candidates, (request) =>
    service.updateCandidateNote(
      db,
      recruiterContext(request),
      request.params.id,
      request.body.body,
    ),
  )

  serveEndpoint(app, endpoints.listLabels, labels, (request) =>
    service.listLabels(db, recruiterContext(request)),
  )
  serveEndpoint(app, endpoints.createLabel, labels, (request) =>
    service.createLabel(db, recruiterContext(request), request.body),
  )
  serveEndpoint(app, endpoints.updateLabel, labels, (request) =>
    service.updateLabel(db, recruiterContext(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.deleteLabel, labels, (request) =>
    service.deleteLabel(db, recruiterContext(request), request.params.id),
  )

  serveEndpoint(app, endpoints.addCandidateLabel, candidates, (request) =>
    service.addCandidateLabel(
      db,
      recruiterContext(request),
      request.params.id,
      request.body.label_id,
    ),
  )
  serveEndpoint(app, endpoints.removeCandidateLabel, candidates, (request) =>
    service.removeCandidateLabel(
      db,
      recruiterContext(request),
      request.params.id,
      request.params.label_id,
    ),
  )
  serveEndpoint(app, endpoints.addLabelToCandidates, candidates, (request) =>
    service.addLabelToCandidates(
      db,
      recruiterContext(request),
      request.params.id,
      request.body.candidate_ids,
    ),
  )
  serveEndpoint(app, endpoints.removeLabelFromCandidates, candidates, (request) =>
    service.removeLabelFromCandidates(
      db,
      recruiterContext(request),
      request.params.id,
      request.body.candidate_ids,
    ),
  )

  serveIdempotentCreate(app, endpoints.createProfileRequest, candidates, (request) =>
    service.createProfileRequest({ mail: app }, recruiterContext(request), request.body),
  )
  serveEndpoint(app, endpoints.deleteProfileRequest, candidates, (request) =>
    service.deleteProfileRequest(db, recruiterContext(request), request.params.id),
  )

  serveEndpoint(app, endpoints.listOwnProfileRequests, { access: CANDIDATE }, (request) =>
    service.listOwnProfileRequests(db, candidateId(request)),
  )
}
