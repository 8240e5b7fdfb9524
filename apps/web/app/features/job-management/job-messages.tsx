import Alert from '@mui/material/Alert'
import { FormAlert } from '../../components/form-fields'
import { useTranslation } from '../../lib/i18n'
import type { JobNotice } from './use-job-actions'

/** The outcome of the last change on a page: its success message or why it failed. */
export function JobMessages({
  notice,
  failure,
}: {
  notice: JobNotice | null
  failure: string | null
}) {
  const { t } = useTranslation('jobManagement')
  return (
    <>
      {notice && !failure ? (
        <Alert severity="success" role="status" data-testid="job-notice">
          {t(`notices.${notice}`)}
        </Alert>
      ) : null}
      <FormAlert form={{ failure }} />
    </>
  )
}
