import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ListPagination } from '../../components/list-pagination'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import type { ColumnList, Tag } from './api'
import { ColumnGrid } from './column-card'
import { PageHeader } from './page-header'

type ColumnListPageProps =
  | { variant: 'selected'; list: ColumnList }
  | { variant: 'tag'; tag: Tag; list: ColumnList }

/** A paged list of columns under one heading: the selected columns, or a tag's columns. */
export function ColumnListPage(props: ColumnListPageProps) {
  const { t, locale } = useTranslation('columns')
  const { list } = props
  const header =
    props.variant === 'selected' ? (
      <PageHeader title={t('selected.title')} lead={t('selected.description')} />
    ) : (
      <PageHeader title={t('tag.title', { name: localName(locale, props.tag) })}>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('tag.category', { name: localName(locale, props.tag.tagCategory) })}
          {' · '}
          <Link component={RouterLink} to="/tags">
            {t('allTags')}
          </Link>
        </Typography>
      </PageHeader>
    )
  return (
    <>
      {header}
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="column-count">
        {t('columnCount', { count: list.pagination.totalCount })}
      </Typography>
      <ColumnGrid columns={list.columns} headingComponent="h2" />
      <ListPagination pagination={list.pagination} />
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/columns">
          {t('backToList')}
        </Link>
      </Box>
    </>
  )
}
