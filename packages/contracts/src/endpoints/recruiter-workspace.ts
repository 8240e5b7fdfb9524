import { defineEndpoint } from '../endpoint.ts'
import {
  contractReportResponseSchema,
  currentContractResponseSchema,
  managedAccountsResponseSchema,
  recentEventInfoResponseSchema,
  scoutCampaignPermissionSchema,
} from '../recruiter-workspace.ts'

const tags = ['recruiter workspace']

/** The recruiter's organisation as a customer: contract, accounts, campaign permission, events. */
export const recruiterWorkspaceEndpoints = {
  getContract: defineEndpoint({
    method: 'GET',
    path: '/client/contract',
    summary: "The organisation's contract: plan, period, state and special-scout quota",
    tags,
    response: currentContractResponseSchema,
  }),
  getContractReport: defineEndpoint({
    method: 'GET',
    path: '/client/contract_report',
    summary:
      "The contract report: the contract, and each month's scouts, replies and special scouts",
    tags,
    response: contractReportResponseSchema,
  }),
  listManagedAccounts: defineEndpoint({
    method: 'GET',
    path: '/client/managed_accounts',
    summary: "The organisation's recruiters (agents or company users)",
    tags,
    response: managedAccountsResponseSchema,
  }),
  getScoutCampaignPermission: defineEndpoint({
    method: 'GET',
    path: '/client/current_scout_campaign_permission',
    summary: 'Whether the organisation may take part in the Special Scout Week, and the week',
    tags,
    response: scoutCampaignPermissionSchema,
  }),
  getRecentEventInfo: defineEndpoint({
    method: 'GET',
    path: '/client/special_events/recent_event_info',
    summary: 'The next special event (or the latest, when none is ahead) for the dashboard',
    tags,
    response: recentEventInfoResponseSchema,
  }),
}
