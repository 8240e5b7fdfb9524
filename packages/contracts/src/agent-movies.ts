import { z } from 'zod'
import { AGENT_MOVIE_PROVIDERS, type AgentMovieProvider } from './recruiter-constants.ts'
import { idSchema } from './validation/id.ts'
import { reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import {
  isBlank,
  maxLengthCheck,
  requiredCheck,
  requiredText,
  textSchema,
} from './validation/text.ts'

// An agent firm's videos: managed in the recruiter area, shown on its public agent page.

export const AGENT_MOVIE_DESCRIPTION_MAX_LENGTH = 2500
/** Longer than any address of the accepted forms; keeps absurd input out of the parser. */
const AGENT_MOVIE_URL_MAX_LENGTH = 2000

/** The video an address points at, as the players need it. */
export interface AgentMovieSource {
  provider: AgentMovieProvider
  videoId: string
}

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^[1-9][0-9]{0,11}$/

function youtubeIdOf(url: URL, segments: string[]): string | undefined {
  if (url.hostname === 'youtu.be') return segments.length === 1 ? segments[0] : undefined
  if (segments.length === 1 && segments[0] === 'watch')
    return url.searchParams.get('v') ?? undefined
  if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts')) {
    return segments[1]
  }
  return undefined
}

function vimeoIdOf(url: URL, segments: string[]): string | undefined {
  if (url.hostname === 'player.vimeo.com') {
    return segments.length === 2 && segments[0] === 'video' ? segments[1] : undefined
  }
  return segments.length === 1 ? segments[0] : undefined
}

/**
 * The provider and video id of a YouTube or Vimeo address in one of the forms their sites
 * share (watch, youtu.be, embed and shorts; vimeo.com and the player address), or null. Only
 * https: the players are embedded over https, and an address is kept as it was given.
 */
export function parseAgentMovieUrl(value: string): AgentMovieSource | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const segments = url.pathname.split('/').filter((segment) => segment !== '')
  if (url.hostname === 'youtu.be' || YOUTUBE_HOSTS.has(url.hostname)) {
    const videoId = youtubeIdOf(url, segments)
    return videoId && YOUTUBE_ID.test(videoId) ? { provider: 'youtube', videoId } : null
  }
  if (url.hostname === 'player.vimeo.com' || VIMEO_HOSTS.has(url.hostname)) {
    const videoId = vimeoIdOf(url, segments)
    return videoId && VIMEO_ID.test(videoId) ? { provider: 'vimeo', videoId } : null
  }
  return null
}

/** The address field: required, then one of the accepted forms (a blank one is left to required). */
const agentMovieUrlSchema = stringInput()
  .trim()
  .check(requiredCheck(), maxLengthCheck(AGENT_MOVIE_URL_MAX_LENGTH), (payload) => {
    if (!isBlank(payload.value) && parseAgentMovieUrl(payload.value) === null) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.movieUrl)
    }
  })

/** What the add and edit form sends; the server derives provider and video id from `url`. */
export const agentMovieBodySchema = z
  .object({
    title: requiredText(),
    description: textSchema({ max: AGENT_MOVIE_DESCRIPTION_MAX_LENGTH }).default(''),
    url: agentMovieUrlSchema,
    is_shown: z.boolean({ error: VALIDATION_MESSAGES.invalid }).default(true),
  })
  .meta({ id: 'AgentMovieBody' })
export type AgentMovieBody = z.infer<typeof agentMovieBodySchema>

export const agentMovieSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    provider: z.enum(AGENT_MOVIE_PROVIDERS),
    video_id: z.string(),
    /** Order on the public page, from 1. */
    position: z.number().int(),
    is_shown: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'AgentMovie' })
export type AgentMovie = z.infer<typeof agentMovieSchema>

export const agentMovieListSchema = z
  .object({ agent_movies: z.array(agentMovieSchema) })
  .meta({ id: 'AgentMovieList' })

/** The new order: every movie of the organisation, each once. */
export const agentMovieOrderBodySchema = z
  .object({ ids: z.array(idSchema()).min(1).max(1000) })
  .meta({ id: 'AgentMovieOrderBody' })

/** A shown movie as the public agent page embeds it. */
export const publicAgentMovieSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    provider: z.enum(AGENT_MOVIE_PROVIDERS),
    video_id: z.string(),
  })
  .meta({ id: 'PublicAgentMovie' })
export type PublicAgentMovie = z.infer<typeof publicAgentMovieSchema>
