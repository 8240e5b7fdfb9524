import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link } from 'react-router'
import { PageHeading } from '../../../components/page-heading'
import { CONVERSATIONS_PATH } from '../../../features/conversations/paths'
import { requireRecruiter } from '../../../lib/access'
import { useTranslation } from '../../../lib/i18n'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import type { Route } from './+types/self-apply'

export const handle = { analyticsName: 'client_scouts_self_apply' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scouts')]

export function meta({ matches }: Route.MetaArgs) {
  const { conversations } = messagesFromMatches(matches)
  return privatePageMeta(conversations.selfApply.title, conversations.selfApply.moved)
}

/** Spec section 1: the self-application selection page has moved; it points to where it lives now. */
export default function SelfApplyPointer() {
  const { t } = useTranslation('conversations')
  return (
    <Stack spacing={3}>
      <PageHeading title={t('selfApply.title')} />
      <Alert severity="info" data-testid="self-apply-moved">
        {t('selfApply.moved')}
      </Alert>
      <Stack direction="row">
        <Button
          component={Link}
          to={`${CONVERSATIONS_PATH}?status=interested_or_self_applied`}
          variant="contained"
        >
          {t('selfApply.link')}
        </Button>
      </Stack>
    </Stack>
  )
}
