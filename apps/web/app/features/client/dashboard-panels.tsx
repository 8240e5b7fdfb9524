import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { FactList } from '../../components/fact-list'
import { Tag } from '../../components/tag'
import { TitledSection } from '../../components/titled-section'
import {
  factSeparator,
  formatDate,
  formatDateTime,
  formatManYen,
  formatNumber,
} from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { Contract, ManagedAccount, RecentEventInfo, ScoutCampaignPermission } from './api'

const STATE_COLOURS = { running: 'success', ending: 'warning', ended: 'error' } as const

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
