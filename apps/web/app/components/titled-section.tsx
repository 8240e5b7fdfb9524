import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * A titled part of a profile page (about, facts). `flush` lets the content reach the edges,
 * for a fact list with its own lines.
 */
export function TitledSection({
  title,
  children,
  flush = false,
}: {
  title: string
  children: ReactNode
  flush?: boolean
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ overflow: 'hidden' }}>
      <Typography
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, px: { xs: 2, md: 3 }, pt: 2, pb: flush ? 2 : 1 }}
      >
        {title}
      </Typography>
      <Box sx={flush ? undefined : { px: { xs: 2, md: 3 }, pb: 2 }}>{children}</Box>
    </Paper>
  )
}

/** A titled part holding text as its author wrote it, line breaks kept; nothing when empty. */
export function TitledText({ title, text, lang }: { title: string; text: string; lang?: string }) {
  if (!text) return null
  return (
    <TitledSection title={title}>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }} lang={lang}>
        {text}
      </Typography>
    </TitledSection>
  )
}
