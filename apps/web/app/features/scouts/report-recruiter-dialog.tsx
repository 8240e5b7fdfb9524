import { RECRUITER_REPORT_REASONS } from '@kakehashi/contracts'
import { FormDialog } from '../../components/form-dialog'
import { SelectInput, TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { reportRecruiter } from './api'

/** "Report this recruiter": the reason and what happened, sent to the platform's administrators. */
export function ReportRecruiterDialog({
  scoutId,
  onClose,
  onReported,
}: {
  scoutId: number
  onClose: () => void
  onReported: () => void
}) {
  const { t } = useTranslation('candidate')
  const form = useForm({
    initialValues: { reason: '', body: '' },
    schema: (schemas) => schemas.recruiterReportBodySchema,
    submit: (body) => reportRecruiter(getBrowserApi(), scoutId, body),
    fallbackMessage: t('scouts.reportFailed'),
    onSuccess: onReported,
  })
  return (
    <FormDialog
      title={t('scouts.reportTitle')}
      description={t('scouts.reportNote')}
      form={form}
      submitLabel={t('scouts.reportSubmit')}
      cancelLabel={t('scouts.reportCancel')}
      submitColour="error"
      onClose={onClose}
    >
      <SelectInput
        form={form}
        path="reason"
        label={t('scouts.reportReason')}
        placeholder={t('scouts.reportReason')}
        options={RECRUITER_REPORT_REASONS.map((reason) => ({
          value: reason,
          label: t(`scouts.reportReasons.${reason}`),
        }))}
      />
      <TextInput form={form} path="body" label={t('scouts.reportBody')} multiline minRows={4} />
    </FormDialog>
  )
}
