import type { jobEndpoints } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { Form, Link as RouterLink, useNavigate } from 'react-router'
import { CardGrid } from '../../components/card-grid'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import { CardTitle } from '../../components/list-card'
import { PageSection } from '../../components/page-heading'
import type { CallResult } from '../../lib/api-client'
import { formatDate, formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  SEARCH_CONDITIONS_PATH,
  SEARCH_RESULTS_PATH,
  searchResultsHref,
} from '../../lib/job-search-query'
import { localised, localName } from '../../lib/localised'
import { columnPath, eventPath, RANKING_PATH } from '../../lib/paths'
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
  // The editors' picks of the other catalogues: a title and a line each, linking to the record.
  const linkSections = [
    {
      id: 'home-columns',
      title: t('columnsHeading'),
      more: { to: '/columns', label: t('columnsMore') },
      cards: data.columns.map((column) => ({
        to: columnPath(column.id),
        title: localised(locale, column.title, column.titleEn),
        meta: formatDate(locale, column.publishedAt),
      })),
    },
    {
      id: 'home-events',
      title: t('eventsHeading'),
      more: { to: '/events', label: t('eventsMore') },
      cards: data.events.map((event) => ({
        to: eventPath(event.id),
        title: localised(locale, event.title, event.titleEn),
        meta: [
          formatDateTime(locale, event.eventStartsAt),
          event.isOnline ? t('eventOnline') : event.place,
        ]
          .filter(Boolean)
          .join(' / '),
      })),
    },
  ]
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <Hero />

      {data.jobTypes.length ? (
        <PageSection id="home-job-types" title={t('jobTypesHeading')}>
          <CardGrid
            items={data.jobTypes}
            getKey={(type) => type.id}
            columns={{ xs: 2, md: 4 }}
            gap={1}
            renderItem={(type) => (
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
            )}
          />
        </PageSection>
      ) : null}

      {data.pickupJobs.length ? (
        <PageSection id="home-pickup" title={t('pickupHeading')} testId="home-pickup">
          <JobInfoList jobs={data.pickupJobs} />
        </PageSection>
      ) : null}

      <PageSection
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
      </PageSection>

      <PageSection
        id="home-latest"
        title={t('latestHeading')}
        more={{ to: searchResultsHref({ sort: 'newest' }), label: t('latestMore') }}
        testId="home-latest"
      >
        <JobInfoList jobs={data.latestJobs} />
      </PageSection>

      {linkSections.map((section) =>
        section.cards.length ? (
          <PageSection
            key={section.id}
            id={section.id}
            title={section.title}
            more={section.more}
            testId={section.id}
          >
            <CardGrid
              items={section.cards}
              getKey={(card) => card.to}
              columns={{ md: 3 }}
              renderItem={(card) => <LinkCard {...card} />}
            />
          </PageSection>
        ) : null,
      )}

      <PageSection id="home-about" title={t('aboutHeading')}>
        <CardGrid
          items={FEATURES}
          getKey={(feature) => feature.title}
          columns={{ md: 3 }}
          renderItem={(feature) => (
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {t(feature.title)}
                </Typography>
                <Typography variant="body2">{t(feature.body)}</Typography>
              </CardContent>
            </Card>
          )}
        />
      </PageSection>
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

interface LinkCardProps {
  to: string
  title: string
  meta: string
}

function LinkCard({ to, title, meta }: LinkCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <CardTitle to={to} sx={{ lineHeight: 1.5, mb: 0.5 }}>
          {title}
        </CardTitle>
        <Typography variant="body2" color="text.secondary">
          {meta}
        </Typography>
      </CardContent>
    </Card>
  )
}
