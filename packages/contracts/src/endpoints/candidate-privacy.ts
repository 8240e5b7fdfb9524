import {
  accountDeletionBodySchema,
  adminPersonalDataRequestListQuerySchema,
  adminPersonalDataRequestListSchema,
  adminPersonalDataRequestSchema,
  companyBlockBodySchema,
  companyBlockListSchema,
  companyBlockSchema,
  personalDataRequestBodySchema,
  personalDataRequestListSchema,
  personalDataRequestSchema,
  personalDataRequestUpdateBodySchema,
  recruiterCandidateViewSchema,
  recruiterViewQuerySchema,
} from '../candidate-privacy.ts'
import { resumeMetadataSchema } from '../candidate-profile.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['privacy']

/**
 * What recruiters see of a candidate, and the candidate's control over it: the resume, the
 * preview of the recruiter view, company blocks and deleting the account.
 */
export const candidatePrivacyEndpoints = {
  uploadResume: defineEndpoint({
    method: 'POST',
    path: '/candidate/resume',
    summary: 'Uploads the resume (multipart field `file`; PDF or Word, at most 5 MB)',
    tags,
    consumes: ['multipart/form-data'],
    status: 201,
    response: resumeMetadataSchema,
  }),
  downloadResume: defineEndpoint({
    method: 'GET',
    path: '/candidate/resume',
    summary: 'Downloads the caller’s own resume',
    tags,
  }),
  deleteResume: defineEndpoint({
    method: 'DELETE',
    path: '/candidate/resume',
    summary: 'Deletes the resume',
    tags,
    status: 204,
  }),
  previewRecruiterView: defineEndpoint({
    method: 'GET',
    path: '/candidate/recruiter_view',
    summary: 'Exactly what a recruiter sees of the caller, before (default) or after a match',
    tags,
    query: recruiterViewQuerySchema,
    response: recruiterCandidateViewSchema,
  }),
  listCompanyBlocks: defineEndpoint({
    method: 'GET',
    path: '/candidate/company_blocks',
    summary: 'Companies the caller blocked',
    tags,
    response: companyBlockListSchema,
  }),
  blockCompany: defineEndpoint({
    method: 'POST',
    path: '/candidate/company_blocks',
    summary:
      'Blocks a company: its recruiters no longer find the caller (200 when already blocked)',
    tags,
    body: companyBlockBodySchema,
    status: 201,
    existingStatus: 200,
    response: companyBlockSchema,
  }),
  unblockCompany: defineEndpoint({
    method: 'DELETE',
    path: '/candidate/company_blocks/:id',
    summary: 'Removes a block',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/candidate',
    summary: 'Deletes the account: personal data removed, matches ended, signed out everywhere',
    tags,
    body: accountDeletionBodySchema,
    status: 204,
  }),
  getCandidateForRecruiter: defineEndpoint({
    method: 'GET',
    path: '/client/candidates/:id',
    summary: 'A candidate as the caller’s organisation sees them; contact only after a match',
    tags,
    params: idParamsSchema,
    response: recruiterCandidateViewSchema,
  }),
  downloadCandidateResume: defineEndpoint({
    method: 'GET',
    path: '/client/candidates/:id/resume',
    summary: 'The resume of a candidate matched with the caller’s organisation',
    tags,
    params: idParamsSchema,
  }),
  listPersonalDataRequests: defineEndpoint({
    method: 'GET',
    path: '/candidate/personal_data_requests',
    summary: "The caller's requests to correct or delete personal data, the newest first",
    tags,
    response: personalDataRequestListSchema,
  }),
  createPersonalDataRequest: defineEndpoint({
    method: 'POST',
    path: '/candidate/personal_data_requests',
    summary:
      'Asks the platform to correct or delete personal data; a retry with the same client_request_id answers the first request (200)',
    tags,
    body: personalDataRequestBodySchema,
    status: 201,
    existingStatus: 200,
    response: personalDataRequestSchema,
  }),
  listAdminPersonalDataRequests: defineEndpoint({
    method: 'GET',
    path: '/admin/personal_data_requests',
    summary: "Candidates' requests to correct or delete personal data, the newest first",
    tags: ['admin'],
    query: adminPersonalDataRequestListQuerySchema,
    response: adminPersonalDataRequestListSchema,
  }),
  updateAdminPersonalDataRequest: defineEndpoint({
    method: 'PUT',
    path: '/admin/personal_data_requests/:id',
    summary: 'Moves a request to a new state; the candidate is mailed the state and the answer',
    tags: ['admin'],
    params: idParamsSchema,
    body: personalDataRequestUpdateBodySchema,
    response: adminPersonalDataRequestSchema,
  }),
}
