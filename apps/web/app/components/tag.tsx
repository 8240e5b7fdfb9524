import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { mergeSx } from './sx'

// Small labels (job tags, NEW, a state, a fee) drawn with plain elements: lists show many, and
// MUI's Chip, made for chips one clicks or deletes, would add its machinery to each page's first
// load. A chip that is a link or a button stays MUI's Chip.

type Colour = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'

/** The product's own badges: NEW, a sponsored listing, a special scout. */
const TONES = {
  new: { bgcolor: 'error.main', color: '#FFFFFF', fontWeight: 700 },
  sponsored: { bgcolor: 'accent.dark', color: '#FFFFFF', fontWeight: 700 },
  special: { bgcolor: 'accent.main', color: 'accent.contrastText', fontWeight: 700 },
} as const

/** MUI Chip's colours, so a state reads the same wherever it is shown. */
function coloured(colour: Colour, variant: 'filled' | 'outlined') {
  if (variant === 'filled') {
    return colour === 'default'
      ? { bgcolor: 'action.selected', color: 'text.primary' }
      : { bgcolor: `${colour}.main`, color: `${colour}.contrastText` }
  }
  return colour === 'default'
    ? { border: 1, borderColor: 'rgba(0, 0, 0, 0.36)', color: 'text.primary' }
    : { border: 1, borderColor: `${colour}.main`, color: `${colour}.main` }
}

const SIZES = {
  small: { height: 22, px: 1, borderRadius: 11, fontSize: 12 },
  medium: { height: 32, px: 1.5, borderRadius: 16, fontSize: 13 },
} as const

export function Tag({
  tone,
  colour = 'default',
  variant = 'outlined',
  size = 'small',
  icon,
  title,
  sx,
  children,
  ...data
}: {
  /** One of the product's badges; otherwise `colour` and `variant` say how it looks. */
  tone?: keyof typeof TONES
  colour?: Colour
  variant?: 'filled' | 'outlined'
  size?: keyof typeof SIZES
  /** An icon before the text (the lock of a profile not yet complete). */
  icon?: ReactNode
  title?: string
  sx?: SxProps<Theme>
  children: ReactNode
  /** `data-testid` and the like. */
  [data: `data-${string}`]: string | number | boolean | undefined
}) {
  return (
    <Box
      component="span"
      title={title}
      {...data}
      sx={mergeSx(
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          lineHeight: 1,
          whiteSpace: 'nowrap',
          ...SIZES[size],
          ...(tone ? TONES[tone] : coloured(colour, variant)),
          '& > svg': { fontSize: size === 'small' ? 16 : 18 },
        },
        sx,
      )}
    >
      {icon}
      {children}
    </Box>
  )
}
