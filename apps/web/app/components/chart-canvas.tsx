import Box from '@mui/material/Box'
import { useEffect, useRef } from 'react'

/** One line, set of bars or ring of a chart: its name, colours and a value per label. */
export interface ChartDataset {
  label: string
  /** One colour for the whole dataset, or one per value (a doughnut's slices). */
  colour: string | readonly string[]
  values: readonly number[]
}

/**
 * A Chart.js canvas (spec section 9: bar, doughnut and line charts with category and linear
 * scales, a legend and a tooltip). Chart.js is loaded when the chart is drawn, so no page carries
 * it in its first load. The canvas is hidden from screen readers: every chart has its figures in
 * a table beside it, which is what they and a page without scripts read.
 */
export function ChartCanvas({
  type,
  labels,
  datasets,
  height = 260,
}: {
  type: 'bar' | 'line' | 'doughnut'
  labels: readonly string[]
  datasets: readonly ChartDataset[]
  height?: number
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null)
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
        module.DoughnutController,
        module.ArcElement,
        module.CategoryScale,
        module.LinearScale,
        module.Legend,
        module.Tooltip,
      )
      chart = new Chart(canvas.current, {
        type,
        data: {
          labels: [...labels],
          datasets: datasets.map((dataset) => ({
            label: dataset.label,
            data: [...dataset.values],
            backgroundColor:
              typeof dataset.colour === 'string' ? dataset.colour : [...dataset.colour],
            borderColor: typeof dataset.colour === 'string' ? dataset.colour : '#fff',
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          ...(type === 'doughnut'
            ? {}
            : { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }),
        },
      })
    })
    return () => {
      isCancelled = true
      chart?.destroy()
    }
  }, [type, labels, datasets])
  return (
    <Box aria-hidden sx={{ position: 'relative', height }}>
      <canvas ref={canvas} data-testid={`chart-canvas-${type}`} />
    </Box>
  )
}
