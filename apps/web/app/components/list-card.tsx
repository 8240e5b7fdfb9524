import Card, { type CardProps } from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { ElementType, ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { OrganisationLogo } from './organisation-logo'
import { mergeSx } from './sx'

type ListCardProps = Omit<CardProps, 'children' | 'variant' | 'sx'> & {
  /** What stands before the text: a logo, a rank. */
  aside?: ReactNode
  /** Room between the lines of text; none when they set their own margins. */
  spacing?: number
  children: ReactNode
}

/**
 * One record of a list as a card: an optional picture at the start and the text beside it, as
 * tall as the tallest card of its row. Test ids and data attributes go on the card.
 */
export function ListCard({ aside, spacing, children, ...card }: ListCardProps) {
  return (
    <Card variant="outlined" {...card} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {aside}
        <Stack spacing={spacing} sx={{ minWidth: 0, flex: 1 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  )
}

/** A card's title: the link to the record, at the heading level the page's outline needs. */
export function CardTitle({
  to,
  component = 'h3',
  sx,
  children,
}: {
  to: string
  component?: ElementType
  sx?: SxProps<Theme>
  children: ReactNode
}) {
  return (
    <Typography
      component={component}
      variant="subtitle1"
      sx={mergeSx({ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }, sx)}
    >
      <Link component={RouterLink} to={to} underline="hover">
        {children}
      </Link>
    </Typography>
  )
}

type OrganisationCardProps = Omit<ListCardProps, 'aside' | 'spacing'> & {
  name: string
  logoPath: string | null
  logoAlt: string
  /** The organisation's own page. */
  to: string
  headingComponent: ElementType
}

/** A company or agent of a list: its logo, its name (the link), then what the list says of it. */
export function OrganisationCard({
  name,
  logoPath,
  logoAlt,
  to,
  headingComponent,
  children,
  ...card
}: OrganisationCardProps) {
  return (
    <ListCard
      {...card}
      aside={<OrganisationLogo name={name} logoPath={logoPath} alt={logoAlt} />}
      spacing={0.75}
    >
      <CardTitle component={headingComponent} to={to}>
        {name}
      </CardTitle>
      {children}
    </ListCard>
  )
}
