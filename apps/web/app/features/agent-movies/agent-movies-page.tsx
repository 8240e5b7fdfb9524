import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import SvgIcon from '@mui/material/SvgIcon'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { AgentMovieFormDialog } from './agent-movie-form-dialog'
import {
  type AgentMovie,
  type AgentMovieList,
  deleteAgentMovie,
  formValuesOf,
  reorderAgentMovies,
  updateAgentMovie,
} from './api'

type Notice =
  | { key: 'created' | 'updated' | 'deleted' | 'reordered' }
  | { key: 'shown' | 'hidden'; title: string }

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <SvgIcon fontSize="small" aria-hidden>
      <path
        d={
          direction === 'up'
            ? 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z'
            : 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z'
        }
      />
    </SvgIcon>
  )
}

/** The ids with the movie at `index` swapped with its neighbour in `direction`. */
function movedIds(movies: readonly AgentMovie[], index: number, direction: -1 | 1): number[] {
  const ids = movies.map((movie) => movie.id)
  const other = index + direction
  ;[ids[index], ids[other]] = [ids[other]!, ids[index]!]
  return ids
}

/**
 * The agent firm's movies (/client/movies): their public order, each shown or hidden with a
 * switch, moved up or down, edited in a dialog or deleted after a confirmation. The list is short
 * and answered whole, so it is not paged.
 */
export function AgentMoviesPage({ list }: { list: AgentMovieList }) {
  const { t } = useTranslation('agentMovies')
  const common = useTranslation('common').t
  const movies = list.agentMovies
  const [notice, setNotice] = useState<Notice | null>(null)
  // Each opening mounts a new form; `editing` null with the dialog open adds a movie.
  const [dialog, setDialog] = useState<{ movie: AgentMovie | null; opening: number } | null>(null)
  const [openings, setOpenings] = useState(0)
  // The movie stays named while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<AgentMovie | null>(null)
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)

  const toggle = useMutation(
    (movie: AgentMovie) =>
      updateAgentMovie(getBrowserApi(), movie.id, {
        ...formValuesOf(movie),
        is_shown: !movie.isShown,
      }),
    {
      fallbackMessage: t('failed'),
      revalidate: true,
      onSuccess: (saved) =>
        setNotice({ key: saved.isShown ? 'shown' : 'hidden', title: saved.title }),
    },
  )
  const reorder = useMutation((ids: number[]) => reorderAgentMovies(getBrowserApi(), ids), {
    fallbackMessage: t('failed'),
    revalidate: true,
    onSuccess: () => setNotice({ key: 'reordered' }),
  })
  const remove = useMutation((movie: AgentMovie) => deleteAgentMovie(getBrowserApi(), movie.id), {
    fallbackMessage: t('failed'),
    revalidate: true,
    onSuccess: () => {
      setIsConfirmOpen(false)
      setNotice({ key: 'deleted' })
    },
  })
  const isBusy = toggle.pending || reorder.pending || remove.pending
  const failure = toggle.failure ?? reorder.failure ?? remove.failure

  const clearMessages = () => {
    setNotice(null)
    toggle.reset()
    reorder.reset()
    remove.reset()
  }
  const openDialog = (movie: AgentMovie | null) => {
    clearMessages()
    setOpenings((count) => count + 1)
    setDialog({ movie, opening: openings + 1 })
  }

  const columns: DataTableColumn<AgentMovie>[] = [
    {
      key: 'order',
      header: t('order'),
      cell: (movie) => {
        const index = movies.indexOf(movie)
        return (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography component="span" sx={{ minWidth: '1.5em' }}>
              {movie.position}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('moveUp', { title: movie.title })}
              disabled={isBusy || index === 0}
              onClick={() => {
                clearMessages()
                void reorder.run(movedIds(movies, index, -1))
              }}
            >
              <ArrowIcon direction="up" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('moveDown', { title: movie.title })}
              disabled={isBusy || index === movies.length - 1}
              onClick={() => {
                clearMessages()
                void reorder.run(movedIds(movies, index, 1))
              }}
            >
              <ArrowIcon direction="down" />
            </IconButton>
          </Stack>
        )
      },
    },
    {
      key: 'title',
      header: t('movieTitle'),
      phone: 'title',
      cell: (movie) => (
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {movie.title}
        </Typography>
      ),
    },
    { key: 'provider', header: t('provider'), cell: (movie) => t(`providers.${movie.provider}`) },
    {
      key: 'visibility',
      header: t('visibility'),
      cell: (movie) => {
        // While the change travels the switch already shows where it is going.
        const isShown =
          toggle.pending && toggle.input?.id === movie.id ? !movie.isShown : movie.isShown
        return (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Switch
              checked={isShown}
              disabled={isBusy}
              onChange={() => {
                clearMessages()
                void toggle.run(movie)
              }}
              slotProps={{ input: { 'aria-label': t('showOnPublicPage', { title: movie.title }) } }}
            />
            <Typography component="span" variant="body2" aria-hidden>
              {isShown ? t('shown') : t('hidden')}
            </Typography>
          </Stack>
        )
      },
    },
    {
      key: 'actions',
      header: common('dataTable.actions'),
      align: 'right',
      phone: 'actions',
      cell: (movie) => (
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={isBusy}
            aria-label={t('editLabel', { title: movie.title })}
            onClick={() => openDialog(movie)}
          >
            {t('edit')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={isBusy}
            aria-label={t('deleteLabel', { title: movie.title })}
            onClick={() => {
              clearMessages()
              setDeleting(movie)
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
          <Button variant="contained" onClick={() => openDialog(null)}>
            {t('add')}
          </Button>
        }
      />
      {notice ? (
        <Alert severity="success" data-testid="agent-movies-notice">
          {notice.key === 'shown' || notice.key === 'hidden'
            ? t(`notices.${notice.key}`, { title: notice.title })
            : t(`notices.${notice.key}`)}
        </Alert>
      ) : null}
      {isConfirmOpen ? null : <FormAlert form={{ failure: failure?.message ?? null }} />}
      <DataTable
        label={t('listLabel')}
        columns={columns}
        rows={movies}
        getRowId={(movie) => movie.id}
        rowProps={(movie) => ({
          'data-testid': 'agent-movie-row',
          'data-movie-id': movie.id,
          'data-shown': movie.isShown,
        })}
        emptyMessage={t('empty')}
      />
      {dialog ? (
        <AgentMovieFormDialog
          key={dialog.opening}
          movie={dialog.movie}
          open
          onClose={() => setDialog(null)}
          onSaved={() => {
            setNotice({ key: dialog.movie ? 'updated' : 'created' })
            setDialog(null)
          }}
        />
      ) : null}
      <ConfirmDialog
        open={isConfirmOpen}
        title={t('confirmDelete.title')}
        body={t('confirmDelete.body', { title: deleting?.title ?? '' })}
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
