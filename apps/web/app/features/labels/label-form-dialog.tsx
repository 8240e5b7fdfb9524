import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { FormAlert, TextInput } from '../../components/form-fields'
import { LabelColourPicker } from '../../components/label-colour'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { createLabel, formValuesOf, type Label, type LabelFormValues, updateLabel } from './api'

/**
 * Creates or edits a label: its name (unique in the organisation; the API says so on the name)
 * and its colour from the palette. Mounted afresh for each opening, so a new label starts empty.
 */
export function LabelFormDialog({
  label,
  onClose,
  onSaved,
}: {
  /** The label to edit, or null to create one. */
  label: Label | null
  onClose: () => void
  onSaved: (saved: Label) => void
}) {
  const { t } = useTranslation('candidateRecords')
  const titleId = useId()
  const pickerName = useId()
  const form = useForm<LabelFormValues, Label>({
    initialValues: formValuesOf(label),
    schema: (schemas) => schemas.labelBodySchema,
    submit: (_body, values) =>
      label ? updateLabel(getBrowserApi(), label.id, values) : createLabel(getBrowserApi(), values),
    fallbackMessage: t('labels.saveFailed'),
    revalidate: true,
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
      <form method="post" onSubmit={form.onSubmit} noValidate data-testid="label-form">
        <DialogTitle id={titleId}>
          {label ? t('labels.editTitle') : t('labels.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert form={form} />
            <TextInput form={form} path="name" label={t('labels.name')} required />
            <LabelColourPicker
              name={pickerName}
              legend={t('labels.colour')}
              value={form.values.colour}
              onChange={(colour) => form.set('colour', colour)}
              problem={form.problem('colour')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.pending}>
            {t('labels.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.pending}>
            {t('labels.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
