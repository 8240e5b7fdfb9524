import { useId } from 'react'
import { FormDialog } from '../../components/form-dialog'
import { TextInput } from '../../components/form-fields'
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
    <FormDialog
      title={label ? t('labels.editTitle') : t('labels.createTitle')}
      form={form}
      submitLabel={t('labels.save')}
      cancelLabel={t('labels.cancel')}
      onClose={onClose}
      testId="label-form"
    >
      <TextInput form={form} path="name" label={t('labels.name')} required />
      <LabelColourPicker
        name={pickerName}
        legend={t('labels.colour')}
        value={form.values.colour}
        onChange={(colour) => form.set('colour', colour)}
        problem={form.problem('colour')}
      />
    </FormDialog>
  )
}
