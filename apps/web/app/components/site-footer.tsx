import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../lib/i18n'

const FOOTER_LINKS = [
  { to: '/privacy', label: 'privacy' },
  { to: '/cookie', label: 'cookie' },
] as const

export function SiteFooter() {
  const { t } = useTranslation('common')
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'line.main', py: 3, px: 2, mt: 6 }}>
      <Stack
        component="nav"
        aria-label={t('footerNav')}
        direction="row"
        spacing={3}
        sx={{ justifyContent: 'center', mb: 1 }}
      >
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
            {t(link.label)}
          </Link>
        ))}
      </Stack>
      <Typography
        variant="caption"
        component="p"
        sx={{ textAlign: 'center', color: 'text.secondary' }}
      >
        {t('copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  )
}
