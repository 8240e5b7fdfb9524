import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FactList } from '../../components/fact-list'
import { PageHeading } from '../../components/page-heading'
import { TitledSection } from '../../components/titled-section'
import { formatDate, formatMonth, formatNumber, formatReplyRate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { ContractReport } from './api'
import { ContractPanel } from './dashboard-panels'

type ContractMonth = ContractReport['months'][number]

/** The contract, each of its months, the period's totals and what the end date stops. */
export function ContractReportPage({ report }: { report: ContractReport }) {
  const { t, locale } = useTranslation('client')
  const { contract, months, totals } = report
  const count = (value: number) => t('contractReport.count', { count: formatNumber(locale, value) })
  const columns: DataTableColumn<ContractMonth>[] = [
    {
      key: 'month',
      header: t('contractReport.columns.month'),
      cell: (row) => formatMonth(locale, row.month),
      phone: 'title',
    },
    {
      key: 'scoutsSent',
      header: t('contractReport.columns.scoutsSent'),
      cell: (row) => count(row.scoutsSent),
      align: 'right',
    },
    {
      key: 'scoutsReplied',
      header: t('contractReport.columns.scoutsReplied'),
      cell: (row) => formatNumber(locale, row.scoutsReplied),
      align: 'right',
    },
    {
      key: 'replyRate',
      header: t('contractReport.columns.replyRate'),
      cell: (row) => formatReplyRate(locale, row.scoutsSent, row.scoutsReplied),
      align: 'right',
    },
    {
      key: 'specialScoutsSent',
      header: t('contractReport.columns.specialScoutsSent'),
      cell: (row) =>
        t('contractReport.specialScoutsValue', {
          sent: formatNumber(locale, row.specialScoutsSent),
          quota: formatNumber(locale, contract?.specialScoutMonthlyQuota ?? 0),
        }),
      align: 'right',
    },
    {
      key: 'specialScoutsRemaining',
      header: t('contractReport.columns.specialScoutsRemaining'),
      cell: (row) => count(row.specialScoutsRemaining),
      align: 'right',
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('contractReport.title')}
        description={t('contractReport.description')}
      />
      <ContractPanel contract={contract} />
      {contract ? (
        <>
          <TitledSection title={t('contractReport.monthsTitle')}>
            <Stack spacing={2}>
              <DataTable
                label={t('contractReport.monthsLabel')}
                columns={columns}
                rows={months}
                getRowId={(row) => row.month}
                rowProps={(row) => ({ 'data-testid': `contract-month-${row.month}` })}
                emptyMessage={t('contractReport.noMonths')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('contractReport.quotaNote')}
              </Typography>
            </Stack>
          </TitledSection>
          <TitledSection title={t('contractReport.totalsTitle')} flush>
            <FactList
              testId="contract-totals"
              facts={[
                { label: t('contractReport.totals.scoutsSent'), value: count(totals.scoutsSent) },
                {
                  label: t('contractReport.totals.scoutsReplied'),
                  value: t('contractReport.totals.scoutsRepliedValue', {
                    count: formatNumber(locale, totals.scoutsReplied),
                    rate: formatReplyRate(locale, totals.scoutsSent, totals.scoutsReplied),
                  }),
                },
                {
                  label: t('contractReport.totals.specialScoutsSent'),
                  value: count(totals.specialScoutsSent),
                },
              ]}
            />
          </TitledSection>
          <TitledSection title={t('contractReport.endTitle')}>
            <Typography data-testid="contract-end">
              {t(contract.state === 'ended' ? 'contractReport.endedOn' : 'contractReport.endsOn', {
                date: formatDate(locale, contract.endsOn),
              })}
            </Typography>
            <List sx={{ listStyleType: 'disc', pl: 3 }}>
              {(['sending', 'automatic', 'scoutWeek', 'kept'] as const).map((effect) => (
                <ListItem key={effect} sx={{ display: 'list-item', px: 0, py: 0.25 }}>
                  {t(`contractReport.endEffects.${effect}`)}
                </ListItem>
              ))}
            </List>
            <Typography variant="body2">
              {t('contractReport.renewal')}{' '}
              <Link component={RouterLink} to="/client/docs/support">
                {t('contractReport.contact')}
              </Link>
            </Typography>
          </TitledSection>
        </>
      ) : null}
    </Stack>
  )
}
