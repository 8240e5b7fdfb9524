import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { FormDialog } from '../../components/form-dialog'
import { TextInput } from '../../components/form-fields'
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
  return (
    <FormDialog
      open={open}
      title={movie ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      onClose={onClose}
      testId="agent-movie-form"
    >
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
    </FormDialog>
  )
}
