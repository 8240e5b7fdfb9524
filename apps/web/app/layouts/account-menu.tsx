import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { SignOutButton } from '../features/auth/sign-out-button'
import { RecruiterAccountMenu } from '../features/client/recruiter-account-menu'
import { CandidateMenu } from '../features/scouts/scouts-menu'
import { isRecruiter, type SessionUser } from '../lib/access'
import { useTranslation } from '../lib/i18n'

// Only for signed-in candidates, and it shows nothing until the server, asked after the page has
// loaded, says to ask: nothing on the page waits for its code, so it stays out of every page's
// first load.
const JobChangeTimingDialog = lazy(() =>
  import('../features/job-change-timing/job-change-timing-dialog').then((m) => ({
    default: m.JobChangeTimingDialog,
  })),
)

/** Sign-in and sign-up links for visitors; the name and sign-out for signed-in users. */
export function AccountMenu({ currentUser }: { currentUser: SessionUser | null }) {
  const { t } = useTranslation('auth')
  const location = useLocation()
  if (!currentUser) {
    const back = encodeURIComponent(location.pathname + location.search)
    const isOnLogin = location.pathname === '/login'
    return (
      <Stack direction="row" spacing={1}>
        <Button
          component={Link}
          to={isOnLogin ? '/login' : `/login?redirect_url=${back}`}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('signIn')}
        </Button>
        <Button
          component={Link}
          to="/signup"
          color="inherit"
          variant="outlined"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('signUp')}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {currentUser.roleType === 'Candidate' ? (
        <>
          <CandidateMenu />
          <Suspense fallback={null}>
            <JobChangeTimingDialog userId={currentUser.id} />
          </Suspense>
        </>
      ) : null}
      {isRecruiter(currentUser) ? (
        <RecruiterAccountMenu user={currentUser} />
      ) : (
        <Typography
          variant="body2"
          data-testid="current-user-name"
          sx={{ display: { xs: 'none', md: 'block' } }}
        >
          {currentUser.profile.fullName}
        </Typography>
      )}
      <SignOutButton />
    </Stack>
  )
}
