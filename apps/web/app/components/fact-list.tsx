import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
}

// From sm up a label and its value are two cells of one row, with the same padding and the same
// line under them; on a phone the label sits right above its value and only the value is lined.
const CELL = { px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' } as const
const LABEL = {
  pb: { xs: 0, sm: 1.5 },
  borderBottom: { xs: 0, sm: 1 },
  fontWeight: 700,
  color: 'text.secondary',
  bgcolor: { sm: 'background.default' },
} as const
const VALUE = { m: 0, pt: { xs: 0.5, sm: 1.5 }, overflowWrap: 'anywhere' } as const

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
          <Box component="dt" sx={[CELL, LABEL]}>
            {fact.label}
          </Box>
          <Box component="dd" sx={[CELL, VALUE]}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

/** The facts a record has: entries written `condition ? { label, value } : null` drop out. */
export function presentFacts(facts: readonly (Fact | null | false)[]): Fact[] {
  return facts.filter((fact): fact is Fact => Boolean(fact))
}

/** A fact's text written over several lines, kept as written; nothing for an empty one. */
export function Prose({ value, testId }: { value: string; testId?: string }) {
  return value ? (
    <Box component="span" data-testid={testId} sx={{ whiteSpace: 'pre-wrap' }}>
      {value}
    </Box>
  ) : null
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
