import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef } from 'react'

/** One line or set of bars of a chart: its name, colour and a value per label. */
export interface ChartSeries {
  label: string
  colour: string
  values: readonly number[]
}

/**
 * A chart over time (Chart.js, loaded when the chart is drawn, so no page carries it in its first
 * load) with its figures in a table beneath: the table is what screen readers and a page without
 * scripts read, and the canvas is hidden from them.
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
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const titleId = useId()
  useEffect(() => {
    let chart: { destroy(): void } | undefined
    let isCancelled = false
    void import('chart.js').then((module) => {
      if (isCancelled || !canvas.current) return
      const { Chart } = module
      Chart.register(
        module.BarController,
        module.BarElement,
        module.LineController,
        module.LineElement,
        module.PointElement,
        module.CategoryScale,
        module.LinearScale,
        module.Legend,
        module.Tooltip,
      )
      chart = new Chart(canvas.current, {
        type: kind,
        data: {
          labels: [...labels],
          datasets: series.map((line) => ({
            label: line.label,
            data: [...line.values],
            backgroundColor: line.colour,
            borderColor: line.colour,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      })
    })
    return () => {
      isCancelled = true
      chart?.destroy()
    }
  }, [kind, labels, series])
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ position: 'relative', height: 260, mt: 1 }}>
        <canvas ref={canvas} data-testid="time-chart-canvas" />
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
