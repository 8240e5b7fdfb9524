import { SCOUT_DECLINE_REASONS } from '@kakehashi/contracts'
import { FormDialog } from '../../components/form-dialog'
import { SelectInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { declineScout, type Scout } from './api'

/** "Decline this scout": the reason the organisation reads; its resends stop. */
export function DeclineScoutDialog({
  scoutId,
  onClose,
  onDeclined,
}: {
  scoutId: number
  onClose: () => void
  onDeclined: (scout: Scout) => void
}) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const form = useForm({
    initialValues: { reason: '' },
    schema: (schemas) => schemas.scoutDeclineBodySchema,
    submit: (body) => declineScout(getBrowserApi(), scoutId, body),
    fallbackMessage: errors('retryLater'),
    onSuccess: onDeclined,
  })
  return (
    <FormDialog
      title={t('scouts.declineTitle')}
      description={t('scouts.declineNote')}
      form={form}
      submitLabel={t('scouts.declineSubmit')}
      cancelLabel={t('scouts.declineCancel')}
      onClose={onClose}
      testId="decline-scout"
    >
      <SelectInput
        form={form}
        path="reason"
        label={t('scouts.declineReason')}
        placeholder={t('scouts.declineReason')}
        options={SCOUT_DECLINE_REASONS.map((reason) => ({
          value: reason,
          label: t(`scouts.declineReasons.${reason}`),
        }))}
      />
    </FormDialog>
  )
}
