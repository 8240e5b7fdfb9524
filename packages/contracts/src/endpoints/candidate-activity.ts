import {
  candidateEventListSchema,
  scoutCampaignJoinBodySchema,
  scoutCampaignJoinStatusSchema,
  scoutCampaignSchema,
  selfApplyBodySchema,
  selfApplyListQuerySchema,
  selfApplyListSchema,
  selfApplySchema,
  viewedColumnListSchema,
} from '../candidate-activity.ts'
import { defineEndpoint } from '../endpoint.ts'
import { pageQuerySchema } from '../pagination.ts'

/** What a candidate has done on the platform: applications, reading, entries, the campaign. */
export const candidateActivityEndpoints = {
  createSelfApply: defineEndpoint({
    method: 'POST',
    path: '/candidate/self_applies',
    summary:
      'Applies to a public job (pending review); a repeat answers the first application (200)',
    tags: ['applications'],
    body: selfApplyBodySchema,
    status: 201,
    existingStatus: 200,
    response: selfApplySchema,
  }),
  listSelfApplies: defineEndpoint({
    method: 'GET',
    path: '/candidate/self_applies',
    summary: "The caller's applications, newest first",
    tags: ['applications'],
    query: selfApplyListQuerySchema,
    response: selfApplyListSchema,
  }),
  listViewedColumns: defineEndpoint({
    method: 'GET',
    path: '/candidate/viewed_columns',
    summary: 'Columns the caller has read, latest first',
    tags: ['columns'],
    query: pageQuerySchema,
    response: viewedColumnListSchema,
  }),
  listEventEntries: defineEndpoint({
    method: 'GET',
    path: '/candidate/events',
    summary: 'Events and special events the caller has entered',
    tags: ['events'],
    response: candidateEventListSchema,
  }),
  getCurrentScoutCampaign: defineEndpoint({
    method: 'GET',
    path: '/scout_campaigns/current',
    summary: 'The special scout week running today (404 noCurrentScoutCampaign when none)',
    tags: ['scout campaign'],
    response: scoutCampaignSchema,
  }),
  getScoutCampaignJoinStatus: defineEndpoint({
    method: 'GET',
    path: '/candidate/current_scout_campaign_join_status',
    summary: "The current special scout week, the caller's join status and profile completeness",
    tags: ['scout campaign'],
    response: scoutCampaignJoinStatusSchema,
  }),
  saveScoutCampaignJoinStatus: defineEndpoint({
    method: 'PUT',
    path: '/candidate/current_scout_campaign_join_status',
    summary: 'Joins or leaves the current special scout week',
    tags: ['scout campaign'],
    body: scoutCampaignJoinBodySchema,
    response: scoutCampaignJoinStatusSchema,
  }),
}
