import { z } from 'zod'
import { SELF_APPLY_STATUSES } from './catalogue-constants.ts'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { textSchema } from './validation/text.ts'

/** A self-application to a public job; it starts pending review (spec section 4). */
export const selfApplyBodySchema = z
  .object({
    job_info_id: idSchema(),
    message: textSchema({ max: 1000 }).optional(),
  })
  .meta({ id: 'SelfApplyBody' })

export const selfApplySchema = z
  .object({
    id: z.number().int(),
    status: z.enum(SELF_APPLY_STATUSES),
    message: z.string(),
    created_at: z.string(),
    job_info: z.object({
      id: z.number().int(),
      title: z.string(),
      company_name: z.string(),
    }),
    /** The conversation with the organisation, once it passed the application; null before. */
    scout_id: z.number().int().nullable(),
  })
  .meta({ id: 'SelfApply' })
export type SelfApply = z.infer<typeof selfApplySchema>

export const selfApplyListQuerySchema = pageQuerySchema
export const selfApplyListSchema = z
  .object({ self_applies: z.array(selfApplySchema), pagination: paginationSchema })
  .meta({ id: 'SelfApplyList' })

export const viewedColumnListSchema = z
  .object({
    viewed_columns: z.array(
      z.object({
        id: z.number().int(),
        column: z.object({ id: z.number().int(), title: z.string() }),
        viewed_at: z.string(),
      }),
    ),
    pagination: paginationSchema,
  })
  .meta({ id: 'ViewedColumnList' })

/** The events and special events the candidate has entered. */
export const candidateEventListSchema = z
  .object({
    events: z.array(
      z.object({
        entry_id: z.number().int(),
        event: z.object({ id: z.number().int(), title: z.string(), event_date: z.string() }),
        entered_at: z.string(),
      }),
    ),
    special_events: z.array(
      z.object({
        entry_id: z.number().int(),
        special_event: z.object({
          id: z.number().int(),
          title: z.string(),
          group_name: z.string(),
        }),
        entered_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'CandidateEventList' })

/** The special scout week as anyone may read it. */
export const scoutCampaignSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string().nullable(),
    starts_on: z.string(),
    ends_on: z.string(),
    high_salary_threshold: z.number().int().meta({ description: 'Ten-thousand yen' }),
  })
  .meta({ id: 'ScoutCampaign' })

/** The current campaign with the candidate's join status and profile completeness. */
export const scoutCampaignJoinStatusSchema = z
  .object({
    campaign: scoutCampaignSchema,
    join_status: z.object({ id: z.number().int().nullable(), is_joined: z.boolean() }),
    profile_completeness: z.object({
      career_done_character_count: z.number().int(),
      max: z.number().int(),
    }),
  })
  .meta({ id: 'ScoutCampaignJoinStatus' })
export type ScoutCampaignJoinStatus = z.infer<typeof scoutCampaignJoinStatusSchema>

export const scoutCampaignJoinBodySchema = z
  .object({ is_joined: z.boolean() })
  .meta({ id: 'ScoutCampaignJoinBody' })
