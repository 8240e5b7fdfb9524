import { PROFILE_REQUEST_SECTION_STEPS } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { stepPath } from '../../lib/paths'
import type { ProfileRequests } from './api'

/**
 * What organisations asked the candidate to complete, each linking to the step that edits it.
 * A request ends when the candidate saves that section or the organisation withdraws it.
 */
export function ProfileRequestsNotice({ requests }: { requests: ProfileRequests }) {
  const { t, locale } = useTranslation('candidate')
  if (requests.length === 0) return null
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{t('profileRequests.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {requests.map((request) => (
          <li key={request.id}>
            {t('profileRequests.item', {
              organisation: localised(locale, request.organisationName, request.organisationNameEn),
              section: t(`profileRequests.sections.${request.section}`),
            })}{' '}
            <Link
              component={RouterLink}
              to={stepPath(PROFILE_REQUEST_SECTION_STEPS[request.section])}
            >
              {t('profileRequests.edit')}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  )
}
