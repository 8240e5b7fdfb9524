import { z } from 'zod'
import { ERROR_CODES } from './error-codes.ts'

export const errorIssueSchema = z
  .object({
    path: z.array(z.union([z.string(), z.number()])).meta({
      description: 'Location of the offending value, e.g. ["body", "email"]',
    }),
    message: z.string(),
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorIssue' })

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      issues: z.array(errorIssueSchema).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' })

export type ErrorIssue = z.infer<typeof errorIssueSchema>
export type ErrorBody = z.infer<typeof errorBodySchema>
