import Chip from '@mui/material/Chip'
import { formatNumber } from '../lib/format'
import { useTranslation } from '../lib/i18n'

/** "Free" or the fee, as a chip lists and detail pages share. */
export function FeeChip({ feeYen }: { feeYen: number }) {
  const { t, locale } = useTranslation('events')
  return feeYen > 0 ? (
    <Chip
      size="small"
      variant="outlined"
      label={`${t('feeLabel')} ${t('fee', { amount: formatNumber(locale, feeYen) })}`}
      data-testid="event-fee"
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      color="success"
      label={t('free')}
      data-testid="event-fee"
    />
  )
}

export function OnlineChip() {
  const { t } = useTranslation('events')
  return <Chip size="small" color="primary" variant="outlined" label={t('online')} />
}
