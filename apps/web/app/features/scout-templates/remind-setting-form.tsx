import { SCOUT_REMIND_BUSINESS_DAYS } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { FormAlert } from '../../components/form-alert'
import { SelectInput } from '../../components/select-input'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { type RemindSetting, updateRemindSetting } from './api'

/**
 * After how many business days in Japan (weekends and national holidays skipped) a scout sent
 * with a remind template is resent to a candidate who has neither replied nor declined. The
 * organisation's one setting; scouts already sent keep their time.
 */
export function RemindSettingForm({
  setting,
  onSaved,
}: {
  setting: RemindSetting
  onSaved: (message: string) => void
}) {
  const { t } = useTranslation('client')
  const errors = useTranslation('errors').t
  const headingId = useId()
  const form = useForm({
    initialValues: { business_days: setting.businessDays },
    schema: (schemas) => schemas.scoutRemindSettingSchema,
    submit: (body) => updateRemindSetting(getBrowserApi(), body),
    fallbackMessage: errors('retryLater'),
    onSuccess: () => onSaved(t('scoutTemplates.remindSetting.saved')),
  })
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <form noValidate onSubmit={form.onSubmit} data-testid="remind-setting">
        <Stack spacing={1.5}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('scoutTemplates.remindSetting.title')}
          </Typography>
          <FormAlert form={form} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
          >
            <SelectInput
              form={form}
              path="business_days"
              numeric
              label={t('scoutTemplates.remindSetting.label')}
              placeholder={t('scoutTemplates.remindSetting.label')}
              options={SCOUT_REMIND_BUSINESS_DAYS.map((days) => ({
                value: days,
                label: t('scoutTemplates.remindSetting.option', { count: days }),
              }))}
              hint={t('scoutTemplates.remindSetting.hint')}
            />
            <Button type="submit" variant="outlined" disabled={form.pending} sx={{ flexShrink: 0 }}>
              {t('scoutTemplates.remindSetting.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  )
}
