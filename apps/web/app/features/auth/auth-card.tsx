import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The frame of the small account forms: a title, a lead, messages, the form. */
export function AuthCard({
  title,
  description,
  error,
  success,
  children,
}: {
  title: string
  description?: string
  error?: string | null
  success?: string | null
  children?: ReactNode
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 3, md: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description ? <Typography color="text.secondary">{description}</Typography> : null}
        {error ? (
          <Alert severity="error" data-testid="form-error">
            {error}
          </Alert>
        ) : null}
        {success ? (
          <Alert severity="success" data-testid="form-success">
            {success}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Paper>
  )
}
