import {
  type EditableJobStatus,
  EMPLOYMENT_TYPES,
  SALARY_DISPLAY_OPTIONS,
} from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { CheckList } from '../../components/check-list-field'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { PageTitle } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { createManagedJob, type JobFormChoices, type ManagedJob, updateManagedJob } from './api'
import { CompanyFields } from './company-fields'
import { initialJobValues, jobBody } from './form-values'
import { JobTypePicker } from './job-type-picker'
import { MANAGED_JOBS_PATH, managedJobPath } from './paths'

/**
 * The job form of a new job and of an edit alike: every field in sections, checked with the
 * API's own rules before sending, and three ways to save it (spec section 2): draft, scout-only
 * or public. On success the job's page opens.
 */
export function JobForm({
  job,
  choices,
  isAgent,
  ownCompanyName,
}: {
  job: ManagedJob | null
  choices: JobFormChoices
  isAgent: boolean
  ownCompanyName: string
}) {
  const { t, locale } = useTranslation('jobManagement')
  const navigate = useNavigate()
  // Before the page's scripts run, a click would send the form as a plain GET of the page.
  const isHydrated = useIsHydrated()
  // The button pressed decides the state the job is saved in.
  const status = useRef<EditableJobStatus>('draft')
  // A new job's request key, the same for every send of this form: a second click or a retry
  // after a lost answer gets the job the first send created. A created job's page then opens.
  const [draftId] = useState(newDraftId)
  const form = useForm({
    initialValues: initialJobValues(job, locale),
    schema: (schemas) => schemas.jobInfoBodySchema,
    toBody: (values) => ({
      ...jobBody(values, status.current),
      ...(job ? {} : { client_request_id: draftId }),
    }),
    submit: (body) =>
      job
        ? updateManagedJob(getBrowserApi(), job.id, body)
        : createManagedJob(getBrowserApi(), body),
    fallbackMessage: t('failures.save'),
    onSuccess: (saved) => navigate(managedJobPath(saved.id), { state: { notice: 'saved' } }),
  })
  const named = (items: readonly { id: number; name: string; nameEn: string | null }[]) =>
    items.map((item) => ({ value: item.id, label: localName(locale, item) }))
  const isContract = form.get('employment_type') === 'contract'
  const saveAs = (next: EditableJobStatus) => () => {
    status.current = next
  }

  return (
    <Stack spacing={3}>
      <PageTitle>{job ? t('editTitle') : t('newTitle')}</PageTitle>
      <form noValidate onSubmit={form.onSubmit} data-testid="job-form">
        <Stack spacing={3}>
          <FormAlert form={form} />
          <FormSection title={t('sections.basic')}>
            <TextInput form={form} path="title" label={t('fields.title')} required />
            <FieldRow>
              <TextInput form={form} path="position" label={t('fields.position')} />
              <TextInput form={form} path="division" label={t('fields.division')} />
            </FieldRow>
          </FormSection>

          <FormSection title={t('sections.company')}>
            <CompanyFields form={form} isAgent={isAgent} ownCompanyName={ownCompanyName} />
          </FormSection>

          <FormSection title={t('sections.classification')}>
            <SelectInput
              form={form}
              path="industry_id"
              label={t('fields.industry')}
              placeholder={t('fields.choose')}
              options={named(choices.industries)}
              numeric
            />
            <JobTypePicker
              form={form}
              parents={choices.jobTypeParents}
              initialChildren={choices.jobTypeChildren}
            />
            <SelectInput
              form={form}
              path="prefecture_id"
              label={t('fields.prefecture')}
              placeholder={t('fields.choose')}
              options={named(choices.prefectures)}
              numeric
            />
            <TextInput
              form={form}
              path="work_place_description"
              label={t('fields.workPlaceDescription')}
              multiline
              minRows={2}
            />
          </FormSection>

          <FormSection title={t('sections.salary')}>
            <FieldRow>
              <TextInput
                form={form}
                path="salary_min"
                label={t('fields.salaryMin')}
                hint={t('fields.salaryHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextInput
                form={form}
                path="salary_max"
                label={t('fields.salaryMax')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </FieldRow>
            <SelectInput
              form={form}
              path="salary_display_option"
              label={t('fields.salaryDisplayOption')}
              placeholder={t('fields.choose')}
              options={SALARY_DISPLAY_OPTIONS.map((value) => ({
                value,
                label: t(`fields.salaryDisplayOptions.${value}`),
              }))}
            />
            <TextInput
              form={form}
              path="salary_supplement"
              label={t('fields.salarySupplement')}
              multiline
              minRows={2}
            />
          </FormSection>

          <FormSection title={t('sections.content')}>
            <TextInput
              form={form}
              path="job_description"
              label={t('fields.jobDescription')}
              multiline
              minRows={5}
              required
            />
            <TextInput
              form={form}
              path="attraction"
              label={t('fields.attraction')}
              multiline
              minRows={3}
            />
            <TextInput
              form={form}
              path="requirement"
              label={t('fields.requirement')}
              multiline
              minRows={3}
              required
            />
            <TextInput
              form={form}
              path="welcome_skill"
              label={t('fields.welcomeSkill')}
              multiline
              minRows={2}
            />
            <TextInput
              form={form}
              path="employment_selection"
              label={t('fields.employmentSelection')}
              multiline
              minRows={2}
            />
          </FormSection>

          <FormSection title={t('sections.workingConditions')}>
            <Alert severity="info">{t('workingConditionsNote')}</Alert>
            <SelectInput
              form={form}
              path="employment_type"
              label={t('fields.employmentType')}
              placeholder={t('fields.choose')}
              options={EMPLOYMENT_TYPES.map((value) => ({
                value,
                label: t(`fields.employmentTypes.${value}`),
              }))}
            />
            <TextInput
              form={form}
              path="duties_change_scope"
              label={t('fields.dutiesChangeScope')}
              hint={t('fields.dutiesChangeScopeHint')}
              multiline
              minRows={2}
              required
            />
            <TextInput
              form={form}
              path="workplace_change_scope"
              label={t('fields.workplaceChangeScope')}
              hint={t('fields.workplaceChangeScopeHint')}
              multiline
              minRows={2}
              required
            />
            {isContract ? (
              <TextInput
                form={form}
                path="contract_renewal_limit"
                label={t('fields.contractRenewalLimit')}
                hint={t('fields.contractRenewalLimitHint')}
                multiline
                minRows={2}
                required
              />
            ) : null}
          </FormSection>

          {choices.tags.length > 0 ? (
            <FormSection title={t('sections.tags')}>
              <CheckList
                form={form}
                path="job_info_tag_ids"
                label={t('fields.tags')}
                options={named(choices.tags)}
              />
            </FormSection>
          ) : null}

          <FormSection title={t('sections.period')}>
            <FieldRow>
              <TextInput
                form={form}
                path="recruitment_start_on"
                type="date"
                label={t('fields.recruitmentStartOn')}
                hint={t('fields.periodHint')}
              />
              <TextInput
                form={form}
                path="recruitment_end_on"
                type="date"
                label={t('fields.recruitmentEndOn')}
              />
            </FieldRow>
          </FormSection>

          <FormSection title={t('sections.link')}>
            <TextInput
              form={form}
              path="outer_link"
              type="url"
              label={t('fields.outerLink')}
              hint={t('fields.outerLinkHint')}
              autoComplete="url"
            />
          </FormSection>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('submit.hint')}
            </Typography>
            {/* The draft comes first: pressing Enter in a field saves a draft, never publishes. */}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button
                component={Link}
                to={job ? managedJobPath(job.id) : MANAGED_JOBS_PATH}
                color="inherit"
                sx={{ mr: { sm: 'auto' } }}
              >
                {t('submit.cancel')}
              </Button>
              <Button
                type="submit"
                variant="outlined"
                disabled={form.pending || !isHydrated}
                onClick={saveAs('draft')}
              >
                {t('submit.draft')}
              </Button>
              <Button
                type="submit"
                variant="outlined"
                color="primary"
                disabled={form.pending || !isHydrated}
                onClick={saveAs('open_for_scout')}
              >
                {t('submit.openForScout')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={form.pending || !isHydrated}
                onClick={saveAs('open')}
              >
                {t('submit.open')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </form>
    </Stack>
  )
}
