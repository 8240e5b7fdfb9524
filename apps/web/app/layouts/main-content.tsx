import Container from '@mui/material/Container'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The page's one main landmark, as wide as the layout allows. Once React has hydrated it (the
 * recruiter layout may hydrate after the router starts, as its code loads on demand) it carries
 * `data-hydrated`, which browser tests wait for before they click.
 */
export function Main({
  children,
  maxWidth,
}: {
  children: ReactNode
  maxWidth: 'md' | 'lg' | 'xl'
}) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.dataset.hydrated = 'true'
  }, [])
  return (
    <Container
      ref={ref}
      component="main"
      id="main"
      maxWidth={maxWidth}
      sx={{ py: { xs: 2, md: 4 } }}
    >
      {children}
    </Container>
  )
}
