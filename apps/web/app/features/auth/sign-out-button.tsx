import Button from '@mui/material/Button'
import { useNavigate } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { signOut } from './api'

/**
 * Signs out through the API, then goes home; the root data reloads on that navigation, so the
 * header forgets the user. A session that had already ended goes home all the same.
 */
export function SignOutButton() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const signOutNow = useMutation(() => signOut(getBrowserApi()).catch(() => undefined), {
    onSuccess: () => navigate('/'),
  })
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        event.preventDefault()
        void signOutNow.run(undefined)
      }}
    >
      <Button type="submit" color="inherit" size="small" disabled={signOutNow.pending}>
        {t('signOut')}
      </Button>
    </form>
  )
}
