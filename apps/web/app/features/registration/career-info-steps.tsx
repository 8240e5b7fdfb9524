import {
  CAREER_DONE_MAX_LENGTH,
  COMPANY_TYPE_TENDENCIES,
  DEGREE_TYPES,
  GENDERS,
  LANGUAGE_LEVELS,
  RESUME_MAX_MB,
  WHAT_TO_DISCUSS,
} from '@kakehashi/contracts'
import Stack from '@mui/material/Stack'
import { useMemo } from 'react'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import { type Form, getAt } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { suggestUniversities, type University } from '../../lib/reference'
import type { CandidateProfile } from './api'
import { BLANK_CAREER } from './initial-values'
import {
  COMPANY_AND_POSITION_FIELDS,
  CURRENT_ANNUAL_INCOME_FIELD,
  type FieldSpec,
  ProfileFields,
  useOptions,
} from './profile-fields'
import { ResumeUpload } from './resume-upload'
import type { ReferenceLists } from './types'
import { useFuriganaAutofill } from './use-furigana-autofill'

interface StepProps {
  form: Form
  reference: ReferenceLists
}

function StepFields({ form, fields }: { form: Form; fields: FieldSpec[] }) {
  return (
    <Stack spacing={2}>
      <ProfileFields form={form} fields={fields} />
    </Stack>
  )
}

export function BasicInfoStep({ form, reference }: StepProps) {
  const { t, named, labelled } = useOptions()
  const furigana = useFuriganaAutofill(form, 'full_name', 'full_name_kana')
  return (
    <StepFields
      form={form}
      fields={[
        { kind: 'text', name: 'full_name', label: 'fullName', autoComplete: 'name', ...furigana },
        { kind: 'text', name: 'full_name_kana', label: 'fullNameKana' },
        {
          kind: 'select',
          name: 'gender',
          label: 'gender',
          options: labelled(GENDERS, 'registration.genders'),
        },
        { kind: 'text', name: 'birth_date', type: 'date', label: 'birthDate' },
        {
          kind: 'select',
          name: 'prefecture_id',
          numeric: true,
          label: 'prefecture',
          options: named(reference.prefectures),
        },
        {
          kind: 'text',
          name: 'phone',
          type: 'tel',
          autoComplete: 'tel',
          label: 'phone',
          hint: t('registration.fields.phoneHint'),
        },
      ]}
    />
  )
}

export function CareersStep({ form, reference }: StepProps) {
  const { t, named } = useOptions()
  return (
    <StepFields
      form={form}
      fields={[
        CURRENT_ANNUAL_INCOME_FIELD,
        {
          kind: 'list',
          name: 'careers',
          label: 'careers',
          blank: BLANK_CAREER,
          fields: [
            ...COMPANY_AND_POSITION_FIELDS,
            {
              kind: 'select',
              name: 'industry_id',
              numeric: true,
              label: 'industry',
              options: named(reference.industries),
            },
            {
              kind: 'row',
              fields: [
                {
                  kind: 'text',
                  name: 'started_on',
                  label: 'startedOn',
                  hint: t('registration.fields.yearMonthHint'),
                },
                {
                  kind: 'text',
                  name: 'ended_on',
                  label: 'endedOn',
                  hint: t('registration.fields.endedOnHint'),
                },
              ],
            },
            {
              kind: 'text',
              name: 'description',
              multiline: true,
              minRows: 3,
              label: 'description',
            },
          ],
        },
        {
          kind: 'list',
          name: 'experiences',
          label: 'experiences',
          blank: { job_type_id: null, years: '' },
          fields: [
            {
              kind: 'row',
              fields: [
                {
                  kind: 'select',
                  name: 'job_type_id',
                  numeric: true,
                  label: 'jobType',
                  options: named(reference.jobTypes),
                },
                { kind: 'text', name: 'years', inputMode: 'numeric', label: 'years' },
              ],
            },
          ],
        },
      ]}
    />
  )
}

type UniversityChoice = Pick<University, 'id' | 'name' | 'nameEn'>

/** Universities from the list, found as the candidate types (kana, kanji or English). */
function UniversityPicker({ form, path }: { form: Form; path: string }) {
  const { t, locale } = useTranslation('candidate')
  const chosenId = getAt(form.values, `${path}.university_id`) as number | null
  const chosenName = getAt(form.values, `${path}.university_name`) as string | undefined
  // The same pick must stay the same object: a new one would count as a new pick and replace
  // what the candidate is typing.
  const chosen = useMemo<UniversityChoice | null>(
    () => (chosenId ? { id: chosenId, name: chosenName ?? '', nameEn: chosenName ?? '' } : null),
    [chosenId, chosenName],
  )
  const problem = form.problem(`${path}.university_id`)
  return (
    <SuggestField<UniversityChoice>
      value={chosen}
      fetchSuggestions={(keyword, signal) => suggestUniversities(getBrowserApi(), keyword, signal)}
      getLabel={(option) => localised(locale, option.name, option.nameEn)}
      getKey={(option) => option.id}
      onPick={(value) => {
        form.set(`${path}.university_id`, value?.id ?? null)
        form.set(
          `${path}.university_name`,
          value ? localised(locale, value.name, value.nameEn) : '',
        )
      }}
      label={t('registration.fields.university')}
      error={Boolean(problem)}
      helperText={problem}
    />
  )
}

export function EducationStep({ form, reference }: StepProps) {
  const { t, named, labelled } = useOptions()
  return (
    <StepFields
      form={form}
      fields={[
        {
          kind: 'list',
          name: 'educations',
          label: 'educations',
          blank: {
            degree: '',
            university_id: null,
            school_name: '',
            faculty: '',
            graduated_on: '',
          },
          fields: [
            {
              kind: 'select',
              name: 'degree',
              label: 'degree',
              options: labelled(DEGREE_TYPES, 'registration.degrees'),
            },
            {
              kind: 'custom',
              id: 'university',
              render: (prefix) => <UniversityPicker form={form} path={prefix} />,
            },
            { kind: 'text', name: 'school_name', label: 'schoolName' },
            { kind: 'text', name: 'faculty', label: 'faculty' },
            {
              kind: 'text',
              name: 'graduated_on',
              label: 'graduatedOn',
              hint: t('registration.fields.yearMonthHint'),
            },
          ],
        },
        {
          kind: 'list',
          name: 'language_skills',
          label: 'languageSkills',
          blank: { language_id: null, level: '' },
          fields: [
            {
              kind: 'row',
              fields: [
                {
                  kind: 'select',
                  name: 'language_id',
                  numeric: true,
                  label: 'language',
                  options: named(reference.languages),
                },
                {
                  kind: 'select',
                  name: 'level',
                  label: 'level',
                  options: labelled(LANGUAGE_LEVELS, 'registration.levels'),
                },
              ],
            },
          ],
        },
        {
          kind: 'section',
          title: `${t('registration.fields.toeic')} / ${t('registration.fields.toefl')} / ${t('registration.fields.toeflItp')}`,
          fields: [
            {
              kind: 'row',
              fields: [
                { kind: 'text', name: 'toeic_score', inputMode: 'numeric', label: 'toeic' },
                { kind: 'text', name: 'toefl_score', inputMode: 'numeric', label: 'toefl' },
                {
                  kind: 'text',
                  name: 'toefl_itp_score',
                  inputMode: 'numeric',
                  label: 'toeflItp',
                },
              ],
            },
          ],
        },
        {
          kind: 'section',
          title: t('registration.fields.certifications'),
          fields: [
            {
              kind: 'checks',
              name: 'certification_ids',
              label: 'certifications',
              options: named(reference.certifications),
            },
          ],
        },
      ]}
    />
  )
}

export function CareerWishStep({ form, reference }: StepProps) {
  const { t, named, labelled, jobChangeTimingField } = useOptions()
  return (
    <StepFields
      form={form}
      fields={[
        {
          kind: 'text',
          name: 'request_annual_income',
          inputMode: 'numeric',
          label: 'requestAnnualIncome',
        },
        jobChangeTimingField,
        {
          kind: 'checks',
          name: 'wish_industry_ids',
          label: 'wishIndustries',
          options: named(reference.industries),
        },
        {
          kind: 'checks',
          name: 'wish_job_type_ids',
          label: 'wishJobTypes',
          options: named(reference.jobTypes.filter((type) => type.isParent)),
        },
        {
          kind: 'checks',
          name: 'company_type_tendencies',
          label: 'companyTypeTendencies',
          options: labelled(COMPANY_TYPE_TENDENCIES, 'registration.tendencies'),
        },
        {
          kind: 'checks',
          name: 'what_to_discuss',
          label: 'whatToDiscuss',
          options: labelled(WHAT_TO_DISCUSS, 'registration.discuss'),
        },
        {
          kind: 'checks',
          name: 'colleague_scouting_choice',
          options: [{ value: 'yes', label: t('registration.fields.colleagueScouting') }],
        },
        { kind: 'text', name: 'career_wish', multiline: true, minRows: 3, label: 'careerWish' },
      ]}
    />
  )
}

export function SelfPrStep({ form, candidate }: { form: Form; candidate: CandidateProfile }) {
  const { t } = useOptions()
  const selfPr = String(getAt(form.values, 'self_pr') ?? '')
  return (
    <StepFields
      form={form}
      fields={[
        {
          kind: 'text',
          name: 'self_pr',
          multiline: true,
          minRows: 8,
          label: 'selfPr',
          hint: t('registration.fields.selfPrHint', {
            count: [...selfPr].length,
            max: CAREER_DONE_MAX_LENGTH,
          }),
        },
        { kind: 'text', name: 'skill', multiline: true, minRows: 2, label: 'skill' },
        {
          kind: 'list',
          name: 'offers',
          label: 'offers',
          blank: { company_name: '', position: '', annual_income: '', offered_on: '' },
          fields: [
            ...COMPANY_AND_POSITION_FIELDS,
            {
              kind: 'row',
              fields: [
                {
                  kind: 'text',
                  name: 'annual_income',
                  inputMode: 'numeric',
                  label: 'annualIncome',
                },
                {
                  kind: 'text',
                  name: 'offered_on',
                  label: 'offeredOn',
                  hint: t('registration.fields.yearMonthHint'),
                },
              ],
            },
          ],
        },
        {
          kind: 'section',
          title: t('registration.fields.resume'),
          fields: [
            {
              kind: 'custom',
              id: 'resume',
              render: () => (
                <ResumeUpload
                  initial={candidate.resume}
                  hint={t('registration.fields.resumeHint', { max: RESUME_MAX_MB })}
                />
              ),
            },
          ],
        },
      ]}
    />
  )
}
