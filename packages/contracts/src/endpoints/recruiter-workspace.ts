import { defineEndpoint } from '../endpoint.ts'
import {
  contractReportResponseSchema,
  currentContractResponseSchema,
  dashboardSummarySchema,
  managedAccountsResponseSchema,
  recentEventInfoResponseSchema,
  scoutCampaignPermissionSchema,
} from '../recruiter-workspace.ts'

const tags = ['recruiter workspace']

/**
 * The recruiter's organisation as a customer: contract, the dashboard's figures, accounts,
 * campaign permission, events.
 */
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
  getDashboardSummary: defineEndpoint({
    method: 'GET',
    path: '/client/dashboard_summary',
    summary:
      "The dashboard's work figures: replies and applications waiting, unanswered conversations, this week's scouts, jobs ending, saved searches with new members",
    tags,
    response: dashboardSummarySchema,
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
