import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { AgentDetail } from './api'
import { RatingStars } from './rating-stars'

/** The average in large type and one bar per star rating, 5 down to 1. */
export function RatingDistribution({ agent }: { agent: AgentDetail }) {
  const { t, locale } = useTranslation('agents')
  const total = agent.evaluationCount
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 4 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      data-testid="rating-distribution"
    >
      <Box sx={{ flexShrink: 0 }}>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {t('rating.average')}
        </Typography>
        <RatingStars
          averageRating={agent.averageRating}
          evaluationCount={agent.evaluationCount}
          size="large"
        />
      </Box>
      <Box
        component="dl"
        aria-label={t('rating.distribution')}
        sx={{ m: 0, flex: 1, maxWidth: 480 }}
      >
        {agent.ratingDistribution.map(({ rating, count }) => (
          <Box
            key={rating}
            sx={{
              display: 'grid',
              gridTemplateColumns: '4.5rem 1fr 2.5rem',
              gap: 1,
              alignItems: 'center',
            }}
            data-testid="rating-bar"
            data-rating={rating}
            data-count={count}
          >
            <Typography component="dt" variant="body2">
              {t('rating.stars', { rating })}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'contents' }}>
              <LinearProgress
                variant="determinate"
                value={total > 0 ? (count / total) * 100 : 0}
                aria-label={t('rating.starsCount', { rating, count })}
                sx={{ height: 8, borderRadius: 4, bgcolor: 'line.main' }}
              />
              <Typography variant="body2" sx={{ textAlign: 'right' }}>
                {formatNumber(locale, count)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  )
}
