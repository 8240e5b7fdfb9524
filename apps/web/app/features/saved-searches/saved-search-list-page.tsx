import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { formatDateTime } from '../../lib/format'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { CANDIDATE_CONDITIONS_PATH, candidateSearchHref } from '../../lib/member-search-query'
import { useMutation } from '../../lib/mutation'
import { criteriaOf, deleteSavedSearch, type SavedSearch, updateSavedSearch } from './api'
import { savedSearchPath } from './paths'

/** What a page that sends the recruiter here has to say: the search they deleted is gone. */
export type SavedSearchListNotice = 'deleted'

/**
 * The recruiter's saved member searches (/client/search_conditions): each with its conditions in
 * words, its new-member alerts switched on or off in place, a link that runs it, and a delete
 * after a confirmation. A recruiter keeps at most SEARCH_CONDITIONS_MAX, so the list is not paged.
 * `describeCriteria` writes a search's conditions as the member search names them;
 * `renderRowActions` adds the route's own actions on a search (the quick scout).
 */
export function SavedSearchListPage({
  searches,
  describeCriteria,
  renderRowActions,
  initialNotice,
}: {
  searches: SavedSearch[]
  describeCriteria: (criteria: CandidateSearchCriteria) => ReactNode
  renderRowActions?: ((search: SavedSearch) => ReactNode) | undefined
  initialNotice: SavedSearchListNotice | null
}) {
  const { t, locale } = useTranslation('searchConditions')
  const common = useTranslation('common').t
  const isHydrated = useIsHydrated()
  const [toast, setToast] = useState<string | null>(
    initialNotice ? t(`notices.${initialNotice}`) : null,
  )
  // The search stays named while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<SavedSearch | null>(null)
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)

  const toggle = useMutation(
    (search: SavedSearch) =>
      updateSavedSearch(getBrowserApi(), search.id, {
        notifyNewMembers: !search.notifyNewMembers,
      }),
    {
      fallbackMessage: t('failures.update'),
      revalidate: true,
      onSuccess: (saved) =>
        setToast(
          t(saved.notifyNewMembers ? 'notices.notificationOn' : 'notices.notificationOff', {
            name: saved.name,
          }),
        ),
    },
  )
  const remove = useMutation(
    (search: SavedSearch) => deleteSavedSearch(getBrowserApi(), search.id),
    {
      fallbackMessage: t('failures.delete'),
      revalidate: true,
      onSuccess: () => {
        setIsConfirmOpen(false)
        setToast(t('notices.deleted'))
      },
    },
  )
  // A click before the page's scripts run would do nothing: the controls wait for them.
  const isBusy = toggle.pending || remove.pending || !isHydrated

  const clearMessages = () => {
    setToast(null)
    toggle.reset()
    remove.reset()
  }

  const columns: DataTableColumn<SavedSearch>[] = [
    {
      key: 'name',
      header: t('name'),
      phone: 'title',
      cell: (search) => (
        <Stack spacing={0.5}>
          <MuiLink
            component={Link}
            to={savedSearchPath(search.id)}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {search.name}
          </MuiLink>
          {search.queryOutdated ? (
            <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 400 }}>
              {t('queryOutdated')}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'conditions',
      header: t('conditions'),
      cell: (search) => (
        <Typography
          component="div"
          variant="body2"
          data-testid="saved-search-conditions"
          sx={{ minWidth: { sm: 200 }, overflowWrap: 'anywhere' }}
        >
          {describeCriteria(criteriaOf(search))}
        </Typography>
      ),
    },
    {
      key: 'notify',
      header: t('notify'),
      cell: (search) => {
        // While the change travels the switch already shows where it is going.
        const isOn =
          toggle.pending && toggle.input?.id === search.id
            ? !search.notifyNewMembers
            : search.notifyNewMembers
        return (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Switch
              checked={isOn}
              disabled={isBusy}
              onChange={() => {
                clearMessages()
                void toggle.run(search)
              }}
              slotProps={{ input: { 'aria-label': t('notifyLabel', { name: search.name }) } }}
            />
            <Typography component="span" variant="body2" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
              {isOn ? t('notifyOn') : t('notifyOff')}
            </Typography>
          </Stack>
        )
      },
    },
    {
      key: 'lastNotifiedAt',
      header: t('lastNotifiedAt'),
      cell: (search) => (
        <Box component="span" sx={{ whiteSpace: { sm: 'nowrap' } }}>
          {search.lastNotifiedAt
            ? formatDateTime(locale, search.lastNotifiedAt)
            : t('neverNotified')}
        </Box>
      ),
    },
    {
      key: 'updatedAt',
      header: t('updatedAt'),
      cell: (search) => (
        <Box component="span" sx={{ whiteSpace: { sm: 'nowrap' } }}>
          {formatDateTime(locale, search.updatedAt)}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: common('dataTable.actions'),
      align: 'right',
      phone: 'actions',
      cell: (search) => (
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={candidateSearchHref(criteriaOf(search))}
            size="small"
            variant="outlined"
            aria-label={t('runSearchLabel', { name: search.name })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('runSearch')}
          </Button>
          {renderRowActions?.(search)}
          <Button
            size="small"
            color="error"
            disabled={isBusy}
            aria-label={t('deleteLabel', { name: search.name })}
            onClick={() => {
              clearMessages()
              setDeleting(search)
              setIsConfirmOpen(true)
            }}
          >
            {t('delete')}
          </Button>
        </Stack>
      ),
    },
  ]

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('title')}
        description={t('description')}
        action={
          // An empty list offers the same way in its own panel.
          searches.length === 0 ? null : (
            <Button
              component={Link}
              to={CANDIDATE_CONDITIONS_PATH}
              variant="contained"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('list.toMemberSearch')}
            </Button>
          )
        }
      />
      {isConfirmOpen ? null : <FormAlert form={{ failure: toggle.failure?.message ?? null }} />}
      {searches.length === 0 ? (
        <Paper
          variant="outlined"
          data-testid="saved-searches-empty"
          sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}
        >
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>{t('empty')}</Typography>
            <Button component={Link} to={CANDIDATE_CONDITIONS_PATH} variant="outlined">
              {t('list.toMemberSearch')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <DataTable
          label={t('listLabel')}
          columns={columns}
          rows={searches}
          getRowId={(search) => search.id}
          rowProps={(search) => ({
            'data-testid': 'saved-search',
            'data-search-id': search.id,
            'data-notify': search.notifyNewMembers,
          })}
        />
      )}
      <NoticeToast message={toast} onClose={() => setToast(null)} />
      <ConfirmDialog
        open={isConfirmOpen}
        title={t('confirmDelete.title')}
        body={t('confirmDelete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        pending={remove.pending}
        failure={remove.failure?.message ?? null}
        onConfirm={() => deleting && void remove.run(deleting)}
        onCancel={() => setIsConfirmOpen(false)}
      />
    </Stack>
  )
}
