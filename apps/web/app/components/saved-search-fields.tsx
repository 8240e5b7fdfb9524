import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useTranslation } from '../lib/i18n'
import { type BoundForm, TextInput } from './form-fields'

/**
 * A saved search's own fields, wherever one is saved or edited (the search's save dialog, the
 * saved search's page): its name and the new-member notification.
 */
export function SavedSearchFields({ form }: { form: BoundForm }) {
  const { t } = useTranslation('searchConditions')
  return (
    <>
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
            checked={form.get('notify_new_members') === true}
            onChange={(event) => form.set('notify_new_members', event.target.checked)}
          />
        }
        label={t('form.notify')}
      />
    </>
  )
}
