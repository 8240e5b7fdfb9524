import {
  CAREER_DONE_MAX_LENGTH,
  COMPANY_TYPE_TENDENCIES,
  DEGREE_TYPES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  LANGUAGE_LEVELS,
  RESUME_MAX_MB,
  WHAT_TO_DISCUSS,
} from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useMemo } from 'react'
import { CheckList, type Option, SelectInput, TextInput } from '../../components/form-fields'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import { type Form, getAt } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { suggestUniversities, type University } from '../../lib/reference'
import type { CandidateProfile } from './api'
import { ResumeUpload } from './resume-upload'
import type { ReferenceLists } from './types'
import { useFuriganaAutofill } from './use-furigana-autofill'

function useOptions() {
  const { t, locale } = useTranslation('candidate')
  const named = (records: { id: number; name: string; nameEn: string | null }[]): Option[] =>
    records.map((record) => ({
      value: record.id,
      label: localised(locale, record.name, record.nameEn),
    }))
  const labelled = <T extends string>(values: readonly T[], prefix: string): Option[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as never) }))
  return { t, named, labelled }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  )
}

/** A list of records edited in place: each row removable, one more added at the end. */
function ListEditor({
  form,
  path,
  title,
  blank,
  row,
}: {
  form: Form
  path: string
  title: string
  blank: Record<string, unknown>
  row: (prefix: string, index: number) => ReactNode
}) {
  const { t } = useTranslation('candidate')
  const items = (getAt(form.values, path) as unknown[] | undefined) ?? []
  const problem = form.problem(path)
  return (
    <Section title={title}>
      {items.map((_, index) => (
        // Rows have no id of their own until saved; their position is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack key={index} spacing={1.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          {row(`${path}.${index}`, index)}
          <Button
            size="small"
            color="inherit"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              form.set(
                path,
                items.filter((__, other) => other !== index),
              )
            }
          >
            {t('registration.remove')}
          </Button>
        </Stack>
      ))}
      {problem ? (
        <Typography color="error" variant="body2">
          {problem}
        </Typography>
      ) : null}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => form.set(path, [...items, blank])}
      >
        {t('registration.add')}
      </Button>
    </Section>
  )
}

export function BasicInfoStep({ form, reference }: { form: Form; reference: ReferenceLists }) {
  const { t, named, labelled } = useOptions()
  const furigana = useFuriganaAutofill(form, 'full_name', 'full_name_kana')
  return (
    <Stack spacing={2}>
      <TextInput
        form={form}
        path="full_name"
        label={t('registration.fields.fullName')}
        autoComplete="name"
        onFocus={furigana.onFocus}
        onBlur={furigana.onBlur}
      />
      <TextInput form={form} path="full_name_kana" label={t('registration.fields.fullNameKana')} />
      <SelectInput
        form={form}
        path="gender"
        label={t('registration.fields.gender')}
        placeholder={t('registration.fields.none')}
        options={labelled(GENDERS, 'registration.genders')}
      />
      <TextInput
        form={form}
        path="birth_date"
        type="date"
        label={t('registration.fields.birthDate')}
      />
      <SelectInput
        form={form}
        path="prefecture_id"
        numeric
        label={t('registration.fields.prefecture')}
        placeholder={t('registration.fields.none')}
        options={named(reference.prefectures)}
      />
      <TextInput
        form={form}
        path="phone"
        type="tel"
        autoComplete="tel"
        label={t('registration.fields.phone')}
        hint={t('registration.fields.phoneHint')}
      />
    </Stack>
  )
}

export function CareersStep({ form, reference }: { form: Form; reference: ReferenceLists }) {
  const { t, named } = useOptions()
  return (
    <Stack spacing={2}>
      <TextInput
        form={form}
        path="current_annual_income"
        inputMode="numeric"
        label={t('registration.fields.currentAnnualIncome')}
      />
      <ListEditor
        form={form}
        path="careers"
        title={t('registration.fields.careers')}
        blank={{ company_name: '', position: '', started_on: '', ended_on: '', description: '' }}
        row={(prefix) => (
          <>
            <TextInput
              form={form}
              path={`${prefix}.company_name`}
              label={t('registration.fields.companyName')}
            />
            <TextInput
              form={form}
              path={`${prefix}.position`}
              label={t('registration.fields.position')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                form={form}
                path={`${prefix}.started_on`}
                label={t('registration.fields.startedOn')}
                hint={t('registration.fields.yearMonthHint')}
              />
              <TextInput
                form={form}
                path={`${prefix}.ended_on`}
                label={t('registration.fields.endedOn')}
                hint={t('registration.fields.endedOnHint')}
              />
            </Stack>
            <TextInput
              form={form}
              path={`${prefix}.description`}
              multiline
              minRows={3}
              label={t('registration.fields.description')}
            />
          </>
        )}
      />
      <ListEditor
        form={form}
        path="experiences"
        title={t('registration.fields.experiences')}
        blank={{ job_type_id: null, years: '' }}
        row={(prefix) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              form={form}
              path={`${prefix}.job_type_id`}
              numeric
              label={t('registration.fields.jobType')}
              placeholder={t('registration.fields.none')}
              options={named(reference.jobTypes)}
            />
            <TextInput
              form={form}
              path={`${prefix}.years`}
              inputMode="numeric"
              label={t('registration.fields.years')}
            />
          </Stack>
        )}
      />
    </Stack>
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

export function EducationStep({ form, reference }: { form: Form; reference: ReferenceLists }) {
  const { t, named, labelled } = useOptions()
  return (
    <Stack spacing={2}>
      <ListEditor
        form={form}
        path="educations"
        title={t('registration.fields.educations')}
        blank={{ degree: '', university_id: null, school_name: '', faculty: '', graduated_on: '' }}
        row={(prefix) => (
          <>
            <SelectInput
              form={form}
              path={`${prefix}.degree`}
              label={t('registration.fields.degree')}
              placeholder={t('registration.fields.none')}
              options={labelled(DEGREE_TYPES, 'registration.degrees')}
            />
            <UniversityPicker form={form} path={prefix} />
            <TextInput
              form={form}
              path={`${prefix}.school_name`}
              label={t('registration.fields.schoolName')}
            />
            <TextInput
              form={form}
              path={`${prefix}.faculty`}
              label={t('registration.fields.faculty')}
            />
            <TextInput
              form={form}
              path={`${prefix}.graduated_on`}
              label={t('registration.fields.graduatedOn')}
              hint={t('registration.fields.yearMonthHint')}
            />
          </>
        )}
      />
      <ListEditor
        form={form}
        path="language_skills"
        title={t('registration.fields.languageSkills')}
        blank={{ language_id: null, level: '' }}
        row={(prefix) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              form={form}
              path={`${prefix}.language_id`}
              numeric
              label={t('registration.fields.language')}
              placeholder={t('registration.fields.none')}
              options={named(reference.languages)}
            />
            <SelectInput
              form={form}
              path={`${prefix}.level`}
              label={t('registration.fields.level')}
              placeholder={t('registration.fields.none')}
              options={labelled(LANGUAGE_LEVELS, 'registration.levels')}
            />
          </Stack>
        )}
      />
      <Section
        title={`${t('registration.fields.toeic')} / ${t('registration.fields.toefl')} / ${t('registration.fields.toeflItp')}`}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            form={form}
            path="toeic_score"
            inputMode="numeric"
            label={t('registration.fields.toeic')}
          />
          <TextInput
            form={form}
            path="toefl_score"
            inputMode="numeric"
            label={t('registration.fields.toefl')}
          />
          <TextInput
            form={form}
            path="toefl_itp_score"
            inputMode="numeric"
            label={t('registration.fields.toeflItp')}
          />
        </Stack>
      </Section>
      <Section title={t('registration.fields.certifications')}>
        <CheckList
          form={form}
          path="certification_ids"
          label={t('registration.fields.certifications')}
          options={named(reference.certifications)}
        />
      </Section>
    </Stack>
  )
}

export function CareerWishStep({ form, reference }: { form: Form; reference: ReferenceLists }) {
  const { t, named, labelled } = useOptions()
  return (
    <Stack spacing={2}>
      <TextInput
        form={form}
        path="request_annual_income"
        inputMode="numeric"
        label={t('registration.fields.requestAnnualIncome')}
      />
      <SelectInput
        form={form}
        path="job_change_timing"
        label={t('registration.fields.jobChangeTiming')}
        placeholder={t('registration.fields.none')}
        options={labelled(JOB_CHANGE_TIMINGS, 'registration.timings')}
      />
      <CheckList
        form={form}
        path="wish_industry_ids"
        label={t('registration.fields.wishIndustries')}
        options={named(reference.industries)}
      />
      <CheckList
        form={form}
        path="wish_job_type_ids"
        label={t('registration.fields.wishJobTypes')}
        options={named(reference.jobTypes.filter((type) => type.isParent))}
      />
      <CheckList
        form={form}
        path="company_type_tendencies"
        label={t('registration.fields.companyTypeTendencies')}
        options={labelled(COMPANY_TYPE_TENDENCIES, 'registration.tendencies')}
      />
      <CheckList
        form={form}
        path="what_to_discuss"
        label={t('registration.fields.whatToDiscuss')}
        options={labelled(WHAT_TO_DISCUSS, 'registration.discuss')}
      />
      <CheckList
        form={form}
        path="colleague_scouting_choice"
        label=""
        options={[{ value: 'yes', label: t('registration.fields.colleagueScouting') }]}
      />
      <TextInput
        form={form}
        path="career_wish"
        multiline
        minRows={3}
        label={t('registration.fields.careerWish')}
      />
    </Stack>
  )
}

export function SelfPrStep({ form, candidate }: { form: Form; candidate: CandidateProfile }) {
  const { t } = useOptions()
  const selfPr = String(getAt(form.values, 'self_pr') ?? '')
  return (
    <Stack spacing={2}>
      <TextInput
        form={form}
        path="self_pr"
        multiline
        minRows={8}
        label={t('registration.fields.selfPr')}
        hint={t('registration.fields.selfPrHint', {
          count: [...selfPr].length,
          max: CAREER_DONE_MAX_LENGTH,
        })}
      />
      <TextInput
        form={form}
        path="skill"
        multiline
        minRows={2}
        label={t('registration.fields.skill')}
      />
      <ListEditor
        form={form}
        path="offers"
        title={t('registration.fields.offers')}
        blank={{ company_name: '', position: '', annual_income: '', offered_on: '' }}
        row={(prefix) => (
          <>
            <TextInput
              form={form}
              path={`${prefix}.company_name`}
              label={t('registration.fields.companyName')}
            />
            <TextInput
              form={form}
              path={`${prefix}.position`}
              label={t('registration.fields.position')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                form={form}
                path={`${prefix}.annual_income`}
                inputMode="numeric"
                label={t('registration.fields.annualIncome')}
              />
              <TextInput
                form={form}
                path={`${prefix}.offered_on`}
                label={t('registration.fields.offeredOn')}
                hint={t('registration.fields.yearMonthHint')}
              />
            </Stack>
          </>
        )}
      />
      <Section title={t('registration.fields.resume')}>
        <ResumeUpload
          initial={candidate.resume}
          hint={t('registration.fields.resumeHint', { max: RESUME_MAX_MB })}
        />
      </Section>
    </Stack>
  )
}
