import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
}

/** Label and value pairs as a description list: two columns from sm up, stacked on a phone. */
export function FactList({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '10rem minmax(0, 1fr)' },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{
              px: 2,
              pt: 1.5,
              pb: { xs: 0, sm: 1.5 },
              fontWeight: 700,
              color: 'text.secondary',
              bgcolor: { sm: 'background.default' },
              borderBottom: { sm: 1 },
              borderColor: { sm: 'divider' },
            }}
          >
            {fact.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              px: 2,
              pt: { xs: 0.5, sm: 1.5 },
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              overflowWrap: 'anywhere',
            }}
          >
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

/** Only web addresses become links: a stored value is never trusted to be one. */
export const isWebUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value)

export function ExternalLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {href.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </Link>
  )
}
