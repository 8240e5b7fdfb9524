import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ListPagination } from '../../components/list-pagination'
import { useTranslation } from '../../lib/i18n'
import type { ColumnList, ColumnSummary, Tag } from './api'
import { ColumnGrid } from './column-card'
import { ColumnSearchForm } from './column-search-form'
import { ColumnSection, PageHeader } from './page-header'
import { TagChips } from './tag-chips'

/** Tags shown on the column list; the rest are one click away on /tags. */
const TOP_TAGS = 16

interface ColumnsIndexPageProps {
  keyword: string
  list: ColumnList
  pickup: readonly ColumnSummary[]
  tags: readonly Tag[]
}

/** /columns: editors' pickups, the newest columns, tags and keyword search. */
export function ColumnsIndexPage({ keyword, list, pickup, tags }: ColumnsIndexPageProps) {
  const { t } = useTranslation('columns')
  const header = (
    <PageHeader
      title={keyword ? t('search.resultsTitle', { keyword }) : t('title')}
      lead={keyword ? undefined : t('description')}
    >
      <Box sx={{ mt: 2 }}>
        <ColumnSearchForm keyword={keyword} />
      </Box>
    </PageHeader>
  )
  if (keyword) {
    return (
      <>
        {header}
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2, gap: 2 }}>
          <Typography data-testid="column-result-count" role="status">
            {t('search.count', { count: list.pagination.totalCount })}
          </Typography>
          <Link component={RouterLink} to="/columns">
            {t('search.clear')}
          </Link>
        </Stack>
        <ColumnGrid columns={list.columns} headingComponent="h2" />
        <ListPagination pagination={list.pagination} />
      </>
    )
  }
  const popularTags = [...tags]
    .filter((tag) => tag.columnCount > 0)
    .sort((a, b) => b.columnCount - a.columnCount)
    .slice(0, TOP_TAGS)
  return (
    <>
      {header}
      {popularTags.length > 0 ? (
        <ColumnSection
          id="column-tags"
          title={t('tagsTitle')}
          more={{ to: '/tags', label: t('allTags') }}
        >
          <TagChips tags={popularTags} scrollOnPhone />
        </ColumnSection>
      ) : null}
      {pickup.length > 0 ? (
        <ColumnSection
          id="pickup-columns"
          title={t('pickupTitle')}
          more={{ to: '/selected_columns', label: t('selectedLink') }}
        >
          <Box data-testid="pickup-columns">
            <ColumnGrid columns={pickup} highlight />
          </Box>
        </ColumnSection>
      ) : null}
      <ColumnSection id="latest-columns" title={t('latestTitle')}>
        <ColumnGrid columns={list.columns} />
        <ListPagination pagination={list.pagination} />
      </ColumnSection>
    </>
  )
}
