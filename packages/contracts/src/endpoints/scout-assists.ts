import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'
import {
  jobScoutAssistResponseSchema,
  scoutAssistBodySchema,
  scoutAssistCreateBodySchema,
  scoutAssistSchema,
  testScoutAssistRunSchema,
} from '../scout-assists.ts'

const tags = ['scout assist']

/**
 * A job's scout assist. Every id is the organisation's own: another organisation's job, assist,
 * saved search or template answers 404.
 */
export const scoutAssistEndpoints = {
  getJobScoutAssist: defineEndpoint({
    method: 'GET',
    path: '/client/job_infos/:id/scout_assist',
    summary: "The job's scout assist with what it sent today and in all, or null",
    tags,
    params: idParamsSchema,
    response: jobScoutAssistResponseSchema,
  }),
  createScoutAssist: defineEndpoint({
    method: 'POST',
    path: '/client/job_info_scout_assists',
    summary: 'Starts scout assist for a job',
    description:
      "Sends, every day until `ends_on`, up to `daily_limit` scouts about the job in the caller's name: the caller's saved search's newest members it has not reached yet, wrapped in the normal template, under every rule of POST /client/scouts (each refused candidate is skipped). The search must be the caller's own, the templates normal and remind ones of the organisation. A job has one assist (409 conflict for a second). `ends_on` runs from today to 90 days ahead (422 on the field).",
    tags,
    body: scoutAssistCreateBodySchema,
    status: 201,
    response: scoutAssistSchema,
  }),
  updateScoutAssist: defineEndpoint({
    method: 'PATCH',
    path: '/client/job_info_scout_assists/:id',
    summary: "Changes a scout assist's conditions; it then sends in the caller's name",
    tags,
    params: idParamsSchema,
    body: scoutAssistBodySchema,
    response: scoutAssistSchema,
  }),
  deleteScoutAssist: defineEndpoint({
    method: 'DELETE',
    path: '/client/job_info_scout_assists/:id',
    summary: 'Stops a scout assist; the scouts it sent stay',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
  runTestScoutAssists: defineEndpoint({
    method: 'POST',
    path: '/__test/scout_assists/run',
    summary: 'Runs the scout assist job once',
    response: testScoutAssistRunSchema,
  }),
}
