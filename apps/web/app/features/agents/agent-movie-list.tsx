import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { TitledSection } from '../../components/titled-section'
import { useTranslation } from '../../lib/i18n'
import type { AgentDetail } from './api'

type AgentMovie = AgentDetail['movies'][number]

// The still and the player fill one 16:9 frame; the play mark is a character, not an icon.
const frame = {
  position: 'relative',
  aspectRatio: '16 / 9',
  bgcolor: 'grey.800',
  '& > *': { position: 'absolute', inset: 0, width: 1, height: 1, border: 0 },
} as const

const facade = {
  p: 2,
  display: 'flex',
  alignItems: 'flex-end',
  font: 'inherit',
  fontWeight: 700,
  color: 'common.white',
  bgcolor: 'transparent',
  backgroundSize: 'cover',
  cursor: 'pointer',
  // ▶ in its text form (U+FE0E), never an emoji.
  '&::after': {
    content: '"\\25B6\\FE0E"',
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    fontSize: 48,
    textShadow: '0 0 8px #000',
  },
  '&:hover, &:focus-visible': { color: 'error.light' },
} as const

/**
 * One movie as a still with a play button. The provider's player (an iframe and its scripts) is
 * put in only when the visitor presses play; before that only YouTube's still image loads.
 * Vimeo's still would need a call to Vimeo, so its title stands in for it.
 */
function AgentMoviePlayer({ movie }: { movie: AgentMovie }) {
  const { t } = useTranslation('agents')
  const [isPlaying, setIsPlaying] = useState(false)
  const id = encodeURIComponent(movie.videoId)
  const isYoutube = movie.provider === 'youtube'
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="agent-movie" data-movie-id={movie.id}>
      <Box sx={frame}>
        {isPlaying ? (
          <iframe
            // The button that had focus is gone; focus moves on to the player.
            ref={(player) => player?.focus()}
            src={
              isYoutube
                ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
                : `https://player.vimeo.com/video/${id}?autoplay=1`
            }
            title={t('movies.player', { title: movie.title })}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <Box
            component="button"
            type="button"
            aria-label={t('movies.play', { title: movie.title })}
            onClick={() => setIsPlaying(true)}
            sx={facade}
            style={
              isYoutube
                ? { backgroundImage: `url(https://i.ytimg.com/vi/${id}/hqdefault.jpg)` }
                : undefined
            }
          >
            {isYoutube ? null : movie.title}
          </Box>
        )}
      </Box>
      <Typography
        component="figcaption"
        variant="body2"
        sx={{
          mt: 1,
          color: 'text.secondary',
          whiteSpace: 'pre-line',
          '& b': { display: 'block', color: 'text.primary', fontSize: '1rem' },
        }}
      >
        <b>{movie.title}</b>
        {movie.description}
      </Typography>
    </Box>
  )
}

/**
 * The agent firm's videos on its overview; nothing when it shows none. Part of the page's own
 * code, not a chunk loaded after it: the server shows the play buttons, and a press on one
 * before a late chunk had arrived and hydrated was lost (docs/conventions.md).
 */
export function AgentMovieSection({ movies }: { movies: AgentDetail['movies'] }) {
  const { t } = useTranslation('agents')
  if (movies.length === 0) return null
  return (
    <TitledSection title={t('movies.title')}>
      <Box
        data-testid="agent-movies"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {movies.map((movie) => (
          <AgentMoviePlayer key={movie.id} movie={movie} />
        ))}
      </Box>
    </TitledSection>
  )
}
