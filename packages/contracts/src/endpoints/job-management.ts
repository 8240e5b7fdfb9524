import { defineEndpoint } from '../endpoint.ts'
import {
  jobInfoBodySchema,
  jobInfoCreateBodySchema,
  jobManagementDetailSchema,
  jobManagementJobTypesResponseSchema,
  jobManagementListQuerySchema,
  jobManagementListResponseSchema,
  jobTypeChildrenQuerySchema,
} from '../job-management.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['job management']

/**
 * The recruiter's job postings (spec sections 4 and 7): list, read, create, update, delete
 * drafts, extend or close the recruitment, and the job types the form offers. Every job is the
 * caller's organisation's: another organisation's id answers 404.
 */
export const jobManagementEndpoints = {
  listManagedJobInfos: defineEndpoint({
    method: 'GET',
    path: '/client/job_infos',
    summary: "The organisation's jobs: every state but closed by default, status=closed the trash",
    tags,
    query: jobManagementListQuerySchema,
    response: jobManagementListResponseSchema,
  }),
  getManagedJobInfo: defineEndpoint({
    method: 'GET',
    path: '/client/job_infos/:id',
    summary: 'One of the organisation’s jobs with every field of the form',
    tags,
    params: idParamsSchema,
    response: jobManagementDetailSchema,
  }),
  createManagedJobInfo: defineEndpoint({
    method: 'POST',
    path: '/client/job_infos',
    summary: 'Creates a job as a draft, open or open to scouts only',
    description:
      'A create sent again with the same client_request_id answers the job the first one created with 200 instead of creating a second one.',
    tags,
    body: jobInfoCreateBodySchema,
    status: 201,
    existingStatus: 200,
    response: jobManagementDetailSchema,
  }),
  updateManagedJobInfo: defineEndpoint({
    method: 'PUT',
    path: '/client/job_infos/:id',
    summary: 'Replaces every field of a job; a closed job may be reopened this way',
    tags,
    params: idParamsSchema,
    body: jobInfoBodySchema,
    response: jobManagementDetailSchema,
  }),
  deleteManagedJobInfo: defineEndpoint({
    method: 'DELETE',
    path: '/client/job_infos/:id',
    summary: 'Deletes a draft',
    description:
      'Only drafts may be deleted; any other job answers 422 jobNotDeletable (close it instead).',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
  extendManagedJobInfo: defineEndpoint({
    method: 'POST',
    path: '/client/job_infos/:id/extend',
    summary: 'Extends the recruitment period by JOB_EXTENSION_DAYS (90) days',
    description:
      'Counted from the later of today and the current end date. Only an open or scout-only job that has expired or ends within JOB_EXPIRING_DAYS (14) days; any other answers 422 jobNotExtendable.',
    tags,
    params: idParamsSchema,
    response: jobManagementDetailSchema,
  }),
  closeManagedJobInfo: defineEndpoint({
    method: 'POST',
    path: '/client/job_infos/:id/close',
    summary: 'Closes the recruitment: the job moves to the trash and leaves the public site',
    description: 'A job already closed answers 422 recruitmentAlreadyClosed.',
    tags,
    params: idParamsSchema,
    response: jobManagementDetailSchema,
  }),
  listManagedJobTypes: defineEndpoint({
    method: 'GET',
    path: '/client/job_types',
    summary: 'Top-level job types for the job form',
    tags,
    response: jobManagementJobTypesResponseSchema,
  }),
  listManagedJobTypeChildren: defineEndpoint({
    method: 'GET',
    path: '/client/job_types/children',
    summary: 'The child job types of the given parents',
    tags,
    query: jobTypeChildrenQuerySchema,
    response: jobManagementJobTypesResponseSchema,
  }),
}
