import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { FormAlert } from '../../components/form-fields'
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
  const titleId = useId()
  const form = useForm({
    initialValues: recruiterValues(recruiter),
    schema: (schemas) => schemas.adminRecruiterUpdateBodySchema,
    submit: (body) => updateAdminRecruiter(getBrowserApi(), recruiter.id, body),
    fallbackMessage: t('organisation.saveFailed'),
    revalidate: true,
    onSuccess: onSaved,
  })
  return (
    <Dialog
      open
      onClose={form.pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
    >
      <form noValidate onSubmit={form.onSubmit} data-testid="admin-recruiter-form">
        <DialogTitle id={titleId}>
          {t('recruiters.editTitle', { name: recruiter.fullName })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert form={form} />
            <RecruiterFields form={form} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.pending}>
            {t('recruiters.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.pending}>
            {t('recruiters.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
