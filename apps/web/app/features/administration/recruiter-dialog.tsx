import { FormDialog } from '../../components/form-dialog'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { type AdminRecruiterRecord, updateAdminRecruiter } from './api'
import { RecruiterFields, recruiterValues } from './recruiter-fields'

/** Changes a recruiter's name, account type, permissions and trial flag. */
export function RecruiterDialog({
  recruiter,
  onClose,
  onSaved,
}: {
  recruiter: AdminRecruiterRecord
  onClose: () => void
  onSaved: (saved: AdminRecruiterRecord) => void
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: recruiterValues(recruiter),
    schema: (schemas) => schemas.adminRecruiterUpdateBodySchema,
    submit: (body) => updateAdminRecruiter(getBrowserApi(), recruiter.id, body),
    fallbackMessage: t('organisation.saveFailed'),
    revalidate: true,
    onSuccess: onSaved,
  })
  return (
    <FormDialog
      title={t('recruiters.editTitle', { name: recruiter.fullName })}
      form={form}
      submitLabel={t('recruiters.save')}
      cancelLabel={t('recruiters.cancel')}
      onClose={onClose}
      maxWidth="md"
      testId="admin-recruiter-form"
    >
      <RecruiterFields form={form} />
    </FormDialog>
  )
}
