import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { ChartCanvas } from './chart-canvas'

/** One line or set of bars of a chart: its name, colour and a value per label. */
export interface ChartSeries {
  label: string
  colour: string
  values: readonly number[]
}

/**
 * A chart over time with its figures in a table beneath: the table is what screen readers and a
 * page without scripts read.
 */
export function TimeChart({
  title,
  labels,
  series,
  kind = 'bar',
  formatValue = String,
}: {
  title: string
  /** The periods, already written for the reader (one per value of each series). */
  labels: readonly string[]
  series: readonly ChartSeries[]
  kind?: 'bar' | 'line'
  formatValue?: (value: number) => string
}) {
  const titleId = useId()
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <ChartCanvas type={kind} labels={labels} datasets={series} />
      </Box>
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell />
              {series.map((line) => (
                <TableCell key={line.label} align="right">
                  {line.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {labels.map((label, index) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {series.map((line) => (
                  <TableCell key={line.label} align="right">
                    {formatValue(line.values[index] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  )
}
