import {
  CONVERSATION_SORTS,
  fillJobSeekerName,
  SELECTION_STATUSES,
  UNANSWERED_DAYS,
} from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { ChoiceField } from '../../components/choice-field'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { Tag } from '../../components/tag'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { ConversationFilters, ConversationList, ConversationRow } from './api'
import { CONVERSATIONS_PATH, conversationPath } from './paths'

/** The candidate as the organisation may know them: the name once matched, a number before. */
export function useConversationCandidateName() {
  const { t } = useTranslation('candidateDetail')
  return (candidate: { id: number; fullName: string | null }) =>
    candidate.fullName ?? t('anonymousName', { id: candidate.id })
}

/** A scout's words as the organisation reads them: the name variable as a stand-in before a match. */
export function useAddressedText() {
  const { t } = useTranslation('candidateRecords')
  return (text: string) => fillJobSeekerName(text, t('scouts.jobSeekerName'))
}

function Filters({ list, filters }: { list: ConversationList; filters: ConversationFilters }) {
  const { t } = useTranslation('conversations')
  const records = useTranslation('candidateRecords').t
  const { jobs, senders } = list.filterOptions
  return (
    <SearchPanel action={CONVERSATIONS_PATH} label={t('filters.label')} spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <ChoiceField
          name="status"
          label={t('filters.status')}
          defaultValue={filters.status ?? ''}
          fullWidth
        >
          <option value="">{t('filters.allStatuses')}</option>
          {SELECTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {records(`selectionStatuses.${status}`)}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          name="job_info_id"
          label={t('filters.job')}
          defaultValue={filters.jobInfoId ? String(filters.jobInfoId) : ''}
          fullWidth
        >
          <option value="">{t('filters.allJobs')}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          name="sender_user_id"
          label={t('filters.sender')}
          defaultValue={filters.senderUserId ? String(filters.senderUserId) : ''}
          fullWidth
        >
          <option value="">{t('filters.allSenders')}</option>
          {senders.map((sender) => (
            <option key={sender.id} value={sender.id}>
              {sender.displayName}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField name="sort" label={t('filters.sort')} defaultValue={filters.sort} fullWidth>
          {CONVERSATION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </ChoiceField>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Checkbox name="unread" value="true" defaultChecked={filters.unread} />}
          label={t('filters.unread')}
        />
        <FormControlLabel
          control={<Checkbox name="unanswered" value="true" defaultChecked={filters.unanswered} />}
          label={t('filters.unanswered', { count: UNANSWERED_DAYS })}
        />
      </Stack>
      <SearchPanelActions
        clearTo={CONVERSATIONS_PATH}
        clearLabel={t('filters.clear')}
        submitLabel={t('filters.search')}
      />
    </SearchPanel>
  )
}

/**
 * The organisation's conversations (/client/scouts): every scout sent and what came of it,
 * filtered through the address by status, job, co-worker, unread and unanswered, newest or
 * matching first.
 */
export function ConversationListPage({
  list,
  filters,
}: {
  list: ConversationList
  filters: ConversationFilters
}) {
  const { t, locale } = useTranslation('conversations')
  const records = useTranslation('candidateRecords').t
  const nameOf = useConversationCandidateName()
  const addressed = useAddressedText()

  const columns: DataTableColumn<ConversationRow>[] = [
    {
      key: 'candidate',
      header: t('list.candidate'),
      cell: (row) => (
        <Stack spacing={0.5}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
            {nameOf(row.candidate)}
          </Typography>
          {row.isUnread ? (
            <Tag tone="new" data-testid="conversation-unread">
              {t('list.unread')}
            </Tag>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'title',
      header: t('list.title'),
      phone: 'title',
      cell: (row) => (
        <Stack spacing={0.5}>
          <MuiLink
            component={Link}
            to={conversationPath(row.id)}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {addressed(row.title)}
          </MuiLink>
          {row.isSpecial ? <Tag tone="special">{t('list.special')}</Tag> : null}
          {row.selfApply ? (
            <Tag
              data-testid="conversation-self-apply"
              data-self-apply-status={row.selfApply.status}
            >
              {t('list.selfApply', { status: t(`screening.statuses.${row.selfApply.status}`) })}
            </Tag>
          ) : null}
          {row.jobInfo ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {row.jobInfo.title}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => <Tag>{records(`selectionStatuses.${row.selectionStatus}`)}</Tag>,
    },
    {
      key: 'lastMessage',
      header: t('list.lastMessage'),
      cell: (row) => (
        <Typography
          component="span"
          variant="body2"
          color={row.lastMessage ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {row.lastMessage
            ? t(
                row.lastMessage.senderSide === 'candidate'
                  ? 'list.candidateWrote'
                  : 'list.recruiterWrote',
                { text: addressed(row.lastMessage.excerpt) },
              )
            : t('list.noMessage')}
        </Typography>
      ),
    },
    {
      key: 'sender',
      header: t('list.sender'),
      cell: (row) =>
        row.selfApply
          ? t('list.applicant')
          : (row.sender?.displayName ?? records('scouts.senderUnknown')),
    },
    {
      key: 'activityAt',
      header: t('list.activityAt'),
      cell: (row) => formatDateTime(locale, row.activityAt),
    },
  ]

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('title')}
        description={t('description')}
        action={
          list.unreadCount > 0 ? (
            <MuiLink component={Link} to={`${CONVERSATIONS_PATH}?unread=true`}>
              {t('unreadCount', { count: list.unreadCount })}
            </MuiLink>
          ) : undefined
        }
      />
      <Filters list={list} filters={filters} />
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={list.scouts}
        getRowId={(row) => row.id}
        pagination={list.pagination}
        isCountCapped={list.totalCountCapped}
        rowProps={(row) => ({
          'data-testid': 'conversation-row',
          'data-selection-status': row.selectionStatus,
        })}
        emptyMessage={t('list.empty')}
      />
    </Stack>
  )
}
