import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { FormAlert, TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import {
  type AgentMovie,
  type AgentMovieFormValues,
  createAgentMovie,
  formValuesOf,
  updateAgentMovie,
} from './api'

interface AgentMovieFormDialogProps {
  /** The movie to edit, or null to add one. */
  movie: AgentMovie | null
  open: boolean
  onClose: () => void
  onSaved: (saved: AgentMovie) => void
}

/**
 * Adds or edits a movie. The address is checked against the accepted YouTube and Vimeo forms
 * before sending, by the same rules the API applies; the page's list reloads after a save.
 * Mounted afresh for each opening, so a new movie always starts from an empty form.
 */
export function AgentMovieFormDialog({ movie, open, onClose, onSaved }: AgentMovieFormDialogProps) {
  const { t } = useTranslation('agentMovies')
  const form = useForm<AgentMovieFormValues, AgentMovie>({
    initialValues: formValuesOf(movie),
    schema: (schemas) => schemas.agentMovieBodySchema,
    submit: (_body, values) =>
      movie
        ? updateAgentMovie(getBrowserApi(), movie.id, values)
        : createAgentMovie(getBrowserApi(), values),
    fallbackMessage: t('failed'),
    revalidate: true,
    onSuccess: onSaved,
  })
  const titleId = movie ? `agent-movie-form-${movie.id}` : 'agent-movie-form-new'
  return (
    <Dialog
      open={open}
      onClose={form.pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form method="post" onSubmit={form.onSubmit} noValidate data-testid="agent-movie-form">
        <DialogTitle id={titleId}>{movie ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert form={form} />
            <TextInput form={form} path="title" label={t('form.title')} required />
            <TextInput
              form={form}
              path="url"
              label={t('form.url')}
              hint={t('form.urlHint')}
              type="url"
              required
            />
            <TextInput
              form={form}
              path="description"
              label={t('form.description')}
              multiline
              minRows={3}
            />
            <FormControlLabel
              control={
                <Switch
                  name="is_shown"
                  checked={form.values.is_shown}
                  onChange={(event) => form.set('is_shown', event.target.checked)}
                />
              }
              label={t('form.isShown')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.pending}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
