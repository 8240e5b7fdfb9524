import { z } from 'zod'
import { LINE_INTENTS } from './line-constants.ts'
import { REDIRECT_PATH_MAX_LENGTH } from './paths.ts'
import { stringInput } from './validation/issues.ts'

export * from './line-constants.ts'
export { isSameSitePath } from './paths.ts'

export const lineAuthQuerySchema = z.object({
  intent: z.enum(LINE_INTENTS).default('sign_in'),
  // Free text on purpose: an unsafe value is ignored rather than refused, so a bad link still
  // signs the visitor in and only loses the way back.
  redirect_url: stringInput().max(REDIRECT_PATH_MAX_LENGTH).optional(),
})

export const lineCallbackQuerySchema = z.object({
  code: stringInput().max(2000).optional(),
  state: stringInput().max(2000).optional(),
  error: stringInput().max(200).optional(),
  error_description: stringInput().max(2000).optional(),
})

export const lineSettingsSchema = z
  .object({ is_account_linked: z.boolean() })
  .meta({ id: 'LineSettings' })

export const lineStatusSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'Whether LINE sign-in is configured here' }),
  })
  .meta({ id: 'LineStatus' })

export type LineSettings = z.infer<typeof lineSettingsSchema>
export type LineStatus = z.infer<typeof lineStatusSchema>
