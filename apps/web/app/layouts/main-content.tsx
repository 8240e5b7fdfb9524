import Container from '@mui/material/Container'
import type { ReactNode } from 'react'

/** The page's one main landmark, as wide as the layout allows. */
export function Main({
  children,
  maxWidth,
}: {
  children: ReactNode
  maxWidth: 'md' | 'lg' | 'xl'
}) {
  return (
    <Container component="main" id="main" maxWidth={maxWidth} sx={{ py: { xs: 2, md: 4 } }}>
      {children}
    </Container>
  )
}
