import { defineEndpoint } from '../endpoint.ts'
import {
  scoutBulkCreateBodySchema,
  scoutBulkResultSchema,
  scoutCreateBodySchema,
  scoutRemindSettingSchema,
  sentScoutSchema,
  testScoutRemindersBodySchema,
  testScoutRemindersRunSchema,
} from '../scouting.ts'

const tags = ['scouting']

/** Recruiters sending scouts; every rule is checked per candidate in one transaction. */
export const scoutingEndpoints = {
  createScout: defineEndpoint({
    method: 'POST',
    path: '/client/scouts',
    summary: 'Sends a scout to one candidate',
    description:
      'A candidate the organisation may not see answers 404 (candidateUnavailable), as does a job or template of another organisation. Refused with 422: an ended contract (contractEnded), a job that is not open or scout-only or outside its recruitment period (invalidJobInfoEffectivePeriod), a candidate who declined one of its scouts within 90 days (candidateDeclinedScouts), the same title and body to the candidate within 7 days (scoutCreationLimitExceeded), a trial account past its monthly scouts (trialScoutLimitExceeded). With `special` terms it is a special scout: refused when the monthly special-scout quota is spent (specialScoutQuotaExceeded; concurrent sends never overdraw it), and, during a Special Scout Week, to a candidate who joined it when the confirmed salary is below the high-salary threshold (specialScoutBelowWeekThreshold). Sent again with the same `client_request_id`, it answers the first scout (200).',
    tags,
    body: scoutCreateBodySchema,
    status: 201,
    existingStatus: 200,
    response: sentScoutSchema,
  }),
  bulkCreateScouts: defineEndpoint({
    method: 'POST',
    path: '/client/scouts/bulk_create',
    summary: "Sends one scout to many candidates, or to a saved search's newest matches",
    description:
      'The rules of POST /client/scouts apply to each candidate: a refused candidate is listed with the reason (`skipped_reason`) and the others are sent, all in one transaction. The contract, job and template rules refuse the whole request. With a `remind_template_id` (a remind template of the organisation), each scout is resent after the business days the organisation chose to a candidate who has neither replied nor declined. Sent again with the same `client_request_id`, it answers the first outcome (200) and sends nothing.',
    tags,
    body: scoutBulkCreateBodySchema,
    status: 201,
    existingStatus: 200,
    response: scoutBulkResultSchema,
  }),
  getScoutRemindSetting: defineEndpoint({
    method: 'GET',
    path: '/client/scout_remind_setting',
    summary: "After how many business days the organisation's scouts are resent",
    tags,
    response: scoutRemindSettingSchema,
  }),
  updateScoutRemindSetting: defineEndpoint({
    method: 'PUT',
    path: '/client/scout_remind_setting',
    summary:
      "Sets after how many business days (3, 5 or 10) the organisation's scouts are resent; scouts already sent keep their time",
    tags,
    body: scoutRemindSettingSchema,
    response: scoutRemindSettingSchema,
  }),
  runTestScoutReminders: defineEndpoint({
    method: 'POST',
    path: '/__test/scout_reminders/run',
    summary: "Makes a recruiter's organisation's reminders due now and runs the reminder job",
    body: testScoutRemindersBodySchema,
    response: testScoutRemindersRunSchema,
  }),
}
