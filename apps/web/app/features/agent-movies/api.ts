import { agentMovieEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// Every call of the agent firm's movie management, typed by the contracts.

export type AgentMovieList = CallResult<typeof endpoints.listAgentMovies>
export type AgentMovie = CallResult<typeof endpoints.getAgentMovie>

/** What the form edits, in the wire spelling the form's values keep. */
export interface AgentMovieFormValues extends Record<string, unknown> {
  title: string
  url: string
  description: string
  is_shown: boolean
}

const bodyOf = (values: AgentMovieFormValues) => ({
  title: values.title,
  url: values.url,
  description: values.description,
  isShown: values.is_shown,
})

/** The organisation's movies in their public order; a company organisation answers 404. */
export function fetchAgentMovies(api: ApiClient): Promise<AgentMovieList> {
  return api.call(endpoints.listAgentMovies)
}

/** Adds a movie at the end; sending the same one again answers the movie already added. */
export function createAgentMovie(
  api: ApiClient,
  values: AgentMovieFormValues,
): Promise<AgentMovie> {
  return api.call(endpoints.createAgentMovie, { body: bodyOf(values) })
}

export function updateAgentMovie(
  api: ApiClient,
  id: number,
  values: AgentMovieFormValues,
): Promise<AgentMovie> {
  return api.call(endpoints.updateAgentMovie, { params: { id }, body: bodyOf(values) })
}

/** Saves a new order: every movie of the organisation, first to last. */
export async function reorderAgentMovies(api: ApiClient, ids: number[]): Promise<void> {
  await api.call(endpoints.reorderAgentMovies, { body: { ids } })
}

export async function deleteAgentMovie(api: ApiClient, id: number): Promise<void> {
  await api.call(endpoints.deleteAgentMovie, { params: { id } })
}

/** The form's values for a movie, or for a new one. */
export function formValuesOf(movie: AgentMovie | null): AgentMovieFormValues {
  return {
    title: movie?.title ?? '',
    url: movie?.url ?? '',
    description: movie?.description ?? '',
    is_shown: movie?.isShown ?? true,
  }
}
