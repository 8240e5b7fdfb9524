import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * A recruiter as co-workers see them: the profile's display name, else the account's name. Takes
 * the query's aliases of the users and recruiter profiles tables, joined by the caller.
 */
export function recruiterDisplayName(
  user: { fullName: AnyColumn },
  profile: { displayName: AnyColumn },
): SQL<string> {
  return sql<string>`coalesce(nullif(${profile.displayName}, ''), ${user.fullName})`
}
