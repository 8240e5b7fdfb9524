import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { formatDate, formatManYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { useMutation } from '../../lib/mutation'
import { type Campaign, type JoinStatus, saveJoinStatus } from './api'

interface SpecialScoutWeekPageProps {
  campaign: Campaign | null
  status: JoinStatus | null
  /** Where a visitor signs in; null for a signed-in candidate. */
  loginHref: string | null
}

/** The special scout week: what it is, the candidate's completeness, and joining or leaving. */
export function SpecialScoutWeekPage({
  campaign,
  status: initial,
  loginHref,
}: SpecialScoutWeekPageProps) {
  const { t, locale } = useTranslation('specialScoutWeek')
  const errors = useTranslation('errors').t
  const [status, setStatus] = useState(initial)
  const save = useMutation((isJoined: boolean) => saveJoinStatus(getBrowserApi(), isJoined), {
    fallbackMessage: errors('retryLater'),
    onSuccess: setStatus,
  })

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {campaign ? localised(locale, campaign.name, campaign.nameEn) : t('title')}
          </Typography>
          {campaign ? (
            <>
              <Typography>{t('description')}</Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {t('period', {
                  start: formatDate(locale, campaign.startsOn),
                  end: formatDate(locale, campaign.endsOn),
                })}
              </Typography>
              <Typography>
                {t('threshold', {
                  threshold: formatManYen(locale, campaign.highSalaryThreshold),
                })}
              </Typography>
            </>
          ) : (
            <Alert severity="info">{t('none')}</Alert>
          )}
          {campaign && loginHref ? (
            <Button component={RouterLink} to={loginHref} variant="contained">
              {t('signIn')}
            </Button>
          ) : null}
          {status ? (
            <>
              <Stack spacing={0.5}>
                <Typography variant="body2">{t('completeness')}</Typography>
                <LinearProgress
                  variant="determinate"
                  aria-label={t('completeness')}
                  value={Math.min(
                    100,
                    (status.profileCompleteness.careerDoneCharacterCount /
                      status.profileCompleteness.max) *
                      100,
                  )}
                />
                <Typography variant="body2" data-testid="campaign-completeness">
                  {t('completenessValue', {
                    count: status.profileCompleteness.careerDoneCharacterCount,
                    max: status.profileCompleteness.max,
                  })}
                </Typography>
                <Link component={RouterLink} to="/register_steps/career_infos/5">
                  {t('editProfile')}
                </Link>
              </Stack>
              <Tag
                size="medium"
                variant="filled"
                colour={status.joinStatus.isJoined ? 'success' : 'default'}
                data-testid="campaign-join-state"
                data-joined={status.joinStatus.isJoined}
                sx={{ alignSelf: 'flex-start' }}
              >
                {status.joinStatus.isJoined ? t('joined') : t('notJoined')}
              </Tag>
              {save.failure ? <Alert severity="error">{save.failure.message}</Alert> : null}
              <Button
                variant={status.joinStatus.isJoined ? 'outlined' : 'contained'}
                disabled={save.pending}
                onClick={() => void save.run(!status.joinStatus.isJoined)}
                data-testid="campaign-join-button"
              >
                {status.joinStatus.isJoined ? t('leave') : t('join')}
              </Button>
            </>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  )
}
