import { acceptedResponseSchema } from '../accounts.ts'
import { defineEndpoint } from '../endpoint.ts'
import {
  jobClosureBodySchema,
  jobReportBodySchema,
  jobReportListQuerySchema,
  jobReportListSchema,
  jobReportSchema,
} from '../moderation.ts'
import { idParamsSchema } from '../pagination.ts'

/** Reports of job listings and what administrators do about them. */
export const moderationEndpoints = {
  reportJobInfo: defineEndpoint({
    method: 'POST',
    path: '/job_infos/:id/reports',
    summary: 'Reports a public job listing to the administrators',
    tags: ['job_infos'],
    params: idParamsSchema,
    body: jobReportBodySchema,
    status: 202,
    response: acceptedResponseSchema,
  }),
  listJobInfoReports: defineEndpoint({
    method: 'GET',
    path: '/admin/job_info_reports',
    summary: 'Reports of job listings, the newest first, by state',
    tags: ['admin'],
    query: jobReportListQuerySchema,
    response: jobReportListSchema,
  }),
  closeJobInfoByAdministrator: defineEndpoint({
    method: 'PUT',
    path: '/admin/job_infos/:id/closure',
    summary:
      "Closes a listing with a reason the organisation is told; the job's open reports are resolved",
    tags: ['admin'],
    params: idParamsSchema,
    body: jobClosureBodySchema,
    status: 204,
  }),
  dismissJobInfoReport: defineEndpoint({
    method: 'PUT',
    path: '/admin/job_info_reports/:id/dismissal',
    summary: 'Marks a report as needing nothing done',
    tags: ['admin'],
    params: idParamsSchema,
    response: jobReportSchema,
  }),
}
