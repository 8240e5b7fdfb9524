import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

// Small labels (job tags, NEW, PR) drawn with plain elements: every job list shows several, and
// MUI's Chip, made for interactive chips, would add its machinery to each list page's first load.

type Tone = 'outlined' | 'new' | 'sponsored'

const TONES = {
  outlined: { border: 1, borderColor: 'rgba(0, 0, 0, 0.36)', color: 'text.primary' },
  new: { bgcolor: 'error.main', color: '#FFFFFF', fontWeight: 700 },
  sponsored: { bgcolor: 'accent.dark', color: '#FFFFFF', fontWeight: 700 },
} as const

export function Tag({
  tone = 'outlined',
  title,
  children,
}: {
  tone?: Tone
  title?: string
  children: ReactNode
}) {
  return (
    <Box
      component="span"
      title={title}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 22,
        px: 1,
        borderRadius: 11,
        fontSize: 12,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        ...TONES[tone],
      }}
    >
      {children}
    </Box>
  )
}
