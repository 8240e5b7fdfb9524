import type { AgentMovieProvider } from '@kakehashi/contracts'
import { agentMovies, agents, type DbOrTx, organisations, type Tx } from '@kakehashi/db'
import { and, asc, eq, gt, sql } from 'drizzle-orm'

export type AgentMovieRow = typeof agentMovies.$inferSelect

export interface AgentMovieValues {
  title: string
  description: string
  url: string
  provider: AgentMovieProvider
  videoId: string
  isShown: boolean
}

const ownedBy = (organisationId: number, id: number) =>
  and(eq(agentMovies.organisationId, organisationId), eq(agentMovies.id, id))

/** Only agent firms have movies; a company organisation is treated as having none. */
export async function isAgentOrganisation(db: DbOrTx, organisationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), eq(organisations.kind, 'agent')))
  return row !== undefined
}

/**
 * Runs `work` in a transaction holding the agent firm's organisation row, so positions and the
 * one-movie-per-video rule stay consistent when two requests of the firm arrive together.
 * Answers null, without running `work`, when the organisation is not an agent firm.
 */
export async function withAgentOrganisationLock<T>(
  db: DbOrTx,
  organisationId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<{ result: T } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.id, organisationId), eq(organisations.kind, 'agent')))
      .for('update')
    if (!row) return null
    return { result: await work(tx) }
  })
}

export function listAgentMovies(db: DbOrTx, organisationId: number): Promise<AgentMovieRow[]> {
  return db
    .select()
    .from(agentMovies)
    .where(eq(agentMovies.organisationId, organisationId))
    .orderBy(asc(agentMovies.position), asc(agentMovies.id))
}

export async function findAgentMovie(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<AgentMovieRow | null> {
  const [row] = await db.select().from(agentMovies).where(ownedBy(organisationId, id))
  return row ?? null
}

export async function findAgentMovieOfVideo(
  db: DbOrTx,
  organisationId: number,
  source: { provider: AgentMovieProvider; videoId: string },
): Promise<AgentMovieRow | null> {
  const [row] = await db
    .select()
    .from(agentMovies)
    .where(
      and(
        eq(agentMovies.organisationId, organisationId),
        eq(agentMovies.provider, source.provider),
        eq(agentMovies.videoId, source.videoId),
      ),
    )
    .orderBy(asc(agentMovies.id))
    .limit(1)
  return row ?? null
}

/** Adds the movie after the organisation's last one. */
export async function insertAgentMovie(
  db: DbOrTx,
  organisationId: number,
  values: AgentMovieValues,
): Promise<AgentMovieRow> {
  const [row] = await db
    .insert(agentMovies)
    .values({
      ...values,
      organisationId,
      position: sql`(select coalesce(max(${agentMovies.position}), 0) + 1 from ${agentMovies}
        where ${agentMovies.organisationId} = ${organisationId})`,
    })
    .returning()
  return row!
}

export async function updateAgentMovie(
  db: DbOrTx,
  organisationId: number,
  id: number,
  values: AgentMovieValues,
): Promise<AgentMovieRow | null> {
  const [row] = await db
    .update(agentMovies)
    .set(values)
    .where(ownedBy(organisationId, id))
    .returning()
  return row ?? null
}

/** Deletes the movie and closes the gap it leaves in the order; false when it is not there. */
export async function deleteAgentMovie(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<boolean> {
  const [removed] = await db
    .delete(agentMovies)
    .where(ownedBy(organisationId, id))
    .returning({ position: agentMovies.position })
  if (!removed) return false
  await db
    .update(agentMovies)
    .set({ position: sql`${agentMovies.position} - 1` })
    .where(
      and(
        eq(agentMovies.organisationId, organisationId),
        gt(agentMovies.position, removed.position),
      ),
    )
  return true
}

/** Numbers the organisation's movies 1, 2, 3… in the order of `ids`. */
export async function setAgentMoviePositions(
  db: DbOrTx,
  organisationId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return
  const positions = sql.join(
    ids.map((id, index) => sql`(${id}::bigint, ${index + 1}::int)`),
    sql`, `,
  )
  await db.execute(sql`update ${agentMovies} set position = ordered.position
    from (values ${positions}) as ordered(id, position)
    where ${agentMovies.id} = ordered.id and ${agentMovies.organisationId} = ${organisationId}`)
}

/** The shown movies of the agent firm behind a public agent profile, in the firm's order. */
export function listShownAgentMovies(db: DbOrTx, agentId: number) {
  return db
    .select({
      id: agentMovies.id,
      title: agentMovies.title,
      description: agentMovies.description,
      provider: agentMovies.provider,
      videoId: agentMovies.videoId,
    })
    .from(agentMovies)
    .innerJoin(agents, eq(agents.organisationId, agentMovies.organisationId))
    .where(and(eq(agents.id, agentId), eq(agentMovies.isShown, true)))
    .orderBy(asc(agentMovies.position), asc(agentMovies.id))
}
