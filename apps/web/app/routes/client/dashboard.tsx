import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PageTitle } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import {
  type DashboardSummary,
  fetchContract,
  fetchDashboardSummary,
  fetchManagedAccounts,
  fetchRecentEventInfo,
  fetchScoutCampaignPermission,
} from '../../features/client/api'
import {
  ContractPanel,
  RecentEventPanel,
  ScoutWeekPanel,
  TeamPanel,
  type WorkFigureLinks,
  WorkFiguresPanel,
} from '../../features/client/dashboard-panels'
import { fetchPickupNote } from '../../features/client-notes/api'
import { ClientNotePickup } from '../../features/client-notes/client-note-pickup'
import { CONVERSATIONS_PATH } from '../../features/conversations/paths'
import { MANAGED_JOBS_PATH } from '../../features/job-management/paths'
import { SCOUT_REPORT_PATH } from '../../features/reports/scout-report-api'
import { requireRecruiter, sessionUserContext } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { orNull } from '../../lib/route-data'
import type { Route } from './+types/dashboard'

export const handle = { analyticsName: 'client_dashboard' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('dashboard')]

export function meta({ matches }: Route.MetaArgs) {
  const { client } = messagesFromMatches(matches)
  return privatePageMeta(client.dashboardTitle, client.dashboardDescription)
}

/** Each work figure's list, filtered by the list's own query names to what the figure counts. */
function workFigureLinks(summary: DashboardSummary): WorkFigureLinks {
  const week = new URLSearchParams({
    period: 'day',
    from: summary.scouts.weekStartsOn,
    to: summary.scouts.today,
  })
  return {
    repliesWaiting: `${CONVERSATIONS_PATH}?unread=true`,
    // Self-applications are screened among the conversations of this status (decision 026).
    applicationsWaiting: `${CONVERSATIONS_PATH}?status=interested_or_self_applied`,
    unanswered: `${CONVERSATIONS_PATH}?unanswered=true`,
    scouts: `${SCOUT_REPORT_PATH}?${week}`,
    jobsEnding: `${MANAGED_JOBS_PATH}?expiring=true`,
    contractReport: '/client/contract_report',
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [summary, contract, accounts, scoutWeek, recentEvent, pickup] = await Promise.all([
    fetchDashboardSummary(api),
    fetchContract(api),
    fetchManagedAccounts(api),
    fetchScoutCampaignPermission(api),
    // The event and the notice are the platform's news, not the recruiter's work: the page
    // stands without them.
    orNull(fetchRecentEventInfo(api)),
    orNull(fetchPickupNote(api)),
  ])
  return {
    user: context.get(sessionUserContext)!,
    summary,
    contract,
    accounts,
    scoutWeek,
    recentEvent,
    pickup,
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('client')
  const { user, summary, contract, accounts, scoutWeek, recentEvent, pickup } = loaderData
  return (
    <Stack spacing={3}>
      <Box>
        <PageTitle>{t('dashboardTitle')}</PageTitle>
        <Typography sx={{ mt: 1 }}>
          {t('dashboardWelcome', { name: user.profile.fullName })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" data-testid="organisation-name">
            {t('organisation')}: {user.organisation?.name}
          </Typography>
          {user.accountType ? (
            <Tag variant="outlined">{t(`accountTypes.${user.accountType}`)}</Tag>
          ) : null}
          {user.trialRecruiter ? (
            <Tag variant="filled" colour="warning">
              {t('trialAccount')}
            </Tag>
          ) : null}
        </Stack>
      </Box>
      <WorkFiguresPanel
        summary={summary}
        contract={contract}
        permissions={user.permissions}
        links={workFigureLinks(summary)}
      />
      <ClientNotePickup note={pickup} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ContractPanel contract={contract} />
        <ScoutWeekPanel permission={scoutWeek} />
        <RecentEventPanel info={recentEvent} />
        <TeamPanel accounts={accounts} />
      </Box>
    </Stack>
  )
}
