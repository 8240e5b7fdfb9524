import Box from '@mui/material/Box'

/**
 * A count in a small red bubble (unread scouts, unread notifications), hidden at zero. The bare
 * number is hidden from screen readers: the control it sits on names the count in words. MUI's
 * `Badge` draws the same bubble but brings its own positioning machinery to every page, where
 * the header's count sits after its word (decision 023); `overlap` puts it on an icon's corner.
 */
export function CountBadge({
  count,
  max = 99,
  overlap = false,
  testId,
}: {
  count: number
  max?: number
  overlap?: boolean
  testId?: string
}) {
  if (count <= 0) return null
  return (
    <Box
      component="span"
      aria-hidden
      data-testid={testId}
      data-count={count}
      sx={{ ...badge, ...(overlap ? onCorner : afterWord) }}
    >
      {count > max ? `${max}+` : count}
    </Box>
  )
}

const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  bgcolor: 'error.main',
  color: 'error.contrastText',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: 1,
}
const afterWord = { ml: 0.5 }
const onCorner = {
  position: 'absolute' as const,
  top: 0,
  right: 0,
  transform: 'translate(50%, -50%)',
}
