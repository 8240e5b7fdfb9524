import Avatar from '@mui/material/Avatar'

interface OrganisationLogoProps {
  name: string
  logoPath: string | null
  alt: string
  size?: number
}

/** The first letter of the name without its legal form, which every other name shares. */
function initialOf(name: string): string {
  return (
    Array.from(name.replace(/^(株式会社|有限会社|合同会社)\s*/, '').trim())[0]?.toUpperCase() ?? ''
  )
}

/**
 * A company's or agent's logo, or its first letter on a tinted square when it has none or the image
 * fails to load, so a card never shows a broken image.
 */

export function OrganisationLogo({ name, logoPath, alt, size = 56 }: OrganisationLogoProps) {
  return (
    <Avatar
      variant="rounded"
      src={logoPath ?? undefined}
      alt={alt}
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.light',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: size / 2.4,
        border: 1,
        borderColor: 'divider',
        '& img': { objectFit: 'contain', bgcolor: 'background.paper' },
      }}
    >
      {initialOf(name)}
    </Avatar>
  )
}
