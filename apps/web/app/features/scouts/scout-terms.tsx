import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Tag } from '../../components/tag'
import { formatDate, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { Scout } from './api'

/** The guarantee line of spec section 9, for a special scout. */
export function SpecialBadge({ scout }: { scout: Scout }) {
  const { t, locale } = useTranslation('candidate')
  if (!scout.special) return null
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Tag tone="special">{t('scouts.special')}</Tag>
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="special-guarantee">
        {t('scouts.guarantee', {
          salary: formatNumber(locale, scout.special.confirmedSalary),
        })}
      </Typography>
    </Stack>
  )
}

/** Expiry in words: the date while valid, "expired" after. */
function Expiry({ scout }: { scout: Scout }) {
  const { t, locale } = useTranslation('candidate')
  if (!scout.expiresAt) return null
  return (
    <Typography variant="body2" color={scout.isExpired ? 'error' : 'text.secondary'}>
      {scout.isExpired
        ? t('scouts.expired')
        : t('scouts.expiresAt', { date: formatDate(locale, scout.expiresAt) })}
    </Typography>
  )
}

/** When the scout was sent, and its expiry beside it. */
export function ScoutDates({ scout }: { scout: Scout }) {
  const { t, locale } = useTranslation('candidate')
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('scouts.sentAt', { date: formatDate(locale, scout.sentAt) })}
      </Typography>
      <Expiry scout={scout} />
    </Stack>
  )
}
