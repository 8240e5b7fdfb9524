import { JOB_CHANGE_TIMINGS } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import SvgIcon from '@mui/material/SvgIcon'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { stepPath, WELCOME_PATH } from '../../lib/paths'
import { type CandidateProfile, saveAllianceProfile } from './api'

/** The outlined lock (Material "lock_outline") shown on a medium profile. */
function LockOutlined({ titleAccess }: { titleAccess: string }) {
  return (
    <SvgIcon fontSize="small" titleAccess={titleAccess} data-testid="profile-lock">
      <path d="M12 17c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m6-9h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M8.9 6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1v2H8.9zM18 20H6V10h12z" />
    </SvgIcon>
  )
}

/** Full or medium, with the lock icon and what is missing while medium. */
export function ProfileLevel({ candidate }: { candidate: CandidateProfile }) {
  const { t } = useTranslation('candidate')
  const isFull = candidate.profileLevel === 'full'
  return (
    <Stack spacing={1} data-testid="profile-level">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{t('registration.levelLabel')}</Typography>
        <Chip
          color={isFull ? 'success' : 'default'}
          icon={isFull ? undefined : <LockOutlined titleAccess={t('registration.levels_medium')} />}
          label={isFull ? t('registration.levels_full') : t('registration.levels_medium')}
        />
      </Stack>
      {isFull ? null : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('registration.lockedNote')}
          </Typography>
          <List dense>
            {candidate.missingForFull.map((gap) => (
              <ListItem key={gap} sx={{ display: 'list-item', listStyleType: 'disc', ml: 2 }}>
                {t(`registration.missing.${gap}` as never)}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  )
}

export function FinishPage({ candidate }: { candidate: CandidateProfile }) {
  const { t } = useTranslation('candidate')
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('registration.finishTitle')}
          </Typography>
          <Typography>{t('registration.finishDescription')}</Typography>
          <ProfileLevel candidate={candidate} />
          <Button component={Link} to={WELCOME_PATH} variant="contained">
            {t('registration.toWelcome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}

export function WelcomePage() {
  const { t } = useTranslation('candidate')
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('registration.welcomeTitle')}
          </Typography>
          <Typography>{t('registration.welcomeDescription')}</Typography>
          <Button component={Link} to="/scouts" variant="contained">
            {t('registration.welcomeScouts')}
          </Button>
          <Button component={Link} to="/job_infos/search_conditions" variant="outlined">
            {t('registration.welcomeJobs')}
          </Button>
          <Button component={Link} to="/liiga-special-scout-week" variant="outlined">
            {t('registration.welcomeCampaign')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}

export function AlliancePage({ candidate }: { candidate: CandidateProfile }) {
  const { t } = useTranslation('candidate')
  const form = useForm({
    initialValues: {
      phone: candidate.phone ?? '',
      current_annual_income:
        candidate.currentAnnualIncome === null ? '' : String(candidate.currentAnnualIncome),
      job_change_timing: candidate.jobChangeTiming ?? '',
    },
    schema: (schemas) => schemas.allianceAdditionalProfileBodySchema,
    submit: (body) => saveAllianceProfile(getBrowserApi(), body),
    fallbackMessage: t('registration.saveFailed'),
    onSuccess: () => window.location.assign(stepPath(candidate.registration.nextStep ?? 1)),
  })
  const done = Boolean(candidate.alliance.completedAt)
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <form noValidate onSubmit={form.onSubmit}>
          <Stack spacing={2}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t('registration.allianceTitle')}
            </Typography>
            <Typography>{t('registration.allianceDescription')}</Typography>
            {done ? <Alert severity="success">{t('registration.allianceDone')}</Alert> : null}
            <FormAlert form={form} />
            <TextInput
              form={form}
              path="phone"
              type="tel"
              label={t('registration.fields.phone')}
              hint={t('registration.fields.phoneHint')}
            />
            <TextInput
              form={form}
              path="current_annual_income"
              inputMode="numeric"
              label={t('registration.fields.currentAnnualIncome')}
            />
            <SelectInput
              form={form}
              path="job_change_timing"
              label={t('registration.fields.jobChangeTiming')}
              placeholder={t('registration.fields.none')}
              options={JOB_CHANGE_TIMINGS.map((value) => ({
                value,
                label: t(`registration.timings.${value}` as never),
              }))}
            />
            <Button type="submit" variant="contained" disabled={form.pending}>
              {t('registration.allianceSave')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
