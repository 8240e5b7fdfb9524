import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { useId } from 'react'
import { FormAlert, TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { cleanCriteria } from '../../lib/member-search-query'
import { type SavedSearch, type SaveSearchValues, saveSearch } from './api'

/**
 * Saves the search on screen under a name, with or without the new-member notification. Mounted
 * afresh for each opening, so each save is a new draft with its own `client_request_id`: a
 * double click or a retried request saves it once.
 */
export function SaveSearchDialog({
  criteria,
  onClose,
  onSaved,
}: {
  criteria: CandidateSearchCriteria
  onClose: () => void
  onSaved: (saved: SavedSearch) => void
}) {
  const { t } = useTranslation('searchConditions')
  const titleId = useId()
  const form = useForm<SaveSearchValues, SavedSearch>({
    initialValues: {
      name: '',
      notify_new_members: false,
      query: cleanCriteria(criteria),
      client_request_id: newDraftId(),
    },
    schema: (schemas) => schemas.searchConditionCreateBodySchema,
    submit: (_body, values) => saveSearch(getBrowserApi(), values),
    fallbackMessage: t('failures.save'),
    onSuccess: onSaved,
  })
  return (
    <Dialog
      open
      onClose={form.pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form method="post" onSubmit={form.onSubmit} noValidate data-testid="save-search-form">
        <DialogTitle id={titleId}>{t('form.saveTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert form={form} />
            <TextInput
              form={form}
              path="name"
              label={t('form.name')}
              hint={t('form.nameHint')}
              required
            />
            <FormControlLabel
              control={
                <Switch
                  name="notify_new_members"
                  checked={form.values.notify_new_members}
                  onChange={(event) => form.set('notify_new_members', event.target.checked)}
                />
              }
              label={t('form.notify')}
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
