import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'

/** Material's star, as MUI's Rating draws it. */
const STAR_PATH =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z'
const starImage = (colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${colour}" d="${STAR_PATH}"/></svg>`,
  )}")`
const EMPTY_STARS = starImage('rgba(0,0,0,0.26)')
const FILLED_STARS = starImage('#faaf00')
const STAR_SIZE = { small: 18, medium: 24, large: 30 } as const

/**
 * Five stars filled to `value` out of 5, read out as `label`. Drawn as one repeated background
 * image, so a list of a hundred ratings adds two elements each to the page, not ten SVGs, and the
 * page loads no rating widget: nothing here is chosen by the visitor.
 */
function Stars({
  value,
  label,
  size,
}: {
  value: number
  label: string
  size: keyof typeof STAR_SIZE
}) {
  const star = STAR_SIZE[size]
  const layer = {
    backgroundSize: `${star}px ${star}px`,
    backgroundRepeat: 'repeat-x',
    height: star,
    forcedColorAdjust: 'none',
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{
        ...layer,
        display: 'inline-block',
        position: 'relative',
        width: star * 5,
        backgroundImage: EMPTY_STARS,
      }}
    >
      <Box
        component="span"
        sx={{ ...layer, position: 'absolute', top: 0, left: 0, backgroundImage: FILLED_STARS }}
        // Inline, so every rating of a size shares one class.
        style={{ width: `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%` }}
      />
    </Box>
  )
}

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
      <Stars value={averageRating} size={size} label={t('rating.label', { rating: average })} />
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
  return <Stars value={rating} size="small" label={t('rating.label', { rating })} />
}
