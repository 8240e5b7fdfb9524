import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The frame of the LINE pages: a panel headed by the page's title. */
export function LinePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ maxWidth: 640, mx: 'auto', bgcolor: 'background.paper', p: { xs: 2, md: 4 } }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}
