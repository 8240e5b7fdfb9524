import { CAREER_INFO_STEPS, type CareerInfoStep } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { Link, useNavigate } from 'react-router'
import { FormAlert } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { FINISH_PATH, stepPath } from '../../lib/paths'
import { type CandidateProfile, type ProfileRequests, saveCareerInfoStep } from './api'
import {
  BasicInfoStep,
  CareersStep,
  CareerWishStep,
  EducationStep,
  SelfPrStep,
} from './career-info-steps'
import { initialStepValues, stepBody } from './initial-values'
import { ProfileRequestsNotice } from './profile-requests-notice'
import type { ReferenceLists } from './types'

/** One registration step: its form, saved as a whole, then on to the next step. */
export function CareerInfoPage({
  step,
  candidate,
  reference,
  profileRequests = [],
}: {
  step: CareerInfoStep
  candidate: CandidateProfile
  reference: ReferenceLists
  /** Open requests of organisations to complete a section, shown above the steps. */
  profileRequests?: ProfileRequests
}) {
  const { t } = useTranslation('candidate')
  const navigate = useNavigate()
  const isLast = step === CAREER_INFO_STEPS.length
  const form = useForm({
    initialValues: initialStepValues(step, candidate),
    schema: (schemas) =>
      schemas.careerInfoStepSchemas[step as keyof typeof schemas.careerInfoStepSchemas],
    toBody: (values) => stepBody(step, values),
    submit: (body) => saveCareerInfoStep(getBrowserApi(), step, body),
    fallbackMessage: t('registration.saveFailed'),
    onSuccess: () => navigate(isLast ? FINISH_PATH : stepPath(step + 1)),
  })

  const fields = {
    1: <BasicInfoStep form={form} reference={reference} />,
    2: <CareersStep form={form} reference={reference} />,
    3: <EducationStep form={form} reference={reference} />,
    4: <CareerWishStep form={form} reference={reference} />,
    5: <SelfPrStep form={form} candidate={candidate} />,
  }[step]

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('registration.title')}
      </Typography>
      <ProfileRequestsNotice requests={profileRequests} />
      <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: 3, overflowX: 'auto' }}>
        {CAREER_INFO_STEPS.map((number) => (
          <Step key={number} completed={number <= candidate.registration.step}>
            <StepLabel>{t(`registration.steps.${number}` as never)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('registration.stepLabel', { step })}: {t(`registration.steps.${step}` as never)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('registration.resumeHint')}
      </Typography>
      <form noValidate onSubmit={form.onSubmit}>
        <Stack spacing={2}>
          <FormAlert form={form} />
          {fields}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            {step > 1 ? (
              <Button component={Link} to={stepPath(step - 1)} color="inherit">
                {t('registration.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" variant="contained" disabled={form.pending}>
              {isLast ? t('registration.saveLast') : t('registration.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Container>
  )
}
