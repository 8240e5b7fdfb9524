import {
  type AgentMovie,
  type AgentMovieBody,
  type PublicAgentMovie,
  parseAgentMovieUrl,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { DbOrTx, Tx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import * as repository from './agent-movies-repository.ts'

// A company organisation has no movies: it gets the same 404 as a movie of another firm, so
// the answer tells nothing about which kind of organisation or which ids exist.
const movieNotFound = () => notFound('Agent movie')

const toWire = (row: repository.AgentMovieRow): AgentMovie => ({
  id: row.id,
  title: row.title,
  description: row.description,
  url: row.url,
  provider: row.provider,
  video_id: row.videoId,
  position: row.position,
  is_shown: row.isShown,
  updated_at: row.updatedAt.toISOString(),
})

/** The stored values of a checked body: the video it points at comes from its address. */
function valuesOf(body: AgentMovieBody): repository.AgentMovieValues {
  const source = parseAgentMovieUrl(body.url)
  if (!source) {
    throw new AppError('validationFailed', 'Not a YouTube or Vimeo video address', [
      fieldIssue(['body', 'url'], VALIDATION_MESSAGES.movieUrl),
    ])
  }
  return {
    title: body.title,
    description: body.description,
    url: body.url,
    provider: source.provider,
    videoId: source.videoId,
    isShown: body.is_shown,
  }
}

const videoAlreadyThere = () =>
  new AppError('conflict', 'The organisation has a movie of this video already', [
    fieldIssue(['body', 'url'], VALIDATION_MESSAGES.alreadyRegistered),
  ])

const isSameMovie = (row: repository.AgentMovieRow, values: repository.AgentMovieValues) =>
  row.title === values.title &&
  row.description === values.description &&
  row.url === values.url &&
  row.isShown === values.isShown

/** Runs `work` for an agent firm under its lock; a company organisation gets 404. */
async function asAgentFirm<T>(
  db: DbOrTx,
  organisationId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome = await repository.withAgentOrganisationLock(db, organisationId, work)
  if (!outcome) throw movieNotFound()
  return outcome.result
}

async function requireAgentFirm(db: DbOrTx, organisationId: number): Promise<void> {
  if (!(await repository.isAgentOrganisation(db, organisationId))) throw movieNotFound()
}

export async function listAgentMovies(db: DbOrTx, { organisationId }: RecruiterContext) {
  await requireAgentFirm(db, organisationId)
  const rows = await repository.listAgentMovies(db, organisationId)
  return { agent_movies: rows.map(toWire) }
}

export async function getAgentMovie(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
): Promise<AgentMovie> {
  await requireAgentFirm(db, organisationId)
  const row = await repository.findAgentMovie(db, organisationId, id)
  if (!row) throw movieNotFound()
  return toWire(row)
}

/**
 * Adds a movie at the end of the order. An organisation shows each video once, which also makes
 * the create safe to retry: the same movie sent again answers the one already there, while the
 * same video with other details is refused on its address.
 */
export async function createAgentMovie(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  body: AgentMovieBody,
): Promise<CreateOutcome<AgentMovie>> {
  const values = valuesOf(body)
  return asAgentFirm(db, organisationId, async (tx) => {
    const existing = await repository.findAgentMovieOfVideo(tx, organisationId, values)
    if (existing) {
      if (!isSameMovie(existing, values)) throw videoAlreadyThere()
      return { record: toWire(existing), created: false }
    }
    const row = await repository.insertAgentMovie(tx, organisationId, values)
    return { record: toWire(row), created: true }
  })
}

export async function updateAgentMovie(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
  body: AgentMovieBody,
): Promise<AgentMovie> {
  const values = valuesOf(body)
  return asAgentFirm(db, organisationId, async (tx) => {
    const other = await repository.findAgentMovieOfVideo(tx, organisationId, values)
    const row = await repository.updateAgentMovie(tx, organisationId, id, values)
    if (!row) throw movieNotFound()
    if (other && other.id !== id) throw videoAlreadyThere()
    return toWire(row)
  })
}

/** Puts the movies in the order of `ids`, which names each of the organisation's movies once. */
export async function reorderAgentMovies(
  db: DbOrTx,
  context: RecruiterContext,
  ids: readonly number[],
) {
  const { organisationId } = context
  await asAgentFirm(db, organisationId, async (tx) => {
    const current = new Set((await repository.listAgentMovies(tx, organisationId)).map((m) => m.id))
    if (ids.some((id) => !current.has(id))) throw movieNotFound()
    if (new Set(ids).size !== ids.length || ids.length !== current.size) {
      throw new AppError('validationFailed', 'List every movie of the organisation once', [
        fieldIssue(['body', 'ids'], VALIDATION_MESSAGES.invalid),
      ])
    }
    await repository.setAgentMoviePositions(tx, organisationId, ids)
  })
  return listAgentMovies(db, context)
}

export async function deleteAgentMovie(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
): Promise<void> {
  const deleted = await asAgentFirm(db, organisationId, (tx) =>
    repository.deleteAgentMovie(tx, organisationId, id),
  )
  if (!deleted) throw movieNotFound()
}

/** What the public agent page embeds: the firm's shown movies, in its order. */
export async function listPublicAgentMovies(
  db: DbOrTx,
  agentId: number,
): Promise<PublicAgentMovie[]> {
  const rows = await repository.listShownAgentMovies(db, agentId)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    provider: row.provider,
    video_id: row.videoId,
  }))
}
