import type { EventPeriod } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router'
import { CardGrid } from '../../components/card-grid'
import { ListPagination } from '../../components/list-pagination'
import { PageTitle } from '../../components/page-heading'
import { useTranslation } from '../../lib/i18n'
import type { EventList, SpecialEventGroupLink } from './api'
import { EventCard } from './event-card'
import { SpecialEventGroups } from './special-event-groups'

const PERIODS: {
  period: EventPeriod | null
  label: 'periodAll' | 'periodUpcoming' | 'periodPast'
}[] = [
  { period: null, label: 'periodAll' },
  { period: 'upcoming', label: 'periodUpcoming' },
  { period: 'past', label: 'periodPast' },
]

export const eventsListPath = (period: EventPeriod | null) =>
  period ? `/events?period=${period}` : '/events'

interface EventsListPageProps {
  list: EventList
  period: EventPeriod | null
  groups: SpecialEventGroupLink[]
}

/** The events list with its upcoming / past switch (real links, so every view is crawlable). */
export function EventsListPage({ list, period, groups }: EventsListPageProps) {
  const { t } = useTranslation('events')
  const now = useMemo(() => new Date(), [])
  const heading =
    period === 'upcoming'
      ? t('listTitleUpcoming')
      : period === 'past'
        ? t('listTitlePast')
        : t('listTitle')
  return (
    <Box>
      <PageTitle size="standard" sx={{ mb: 2 }}>
        {heading}
      </PageTitle>
      <Stack
        component="nav"
        aria-label={t('periodLabel')}
        direction="row"
        sx={{ gap: 1, mb: 3, flexWrap: 'wrap' }}
      >
        {PERIODS.map((item) => {
          const active = item.period === period
          return (
            <Button
              key={item.label}
              component={RouterLink}
              to={eventsListPath(item.period)}
              variant={active ? 'contained' : 'outlined'}
              aria-current={active ? 'page' : undefined}
              size="small"
            >
              {t(item.label)}
            </Button>
          )
        })}
      </Stack>
      <SpecialEventGroups groups={groups} />
      {list.anyUnpaid ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="events-any-unpaid">
          {t('anyUnpaidNote')}
        </Alert>
      ) : null}
      {list.events.length === 0 ? (
        <Typography sx={{ py: 4 }}>{t('empty')}</Typography>
      ) : (
        <CardGrid
          items={list.events}
          getKey={(event) => event.id}
          renderItem={(event) => <EventCard event={event} now={now} />}
          columns={{}}
        />
      )}
      <ListPagination pagination={list.pagination} />
    </Box>
  )
}
