import {
  adminContractBodySchema,
  adminOrganisationCreateBodySchema,
  adminOrganisationListQuerySchema,
  adminOrganisationListSchema,
  adminOrganisationSchema,
  adminOrganisationUpdateBodySchema,
  adminRecruiterInviteBodySchema,
  adminRecruiterSchema,
  adminRecruiterUpdateBodySchema,
  auditEventListQuerySchema,
  auditEventListSchema,
} from '../administration.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['admin']

/** The administrator's customers (organisations, contracts, recruiters) and the audit trail. */
export const administrationEndpoints = {
  listAdminOrganisations: defineEndpoint({
    method: 'GET',
    path: '/admin/organisations',
    summary: 'Companies and agent firms, the newest first, by name or kind',
    tags,
    query: adminOrganisationListQuerySchema,
    response: adminOrganisationListSchema,
  }),
  createAdminOrganisation: defineEndpoint({
    method: 'POST',
    path: '/admin/organisations',
    summary: 'Creates an organisation with its public profile and its contract',
    description:
      'A create sent again with the same client_request_id answers the organisation the first one created with 200 instead of creating a second one.',
    tags,
    body: adminOrganisationCreateBodySchema,
    status: 201,
    existingStatus: 200,
    response: adminOrganisationSchema,
  }),
  getAdminOrganisation: defineEndpoint({
    method: 'GET',
    path: '/admin/organisations/:id',
    summary: 'An organisation with its public profile, contract and recruiters',
    tags,
    params: idParamsSchema,
    response: adminOrganisationSchema,
  }),
  updateAdminOrganisation: defineEndpoint({
    method: 'PUT',
    path: '/admin/organisations/:id',
    summary: 'Changes an organisation and its public profile',
    tags,
    params: idParamsSchema,
    body: adminOrganisationUpdateBodySchema,
    response: adminOrganisationSchema,
  }),
  saveAdminContract: defineEndpoint({
    method: 'PUT',
    path: '/admin/organisations/:id/contract',
    summary: "Sets the organisation's contract: plan, dates, quota and permissions",
    tags,
    params: idParamsSchema,
    body: adminContractBodySchema,
    response: adminOrganisationSchema,
  }),
  inviteAdminRecruiter: defineEndpoint({
    method: 'POST',
    path: '/admin/organisations/:id/recruiters',
    summary: 'Invites a recruiter, who gets a mail with a link to set a password',
    description:
      'Inviting an address already invited to this organisation answers that account with 200 and sends no second mail.',
    tags,
    params: idParamsSchema,
    body: adminRecruiterInviteBodySchema,
    status: 201,
    existingStatus: 200,
    response: adminRecruiterSchema,
  }),
  updateAdminRecruiter: defineEndpoint({
    method: 'PUT',
    path: '/admin/recruiters/:id',
    summary: "Changes a recruiter's name, account type, permissions and trial flag",
    tags,
    params: idParamsSchema,
    body: adminRecruiterUpdateBodySchema,
    response: adminRecruiterSchema,
  }),
  suspendAdminRecruiter: defineEndpoint({
    method: 'PUT',
    path: '/admin/recruiters/:id/suspension',
    summary: 'Suspends a recruiter: every session ends at once and sign-in is refused',
    tags,
    params: idParamsSchema,
    response: adminRecruiterSchema,
  }),
  reinstateAdminRecruiter: defineEndpoint({
    method: 'DELETE',
    path: '/admin/recruiters/:id/suspension',
    summary: 'Lifts a suspension',
    tags,
    params: idParamsSchema,
    response: adminRecruiterSchema,
  }),
  listAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/admin/audit_events',
    summary: 'The audit trail, the newest first, filtered by action, record, actor and dates',
    tags,
    query: auditEventListQuerySchema,
    response: auditEventListSchema,
  }),
}
