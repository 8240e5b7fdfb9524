import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../lib/i18n'
import { localName } from '../lib/localised'
import { mergeSx } from './sx'

// The headings of the public pages: one size for a page's h1 and one for its sections' h2, so
// every page of the catalogue reads alike.

const TITLE_SIZES = {
  /** A list or landing page. */
  page: { fontSize: { xs: 24, md: 32 } },
  /** A record's own page (a company, an agent, a job), whose name may be long. */
  record: { fontSize: { xs: 22, md: 30 }, overflowWrap: 'anywhere' },
  /** The theme's own h4 size, as the event pages use it. */
  standard: { overflowWrap: 'anywhere' },
} as const

/** A page's one h1. */
export function PageTitle({
  children,
  size = 'page',
  id,
  testId,
  sx,
}: {
  children: ReactNode
  size?: keyof typeof TITLE_SIZES
  id?: string
  testId?: string
  sx?: SxProps<Theme>
}) {
  return (
    <Typography
      id={id}
      data-testid={testId}
      variant="h4"
      component="h1"
      sx={mergeSx({ fontWeight: 700, ...TITLE_SIZES[size] }, sx)}
    >
      {children}
    </Typography>
  )
}

/**
 * A company's or agent's name as its page's h1, with the name in the other language beneath it
 * when the record has one that differs.
 */
export function RecordTitle({ record }: { record: { name: string; nameEn: string | null } }) {
  const { locale } = useTranslation('common')
  const name = localName(locale, record)
  const otherName = locale === 'en' ? record.name : record.nameEn
  return (
    <>
      <PageTitle size="record">{name}</PageTitle>
      {otherName && otherName !== name ? (
        <Typography variant="body2" color="text.secondary" lang={locale === 'en' ? 'ja' : 'en'}>
          {otherName}
        </Typography>
      ) : null}
    </>
  )
}

/**
 * The heading of a list page: its one h1, a line on what the page lists, and the page's main
 * action (a "new" button) beside them from sm up, below them on a phone.
 */
export function PageHeading({
  title,
  description,
  descriptionTestId,
  action,
}: {
  title: string
  description?: string | null
  descriptionTestId?: string
  action?: ReactNode
}) {
  const heading = (
    <Box>
      <PageTitle>{title}</PageTitle>
      {description ? (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid={descriptionTestId}>
          {description}
        </Typography>
      ) : null}
    </Box>
  )
  if (!action) return heading
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        justifyContent: 'space-between',
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      {heading}
      <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }}>{action}</Box>
    </Box>
  )
}

const SECTION_SIZES = {
  /** A section of the page itself. */
  large: { variant: 'h5', sx: { fontWeight: 700, fontSize: { xs: 20, md: 24 } } },
  /** A part inside a panel or beside the main content. */
  small: { variant: 'h6', sx: { fontWeight: 700 } },
} as const

/** A section's heading (h2 unless nested); `count` follows the title in smaller type ("Jobs (12)"). */
export function SectionTitle({
  id,
  children,
  size = 'large',
  component = 'h2',
  count,
  countTestId,
  sx,
}: {
  id?: string
  children: ReactNode
  size?: keyof typeof SECTION_SIZES
  component?: 'h2' | 'h3'
  count?: ReactNode
  countTestId?: string
  sx?: SxProps<Theme>
}) {
  const { variant, sx: own } = SECTION_SIZES[size]
  return (
    <Typography id={id} variant={variant} component={component} sx={mergeSx(own, sx)}>
      {children}
      {count === undefined ? null : (
        <Box
          component="span"
          data-testid={countTestId}
          sx={{ ml: 1, fontSize: 16, color: 'text.secondary' }}
        >
          {count}
        </Box>
      )}
    </Typography>
  )
}

/** A titled part of a page: its h2, a link to more of the same beside it, then the content. */
export function PageSection({
  id,
  title,
  more,
  testId,
  sx,
  children,
}: {
  id: string
  title: string
  more?: { to: string; label: string }
  testId?: string
  sx?: SxProps<Theme>
  children: ReactNode
}) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId} sx={sx}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <SectionTitle id={id}>{title}</SectionTitle>
        {more ? (
          <Link component={RouterLink} to={more.to} variant="body2" sx={{ flexShrink: 0 }}>
            {more.label}
          </Link>
        ) : null}
      </Box>
      {children}
    </Box>
  )
}
