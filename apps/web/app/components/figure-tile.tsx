import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** One figure at a glance: what it counts, the figure large, and a note or link beneath. */
export function FigureTile({
  label,
  value,
  note,
  testId,
}: {
  label: string
  value: string
  note?: ReactNode
  testId: string
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        variant="h5"
        sx={{ fontWeight: 700 }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Paper>
  )
}
