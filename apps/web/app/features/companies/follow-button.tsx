import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import SvgIcon from '@mui/material/SvgIcon'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useFetcher } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'

export type FollowIntent = 'follow' | 'unfollow'
export type FollowResult = { ok: true; intent: FollowIntent } | { ok: false; intent: FollowIntent }

/**
 * The browser half of following: the route's client action calls this, and the page's loader
 * then runs again, so the button and the follower count show what the API now holds.
 */
export async function submitFollow(form: FormData): Promise<FollowResult> {
  const intent: FollowIntent = form.get('intent') === 'unfollow' ? 'unfollow' : 'follow'
  const api = getBrowserApi()
  try {
    if (intent === 'unfollow') {
      await api.delete(`/api/v3/candidate/company_follows/${Number(form.get('followId'))}`)
    } else {
      await api.post('/api/v3/candidate/company_follows', {
        company_id: Number(form.get('companyId')),
      })
    }
    return { ok: true, intent }
  } catch {
    return { ok: false, intent }
  }
}

interface FollowButtonProps {
  companyId: number
  companyName: string
  follow: { id: number } | null
  /** Anonymous visitors are sent to sign in and brought back here. */
  signInHref: string | null
}

function CheckIcon() {
  return (
    <SvgIcon fontSize="small" aria-hidden="true">
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  )
}

export function FollowButton({ companyId, companyName, follow, signInHref }: FollowButtonProps) {
  const { t } = useTranslation('companies')
  const fetcher = useFetcher<FollowResult>()
  if (signInHref) {
    return (
      <Button
        component={RouterLink}
        to={signInHref}
        variant="contained"
        data-testid="follow-sign-in"
        sx={{ minWidth: 180 }}
      >
        {t('follow.signInToFollow')}
      </Button>
    )
  }
  const isBusy = fetcher.state !== 'idle'
  const pendingIntent = fetcher.formData?.get('intent')
  // While a request is on its way the button already shows where it is going.
  const isFollowing = pendingIntent ? pendingIntent === 'follow' : follow !== null
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      <fetcher.Form method="post">
        <input type="hidden" name="companyId" value={companyId} />
        {follow ? <input type="hidden" name="followId" value={follow.id} /> : null}
        <input type="hidden" name="intent" value={follow ? 'unfollow' : 'follow'} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}
        >
          {isFollowing ? (
            <Chip
              icon={<CheckIcon />}
              label={t('follow.following')}
              color="primary"
              data-testid="follow-state"
            />
          ) : null}
          <Button
            type="submit"
            data-testid="follow-button"
            data-following={isFollowing}
            variant={isFollowing ? 'outlined' : 'contained'}
            disabled={isBusy}
            sx={{ minWidth: 160 }}
          >
            {isFollowing ? t('follow.unfollow') : t('follow.follow')}
          </Button>
        </Stack>
      </fetcher.Form>
      <Typography
        variant="caption"
        role="status"
        data-testid="follow-message"
        color={result?.ok === false ? 'error' : 'text.secondary'}
      >
        {result
          ? result.ok
            ? result.intent === 'follow'
              ? t('follow.followed', { name: companyName })
              : t('follow.unfollowed')
            : t('follow.failed')
          : ''}
      </Typography>
    </Stack>
  )
}
