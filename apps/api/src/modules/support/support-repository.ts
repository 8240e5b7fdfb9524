import { type DbOrTx, organisations, supportInquiries, users } from '@kakehashi/db'
import { and, eq } from 'drizzle-orm'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'

export type SupportInquiryRow = typeof supportInquiries.$inferSelect

/**
 * Stores an inquiry once per request key of its recruiter: a retried request finds the first
 * one instead of storing (and mailing) it again.
 */
export async function insertInquiry(
  db: DbOrTx,
  values: {
    userId: number
    organisationId: number
    topic: string
    subject: string
    body: string
    clientRequestId: string
  },
): Promise<{ inquiry: SupportInquiryRow; created: boolean }> {
  const [inserted] = await db
    .insert(supportInquiries)
    .values(values)
    .onConflictDoNothing({ target: [supportInquiries.userId, supportInquiries.clientRequestId] })
    .returning()
  if (inserted) return { inquiry: inserted, created: true }
  const [existing] = await db
    .select()
    .from(supportInquiries)
    .where(
      and(
        eq(supportInquiries.userId, values.userId),
        eq(supportInquiries.organisationId, values.organisationId),
        eq(supportInquiries.clientRequestId, values.clientRequestId),
      ),
    )
  return { inquiry: existing!, created: false }
}

/** Who is writing, as the support team needs to answer: name, address and organisation. */
export async function findSender(db: DbOrTx, caller: RecruiterContext) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      organisationName: organisations.name,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.id, caller.userId), eq(users.organisationId, caller.organisationId)))
  return row ?? null
}
