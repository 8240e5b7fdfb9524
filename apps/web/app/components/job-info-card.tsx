import { HIDDEN_COMPANY_NAME, type JobInfoSummary } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { ElementType, ReactNode } from 'react'
import type { CamelCasedPropertiesDeep } from '../lib/case-conversion'
import { formatSalary } from '../lib/format'
import { useTranslation } from '../lib/i18n'
import { localised, localName } from '../lib/localised'
import { jobPath } from '../lib/paths'
import { CardGrid } from './card-grid'
import { InlineList } from './inline-list'
import { CardTitle, ListCard } from './list-card'
import { Tag } from './tag'
import { visuallyHidden } from './visually-hidden'

/** A job as every list receives it, after the API client camelCased it. */
export type JobSummary = CamelCasedPropertiesDeep<JobInfoSummary>

/**
 * The company as a job shows it. The API sends 社名非公開 for a hidden company; English readers
 * get the same words in English.
 */
export function companyDisplayName(
  locale: 'ja' | 'en',
  company: { name: string; nameEn: string | null },
  hiddenLabel: string,
): string {
  if (company.name === HIDDEN_COMPANY_NAME) return hiddenLabel
  return localised(locale, company.name, company.nameEn)
}

interface JobInfoCardProps {
  job: JobSummary
  /** The title's heading level, so the card fits the outline of the page it sits on. */
  headingComponent?: ElementType
  /** A rank badge, for rankings. */
  rank?: number
}

/** One job of a list: what a visitor needs to decide whether to open it. */
export function JobInfoCard({ job, headingComponent = 'h3', rank }: JobInfoCardProps) {
  const { t, locale } = useTranslation('catalogue')
  return (
    <ListCard
      data-testid="job-info-card"
      data-job-id={job.id}
      aside={rank ? <RankBadge rank={rank} /> : null}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        {job.newLabelTarget ? (
          <Tag tone="new" title={t('newLabelDescription')}>
            {t('newLabel')}
          </Tag>
        ) : null}
        <Typography variant="body2" color="text.secondary" noWrap data-testid="job-company">
          {companyDisplayName(locale, job.company, t('hiddenCompany'))}
        </Typography>
      </Stack>
      <CardTitle component={headingComponent} to={jobPath(job.id)} sx={{ mb: 1 }}>
        {localised(locale, job.title, job.titleEn)}
      </CardTitle>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ mb: job.jobInfoTags.length ? 1 : 0 }}
      >
        <Fact label={t('salaryLabel')}>
          <span data-testid="job-salary">{formatSalary(locale, job)}</span>
        </Fact>
        {job.prefecture ? (
          <Fact label={t('location')}>
            <span data-testid="job-prefecture">{localName(locale, job.prefecture)}</span>
          </Fact>
        ) : null}
      </Stack>
      {job.jobInfoTags.length ? <JobTagList tags={job.jobInfoTags} label={t('jobTags')} /> : null}
    </ListCard>
  )
}

/** A job's tags (remote work, English used…), on its card and its own page. */
export function JobTagList({
  tags,
  label,
  gap,
  sx,
}: {
  tags: readonly { id: number; name: string; nameEn: string | null }[]
  label: string
  gap?: number
  sx?: SxProps<Theme>
}) {
  const { locale } = useTranslation('catalogue')
  return (
    <InlineList label={label} gap={gap} sx={sx}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Tag>{localName(locale, tag)}</Tag>
        </li>
      ))}
    </InlineList>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
        {label}
      </Box>
      {children}
    </Typography>
  )
}

export function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation('jobs')
  const isTop = rank <= 3
  return (
    <Box
      data-testid="job-rank"
      data-rank={rank}
      sx={{
        flexShrink: 0,
        width: 36,
        height: 36,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        bgcolor: isTop ? 'accent.dark' : 'gray.dark',
        color: '#FFFFFF',
      }}
    >
      <span aria-hidden="true">{rank}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('ranking.rankLabel', { rank })}
      </Box>
    </Box>
  )
}

interface JobInfoListProps {
  jobs: readonly JobSummary[]
  headingComponent?: ElementType
  /** Shown instead of the list when it is empty. */
  emptyMessage?: string
  /** Rank numbers, counted from this one, for rankings. */
  rankFrom?: number
  /** Rank per job, when a ranking's ranks are not consecutive from the first item. */
  ranks?: readonly number[]
}

/** Jobs as a list (one column on a phone, two from md up), or an empty state. */
export function JobInfoList({
  jobs,
  headingComponent,
  emptyMessage,
  rankFrom,
  ranks,
}: JobInfoListProps) {
  const { t } = useTranslation('catalogue')
  return (
    <CardGrid
      items={jobs}
      getKey={(job) => job.id}
      renderItem={(job, index) => (
        <JobInfoCard
          job={job}
          headingComponent={headingComponent}
          rank={ranks?.[index] ?? (rankFrom ? rankFrom + index : undefined)}
        />
      )}
      emptyMessage={emptyMessage ?? t('emptyJobs')}
      testId="job-list"
      emptyTestId="job-list-empty"
    />
  )
}
