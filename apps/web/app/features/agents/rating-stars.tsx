import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'

interface RatingStarsProps {
  averageRating: number | null
  evaluationCount: number
  size?: 'small' | 'medium' | 'large'
}

/** Stars with the average written out beside them and how many evaluations it rests on. */
export function RatingStars({ averageRating, evaluationCount, size = 'small' }: RatingStarsProps) {
  const { t, locale } = useTranslation('agents')
  if (averageRating === null || evaluationCount === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="agent-rating-none">
        {t('rating.none')}
      </Typography>
    )
  }
  const average = averageRating.toFixed(1)
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="agent-rating"
      data-rating={average}
    >
      <Rating
        value={averageRating}
        precision={0.1}
        readOnly
        size={size}
        getLabelText={(value) => t('rating.label', { rating: value.toFixed(1) })}
      />
      <Typography
        component="span"
        aria-hidden="true"
        sx={{ fontWeight: 700, fontSize: size === 'large' ? 22 : 15 }}
      >
        {average}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {`(${t('rating.count', { count: formatNumber(locale, evaluationCount) })})`}
      </Typography>
    </Stack>
  )
}

/** One evaluation's own stars: the rating is whole, so its label is too. */
export function EvaluationStars({ rating }: { rating: number }) {
  const { t } = useTranslation('agents')
  return (
    <Rating
      value={rating}
      readOnly
      size="small"
      getLabelText={(value) => t('rating.label', { rating: value })}
    />
  )
}
