import { lazy, Suspense } from 'react'
import type { AgentDetail } from './api'

const AgentMovieList = lazy(() => import('./agent-movie-list'))

/**
 * The agent firm's videos on its overview; nothing when it shows none. The stills and players
 * are a chunk of their own, fetched only for an agent that shows videos, so the agent page's
 * first load carries little more than this. The server renders them in full either way.
 */
export function AgentMovieSection({ movies }: { movies: AgentDetail['movies'] }) {
  if (movies.length === 0) return null
  return (
    <Suspense fallback={null}>
      <AgentMovieList movies={movies} />
    </Suspense>
  )
}
