import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'

/**
 * The heading levels of the candidate's parts: below the page's h1 on the full page, below the
 * dialog's own h2 in the side panel.
 */
export type SectionLevel = 'h2' | 'h3'

/** One titled part of the candidate's page or panel. */
export function DetailSection({
  title,
  level,
  testId,
  children,
}: {
  title: string
  level: SectionLevel
  testId?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Typography
        id={id}
        component={level}
        variant={level === 'h2' ? 'h6' : 'subtitle1'}
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** Text the candidate or a co-worker wrote, line breaks kept, always as text. */
export function WrittenText({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  )
}
