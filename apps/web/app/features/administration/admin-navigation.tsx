import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { ADMIN_PREFIX } from '../../lib/paths'
import {
  ADMIN_BANNERS_PATH,
  ADMIN_CERTIFICATIONS_PATH,
  ADMIN_CLIENT_NOTES_PATH,
  ADMIN_COLUMNS_PATH,
  ADMIN_EVENTS_PATH,
  ADMIN_ORGANISATIONS_PATH,
  ADMIN_SPECIAL_EVENTS_PATH,
  ADMIN_TAGS_PATH,
  ADMIN_UNIVERSITIES_PATH,
  AUDIT_EVENTS_PATH,
  JOB_REPORTS_PATH,
  PERSONAL_DATA_REQUESTS_PATH,
  RECRUITER_REPORTS_PATH,
  REDIRECT_RULES_PATH,
  SCOUT_CAMPAIGNS_PATH,
} from './paths'

/** The admin area's pages, in menu order. */
const ENTRIES = [
  { to: ADMIN_PREFIX, label: 'figures', end: true },
  { to: ADMIN_ORGANISATIONS_PATH, label: 'organisations' },
  { to: JOB_REPORTS_PATH, label: 'jobReports' },
  { to: RECRUITER_REPORTS_PATH, label: 'recruiterReports' },
  { to: PERSONAL_DATA_REQUESTS_PATH, label: 'dataRequests' },
  { to: ADMIN_BANNERS_PATH, label: 'banners' },
  { to: ADMIN_COLUMNS_PATH, label: 'columns' },
  { to: ADMIN_TAGS_PATH, label: 'tags' },
  { to: ADMIN_EVENTS_PATH, label: 'events' },
  { to: ADMIN_SPECIAL_EVENTS_PATH, label: 'specialEvents' },
  { to: ADMIN_CLIENT_NOTES_PATH, label: 'clientNotes' },
  { to: SCOUT_CAMPAIGNS_PATH, label: 'scoutCampaigns' },
  { to: ADMIN_UNIVERSITIES_PATH, label: 'universities' },
  { to: ADMIN_CERTIFICATIONS_PATH, label: 'certifications' },
  { to: AUDIT_EVENTS_PATH, label: 'auditEvents' },
  { to: REDIRECT_RULES_PATH, label: 'redirectRules' },
] as const

/** The admin area's menu: a column from lg, a row that wraps below. */
export function AdminNavigation() {
  const { t } = useTranslation('admin')
  return (
    <List
      component="nav"
      aria-label={t('nav.label')}
      dense
      data-testid="admin-navigation"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', lg: 'column' },
        flexWrap: 'wrap',
        gap: 0.5,
      }}
    >
      {ENTRIES.map((entry) => (
        <ListItemButton
          key={entry.to}
          component={NavLink}
          to={entry.to}
          end={'end' in entry}
          sx={{
            flexGrow: 0,
            borderRadius: 1,
            '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
          }}
        >
          <ListItemText primary={t(`nav.${entry.label}`)} />
        </ListItemButton>
      ))}
    </List>
  )
}
