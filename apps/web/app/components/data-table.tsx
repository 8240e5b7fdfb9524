import { DEFAULT_PAGE_SIZE } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { alpha, type Theme, useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type AriaAttributes, Fragment, type ReactNode, useCallback, useState } from 'react'
import { Link, useLocation, useNavigation } from 'react-router'
import { formatCount } from '../lib/format'
import { useIsHydrated } from '../lib/hydration'
import { useTranslation } from '../lib/i18n'
import { ListPagination, listHref } from './list-pagination'
import { visuallyHidden } from './visually-hidden'

export type SortDirection = 'asc' | 'desc'

/**
 * A selected row's tint, lighter than MUI's: links in the row keep 4.5:1 against it (WCAG 1.4.3),
 * which they do not on MUI's 8 % of the primary colour.
 */
const SELECTED_ROW = {
  '&.Mui-selected': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.04) },
}

/**
 * A row header stays in view while a wide table scrolls sideways, so each row's figures keep
 * their name.
 */
const ROW_HEADER = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const

/** A footer's cells are smaller and greyer by default: sums read as the rows do, in bold. */
const FOOTER_CELL = {
  color: 'text.primary',
  fontSize: (theme: Theme) => theme.typography.body2.fontSize,
  fontWeight: 700,
} as const

export interface TableSort {
  key: string
  direction: SortDirection
}

/**
 * Reads a list's `sort` query value: `name` sorts by name ascending, `-name` descending. Loaders
 * pass the value on to the API unchanged, so one spelling serves the address and the endpoint.
 */
export function parseTableSort(value: string | null | undefined): TableSort | null {
  if (!value || value === '-') return null
  return value.startsWith('-')
    ? { key: value.slice(1), direction: 'desc' }
    : { key: value, direction: 'asc' }
}

export function formatTableSort(sort: TableSort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key
}

export interface DataTableColumn<Row> {
  /** Unique among the table's columns. */
  key: string
  /** Already translated; also the label of the value on phones. */
  header: string
  cell: (row: Row) => ReactNode
  /** The key the list sorts by through this column's header (`sort=key` or `sort=-key`). */
  sortKey?: string
  /** The direction of a first click on the header; dates and counts read best descending. */
  firstSortDirection?: SortDirection
  /** The list sorts this way only: the header always links to `firstSortDirection`. */
  isSortDirectionFixed?: boolean
  align?: 'left' | 'center' | 'right'
  /** The cell names its row (`<th scope="row">`), and stays in view when the table scrolls. */
  isRowHeader?: boolean
  /**
   * On phones: a label/value row of the card (default), the card's title, the card's foot
   * without a label (for a cell of buttons, whose labels speak for themselves), or left out.
   */
  phone?: 'row' | 'title' | 'actions' | 'hidden'
}

/**
 * Attributes for the element that holds one row: the table row on wide screens, the card on
 * phones. Ids are left out because the server sends both layouts, and an id must be unique.
 */
export type DataTableRowAttributes = AriaAttributes & {
  [name: `data-${string}`]: string | number | boolean | undefined
  title?: string
}

export interface DataTablePagination {
  currentPage: number
  totalPages: number
  totalCount: number
}

export interface DataTableSelection<Id> {
  selectedIds: Id[]
  clearSelection: () => void
}

export interface DataTableProps<Row, Id extends string | number> {
  /** The table's accessible name. */
  label: string
  columns: DataTableColumn<Row>[]
  rows: Row[]
  getRowId: (row: Row) => Id
  /**
   * The API's pagination object, camelCased. Without it the rows are the whole list: no page
   * links and no page sizes.
   */
  pagination?: DataTablePagination
  /**
   * Whether the total shows above the table; by default only for a paged list, where the rows
   * on screen are not all there is. An unpaged list counts its rows.
   */
  isTotalShown?: boolean
  /** The API stopped counting at its cap (`totalCountCapped`): the count shows as "1,000+". */
  isCountCapped?: boolean
  /**
   * Attributes of each row's element in both layouts, e.g. `data-testid`. Before hydration the
   * server sends both layouts, so such an attribute is in the document twice until then.
   */
  rowProps?: (row: Row) => DataTableRowAttributes
  /** The `sort` value the loader applies when the address has none, so that header shows sorted. */
  defaultSort?: string
  /** Page sizes offered as links; none offered when absent. */
  perOptions?: readonly number[]
  /** The `per` the loader applies when the address has none. */
  defaultPer?: number
  /** Shown when there are no rows; a general message otherwise. */
  emptyMessage?: string
  /**
   * The rows' sums, in the table's foot (on phones, the last card), set in bold; given to
   * `rowProps` like the rows.
   */
  footerRow?: Row
  /**
   * The columns run oldest first (a report's periods): a table wider than the screen opens
   * scrolled to its end, the latest. A new range is a new table (give it a `key`).
   */
  isScrolledToEnd?: boolean
  /** Checkboxes for bulk actions; the toolbar receives the selected ids. */
  selection?: {
    /** Names a row in its checkbox's accessible label ("Select 山田 太郎"). */
    rowLabel: (row: Row) => string
    /** The most ids the bulk action accepts at once. */
    max?: number
    renderToolbar: (selection: DataTableSelection<Id>) => ReactNode
  }
}

/** The query without paging and sorting: a selection belongs to one set of filters. */
function selectionScopeOf(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of ['page', 'per', 'sort']) params.delete(name)
  params.sort()
  return params.toString()
}

const SKELETON_ROWS = 5

/**
 * The one list table of the web app. Paging, page size and sorting live in the address
 * (`page`, `per`, `sort`), so every view is a link that can be shared and the route's loader does
 * the fetching; while such a navigation is pending the rows show as skeletons. A short list that
 * the API answers whole leaves `pagination` out. Below the `sm` breakpoint each row becomes a card
 * of label/value pairs.
 */
export function DataTable<Row, Id extends string | number>({
  label,
  columns,
  rows,
  getRowId,
  pagination,
  isTotalShown = pagination !== undefined,
  isCountCapped = false,
  rowProps,
  defaultSort,
  perOptions,
  defaultPer = DEFAULT_PAGE_SIZE,
  emptyMessage,
  footerRow,
  isScrolledToEnd = false,
  selection,
}: DataTableProps<Row, Id>) {
  const { t, locale } = useTranslation('common')
  const location = useLocation()
  const navigation = useNavigation()
  const theme = useTheme()
  const isHydrated = useIsHydrated()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'))
  const params = new URLSearchParams(location.search)
  const sort = parseTableSort(params.get('sort') ?? defaultSort)
  const per = Number(params.get('per')) || defaultPer
  const isPending =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search

  // A callback ref: the table is mounted anew when hydration picks one layout of the two.
  const scrollToEnd = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && isScrolledToEnd) node.scrollLeft = node.scrollWidth
    },
    [isScrolledToEnd],
  )

  const scope = selectionScopeOf(location.search)
  const [selected, setSelected] = useState<{ scope: string; ids: Id[] }>({ scope, ids: [] })
  const selectedIds = selected.scope === scope ? selected.ids : []
  const selectedSet = new Set(selectedIds)
  const max = selection?.max ?? Number.POSITIVE_INFINITY
  const isFull = selectedIds.length >= max
  const pageIds = rows.map(getRowId)
  const selectedOnPage = pageIds.filter((id) => selectedSet.has(id)).length
  const isPageSelected = pageIds.length > 0 && selectedOnPage === pageIds.length

  const toggleRow = (id: Id) => {
    if (selectedSet.has(id)) setSelected({ scope, ids: selectedIds.filter((item) => item !== id) })
    else if (!isFull) setSelected({ scope, ids: [...selectedIds, id] })
  }
  // Fills the page up to the limit; once nothing more fits, the same click clears the page.
  const togglePage = () => {
    const room = max - selectedIds.length
    if (isPageSelected || room <= 0) {
      const onPage = new Set(pageIds)
      setSelected({ scope, ids: selectedIds.filter((id) => !onPage.has(id)) })
      return
    }
    const added = pageIds.filter((id) => !selectedSet.has(id)).slice(0, room)
    setSelected({ scope, ids: [...selectedIds, ...added] })
  }
  const clearSelection = () => setSelected({ scope, ids: [] })

  const sortHref = (column: DataTableColumn<Row>, key: string) => {
    const direction: SortDirection =
      sort?.key === key && !column.isSortDirectionFixed
        ? sort.direction === 'asc'
          ? 'desc'
          : 'asc'
        : (column.firstSortDirection ?? 'asc')
    return listHref(location, { sort: formatTableSort({ key, direction }), page: null })
  }
  const renderSortLink = (
    column: DataTableColumn<Row>,
    key: string,
    isNamingDirection: boolean,
  ) => {
    const isActive = sort?.key === key
    const direction = isActive ? sort.direction : (column.firstSortDirection ?? 'asc')
    return (
      <TableSortLabel
        component={Link}
        to={sortHref(column, key)}
        preventScrollReset
        active={isActive}
        direction={direction}
        aria-current={isActive && isNamingDirection ? 'true' : undefined}
      >
        {column.header}
        {isActive && isNamingDirection ? (
          <Box component="span" sx={visuallyHidden}>
            {` (${t(direction === 'asc' ? 'dataTable.sortedAscending' : 'dataTable.sortedDescending')})`}
          </Box>
        ) : null}
      </TableSortLabel>
    )
  }

  const pageCheckbox = selection ? (
    <Checkbox
      checked={isPageSelected}
      indeterminate={selectedOnPage > 0 && !isPageSelected}
      disabled={isPending || pageIds.length === 0 || (isFull && selectedOnPage === 0)}
      onChange={togglePage}
      slotProps={{ input: { 'aria-label': t('dataTable.selectAllOnPage') } }}
    />
  ) : null
  const rowCheckbox = (row: Row) => {
    if (!selection) return null
    const id = getRowId(row)
    const isSelected = selectedSet.has(id)
    return (
      <Checkbox
        checked={isSelected}
        disabled={!isSelected && isFull}
        onChange={() => toggleRow(id)}
        slotProps={{
          input: { 'aria-label': t('dataTable.selectRow', { label: selection.rowLabel(row) }) },
        }}
      />
    )
  }

  const empty = (
    <Typography sx={{ color: 'text.secondary', py: 2 }}>
      {emptyMessage ?? t('dataTable.empty')}
    </Typography>
  )
  const skeletonCount = pagination
    ? Math.min(rows.length || SKELETON_ROWS, per)
    : rows.length || SKELETON_ROWS
  const skeletons = Array.from({ length: skeletonCount }, (_, index) => index)

  const bodyCell = (column: DataTableColumn<Row>, row: Row, sx?: typeof FOOTER_CELL) =>
    column.isRowHeader ? (
      <TableCell
        key={column.key}
        component="th"
        scope="row"
        align={column.align}
        sx={{ ...ROW_HEADER, ...sx }}
      >
        {column.cell(row)}
      </TableCell>
    ) : (
      <TableCell key={column.key} align={column.align} sx={sx}>
        {column.cell(row)}
      </TableCell>
    )

  const table = (
    <TableContainer component={Paper} variant="outlined" ref={scrollToEnd}>
      <Table size="small" aria-label={label} aria-busy={isPending || undefined}>
        <TableHead>
          <TableRow>
            {selection ? <TableCell padding="checkbox">{pageCheckbox}</TableCell> : null}
            {columns.map((column) => {
              const isSorted = column.sortKey !== undefined && sort?.key === column.sortKey
              return (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={isSorted && sort ? sort.direction : false}
                  sx={{
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                    ...(column.isRowHeader && ROW_HEADER),
                  }}
                >
                  {column.sortKey ? renderSortLink(column, column.sortKey, false) : column.header}
                </TableCell>
              )
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            skeletons.map((index) => (
              <TableRow key={index}>
                {selection ? <TableCell padding="checkbox" /> : null}
                {columns.map((column) => (
                  <TableCell key={column.key}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + (selection ? 1 : 0)} align="center">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const id = getRowId(row)
              return (
                <TableRow
                  key={id}
                  hover
                  selected={selectedSet.has(id)}
                  sx={SELECTED_ROW}
                  {...rowProps?.(row)}
                >
                  {selection ? <TableCell padding="checkbox">{rowCheckbox(row)}</TableCell> : null}
                  {columns.map((column) => bodyCell(column, row))}
                </TableRow>
              )
            })
          )}
        </TableBody>
        {footerRow && !isPending && rows.length > 0 ? (
          <TableFooter>
            <TableRow {...rowProps?.(footerRow)}>
              {selection ? <TableCell padding="checkbox" /> : null}
              {columns.map((column) => bodyCell(column, footerRow, FOOTER_CELL))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  )

  const card = (row: Row, key: Id | 'footer', isFooter = false) => (
    <Paper
      component="li"
      key={key}
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        fontWeight: isFooter ? 700 : undefined,
      }}
      {...rowProps?.(row)}
    >
      {selection && !isFooter ? <Box sx={{ mt: -1, ml: -1 }}>{rowCheckbox(row)}</Box> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {titleColumns.map((column) => (
          <Box key={column.key} sx={{ fontWeight: 700, mb: 1 }}>
            {column.cell(row)}
          </Box>
        ))}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {rowColumns.map((column) => (
            <Fragment key={column.key}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {column.header}
              </Box>
              <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                {column.cell(row)}
              </Box>
            </Fragment>
          ))}
        </Box>
        {actionColumns.length ? (
          <Stack
            direction="row"
            sx={{
              mt: 1,
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: 1,
            }}
          >
            {actionColumns.map((column) => (
              <Fragment key={column.key}>{column.cell(row)}</Fragment>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Paper>
  )

  const titleColumns = columns.filter((column) => column.phone === 'title')
  const rowColumns = columns.filter((column) => (column.phone ?? 'row') === 'row')
  const actionColumns = columns.filter((column) => column.phone === 'actions')
  const sortColumns = columns.filter((column) => column.sortKey !== undefined)
  const cards = (
    <Stack spacing={1.5}>
      {selection || sortColumns.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          {selection ? (
            <FormControlLabel
              control={pageCheckbox ?? <span />}
              label={t('dataTable.selectAllOnPage')}
            />
          ) : null}
          {sortColumns.length ? (
            <Stack
              role="group"
              aria-label={t('dataTable.sortBy')}
              direction="row"
              sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}
            >
              <Typography variant="body2" aria-hidden sx={{ color: 'text.secondary' }}>
                {t('dataTable.sortBy')}
              </Typography>
              {sortColumns.map((column) => (
                <Fragment key={column.key}>
                  {renderSortLink(column, column.sortKey ?? column.key, true)}
                </Fragment>
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {!isPending && rows.length === 0 ? (
        empty
      ) : (
        <Stack
          component="ul"
          aria-label={label}
          aria-busy={isPending || undefined}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {isPending
            ? skeletons.map((index) => (
                <Paper component="li" key={index} variant="outlined" sx={{ p: 2 }}>
                  <Skeleton variant="text" width="60%" />
                  <Skeleton variant="text" />
                </Paper>
              ))
            : [
                ...rows.map((row) => card(row, getRowId(row))),
                ...(footerRow && rows.length > 0 ? [card(footerRow, 'footer', true)] : []),
              ]}
        </Stack>
      )}
    </Stack>
  )

  return (
    <Stack spacing={2}>
      {isTotalShown || selection ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          {isTotalShown ? (
            <Typography data-testid="data-table-total">
              {t('dataTable.totalCount', {
                count: formatCount(
                  locale,
                  pagination?.totalCount ?? rows.length,
                  pagination !== undefined && isCountCapped,
                ),
              })}
            </Typography>
          ) : null}
          {selection ? (
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              data-testid="data-table-toolbar"
            >
              <Typography role="status" variant="body2">
                {t('dataTable.selectedCount', { count: selectedIds.length })}
                {isFull ? (
                  <Box component="span" sx={{ display: 'block', color: 'warning.dark' }}>
                    {t('dataTable.selectionLimit', { max })}
                  </Box>
                ) : null}
              </Typography>
              {selection.renderToolbar({ selectedIds, clearSelection })}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {isHydrated ? (
        isPhone ? (
          cards
        ) : (
          table
        )
      ) : (
        // The server cannot know the screen's width: it sends both layouts and CSS shows one,
        // so phones do not see the wide table flash before hydration picks the cards.
        <>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{table}</Box>
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{cards}</Box>
        </>
      )}
      {pagination && perOptions?.length ? (
        <Stack
          role="group"
          aria-label={t('dataTable.perPage')}
          direction="row"
          spacing={1.5}
          sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Typography variant="body2" aria-hidden sx={{ color: 'text.secondary' }}>
            {t('dataTable.perPage')}
          </Typography>
          {perOptions.map((option) => (
            <MuiLink
              key={option}
              component={Link}
              to={listHref(location, {
                per: option === defaultPer ? null : String(option),
                page: null,
              })}
              preventScrollReset
              aria-current={option === per ? 'true' : undefined}
              variant="body2"
              sx={option === per ? { fontWeight: 700, textDecoration: 'none' } : undefined}
            >
              {option}
            </MuiLink>
          ))}
        </Stack>
      ) : null}
      {pagination ? <ListPagination pagination={pagination} /> : null}
    </Stack>
  )
}
