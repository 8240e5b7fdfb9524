import type { jobEndpoints } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react'
import { Form, Link as RouterLink, useNavigate } from 'react-router'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import type { CallResult } from '../../lib/api-client'
import { formatDate, formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  SEARCH_CONDITIONS_PATH,
  SEARCH_RESULTS_PATH,
  searchResultsHref,
} from '../../lib/job-search-query'
import { localised, localName } from '../../lib/localised'
import { RANKING_PATH } from '../../lib/paths'
import type { HomeColumn, HomeEvent } from './api'

export interface HomeData {
  jobTypes: CallResult<typeof jobEndpoints.listJobTypes>['jobTypes']
  jobTypeCounts: Record<number, number>
  pickupJobs: JobSummary[]
  latestJobs: JobSummary[]
  ranking: { rank: number; jobInfo: JobSummary }[]
  columns: HomeColumn[]
  events: HomeEvent[]
}

const FEATURES = [
  { title: 'candidatesTitle', body: 'candidatesBody' },
  { title: 'recruitersTitle', body: 'recruitersBody' },
  { title: 'privacyTitle', body: 'privacyBody' },
] as const

export function HomePage({ data }: { data: HomeData }) {
  const { t, locale } = useTranslation('home')
  const jobs = useTranslation('jobs').t
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <Hero />

      {data.jobTypes.length ? (
        <Section id="home-job-types" title={t('jobTypesHeading')}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {data.jobTypes.map((type) => (
              <li key={type.id}>
                <Paper
                  component={RouterLink}
                  to={searchResultsHref({ jobTypeIds: [type.id] })}
                  variant="outlined"
                  data-testid="home-job-type"
                  sx={{
                    display: 'block',
                    p: 1.5,
                    height: '100%',
                    textDecoration: 'none',
                    color: 'text.primary',
                    '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
                  }}
                >
                  <Typography sx={{ fontWeight: 700, fontSize: 15 }}>
                    {localName(locale, type)}
                  </Typography>
                  {data.jobTypeCounts[type.id] !== undefined ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('jobTypeCount', { count: data.jobTypeCounts[type.id] ?? 0 })}
                    </Typography>
                  ) : null}
                </Paper>
              </li>
            ))}
          </Box>
        </Section>
      ) : null}

      {data.pickupJobs.length ? (
        <Section id="home-pickup" title={t('pickupHeading')} testId="home-pickup">
          <JobInfoList jobs={data.pickupJobs} />
        </Section>
      ) : null}

      <Section
        id="home-ranking"
        title={t('rankingHeading')}
        more={{ to: RANKING_PATH, label: t('rankingMore') }}
        testId="home-ranking"
      >
        <JobInfoList
          jobs={data.ranking.map((item) => item.jobInfo)}
          ranks={data.ranking.map((item) => item.rank)}
          emptyMessage={jobs('ranking.empty')}
        />
      </Section>

      <Section
        id="home-latest"
        title={t('latestHeading')}
        more={{ to: searchResultsHref({ sort: 'newest' }), label: t('latestMore') }}
        testId="home-latest"
      >
        <JobInfoList jobs={data.latestJobs} />
      </Section>

      {data.columns.length ? (
        <Section
          id="home-columns"
          title={t('columnsHeading')}
          more={{ to: '/columns', label: t('columnsMore') }}
          testId="home-columns"
        >
          <LinkGrid>
            {data.columns.map((column) => (
              <LinkCard
                key={column.id}
                to={`/columns/${column.id}`}
                title={localised(locale, column.title, column.titleEn)}
                meta={formatDate(locale, column.publishedAt)}
              />
            ))}
          </LinkGrid>
        </Section>
      ) : null}

      {data.events.length ? (
        <Section
          id="home-events"
          title={t('eventsHeading')}
          more={{ to: '/events', label: t('eventsMore') }}
          testId="home-events"
        >
          <LinkGrid>
            {data.events.map((event) => (
              <LinkCard
                key={event.id}
                to={`/events/${event.id}`}
                title={localised(locale, event.title, event.titleEn)}
                meta={[
                  formatDateTime(locale, event.eventStartsAt),
                  event.isOnline ? t('eventOnline') : event.place,
                ]
                  .filter(Boolean)
                  .join(' / ')}
              />
            ))}
          </LinkGrid>
        </Section>
      ) : null}

      <Section id="home-about" title={t('aboutHeading')}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {t(feature.title)}
                  </Typography>
                  <Typography variant="body2">{t(feature.body)}</Typography>
                </CardContent>
              </Card>
            </li>
          ))}
        </Box>
      </Section>
    </Stack>
  )
}

function Hero() {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const inputId = useId()
  const [keyword, setKeyword] = useState('')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void navigate(searchResultsHref({ keyword: keyword.replace(/\s+/g, ' ').trim() }))
  }

  return (
    <Box
      component="section"
      aria-labelledby="home-hero"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
        px: { xs: 2.5, md: 6 },
        py: { xs: 4, md: 6 },
      }}
    >
      <Typography
        id="home-hero"
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 26, md: 38 }, mb: 1.5 }}
      >
        {t('heroTitle')}
      </Typography>
      <Typography sx={{ maxWidth: 720, fontSize: { xs: 15, md: 17 }, mb: 3 }}>
        {t('heroLead')}
      </Typography>
      <Form method="get" action={SEARCH_RESULTS_PATH} onSubmit={submit} role="search">
        <Box
          component="label"
          htmlFor={inputId}
          sx={{ display: 'block', fontWeight: 700, mb: 1, fontSize: 14 }}
        >
          {t('searchLabel')}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ maxWidth: 720 }}>
          <Box
            component="input"
            id={inputId}
            name="keyword"
            type="search"
            value={keyword}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setKeyword(event.target.value)}
            placeholder={t('searchPlaceholder')}
            maxLength={255}
            data-testid="home-keyword"
            sx={{
              flex: 1,
              minWidth: 0,
              font: 'inherit',
              fontSize: 16,
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 0,
              borderRadius: 1,
              px: 1.5,
              py: 1.25,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'accent.light' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{
              bgcolor: 'accent.main',
              color: 'accent.contrastText',
              '&:hover': { bgcolor: 'accent.light' },
              px: 4,
            }}
            data-testid="home-search"
          >
            {t('searchButton')}
          </Button>
        </Stack>
      </Form>
      <Link
        component={RouterLink}
        to={SEARCH_CONDITIONS_PATH}
        sx={{ display: 'inline-block', mt: 2, color: 'inherit', fontSize: 14 }}
      >
        {t('detailedSearch')}
      </Link>
    </Box>
  )
}

function Section({
  id,
  title,
  more,
  testId,
  children,
}: {
  id: string
  title: string
  more?: { to: string; label: string }
  testId?: string
  children: ReactNode
}) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography
          id={id}
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: 20, md: 24 } }}
        >
          {title}
        </Typography>
        {more ? (
          <Link component={RouterLink} to={more.to} variant="body2" sx={{ flexShrink: 0 }}>
            {more.label}
          </Link>
        ) : null}
      </Stack>
      {children}
    </Box>
  )
}

function LinkGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  )
}

function LinkCard({ to, title, meta }: { to: string; title: string; meta: string }) {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, lineHeight: 1.5, mb: 0.5 }}
          >
            <Link component={RouterLink} to={to} underline="hover">
              {title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {meta}
          </Typography>
        </CardContent>
      </Card>
    </li>
  )
}
