import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from 'react'

type Edge = 'start' | 'end'

const CHEVRON = {
  start: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  end: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
}

/** The fade and arrow at one edge: a sign, not a control, so taps reach the link beneath. */
function EdgeSign({ edge, isShown, colour }: { edge: Edge; isShown: boolean; colour: string }) {
  return (
    <Box
      aria-hidden="true"
      data-scroll-sign={edge}
      data-shown={isShown}
      sx={(theme) => {
        const solid =
          colour === 'default' ? theme.palette.background.default : theme.palette.background.paper
        return {
          position: 'absolute',
          top: 0,
          bottom: 0,
          [edge === 'start' ? 'left' : 'right']: 0,
          width: 36,
          display: 'flex',
          alignItems: 'center',
          justifyContent: edge === 'start' ? 'flex-start' : 'flex-end',
          pointerEvents: 'none',
          color: 'text.secondary',
          background: `linear-gradient(to ${edge === 'start' ? 'right' : 'left'}, ${solid} 40%, transparent)`,
          opacity: isShown ? 1 : 0,
          transition: 'opacity 150ms',
        }
      }}
    >
      <Box component="svg" viewBox="0 0 24 24" sx={{ width: 20, height: 20, fill: 'currentColor' }}>
        <path d={CHEVRON[edge]} />
      </Box>
    </Box>
  )
}

/**
 * A row that scrolls sideways when it is wider than the screen (category bars, tab rows), with a
 * fade and an arrow at each edge that has more to show, so a word cut at the edge reads as "more
 * this way" rather than as a broken layout. The signs appear once the page runs in the browser,
 * where the row's width is known.
 */
export function ScrollRow({
  children,
  background = 'paper',
  scrollerRef,
  sx,
  testId,
}: {
  children: ReactNode
  /** The surface the row sits on, which the fades blend into. */
  background?: 'paper' | 'default'
  /** The scrolling element, e.g. to bring the current item into view. */
  scrollerRef?: Ref<HTMLDivElement>
  sx?: SxProps<Theme>
  testId?: string
}) {
  const own = useRef<HTMLDivElement | null>(null)
  const [more, setMore] = useState({ start: false, end: false })

  const measure = useCallback(() => {
    const row = own.current
    if (!row) return
    // A pixel of slack: zoomed pages report fractional widths.
    const start = row.scrollLeft > 1
    const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }))
  }, [])

  useEffect(() => {
    const row = own.current
    if (!row) return
    measure()
    row.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(row)
    return () => {
      row.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [measure])

  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      own.current = element
      if (typeof scrollerRef === 'function') scrollerRef(element)
      else if (scrollerRef) scrollerRef.current = element
    },
    [scrollerRef],
  )

  return (
    <Box sx={{ position: 'relative' }} data-testid={testId}>
      <Box
        ref={setRef}
        sx={[{ display: 'flex', overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Box>
      <EdgeSign edge="start" isShown={more.start} colour={background} />
      <EdgeSign edge="end" isShown={more.end} colour={background} />
    </Box>
  )
}
