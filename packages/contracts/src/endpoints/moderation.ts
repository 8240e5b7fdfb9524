import { acceptedResponseSchema } from '../accounts.ts'
import { defineEndpoint } from '../endpoint.ts'
import {
  jobClosureBodySchema,
  jobReportBodySchema,
  jobReportListQuerySchema,
  jobReportListSchema,
  jobReportSchema,
  recruiterReportBodySchema,
  recruiterReportListQuerySchema,
  recruiterReportListSchema,
  recruiterReportReceiptSchema,
  recruiterReportSchema,
} from '../moderation.ts'
import { idParamsSchema } from '../pagination.ts'

/** Reports of job listings and of recruiters, and what administrators do about them. */
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
  reportRecruiter: defineEndpoint({
    method: 'POST',
    path: '/scouts/:id/recruiter_reports',
    summary:
      "Reports the recruiter who sent the caller's scout; reporting the same scout again answers the first report (200)",
    tags: ['scouts'],
    params: idParamsSchema,
    body: recruiterReportBodySchema,
    status: 201,
    existingStatus: 200,
    response: recruiterReportReceiptSchema,
  }),
  listRecruiterReports: defineEndpoint({
    method: 'GET',
    path: '/admin/recruiter_reports',
    summary: 'Reports of recruiters, the newest first, by state',
    tags: ['admin'],
    query: recruiterReportListQuerySchema,
    response: recruiterReportListSchema,
  }),
  suspendReportedRecruiter: defineEndpoint({
    method: 'PUT',
    path: '/admin/recruiter_reports/:id/suspension',
    summary:
      "Suspends the reported recruiter (every session ends at once); the recruiter's waiting reports are resolved",
    tags: ['admin'],
    params: idParamsSchema,
    response: recruiterReportSchema,
  }),
  dismissRecruiterReport: defineEndpoint({
    method: 'PUT',
    path: '/admin/recruiter_reports/:id/dismissal',
    summary: 'Marks a report of a recruiter as needing nothing done',
    tags: ['admin'],
    params: idParamsSchema,
    response: recruiterReportSchema,
  }),
}
