import {
  candidateExportBodySchema,
  candidateExportListQuerySchema,
  candidateExportListSchema,
  candidateExportSchema,
} from '../candidate-exports.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['candidate exports']

/** The CSV export of the organisation's matched candidates: asked for, followed, downloaded. */
export const candidateExportEndpoints = {
  listCandidateExports: defineEndpoint({
    method: 'GET',
    path: '/client/candidates_export_results',
    summary: "The organisation's CSV exports of matched candidates, newest first",
    tags,
    query: candidateExportListQuerySchema,
    response: candidateExportListSchema,
  }),
  createCandidateExport: defineEndpoint({
    method: 'POST',
    path: '/client/candidates_export_results',
    summary:
      'Starts a CSV export of the candidates matched with the organisation; a retry with the same client_request_id answers the first export (200)',
    description:
      'Refused with `downloadNotAvailable` (403) to an account without the download permission or an organisation whose contract has no downloads.',
    tags,
    body: candidateExportBodySchema,
    status: 201,
    existingStatus: 200,
    response: candidateExportSchema,
  }),
  downloadCandidateExport: defineEndpoint({
    method: 'GET',
    path: '/client/candidates_export_results/:id/file',
    summary: 'Downloads a written export (UTF-8 CSV with a byte-order mark) within its 7 days',
    tags,
    params: idParamsSchema,
  }),
}
