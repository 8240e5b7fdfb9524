import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useMemo } from 'react'
import { ChartCanvas } from './chart-canvas'

/** Slice colours, in order: the theme's primary first, distinct enough side by side. */
export const SHARE_COLOURS = [
  '#325C8B',
  '#2E7D32',
  '#C77700',
  '#8E44AD',
  '#00838F',
  '#AD1457',
  '#6D4C41',
  '#546E7A',
] as const

/** One slice: its name and value. */
export interface ShareSlice {
  label: string
  value: number
}

/**
 * How a whole divides (a doughnut) beside the table of its figures, which the caller gives: the
 * table is what screen readers and a page without scripts read. Slices past the palette share
 * its last colour.
 */
export function ShareChart({
  title,
  slices,
  valueLabel,
  table,
}: {
  title: string
  slices: readonly ShareSlice[]
  /** What the slices count, for the chart's tooltip. */
  valueLabel: string
  /** The figures of every slice, with their shares. */
  table: ReactNode
}) {
  const titleId = useId()
  const { labels, datasets } = useMemo(
    () => ({
      labels: slices.map((slice) => slice.label),
      datasets: [
        {
          label: valueLabel,
          colour: slices.map(
            (_, index) => SHARE_COLOURS[Math.min(index, SHARE_COLOURS.length - 1)]!,
          ),
          values: slices.map((slice) => slice.value),
        },
      ],
    }),
    [slices, valueLabel],
  )
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'center',
        }}
      >
        <ChartCanvas type="doughnut" labels={labels} datasets={datasets} height={220} />
        <Box sx={{ minWidth: 0 }}>{table}</Box>
      </Box>
    </Box>
  )
}
