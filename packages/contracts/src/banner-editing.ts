import { z } from 'zod'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { numberSchema, numericInput } from './validation/number.ts'
import { requiredText } from './validation/text.ts'

// Banner jobs as administrators place them (/admin/banner_job_infos): a job shown above search
// results when a search uses one of its trigger words, under the placement's transaction id.

/** The highest position a banner may take; banners show in position order. */
export const BANNER_POSITION_MAX = 9999
/** The trigger words of one banner, as typed, may be this long. */
export const BANNER_TRIGGER_WORDS_MAX_LENGTH = 500

/** Trigger words are separated by spaces, commas or Japanese commas. */
export const splitTriggerWords = (text: string) => text.split(/[\s,、，]+/u).filter(Boolean)

export const adminBannerBodySchema = z
  .object({
    job_info_id: idSchema(),
    transaction_id: requiredText({ max: 100 }),
    trigger_words: requiredText({ max: BANNER_TRIGGER_WORDS_MAX_LENGTH }),
    position: numericInput(numberSchema({ min: 0, max: BANNER_POSITION_MAX, integer: true })),
  })
  .meta({ id: 'AdminBannerBody' })
export type AdminBannerBody = z.infer<typeof adminBannerBodySchema>

export const adminBannerListQuerySchema = pageQuerySchema.extend({
  keyword: stringInput().max(100).optional(),
})

export const adminBannerSchema = z
  .object({
    id: z.number().int(),
    job_info_id: z.number().int(),
    job_title: z.string(),
    /** Whether searches show it: only banners of jobs the public can see are shown. */
    is_shown: z.boolean(),
    transaction_id: z.string(),
    /** As typed. */
    trigger_words: z.array(z.string()),
    position: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminBanner' })
export type AdminBanner = z.infer<typeof adminBannerSchema>

export const adminBannerListSchema = z
  .object({ banner_job_infos: z.array(adminBannerSchema), pagination: paginationSchema })
  .meta({ id: 'AdminBannerList' })
