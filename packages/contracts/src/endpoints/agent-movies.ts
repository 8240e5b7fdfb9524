import {
  agentMovieBodySchema,
  agentMovieListSchema,
  agentMovieOrderBodySchema,
  agentMovieSchema,
} from '../agent-movies.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['agent movies']

/**
 * An agent firm's videos for its public agent page. Company organisations have none: every
 * endpoint answers them 404, as for a movie that is not theirs.
 */
export const agentMovieEndpoints = {
  listAgentMovies: defineEndpoint({
    method: 'GET',
    path: '/client/agent_movies',
    summary: "The organisation's movies in their public order",
    tags,
    response: agentMovieListSchema,
  }),
  getAgentMovie: defineEndpoint({
    method: 'GET',
    path: '/client/agent_movies/:id',
    summary: 'One movie of the organisation',
    tags,
    params: idParamsSchema,
    response: agentMovieSchema,
  }),
  createAgentMovie: defineEndpoint({
    method: 'POST',
    path: '/client/agent_movies',
    summary: 'Add a YouTube or Vimeo movie at the end of the order',
    description:
      'The provider and video id come from `url`; an address of another form is refused on `url`. An organisation has each video once: sending the same movie again answers the one already there (200), the same video with other details is refused on `url`.',
    tags,
    body: agentMovieBodySchema,
    status: 201,
    existingStatus: 200,
    response: agentMovieSchema,
  }),
  updateAgentMovie: defineEndpoint({
    method: 'PUT',
    path: '/client/agent_movies/:id',
    summary: "Change a movie's title, address, description or visibility",
    tags,
    params: idParamsSchema,
    body: agentMovieBodySchema,
    response: agentMovieSchema,
  }),
  reorderAgentMovies: defineEndpoint({
    method: 'PUT',
    path: '/client/agent_movies/order',
    summary: "Put the organisation's movies in a new order",
    description: '`ids` lists every movie of the organisation once, first to last.',
    tags,
    body: agentMovieOrderBodySchema,
    response: agentMovieListSchema,
  }),
  deleteAgentMovie: defineEndpoint({
    method: 'DELETE',
    path: '/client/agent_movies/:id',
    summary: 'Delete a movie',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
}
