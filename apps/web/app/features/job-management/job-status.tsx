import type { JobStatus } from '@kakehashi/contracts'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Tag } from '../../components/tag'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'

const STATUS_COLOURS = {
  open: 'success',
  open_for_scout: 'primary',
  draft: 'default',
  closed: 'default',
} as const satisfies Record<JobStatus, string>

export function JobStatusChip({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobManagement')
  return (
    <Tag
      colour={STATUS_COLOURS[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
      data-testid="job-status"
    >
      {t(`statuses.${status}`)}
    </Tag>
  )
}

/** What the period line needs of a job, in the list and on the job's page alike. */
export interface JobPeriod {
  status: JobStatus
  recruitmentStartOn: string | null
  recruitmentEndOn: string | null
  daysLeft: number | null
  isExpiring: boolean
  isExpired: boolean
}

/** Whether the job is published in some way, so its end date matters to anyone. */
const isLive = (status: JobStatus) => status === 'open' || status === 'open_for_scout'

/**
 * The recruitment period, with the days left and a warning once the end is near or past: only
 * a published job's end date affects who sees it.
 */
export function RecruitmentPeriod({ job }: { job: JobPeriod }) {
  const { t, locale } = useTranslation('jobManagement')
  const { recruitmentStartOn: start, recruitmentEndOn: end, daysLeft } = job
  const range =
    start || end
      ? t('period.range', { start: formatDate(locale, start), end: formatDate(locale, end) })
      : t('period.notSet')
  const left =
    !isLive(job.status) || daysLeft === null
      ? null
      : daysLeft > 0
        ? t('period.daysLeft', { count: daysLeft })
        : daysLeft === 0
          ? t('period.lastDay')
          : t('period.daysPast', { count: -daysLeft })
  const warning = job.isExpired ? 'expired' : job.isExpiring ? 'expiring' : null
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography component="span" variant="body2" data-testid="recruitment-period">
        {range}
      </Typography>
      {left || warning ? (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {left ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {left}
            </Typography>
          ) : null}
          {warning ? (
            <Tag
              variant="filled"
              colour={warning === 'expired' ? 'error' : 'default'}
              data-testid="period-warning"
              // The theme's warning colours are too faint for small text; dark on amber reads.
              sx={
                warning === 'expired'
                  ? undefined
                  : { bgcolor: 'warning.light', color: 'common.black' }
              }
            >
              {t(`period.${warning}`)}
            </Tag>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  )
}
