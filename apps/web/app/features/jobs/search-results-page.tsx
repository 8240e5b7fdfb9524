import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLocation } from 'react-router'
import { JobInfoCard, JobInfoList } from '../../components/job-info-card'
import { ListPagination } from '../../components/list-pagination'
import { PageTitle, SectionTitle } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { visuallyHidden } from '../../components/visually-hidden'
import { formatCount } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { type JobSearchState, searchParamsOf } from '../../lib/job-search-query'
import type { BannerJob, SearchResults } from './api'
import { ConditionChips, type ConditionNames, FilterBar } from './search-filters'

interface SearchResultsPageProps {
  state: JobSearchState
  results: SearchResults
  banners: BannerJob[]
  names: ConditionNames
}

export function SearchResultsPage({ state, results, banners, names }: SearchResultsPageProps) {
  const { t, locale } = useTranslation('jobs')
  const location = useLocation()
  const total = formatCount(locale, results.pagination.totalCount, results.totalCountCapped)
  return (
    <Stack spacing={3} data-testid="search-results" data-query={searchParamsOf(state).toString()}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'baseline' }, justifyContent: 'space-between' }}
      >
        <PageTitle size="record">
          {state.keyword
            ? t('results.titleWithKeyword', { keyword: state.keyword })
            : t('results.heading')}
        </PageTitle>
        <Typography component="p" sx={{ flexShrink: 0 }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
            {t('results.totalCountLabel')}
          </Box>
          <Box component="strong" sx={{ fontSize: 22 }} data-testid="total-count">
            {t('results.totalCount', { count: total })}
          </Box>
        </Typography>
      </Stack>

      <ConditionChips state={state} names={names} />
      <FilterBar key={location.search} state={state} prefectures={names.prefectures} />

      {/*
        Banner jobs are placements bought for a keyword (their trigger words), not results: like
        the sponsored slots of job boards, they are shown for the keyword whatever the other
        filters say, apart from the results and labelled as advertising (広告), which Japan's
        rule on stealth marketing (景品表示法, October 2023) asks of an ad. Filtering them by
        every condition would leave the bought slot empty on most narrowed searches.
      */}
      {banners.length ? (
        <Box component="section" aria-labelledby="banner-jobs-heading" data-testid="banner-jobs">
          <SectionTitle id="banner-jobs-heading" size="small" sx={{ mb: 0.5 }}>
            {t('results.banners')}
          </SectionTitle>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('results.bannerNote')}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {banners.map((banner) => (
              <Box component="li" key={banner.id} sx={{ position: 'relative' }}>
                <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
                  <Tag tone="sponsored">{t('results.bannerLabel')}</Tag>
                </Box>
                <JobInfoCard job={banner.jobInfo} />
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="results-heading">
        <Typography id="results-heading" component="h2" sx={visuallyHidden}>
          {t('results.list')}
        </Typography>
        <JobInfoList jobs={results.jobInfos} emptyMessage={t('results.empty')} />
      </Box>
      <ListPagination pagination={results.pagination} />
    </Stack>
  )
}
