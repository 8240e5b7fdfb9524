import type { Locale } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PageTitle } from '../../components/page-heading'
import { formatDate, rangeSeparator } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { SpecialEventGroup } from './api'

/** The period of a special event group, e.g. 2026年11月1日〜2026年11月30日. */
export function groupPeriod(locale: Locale, group: SpecialEventGroup): string {
  return `${formatDate(locale, group.startsOn)}${rangeSeparator(locale)}${formatDate(locale, group.endsOn)}`
}

/** Title and period of the group: the page's h1, or a smaller heading on inner pages. */
export function GroupHeader({
  group,
  heading,
  showDescription = false,
}: {
  group: SpecialEventGroup
  heading?: string
  showDescription?: boolean
}) {
  const { t, locale } = useTranslation('events')
  const description = localised(locale, group.description, group.descriptionEn)
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <PageTitle size="standard" testId="special-event-group-title" sx={{ mb: 1 }}>
        {heading ?? localised(locale, group.title, group.titleEn)}
      </PageTitle>
      <Typography variant="body2" color="text.secondary">
        {t('special.periodLabel')}: {groupPeriod(locale, group)}
      </Typography>
      {showDescription && description ? (
        <Typography
          sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}
        >
          {description}
        </Typography>
      ) : null}
    </Box>
  )
}
