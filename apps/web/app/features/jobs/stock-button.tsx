import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useFetcher } from 'react-router'
import { useTranslation } from '../../lib/i18n'

export type StockIntent = 'stock' | 'unstock'
export type StockActionResult = { ok: true; isStocked: boolean; stockCount: number } | { ok: false }

interface StockButtonProps {
  jobId: number
  isStocked: boolean
  stockCount: number
  /** Where a visitor who is not signed in goes first; null when signed in. */
  loginHref: string | null
}

/** Stocks (bookmarks) a job, or removes the stock, with the job's stock count beside it. */
export function StockButton({ jobId, isStocked, stockCount, loginHref }: StockButtonProps) {
  const { t } = useTranslation('jobs')
  const fetcher = useFetcher<StockActionResult>()
  // While a change is on its way it shows at once; once answered, the answer is the state. The
  // page's data is not reloaded for it (that would count a view of the job).
  const pending = fetcher.formData?.get('intent') as StockIntent | undefined
  const settled = fetcher.data?.ok ? fetcher.data : { isStocked, stockCount }
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
      <fetcher.Form method="post">
        <input type="hidden" name="jobId" value={jobId} />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Button
            type="submit"
            name="intent"
            value={shownStocked ? 'unstock' : 'stock'}
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
      </fetcher.Form>
      {fetcher.state === 'idle' && fetcher.data?.ok === false ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('detail.stockFailed')}
        </Typography>
      ) : null}
    </Stack>
  )
}
