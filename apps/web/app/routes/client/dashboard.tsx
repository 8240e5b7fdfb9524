import { RECRUITER_PERMISSION_NAMES } from '@kakehashi/contracts'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { requireRecruiter, sessionUserContext } from '../../lib/access'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches } from '../../lib/meta'
import type { Route } from './+types/dashboard'

export const handle = { analyticsName: 'client_dashboard' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('dashboard')]

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).client.dashboardTitle }]
}

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(sessionUserContext)! }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('client')
  const { user } = loaderData
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('dashboardTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={1}>
          <Typography variant="h6" component="p">
            {t('dashboardWelcome', { name: user.profile.fullName })}
          </Typography>
          <Typography data-testid="organisation-name">
            {t('organisation')}: {user.organisation?.name}
          </Typography>
          {user.accountType ? (
            <Typography>
              {t('accountType')}: {t(`accountTypes.${user.accountType}`)}
            </Typography>
          ) : null}
          {user.trialRecruiter ? (
            <Chip label={t('trialAccount')} color="warning" sx={{ alignSelf: 'start' }} />
          ) : null}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('permissionsTitle')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {RECRUITER_PERMISSION_NAMES.filter((name) => user.permissions.includes(name)).map(
            (name) => (
              <Chip key={name} label={t(`permissions.${name}`)} variant="outlined" />
            ),
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}
