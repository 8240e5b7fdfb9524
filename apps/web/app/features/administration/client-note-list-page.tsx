import type { PublicationState } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { AdminClientNoteList, AdminClientNoteRow } from './api'
import { adminClientNotePath, NEW_ADMIN_CLIENT_NOTE_PATH } from './paths'
import { PublicationStateChip, PublicationStateTabs } from './publication'

/**
 * Every notice to recruiters (/admin/client_notes), drafts and scheduled ones included, the
 * latest change first, with whether the bell has told recruiters yet.
 */
export function ClientNoteListPage({
  list,
  state,
}: {
  list: AdminClientNoteList
  state: PublicationState | undefined
}) {
  const { t, locale } = useTranslation('admin')
  const notes = useTranslation('clientNotes')
  const columns: DataTableColumn<AdminClientNoteRow>[] = [
    {
      key: 'title',
      header: t('clientNotes.columns.title'),
      phone: 'title',
      cell: (note) => (
        <MuiLink component={Link} to={adminClientNotePath(note.id)} sx={{ fontWeight: 700 }}>
          {note.title}
        </MuiLink>
      ),
    },
    {
      key: 'category',
      header: t('clientNotes.columns.category'),
      cell: (note) =>
        [notes.t(`categories.${note.category}`), note.isPickup ? t('clientNotes.pickup') : null]
          .filter(Boolean)
          .join(' · '),
    },
    {
      key: 'state',
      header: t('clientNotes.columns.state'),
      cell: (note) => <PublicationStateChip state={note.state} />,
    },
    {
      key: 'publishedAt',
      header: t('clientNotes.columns.publishedAt'),
      cell: (note) => formatDateTime(locale, note.publishedAt),
    },
    {
      key: 'announcedAt',
      header: t('clientNotes.columns.announcedAt'),
      cell: (note) =>
        note.announcedAt ? t('clientNotes.announced') : t('clientNotes.notAnnounced'),
    },
    {
      key: 'updatedAt',
      header: t('clientNotes.columns.updatedAt'),
      cell: (note) => formatDateTime(locale, note.updatedAt),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('clientNotes.title')}
        description={t('clientNotes.description')}
        action={
          <Button
            component={Link}
            to={NEW_ADMIN_CLIENT_NOTE_PATH}
            variant="contained"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('clientNotes.newNote')}
          </Button>
        }
      />
      <PublicationStateTabs label={t('clientNotes.stateNav')} current={state} />
      <DataTable
        label={t('clientNotes.label')}
        columns={columns}
        rows={list.clientNotes}
        getRowId={(note) => note.id}
        pagination={list.pagination}
        rowProps={(note) => ({ 'data-testid': 'admin-client-note', 'data-state': note.state })}
        emptyMessage={t('clientNotes.empty')}
      />
    </Stack>
  )
}
