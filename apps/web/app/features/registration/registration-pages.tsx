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
import type { FormEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { FormAlert } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { stepPath, WELCOME_PATH } from '../../lib/paths'
import { type CandidateProfile, saveAllianceProfile } from './api'
import { CURRENT_ANNUAL_INCOME_FIELD, ProfileFields, useOptions } from './profile-fields'

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

/** The frame of the pages around the steps: a card with the title and the lead, maybe a form. */
function RegistrationCard({
  title,
  description,
  onSubmit,
  children,
}: {
  title: string
  description: string
  /** Makes the card's content a form. */
  onSubmit?: (event: FormEvent) => void
  children: ReactNode
}) {
  const content = (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography>{description}</Typography>
      {children}
    </Stack>
  )
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {onSubmit ? (
          <form noValidate onSubmit={onSubmit}>
            {content}
          </form>
        ) : (
          content
        )}
      </Paper>
    </Container>
  )
}

export function FinishPage({ candidate }: { candidate: CandidateProfile }) {
  const { t } = useTranslation('candidate')
  return (
    <RegistrationCard
      title={t('registration.finishTitle')}
      description={t('registration.finishDescription')}
    >
      <ProfileLevel candidate={candidate} />
      <Button component={Link} to={WELCOME_PATH} variant="contained">
        {t('registration.toWelcome')}
      </Button>
    </RegistrationCard>
  )
}

const WELCOME_LINKS = [
  { to: '/scouts', label: 'registration.welcomeScouts', variant: 'contained' },
  { to: '/job_infos/search_conditions', label: 'registration.welcomeJobs', variant: 'outlined' },
  { to: '/liiga-special-scout-week', label: 'registration.welcomeCampaign', variant: 'outlined' },
] as const

export function WelcomePage() {
  const { t } = useTranslation('candidate')
  return (
    <RegistrationCard
      title={t('registration.welcomeTitle')}
      description={t('registration.welcomeDescription')}
    >
      {WELCOME_LINKS.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant={link.variant}>
          {t(link.label)}
        </Button>
      ))}
    </RegistrationCard>
  )
}

export function AlliancePage({ candidate }: { candidate: CandidateProfile }) {
  const { t, jobChangeTimingField } = useOptions()
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
    <RegistrationCard
      title={t('registration.allianceTitle')}
      description={t('registration.allianceDescription')}
      onSubmit={form.onSubmit}
    >
      {done ? <Alert severity="success">{t('registration.allianceDone')}</Alert> : null}
      <FormAlert form={form} />
      <ProfileFields
        form={form}
        fields={[
          {
            kind: 'text',
            name: 'phone',
            type: 'tel',
            label: 'phone',
            hint: t('registration.fields.phoneHint'),
          },
          CURRENT_ANNUAL_INCOME_FIELD,
          jobChangeTimingField,
        ]}
      />
      <Button type="submit" variant="contained" disabled={form.pending}>
        {t('registration.allianceSave')}
      </Button>
    </RegistrationCard>
  )
}
