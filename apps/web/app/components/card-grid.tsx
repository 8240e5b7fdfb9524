import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Key, ReactNode } from 'react'

/** Cards a row from a breakpoint up; one a row below the first. */
export interface GridColumns {
  sm?: number
  md?: number
}

interface CardGridProps<Item> {
  items: readonly Item[]
  getKey: (item: Item) => Key
  renderItem: (item: Item) => ReactNode
  /** Shown instead of the grid when there are no items. */
  emptyMessage: string
  testId: string
  emptyTestId: string
  columns?: GridColumns
}

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`

/**
 * A list of cards (companies, agents, columns) as a grid, or the empty state. One card a row on
 * a phone; `columns` says how many from which breakpoint up.
 */
export function CardGrid<Item>({
  items,
  getKey,
  renderItem,
  emptyMessage,
  testId,
  emptyTestId,
  columns = { md: 2 },
}: CardGridProps<Item>) {
  if (items.length === 0) {
    return (
      <Typography
        data-testid={emptyTestId}
        color="text.secondary"
        sx={{ py: 4, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 1 }}
      >
        {emptyMessage}
      </Typography>
    )
  }
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          ...(columns.sm ? { sm: repeat(columns.sm) } : {}),
          ...(columns.md ? { md: repeat(columns.md) } : {}),
        },
      }}
    >
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </Box>
  )
}
