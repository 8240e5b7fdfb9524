import { JOB_EXPIRING_DAYS, type RecruiterPermission, UNANSWERED_DAYS } from '@kakehashi/contracts'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { type Fact, FactList } from '../../components/fact-list'
import { Tag } from '../../components/tag'
import { TitledSection } from '../../components/titled-section'
import {
  factSeparator,
  formatDate,
  formatDateTime,
  formatManYen,
  formatNumber,
  formatReplyRate,
} from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type {
  Contract,
  DashboardSummary,
  ManagedAccount,
  RecentEventInfo,
  ScoutCampaignPermission,
} from './api'

const STATE_COLOURS = { running: 'success', ending: 'warning', ended: 'error' } as const

/** Where each work figure leads: the list behind it, filtered to what it counts. */
export interface WorkFigureLinks {
  repliesWaiting: string
  applicationsWaiting: string
  unanswered: string
  scouts: string
  jobsEnding: string
  contractReport: string
}

function FigureLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} data-testid={testId} sx={{ fontWeight: 700 }}>
      {children}
    </Link>
  )
}

/**
 * The recruiter's work first: what waits in the organisation's conversations, this week's
 * scouts against last week, the jobs ending soon, the special scouts left this month (the
 * contract's own figure) and the caller's saved searches with new members. Each figure leads to
 * the list behind it; a figure whose page the account may not open is left out.
 */
export function WorkFiguresPanel({
  summary,
  contract,
  permissions,
  links,
}: {
  summary: DashboardSummary
  contract: Contract | null
  /** The account's permissions, as the session gives them. */
  permissions: readonly string[]
  links: WorkFigureLinks
}) {
  const { t, locale } = useTranslation('client')
  const may = (permission: RecruiterPermission) => permissions.includes(permission)
  const { thisWeek, lastWeek } = summary.scouts
  const facts: (Fact & { permission: RecruiterPermission })[] = [
    {
      permission: 'scouts',
      label: t('dashboardWork.repliesWaiting'),
      value: (
        <FigureLink to={links.repliesWaiting} testId="work-replies-waiting">
          {t('dashboardWork.conversations', { count: summary.repliesWaiting })}
        </FigureLink>
      ),
    },
    {
      permission: 'scouts',
      label: t('dashboardWork.applicationsWaiting'),
      value: (
        <FigureLink to={links.applicationsWaiting} testId="work-applications-waiting">
          {t('dashboardWork.applications', { count: summary.applicationsWaiting })}
        </FigureLink>
      ),
    },
    {
      permission: 'scouts',
      label: t('dashboardWork.unanswered', { count: UNANSWERED_DAYS }),
      value: (
        <FigureLink to={links.unanswered} testId="work-unanswered">
          {t('dashboardWork.conversations', { count: summary.unanswered })}
        </FigureLink>
      ),
    },
    {
      permission: 'reports',
      label: t('dashboardWork.scouts'),
      value: (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <FigureLink to={links.scouts} testId="work-scouts">
            {t('dashboardWork.scoutsValue', {
              count: thisWeek.sent,
              rate: formatReplyRate(locale, thisWeek.sent, thisWeek.replied),
            })}
          </FigureLink>
          <Typography variant="body2" color="text.secondary" data-testid="work-scouts-last-week">
            {t('dashboardWork.lastWeek', {
              count: lastWeek.sent,
              rate: formatReplyRate(locale, lastWeek.sent, lastWeek.replied),
            })}
          </Typography>
        </Stack>
      ),
    },
    {
      permission: 'job_infos',
      label: t('dashboardWork.jobsEnding', { count: JOB_EXPIRING_DAYS }),
      value: (
        <FigureLink to={links.jobsEnding} testId="work-jobs-ending">
          {t('dashboardWork.jobs', { count: summary.jobsEnding })}
        </FigureLink>
      ),
    },
    ...(contract
      ? [
          {
            permission: 'contract_report' as const,
            label: t('dashboardWork.specialScouts'),
            value: (
              <FigureLink to={links.contractReport} testId="work-special-scouts">
                {t('contract.specialScoutsValue', {
                  remaining: formatNumber(locale, contract.specialScoutsRemaining),
                  quota: formatNumber(locale, contract.specialScoutMonthlyQuota),
                })}
              </FigureLink>
            ),
          },
        ]
      : []),
    {
      permission: 'candidates',
      label: t('dashboardWork.savedSearches'),
      value:
        summary.savedSearches.length > 0 ? (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {summary.savedSearches.map((search) => (
              <li key={search.id}>
                <FigureLink to={search.searchPath} testId="work-saved-search">
                  {t(
                    search.newMembersCapped
                      ? 'dashboardWork.newMembersCapped'
                      : 'dashboardWork.newMembers',
                    { name: search.name, count: search.newMembers },
                  )}
                </FigureLink>
              </li>
            ))}
          </Stack>
        ) : (
          <Typography component="span" color="text.secondary">
            {t('dashboardWork.noSavedSearches')}
          </Typography>
        ),
    },
  ]
  return (
    <TitledSection title={t('dashboardWork.title')} flush>
      <FactList
        testId="work-figures"
        facts={facts
          .filter((fact) => may(fact.permission))
          .map(({ label, value }) => ({ label, value }))}
      />
    </TitledSection>
  )
}

/** The plan, its period and state, and what is left of this month's special scouts. */
export function ContractPanel({ contract }: { contract: Contract | null }) {
  const { t, locale } = useTranslation('client')
  return (
    <TitledSection title={t('contract.title')} flush={contract !== null}>
      {contract ? (
        <FactList
          testId="contract-facts"
          facts={[
            { label: t('contract.plan'), value: contract.planName },
            {
              label: t('contract.period'),
              value: t('contract.periodValue', {
                from: formatDate(locale, contract.startsOn),
                to: formatDate(locale, contract.endsOn),
              }),
            },
            {
              label: t('contract.state'),
              value: (
                <Tag
                  variant="filled"
                  colour={STATE_COLOURS[contract.state]}
                  data-testid="contract-state"
                >
                  {t(`contract.states.${contract.state}`, {
                    count: Math.max(contract.daysLeft, 0),
                  })}
                </Tag>
              ),
            },
            {
              label: t('contract.specialScouts'),
              value: t('contract.specialScoutsValue', {
                remaining: formatNumber(locale, contract.specialScoutsRemaining),
                quota: formatNumber(locale, contract.specialScoutMonthlyQuota),
              }),
            },
          ]}
        />
      ) : (
        <Typography color="text.secondary">{t('contract.none')}</Typography>
      )}
      {contract && !contract.canScout ? (
        <Typography color="error" sx={{ px: { xs: 2, md: 3 }, py: 2 }}>
          {t('contract.scoutingStopped')}
        </Typography>
      ) : null}
    </TitledSection>
  )
}

/** Whether the organisation takes part in the Special Scout Week, and when the week is. */
export function ScoutWeekPanel({ permission }: { permission: ScoutCampaignPermission }) {
  const { t, locale } = useTranslation('client')
  const { campaign } = permission
  return (
    <TitledSection title={t('scoutWeek.title')}>
      <Typography data-testid="scout-week-permission">
        {permission.specialScoutWeek ? t('scoutWeek.permitted') : t('scoutWeek.notPermitted')}
      </Typography>
      {campaign ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(campaign.isRunning ? 'scoutWeek.running' : 'scoutWeek.upcoming', {
            name: localised(locale, campaign.name, campaign.nameEn),
            from: formatDate(locale, campaign.startsOn),
            to: formatDate(locale, campaign.endsOn),
            threshold: formatManYen(locale, campaign.highSalaryThreshold),
          })}
        </Typography>
      ) : null}
    </TitledSection>
  )
}

/** The platform's next special event, linked to its public page. */
export function RecentEventPanel({ info }: { info: RecentEventInfo | null }) {
  const { t, locale } = useTranslation('client')
  return (
    <TitledSection title={t('recentEvent.title')}>
      {info ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {localised(locale, info.specialEventGroup.title, info.specialEventGroup.titleEn)}
          </Typography>
          <Link
            component={RouterLink}
            to={`/special_events/${info.specialEventGroup.name}/${info.specialEvent.id}`}
            sx={{ fontWeight: 700 }}
          >
            {localised(locale, info.specialEvent.title, info.specialEvent.titleEn)}
          </Link>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {formatDateTime(locale, info.specialEvent.eventStartsAt)}
            {factSeparator(locale)}
            {info.specialEvent.isOnline ? t('recentEvent.online') : info.specialEvent.place}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {info.specialEvent.capacity === null
              ? t('recentEvent.entries', { count: info.specialEvent.entryCount })
              : t('recentEvent.entriesOfCapacity', {
                  count: info.specialEvent.entryCount,
                  capacity: formatNumber(locale, info.specialEvent.capacity),
                })}
          </Typography>
          {info.isOwnEvent ? (
            <Tag variant="filled" colour="primary" sx={{ mt: 1 }}>
              {t('recentEvent.own')}
            </Tag>
          ) : null}
        </>
      ) : (
        <Typography color="text.secondary">{t('recentEvent.none')}</Typography>
      )}
    </TitledSection>
  )
}

/** The organisation's recruiters and what each account may do. */
export function TeamPanel({ accounts }: { accounts: ManagedAccount[] }) {
  const { t } = useTranslation('client')
  return (
    <TitledSection title={t('team.title')}>
      <List dense disablePadding data-testid="managed-accounts">
        {accounts.map((account) => (
          <ListItem key={account.id} disableGutters>
            <ListItemText
              primary={
                account.isSelf ? t('team.you', { name: account.fullName }) : account.fullName
              }
              secondary={[
                t(`accountTypes.${account.accountType}`),
                account.trialRecruiter ? t('trialAccount') : null,
                account.canDownloadCandidates ? t('team.canDownload') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </TitledSection>
  )
}
