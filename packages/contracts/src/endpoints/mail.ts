import { defineEndpoint } from '../endpoint.ts'
import { devMailListSchema, devMailParamsSchema, devMailSchema } from '../mail.ts'

const tags = ['development']

/** The development mailbox: served outside production only. */
export const mailEndpoints = {
  listDevMails: defineEndpoint({
    method: 'GET',
    path: '/dev/mails',
    summary: 'The latest mails of the outbox (not in production)',
    tags,
    response: devMailListSchema,
  }),
  getDevMail: defineEndpoint({
    method: 'GET',
    path: '/dev/mails/:id',
    summary: 'One mail of the outbox (not in production)',
    tags,
    params: devMailParamsSchema,
    response: devMailSchema,
  }),
}
