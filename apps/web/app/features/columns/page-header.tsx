import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ComponentProps, ReactNode } from 'react'
import { PageSection, PageTitle } from '../../components/page-heading'

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
      <PageTitle sx={{ lineHeight: 1.4, mb: lead ? 1 : 0 }}>{title}</PageTitle>
      {lead ? <Typography color="text.secondary">{lead}</Typography> : null}
      {children}
    </Box>
  )
}

/** A titled part of a column page; the parts follow one another with room between. */
export function ColumnSection(props: Omit<ComponentProps<typeof PageSection>, 'sx'>) {
  return <PageSection {...props} sx={{ mb: { xs: 4, md: 6 } }} />
}
