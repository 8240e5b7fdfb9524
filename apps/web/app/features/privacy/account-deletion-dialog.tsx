import { FormDialog } from '../../components/form-dialog'
import { TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { deleteAccount } from './api'

/** Deleting the account, confirmed with the password; the site is then loaded afresh. */
export function AccountDeletionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const form = useForm({
    initialValues: { password: '' },
    schema: (schemas) => schemas.accountDeletionBodySchema,
    submit: (_body, values) => deleteAccount(getBrowserApi(), values.password),
    fallbackMessage: errors('retryLater'),
    // A full load: the session is gone, so every part of the page must forget the user. The
    // form stays pending until the next page replaces this one, so it cannot be sent again.
    onSuccess: () => new Promise<void>(() => window.location.assign('/?account_deleted=1')),
  })
  return (
    <FormDialog
      title={t('privacy.deleteConfirmTitle')}
      description={t('privacy.deleteNote')}
      form={form}
      submitLabel={t('privacy.deleteConfirm')}
      cancelLabel={t('privacy.cancel')}
      submitColour="error"
      maxWidth="xs"
      onClose={onClose}
      testId="delete-account-form"
    >
      <TextInput
        form={form}
        path="password"
        type="password"
        label={t('privacy.deletePassword')}
        autoComplete="current-password"
      />
    </FormDialog>
  )
}
