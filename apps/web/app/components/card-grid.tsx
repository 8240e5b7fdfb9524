import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Key, ReactNode } from 'react'

/** Cards a row from a breakpoint up; one a row on a phone unless `xs` says otherwise. */
export interface GridColumns {
  xs?: number
  sm?: number
  md?: number
}

interface CardGridProps<Item> {
  items: readonly Item[]
  getKey: (item: Item) => Key
  renderItem: (item: Item, index: number) => ReactNode
  /** Shown instead of the grid when there are no items; without it an empty grid shows nothing. */
  emptyMessage?: string
  testId?: string
  emptyTestId?: string
  columns?: GridColumns
  /** Room between the cards, in theme spacing. */
  gap?: number
}

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`

/**
 * A list of cards (jobs, companies, agents, columns, events) as a grid, or the empty state. One
 * card a row on a phone; `columns` says how many from which breakpoint up (`{}`: one throughout).
 */
export function CardGrid<Item>({
  items,
  getKey,
  renderItem,
  emptyMessage,
  testId,
  emptyTestId,
  columns = { md: 2 },
  gap = 2,
}: CardGridProps<Item>) {
  if (items.length === 0) {
    if (emptyMessage === undefined) return null
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
        gap,
        gridTemplateColumns: {
          xs: columns.xs ? repeat(columns.xs) : 'minmax(0, 1fr)',
          ...(columns.sm ? { sm: repeat(columns.sm) } : {}),
          ...(columns.md ? { md: repeat(columns.md) } : {}),
        },
      }}
    >
      {items.map((item, index) => (
        <li key={getKey(item)}>{renderItem(item, index)}</li>
      ))}
    </Box>
  )
}
