import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ElementType } from 'react'
import { CardGrid } from '../../components/card-grid'
import { CardTitle } from '../../components/list-card'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { columnPath } from '../../lib/paths'
import type { ColumnSummary } from './api'
import { TagChips } from './tag-chips'

interface ColumnCardProps {
  column: ColumnSummary
  /** The title's heading level, so the card fits the outline of the page it sits on. */
  headingComponent?: ElementType
  /** Editors' picks stand out by the colour of their top edge. */
  highlight?: boolean
}

/** One column of a list: picture, date, title (the link), summary and tags. */
export function ColumnCard({
  column,
  headingComponent = 'h3',
  highlight = false,
}: ColumnCardProps) {
  const { locale } = useTranslation('columns')
  return (
    <Card
      variant="outlined"
      data-testid="column-card"
      data-column-id={column.id}
      // A compact row on a phone, so a page of columns stays a short scroll; a tile from sm up.
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        borderTop: 3,
        borderTopColor: highlight ? 'accent.main' : 'primary.main',
      }}
    >
      {column.thumbnail ? (
        <Box
          sx={{
            flexShrink: 0,
            width: { xs: 112, sm: '100%' },
            p: { xs: 1.5, sm: 0 },
            pr: { xs: 0, sm: 0 },
          }}
        >
          <ColumnThumbnail src={column.thumbnail} compact />
        </Box>
      ) : null}
      <CardContent
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: { xs: 1.5, sm: 2 },
          '&:last-child': { pb: { xs: 1.5, sm: 2 } },
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={column.publishedAt}>{formatDate(locale, column.publishedAt)}</time>
        </Typography>
        <CardTitle component={headingComponent} to={columnPath(column.id)} sx={{ lineHeight: 1.5 }}>
          {localised(locale, column.title, column.titleEn)}
        </CardTitle>
        {column.summary ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: { xs: 'none', sm: '-webkit-box' },
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {column.summary}
          </Typography>
        ) : null}
        {column.tags.length > 0 ? (
          <Box sx={{ mt: 'auto', pt: 0.5 }}>
            <TagChips tags={column.tags} size="small" />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** The column's picture. The title beside it says what the column is, so the alt is empty. */
export function ColumnThumbnail({ src, compact = false }: { src: string; compact?: boolean }) {
  const frame = {
    width: '100%',
    aspectRatio: compact ? { xs: '4 / 3', sm: '16 / 9' } : '16 / 9',
    display: 'block',
    borderRadius: compact ? { xs: 1, sm: 0 } : 0,
  } as const
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      sx={{ ...frame, objectFit: 'cover', bgcolor: 'line.light' }}
    />
  )
}

interface ColumnGridProps {
  columns: readonly ColumnSummary[]
  headingComponent?: ElementType
  /** Shown instead of the grid when it is empty. */
  emptyMessage?: string
  highlight?: boolean
}

/** Columns as cards: one a row on a phone, two from sm, three from md. */
export function ColumnGrid({
  columns,
  headingComponent,
  emptyMessage,
  highlight,
}: ColumnGridProps) {
  const { t } = useTranslation('columns')
  return (
    <CardGrid
      items={columns}
      getKey={(column) => column.id}
      renderItem={(column) => (
        <ColumnCard column={column} headingComponent={headingComponent} highlight={highlight} />
      )}
      emptyMessage={emptyMessage ?? t('empty')}
      testId="column-list"
      emptyTestId="column-list-empty"
      columns={{ sm: 2, md: 3 }}
    />
  )
}
