import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The heading block of the column pages: the page's one h1 and a lead. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 }, lineHeight: 1.4, mb: lead ? 1 : 0 }}
      >
        {title}
      </Typography>
      {lead ? <Typography color="text.secondary">{lead}</Typography> : null}
      {children}
    </Box>
  )
}

/** A titled part of a page, with its h2. */
export function PageSection({
  id,
  title,
  children,
  action,
}: {
  id: string
  title: string
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 4, md: 6 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography
          id={id}
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: 20, md: 24 } }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  )
}
