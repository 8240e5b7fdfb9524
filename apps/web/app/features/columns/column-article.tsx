import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import { PageTitle, SectionTitle } from '../../components/page-heading'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { agentPath, columnPath } from '../../lib/paths'
import type { ColumnDetail, ColumnSummary } from './api'
import { ColumnBody } from './column-body'
import { ColumnThumbnail } from './column-card'
import { TagChips } from './tag-chips'

interface ColumnArticleProps {
  column: ColumnDetail
  /** The column's related public jobs; null when they could not be loaded. */
  relatedJobs: readonly JobSummary[] | null
}

/** A column page: the article, its related jobs, and where to read on. */
export function ColumnArticle({ column, relatedJobs }: ColumnArticleProps) {
  const { t, locale } = useTranslation('columns')
  const catalogue = useTranslation('catalogue').t
  const title = localised(locale, column.title, column.titleEn)
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <Grid container spacing={{ xs: 4, md: 5 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box component="article" aria-labelledby="column-title" sx={{ maxWidth: 760 }}>
            <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 2, fontSize: 14 }}>
              <Link component={RouterLink} to="/" underline="hover">
                {t('home')}
              </Link>
              <Link component={RouterLink} to="/columns" underline="hover">
                {t('title')}
              </Link>
              <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
                {title}
              </Typography>
            </Breadcrumbs>
            <PageTitle id="column-title" sx={{ lineHeight: 1.4, mb: 2 }}>
              {title}
            </PageTitle>
            <ArticleMeta column={column} />
            {column.tags.length > 0 ? (
              <Box sx={{ my: 2 }}>
                <TagChips tags={column.tags} size="small" />
              </Box>
            ) : null}
            {column.thumbnail ? (
              <Box sx={{ my: 3, borderRadius: 2, overflow: 'hidden' }}>
                <ColumnThumbnail src={column.thumbnail} />
              </Box>
            ) : null}
            <ColumnBody html={column.body} />
            <Divider sx={{ my: 4 }} />
            <NeighbourLinks column={column} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} component="aside" aria-labelledby="popular-columns">
          <PopularColumns columns={column.popularColumns} />
        </Grid>
      </Grid>
      <Box component="section" aria-labelledby="related-jobs" data-testid="column-related-jobs">
        <SectionTitle id="related-jobs" sx={{ mb: 2 }}>
          {t('relatedJobsTitle')}
        </SectionTitle>
        {relatedJobs === null ? (
          <Typography color="text.secondary">{catalogue('sectionUnavailable')}</Typography>
        ) : (
          <JobInfoList
            jobs={relatedJobs}
            headingComponent="h3"
            emptyMessage={t('relatedJobsEmpty')}
          />
        )}
      </Box>
      <Link component={RouterLink} to="/columns" sx={{ alignSelf: 'flex-start' }}>
        {t('backToList')}
      </Link>
    </Stack>
  )
}

function ArticleMeta({ column }: { column: ColumnDetail }) {
  const { t, locale } = useTranslation('columns')
  return (
    <Stack
      direction="row"
      data-testid="column-meta"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', fontSize: 14 }}
    >
      <span>
        {t('publishedOn')}{' '}
        <time dateTime={column.publishedAt}>{formatDate(locale, column.publishedAt)}</time>
      </span>
      {column.author ? (
        <span>
          {t('author')} {column.author}
        </span>
      ) : null}
      {column.agent ? (
        <span>
          {t('authorAgent')}{' '}
          <Link component={RouterLink} to={agentPath(column.agent.id)} data-testid="column-agent">
            {localised(locale, column.agent.name, column.agent.nameEn)}
          </Link>
        </span>
      ) : null}
    </Stack>
  )
}

function NeighbourLinks({ column }: { column: ColumnDetail }) {
  const { t, locale } = useTranslation('columns')
  const { previousColumn: previous, nextColumn: next } = column
  if (!previous && !next) return null
  const item = (
    label: string,
    neighbour: NonNullable<typeof previous>,
    align: 'left' | 'right',
  ) => (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'left', sm: align } }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Link
        component={RouterLink}
        to={columnPath(neighbour.id)}
        rel={align === 'left' ? 'prev' : 'next'}
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {localised(locale, neighbour.title, neighbour.titleEn)}
      </Link>
    </Box>
  )
  return (
    <Stack
      component="nav"
      aria-label={t('neighbours')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
    >
      {/* Older on the left, newer on the right, as in the list read backwards. */}
      {previous ? item(t('previous'), previous, 'left') : <Box sx={{ flex: 1 }} />}
      {next ? item(t('next'), next, 'right') : null}
    </Stack>
  )
}

function PopularColumns({ columns }: { columns: readonly ColumnSummary[] }) {
  const { t, locale } = useTranslation('columns')
  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
      <SectionTitle id="popular-columns" size="small" sx={{ mb: 1.5 }}>
        {t('moreColumnsTitle')}
      </SectionTitle>
      <Box
        component="ol"
        data-testid="popular-columns"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {columns.map((column, index) => (
          <Box
            component="li"
            key={column.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 28,
                height: 28,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 13,
                fontWeight: 700,
                bgcolor: index < 3 ? 'primary.main' : 'gray.light',
                color: index < 3 ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {index + 1}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={columnPath(column.id)}
                underline="hover"
                sx={{ fontWeight: 500, lineHeight: 1.5, overflowWrap: 'anywhere' }}
              >
                {localised(locale, column.title, column.titleEn)}
              </Link>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={column.publishedAt}>{formatDate(locale, column.publishedAt)}</time>
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
