import { z } from 'zod'
import { idSchema } from './validation/id.ts'

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const

/** One mail of the development mailbox, as it was handed to the outbox. */
export const devMailSchema = z
  .object({
    id: z.number().int(),
    to_address: z.string(),
    subject: z.string(),
    text_body: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int().nonnegative(),
    last_error: z.string().nullable(),
    sent_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'DevMail' })

export const devMailListSchema = z
  .object({ mails: z.array(devMailSchema) })
  .meta({ id: 'DevMailList', description: 'The latest mails, newest first' })

export const devMailParamsSchema = z.object({ id: idSchema() })

export type DevMail = z.infer<typeof devMailSchema>
export type DevMailList = z.infer<typeof devMailListSchema>
