import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import { NavLink } from 'react-router'
import { ScrollRow } from '../../components/scroll-row'
import { useTranslation } from '../../lib/i18n'
import { TAP, TOUCH } from '../../lib/theme'

const SECTIONS = [
  { to: '/job_infos/search_conditions', label: 'navJobs' },
  { to: '/job_infos/weekly_ranking', label: 'navRanking' },
  { to: '/companies', label: 'navCompanies' },
  { to: '/agents', label: 'navAgents' },
  { to: '/columns', label: 'navColumns' },
  { to: '/events', label: 'navEvents' },
] as const

/**
 * The catalogue's sections under the site header. On a phone the row scrolls sideways rather
 * than wrapping, so the header keeps one height; its edges show when there is more.
 */
export function CatalogueNavigation() {
  const { t } = useTranslation('common')
  return (
    <Box
      component="nav"
      aria-label={t('catalogueNav')}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" disableGutters>
        <ScrollRow sx={{ gap: 0.5, py: 0.5, px: { xs: 2, sm: 3 } }} testId="catalogue-nav-row">
          {SECTIONS.map((section) => (
            <Box
              key={section.to}
              component={NavLink}
              to={section.to}
              sx={{
                display: 'flex',
                alignItems: 'center',
                px: 1.5,
                py: 1,
                [TOUCH]: { minHeight: TAP },
                whiteSpace: 'nowrap',
                fontSize: 14,
                fontWeight: 500,
                color: 'text.primary',
                textDecoration: 'none',
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.hover' },
                '&.active': { color: 'primary.main', fontWeight: 700 },
              }}
            >
              {t(section.label)}
            </Box>
          ))}
        </ScrollRow>
      </Container>
    </Box>
  )
}
