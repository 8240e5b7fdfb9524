import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { Form, Link as RouterLink } from 'react-router'

/**
 * A list's filters as a plain GET form in a panel: each search is an address of its own that can
 * be shared, crawled and opened before the page has hydrated.
 */
export function SearchPanel({
  action,
  label,
  spacing,
  children,
}: {
  /** The list's own path, which the form reloads with the chosen filters. */
  action: string
  /** The form's accessible name. */
  label: string
  spacing: number
  children: ReactNode
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Form method="get" action={action} role="search" aria-label={label}>
        <Stack spacing={spacing}>{children}</Stack>
      </Form>
    </Paper>
  )
}

/** The panel's buttons: clear every filter (the bare list address) and search. */
export function SearchPanelActions({
  clearTo,
  clearLabel,
  submitLabel,
}: {
  clearTo: string
  clearLabel: string
  submitLabel: string
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <Link component={RouterLink} to={clearTo}>
        {clearLabel}
      </Link>
      <Button type="submit" variant="contained" sx={{ minWidth: 140 }}>
        {submitLabel}
      </Button>
    </Stack>
  )
}
