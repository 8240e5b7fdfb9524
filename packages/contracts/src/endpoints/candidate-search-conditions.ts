import {
  searchConditionCreateBodySchema,
  searchConditionListSchema,
  searchConditionNotificationOffBodySchema,
  searchConditionNotificationOffSchema,
  searchConditionSchema,
  searchConditionUpdateBodySchema,
  testSearchAlertsRunSchema,
} from '../candidate-search-conditions.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['search conditions']

/**
 * A recruiter's saved member searches (spec sections 1, 4 and 7; update is PATCH). Each belongs
 * to the recruiter who saved it: anyone else's id, a co-worker's included, answers 404.
 */
export const candidateSearchConditionEndpoints = {
  listSearchConditions: defineEndpoint({
    method: 'GET',
    path: '/client/search_conditions',
    summary: "The caller's saved searches, newest first",
    tags,
    response: searchConditionListSchema,
  }),
  getSearchCondition: defineEndpoint({
    method: 'GET',
    path: '/client/search_conditions/:id',
    summary: 'One of the caller’s saved searches',
    tags,
    params: idParamsSchema,
    response: searchConditionSchema,
  }),
  createSearchCondition: defineEndpoint({
    method: 'POST',
    path: '/client/search_conditions',
    summary: 'Saves a search',
    description:
      'A recruiter keeps at most SEARCH_CONDITIONS_MAX (50) searches: one more answers 422 searchConditionsLimitExceeded. With notify_new_members only members who become searchable after the save are announced. Sent again with the same client_request_id, it answers the search the first one saved with 200.',
    tags,
    body: searchConditionCreateBodySchema,
    status: 201,
    existingStatus: 200,
    response: searchConditionSchema,
  }),
  updateSearchCondition: defineEndpoint({
    method: 'PATCH',
    path: '/client/search_conditions/:id',
    summary: 'Changes the name, the criteria or the notification of a saved search',
    description:
      'Fields left out stay as they are. Turning the notification on, or changing the criteria of a notifying search, announces only members who become searchable from then on.',
    tags,
    params: idParamsSchema,
    body: searchConditionUpdateBodySchema,
    response: searchConditionSchema,
  }),
  deleteSearchCondition: defineEndpoint({
    method: 'DELETE',
    path: '/client/search_conditions/:id',
    summary: 'Deletes a saved search',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
  turnOffSearchConditionNotification: defineEndpoint({
    method: 'POST',
    path: '/search_conditions/:id/notification_off',
    summary: 'Turns off a saved search’s new-member notification from the link of an alert mail',
    description:
      'No sign-in: the token of the mailed link, signed for this search and its owner, is the authority. Repeating it changes nothing and answers the same. A wrong or altered token, or a search deleted since, answers 422 invalidToken.',
    tags,
    params: idParamsSchema,
    body: searchConditionNotificationOffBodySchema,
    response: searchConditionNotificationOffSchema,
  }),
  runTestSearchAlerts: defineEndpoint({
    method: 'POST',
    path: '/__test/search_alerts/run',
    summary: 'Runs the saved-search alert job once, now, for browser tests',
    response: testSearchAlertsRunSchema,
  }),
}
