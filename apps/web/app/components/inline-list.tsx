import Stack from '@mui/material/Stack'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { mergeSx } from './sx'

/**
 * A row of small items (tags, chips) that wraps onto more lines. It is a list with a name, so
 * assistive technology says what the items are and how many there are. Children are `<li>`s.
 */
export function InlineList({
  label,
  gap = 0.5,
  sx,
  children,
}: {
  label: string
  gap?: number
  sx?: SxProps<Theme>
  children: ReactNode
}) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      sx={mergeSx({ flexWrap: 'wrap', gap, listStyle: 'none', p: 0, m: 0 }, sx)}
    >
      {children}
    </Stack>
  )
}
