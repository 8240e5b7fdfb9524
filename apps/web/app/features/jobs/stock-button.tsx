import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { stockJob, unstockJob } from './api'

type StockIntent = 'stock' | 'unstock'

interface StockButtonProps {
  jobId: number
  isStocked: boolean
  stockCount: number
  /** Where a visitor who is not signed in goes first; null when signed in. */
  loginHref: string | null
}

/**
 * Stocks (bookmarks) a job, or removes the stock, with the job's stock count beside it. Keyed by
 * the job where it is used, so another job starts from its own state.
 */
export function StockButton({ jobId, isStocked, stockCount, loginHref }: StockButtonProps) {
  const { t } = useTranslation('jobs')
  // The answer is the new state itself: the page's data is not reloaded for it, since loading
  // the job again would count another view of it.
  const stock = useMutation(
    (next: StockIntent) =>
      next === 'unstock' ? unstockJob(getBrowserApi(), jobId) : stockJob(getBrowserApi(), jobId),
    { fallbackMessage: t('detail.stockFailed') },
  )
  const settled = stock.result
    ? { isStocked: stock.result.stockId !== null, stockCount: stock.result.stockCount }
    : { isStocked, stockCount }
  // While a change is on its way it shows at once; once answered, the answer is the state.
  const pending = stock.pending ? stock.input : undefined
  const shownStocked = pending ? pending === 'stock' : settled.isStocked
  const shownCount =
    pending && shownStocked !== settled.isStocked
      ? Math.max(0, settled.stockCount + (shownStocked ? 1 : -1))
      : settled.stockCount

  const count = (
    <Typography variant="body2" color="text.secondary" data-testid="stock-count" aria-live="polite">
      {t('detail.stockCount', { count: shownCount })}
    </Typography>
  )

  if (loginHref) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={loginHref}
          variant="outlined"
          title={t('detail.stockSignIn')}
          data-testid="stock-button"
        >
          {t('detail.stock')}
        </Button>
        {count}
      </Stack>
    )
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          type="button"
          onClick={() => void stock.run(shownStocked ? 'unstock' : 'stock')}
          variant={shownStocked ? 'contained' : 'outlined'}
          aria-pressed={shownStocked}
          title={shownStocked ? t('detail.unstock') : undefined}
          data-testid="stock-button"
          data-stocked={shownStocked}
        >
          {shownStocked ? t('detail.stocked') : t('detail.stock')}
        </Button>
        {count}
      </Stack>
      {stock.failure && !stock.pending ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {stock.failure.message}
        </Typography>
      ) : null}
    </Stack>
  )
}
