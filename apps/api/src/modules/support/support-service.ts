import type { Locale, SupportInquiry, SupportInquiryBody } from '@kakehashi/contracts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { enqueueMail, MAIL_DELIVER_JOB, type MailDependencies } from '../mail/mail-service.ts'
import { composeAcknowledgementMail, composePlatformMail } from './support-mails.ts'
import * as repository from './support-repository.ts'

export interface SupportDeps {
  mail: MailDependencies
  /** The platform's mailbox (SUPPORT_MAIL_TO). */
  supportMailTo: string
}

function toInquiry(row: repository.SupportInquiryRow): SupportInquiry {
  return {
    id: row.id,
    topic: row.topic as SupportInquiry['topic'],
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * Stores a recruiter's message and queues it to the support team with a copy to the recruiter,
 * in one transaction: the mails exist exactly when the inquiry does, so a retry with the same
 * request key neither stores nor mails anything again.
 */
export async function createSupportInquiry(
  deps: SupportDeps,
  caller: RecruiterContext,
  body: SupportInquiryBody,
  locale: Locale,
): Promise<CreateOutcome<SupportInquiry>> {
  const { inquiry, created } = await deps.mail.database.db.transaction(async (tx) => {
    const outcome = await repository.insertInquiry(tx, {
      userId: caller.userId,
      organisationId: caller.organisationId,
      topic: body.topic,
      subject: body.subject,
      body: body.body,
      clientRequestId: body.client_request_id,
    })
    if (!outcome.created) return outcome
    const sender = await repository.findSender(tx, caller)
    // recruiterContext guarantees the recruiter and the organisation exist.
    if (!sender) throw new Error(`No sender for user ${caller.userId}`)
    const mail = {
      id: outcome.inquiry.id,
      topic: body.topic,
      subject: body.subject,
      body: body.body,
      sender,
    }
    await enqueueMail(deps.mail, composePlatformMail(deps.supportMailTo, mail), { tx })
    await enqueueMail(deps.mail, composeAcknowledgementMail(locale, mail), { tx })
    return outcome
  })
  // Deliveries queued inside the transaction become visible only now it has committed.
  if (created && deps.mail.config.smtpUrl) deps.mail.jobs.wake(MAIL_DELIVER_JOB)
  return { record: toInquiry(inquiry), created }
}
