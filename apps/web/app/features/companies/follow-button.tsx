import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import SvgIcon from '@mui/material/SvgIcon'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { followCompany, unfollowCompany } from './api'

type FollowIntent = 'follow' | 'unfollow'

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

/**
 * Follows or unfollows the company; the page's loader then runs again, so the button and the
 * follower count show what the API now holds.
 */
export function FollowButton({ companyId, companyName, follow, signInHref }: FollowButtonProps) {
  const { t } = useTranslation('companies')
  const mutation = useMutation(
    async (intent: FollowIntent) => {
      const api = getBrowserApi()
      if (intent === 'unfollow' && follow) await unfollowCompany(api, follow.id)
      else await followCompany(api, companyId)
    },
    { revalidate: true, fallbackMessage: t('follow.failed') },
  )
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
  const { pending, input: intent, failure } = mutation
  // While a request is on its way the button already shows where it is going.
  const isFollowing = pending ? intent === 'follow' : follow !== null
  const isDone = !pending && intent !== undefined
  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
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
          data-testid="follow-button"
          onClick={() => void mutation.run(follow ? 'unfollow' : 'follow')}
          data-following={isFollowing}
          variant={isFollowing ? 'outlined' : 'contained'}
          disabled={pending}
          sx={{ minWidth: 160 }}
        >
          {isFollowing ? t('follow.unfollow') : t('follow.follow')}
        </Button>
      </Stack>
      <Typography
        variant="caption"
        role="status"
        data-testid="follow-message"
        color={isDone && failure ? 'error' : 'text.secondary'}
      >
        {isDone
          ? failure
            ? failure.message
            : intent === 'follow'
              ? t('follow.followed', { name: companyName })
              : t('follow.unfollowed')
          : ''}
      </Typography>
    </Stack>
  )
}
