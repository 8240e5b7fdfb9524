import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FormEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { FormAlert } from '../../components/form-fields'
import { LockIcon } from '../../components/lock-icon'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { stepPath, WELCOME_PATH } from '../../lib/paths'
import { type CandidateProfile, saveAllianceProfile } from './api'
import { CURRENT_ANNUAL_INCOME_FIELD, ProfileFields, useOptions } from './profile-fields'

/** Full or medium, with the lock icon and what is missing while medium. */
export function ProfileLevel({ candidate }: { candidate: CandidateProfile }) {
  const { t } = useTranslation('candidate')
  const isFull = candidate.profileLevel === 'full'
  return (
    <Stack spacing={1} data-testid="profile-level">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{t('registration.levelLabel')}</Typography>
        <Tag
          size="medium"
          variant="filled"
          colour={isFull ? 'success' : 'default'}
          icon={
            isFull ? undefined : (
              <LockIcon testId="profile-lock" titleAccess={t('registration.levels_medium')} />
            )
          }
        >
          {isFull ? t('registration.levels_full') : t('registration.levels_medium')}
        </Tag>
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
