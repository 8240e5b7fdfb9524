import { AgentMoviesPage } from '../../features/agent-movies/agent-movies-page'
import { fetchAgentMovies } from '../../features/agent-movies/api'
import { requireRecruiter } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/movies'

export const handle = { analyticsName: 'client_movies' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('movies')]

export function meta({ matches }: Route.MetaArgs) {
  const { agentMovies } = messagesFromMatches(matches)
  return privatePageMeta(agentMovies.title, agentMovies.description)
}

/** Movies are an agent firm's: a company organisation's recruiter gets the 404 page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await orNotFound(fetchAgentMovies(createServerApi(context, request))) }
}

export default function Movies({ loaderData }: Route.ComponentProps) {
  return <AgentMoviesPage list={loaderData.list} />
}
