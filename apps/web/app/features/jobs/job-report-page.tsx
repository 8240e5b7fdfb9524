import { JOB_REPORT_REASONS } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { jobPath } from '../../lib/paths'
import { type JobDetail, reportJob } from './api'

/**
 * "Report this listing" (/job_infos/{id}/report): anyone tells the administrators what is wrong
 * with a public job; the administrators may close it and tell its publisher why.
 */
export function JobReportPage({ job }: { job: JobDetail }) {
  const { t, locale } = useTranslation('jobs')
  const isHydrated = useIsHydrated()
  const [isSent, setIsSent] = useState(false)
  const title = localised(locale, job.title, job.titleEn)
  const form = useForm({
    initialValues: { reason: '', body: '', email: '' },
    schema: (schemas) => schemas.jobReportBodySchema,
    submit: (body) => reportJob(getBrowserApi(), job.id, body),
    fallbackMessage: t('report.failed'),
    onSuccess: () => setIsSent(true),
  })
  const back = (
    <Link component={RouterLink} to={jobPath(job.id)}>
      {t('report.back')}
    </Link>
  )
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeading title={t('report.title')} description={t('report.description', { title })} />
      {isSent ? (
        <>
          <Alert severity="success" data-testid="job-report-sent">
            {t('report.done')}
          </Alert>
          {back}
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <form noValidate onSubmit={form.onSubmit} data-testid="job-report-form">
            <Stack spacing={2.5}>
              <FormAlert form={form} />
              <SelectInput
                form={form}
                path="reason"
                label={t('report.reason')}
                placeholder={t('report.choose')}
                options={JOB_REPORT_REASONS.map((value) => ({
                  value,
                  label: t(`report.reasons.${value}`),
                }))}
              />
              <TextInput
                form={form}
                path="body"
                label={t('report.body')}
                hint={t('report.bodyHint')}
                multiline
                minRows={4}
                required
              />
              <TextInput
                form={form}
                path="email"
                type="email"
                label={t('report.email')}
                hint={t('report.emailHint')}
                autoComplete="email"
              />
              <Stack
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
              >
                {back}
                <Button type="submit" variant="contained" disabled={!isHydrated || form.pending}>
                  {t('report.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  )
}
