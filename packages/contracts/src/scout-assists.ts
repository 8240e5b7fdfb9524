import { z } from 'zod'
import { ERROR_CODES } from './error-codes.ts'
import {
  SCOUT_ASSIST_DAILY_MAX,
  SCOUT_BODY_MAX_LENGTH,
  SCOUT_TEXT_VARIABLES,
  SCOUT_TITLE_MAX_LENGTH,
} from './scouting-constants.ts'
import { requiredDate } from './validation/fields.ts'
import { idSchema, optionalIdSchema } from './validation/id.ts'
import { numberSchema, numericInput } from './validation/number.ts'
import { templateTextSchema } from './validation/template.ts'

// Scout assist (spec sections 1 and 2, `/client/job_infos/{id}/scout_assist`): for one job, the
// recruiter names the target conditions (one of their saved searches), a normal template, the
// scout's title and message, how many scouts a day at most and until when. A background job then
// sends the scout to the search's newest members it has not reached, under every rule of a
// recruiter's own send. The employer authors the selection; the platform never chooses.

const assistShape = {
  search_condition_id: idSchema(),
  scout_template_id: idSchema(),
  remind_template_id: optionalIdSchema(),
  title: templateTextSchema({
    required: true,
    max: SCOUT_TITLE_MAX_LENGTH,
    allowedVariables: SCOUT_TEXT_VARIABLES,
  }),
  body: templateTextSchema({ max: SCOUT_BODY_MAX_LENGTH, allowedVariables: SCOUT_TEXT_VARIABLES })
    .optional()
    .default(''),
  daily_limit: numericInput(numberSchema({ min: 1, max: SCOUT_ASSIST_DAILY_MAX, integer: true })),
  /** The last day (Japan) it sends; from today to SCOUT_ASSIST_MAX_DAYS ahead. */
  ends_on: requiredDate(),
}

/** PATCH /client/job_info_scout_assists/{id}: the conditions, changed. */
export const scoutAssistBodySchema = z.object(assistShape).meta({ id: 'ScoutAssistBody' })
export type ScoutAssistBody = z.infer<typeof scoutAssistBodySchema>

/** POST /client/job_info_scout_assists: the job's scout assist, started. */
export const scoutAssistCreateBodySchema = z
  .object({ ...assistShape, job_info_id: idSchema() })
  .meta({ id: 'ScoutAssistCreateBody' })
export type ScoutAssistCreateBody = z.infer<typeof scoutAssistCreateBodySchema>

/**
 * Where an assist stands today: sending (`active`), past its end date (`ended`), or idle because
 * the send as a whole is refused (`blocked`, with the reason in `last_refusal`: the job is closed
 * or outside its period, the contract ended).
 */
export const SCOUT_ASSIST_STATES = ['active', 'blocked', 'ended'] as const
export type ScoutAssistState = (typeof SCOUT_ASSIST_STATES)[number]

export const scoutAssistSchema = z
  .object({
    id: z.number().int(),
    job_info_id: z.number().int(),
    /** The recruiter in whose name it sends, and whose saved search it reads. */
    sender: z.object({ id: z.number().int(), name: z.string() }),
    search_condition: z.object({ id: z.number().int(), name: z.string() }),
    scout_template: z.object({ id: z.number().int(), name: z.string() }),
    remind_template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    title: z.string(),
    body: z.string(),
    daily_limit: z.number().int(),
    ends_on: z.string(),
    state: z.enum(SCOUT_ASSIST_STATES),
    last_refusal: z.enum(ERROR_CODES).nullable(),
    last_run_at: z.string().nullable(),
    /** Scouts it sent today (Japan) and since it started. */
    sent_today: z.number().int(),
    sent_total: z.number().int(),
  })
  .meta({ id: 'ScoutAssist' })
export type ScoutAssist = z.infer<typeof scoutAssistSchema>

/** GET /client/job_infos/{id}/scout_assist: the job's assist, or null when it has none. */
export const jobScoutAssistResponseSchema = z
  .object({ scout_assist: scoutAssistSchema.nullable() })
  .meta({ id: 'JobScoutAssistResponse' })

/** Browser tests: runs the scout assist job once (only with ENABLE_TEST_ROUTES). */
export const testScoutAssistRunSchema = z.object({ sent: z.number().int() })
