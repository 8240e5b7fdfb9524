import {
  ANNUAL_INCOME_MAX,
  CANDIDATE_SORTS,
  type CandidateSearchCriteria,
  COMPANY_TYPE_TENDENCIES,
  COWORKER_EXCLUSION_NAMES,
  DEGREE_TYPES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  LANGUAGE_LEVELS,
  SCORE_RANGES,
  SCOUT_REACH_DAYS,
  TEXT_LENGTH_FILTERS,
} from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import SvgIcon from '@mui/material/SvgIcon'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'
import { CheckList } from '../../components/check-list-field'
import { ChoiceField } from '../../components/choice-field'
import { type BoundForm, SelectInput, TextInput } from '../../components/form-fields'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import { rangeSeparator } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import {
  CRITERIA_FIELDS,
  type CriteriaKey,
  DEFAULT_CANDIDATE_SORT,
} from '../../lib/member-search-query'
import { suggestUniversities, type University } from '../../lib/reference'
import { ChoicePicker, type PickerOption } from './choice-picker'
import type { CriteriaChoices, NamedChoice } from './choices'

export interface CriteriaFormProps {
  value: CandidateSearchCriteria
  onChange: (next: CandidateSearchCriteria) => void
  choices: CriteriaChoices
  /** A criterion's problem in the visitor's language (a saved search maps `query.<key>` here). */
  problem?: (key: CriteriaKey) => string | undefined
  /** The level of the groups' headings under the page's own. */
  headingComponent?: 'h2' | 'h3'
}

/** A value as the criteria hold it: a cleared field leaves the criterion out. */
function criterionValue(key: CriteriaKey, raw: unknown): unknown {
  if (raw === '' || raw === null || raw === undefined) return undefined
  if (CRITERIA_FIELDS[key].kind === 'number') {
    const number = Number(raw)
    return Number.isFinite(number) ? number : undefined
  }
  return raw
}

/**
 * Every criterion of a member search, in groups: keywords, job types and industries, money and
 * age, the candidate's profile, languages, education, intentions, activity, the organisation's
 * own records and co-workers' candidates, and the order. Only the fields: the page around it
 * holds the form element and its buttons (the search page searches, a saved search saves).
 */
export function CandidateCriteriaForm({
  value,
  onChange,
  choices,
  problem,
  headingComponent = 'h2',
}: CriteriaFormProps) {
  const { t, locale } = useTranslation('memberSearch')
  const profile = useTranslation('candidate').t
  const set = (key: CriteriaKey, raw: unknown) =>
    onChange({ ...value, [key]: criterionValue(key, raw) })
  const form: BoundForm = {
    get: (path) => value[path as CriteriaKey],
    set: (path, raw) => set(path as CriteriaKey, raw),
    problem: (path) => problem?.(path as CriteriaKey),
  }
  const label = (key: CriteriaKey) => t(`fields.${key}`)
  const ids = (key: CriteriaKey) => (value[key] as number[] | undefined) ?? []
  const named = (items: readonly NamedChoice[]): PickerOption[] =>
    items.map((item) => ({ id: item.id, label: localName(locale, item) }))
  const jobTypeOptions: PickerOption[] = choices.jobTypes.flatMap((parent) => {
    const group = localName(locale, parent)
    return [
      { id: parent.id, label: t('criteria.allOfJobType', { name: group }), group },
      ...parent.children.map((child) => ({ id: child.id, label: localName(locale, child), group })),
    ]
  })
  const picker = (key: CriteriaKey, options: PickerOption[]) => (
    <ChoicePicker
      label={label(key)}
      placeholder={t('criteria.pickPlaceholder')}
      options={options}
      value={ids(key)}
      onChange={(next) => set(key, next.length ? next : undefined)}
      problem={problem?.(key)}
      testId={`criteria-${key}`}
    />
  )
  const numberField = (key: CriteriaKey, unit: string, range?: { min: number; max: number }) => (
    <TextInput
      form={form}
      path={key}
      label={label(key)}
      type="number"
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        htmlInput: { inputMode: 'numeric', ...(range ?? {}) },
      }}
    />
  )
  const range = (
    minKey: CriteriaKey,
    maxKey: CriteriaKey,
    unit: string,
    bounds?: { min: number; max: number },
  ) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {numberField(minKey, unit, bounds)}
      <Typography aria-hidden="true" sx={{ pt: 2.5 }}>
        {rangeSeparator(locale).trim()}
      </Typography>
      {numberField(maxKey, unit, bounds)}
    </Stack>
  )
  const select = (key: CriteriaKey, options: { value: string | number; label: string }[]) => (
    <SelectInput
      form={form}
      path={key}
      label={label(key)}
      placeholder={t('criteria.any')}
      options={options}
      numeric={CRITERIA_FIELDS[key].kind === 'number'}
    />
  )
  const checks = (key: CriteriaKey, options: { value: string; label: string }[]) => (
    <CheckList form={form} path={key} label={label(key)} options={options} />
  )
  const flag = (key: CriteriaKey) => (
    <FormControlLabel
      control={
        <Checkbox
          name={key}
          checked={value[key] === true}
          onChange={(event) => set(key, event.target.checked || undefined)}
        />
      }
      label={label(key)}
    />
  )
  const income = { min: 0, max: ANNUAL_INCOME_MAX }
  const reach = SCOUT_REACH_DAYS.map((days) => ({
    value: days,
    label: t('criteria.withinDays', { days }),
  }))

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="criteria-form">
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Group title={t('groups.keywords')} component={headingComponent}>
          <Typography variant="body2" color="text.secondary">
            {t('keywords.hint')}
          </Typography>
          <TextInput form={form} path="keyword" label={label('keyword')} type="search" />
          <TextInput form={form} path="keyword_any" label={label('keyword_any')} type="search" />
          <TextInput form={form} path="keyword_none" label={label('keyword_none')} type="search" />
        </Group>

        <Group title={t('groups.jobs')} component={headingComponent}>
          {picker('experience_job_type_ids', jobTypeOptions)}
          {picker('wish_job_type_ids', jobTypeOptions)}
          {picker('career_industry_ids', named(choices.industries))}
          {picker('wish_industry_ids', named(choices.industries))}
        </Group>

        <Group title={t('groups.money')} component={headingComponent}>
          {range('current_income_min', 'current_income_max', t('units.manYen'), income)}
          {range('request_income_min', 'request_income_max', t('units.manYen'), income)}
          {range('age_min', 'age_max', t('units.age'))}
        </Group>

        <Group title={t('groups.profile')} component={headingComponent}>
          {checks(
            'genders',
            GENDERS.map((gender) => ({
              value: gender,
              label: profile(`registration.genders.${gender}`),
            })),
          )}
          {picker('prefecture_ids', named(choices.prefectures))}
        </Group>

        <Group title={t('groups.languages')} component={headingComponent}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select(
              'language_id',
              choices.languages.map((language) => ({
                value: language.id,
                label: localName(locale, language),
              })),
            )}
            {select(
              'language_level',
              LANGUAGE_LEVELS.map((level) => ({
                value: level,
                label: t('criteria.atLeast', { value: profile(`registration.levels.${level}`) }),
              })),
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {numberField('toeic_min', t('units.score'), SCORE_RANGES.toeic)}
            {numberField('toefl_min', t('units.score'), SCORE_RANGES.toefl)}
            {numberField('toefl_itp_min', t('units.score'), SCORE_RANGES.toeflItp)}
          </Stack>
        </Group>

        <Group title={t('groups.education')} component={headingComponent}>
          {select(
            'degree_min',
            DEGREE_TYPES.map((degree) => ({
              value: degree,
              label: t('criteria.atLeast', { value: profile(`registration.degrees.${degree}`) }),
            })),
          )}
          <UniversityPicker
            label={label('university_ids')}
            known={choices.universities}
            ids={ids('university_ids')}
            onChange={(next) => set('university_ids', next.length ? next : undefined)}
            problem={problem?.('university_ids')}
          />
        </Group>

        <Group title={t('groups.intentions')} component={headingComponent}>
          {checks(
            'company_type_tendencies',
            COMPANY_TYPE_TENDENCIES.map((tendency) => ({
              value: tendency,
              label: profile(`registration.tendencies.${tendency}`),
            })),
          )}
          {checks(
            'job_change_timings',
            JOB_CHANGE_TIMINGS.map((timing) => ({
              value: timing,
              label: profile(`registration.timings.${timing}`),
            })),
          )}
        </Group>

        <Group title={t('groups.activity')} component={headingComponent}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select('last_login_within', reach)}
            {select('updated_within', reach)}
            {select(
              'career_detail_min',
              TEXT_LENGTH_FILTERS.map((count) => ({
                value: count,
                label: t('criteria.atLeastCharacters', { count }),
              })),
            )}
          </Stack>
        </Group>

        <Group title={t('groups.records')} component={headingComponent}>
          {choices.labels.length
            ? picker(
                'label_ids',
                choices.labels.map((item) => ({ id: item.id, label: item.name })),
              )
            : null}
          <FormGroup>
            {flag('stocked_only')}
            {flag('include_hidden')}
            {flag('include_recently_scouted')}
          </FormGroup>
          {checks(
            'exclude_coworker',
            COWORKER_EXCLUSION_NAMES.map((name) => ({
              value: name,
              label: t(`coworkerStates.${name}`),
            })),
          )}
        </Group>

        <Group title={t('groups.order')} component={headingComponent}>
          <ChoiceField
            name="sort"
            label={label('sort')}
            value={value.sort ?? DEFAULT_CANDIDATE_SORT}
            onChange={(event) => set('sort', event.target.value)}
            sx={{ maxWidth: 320 }}
          >
            {CANDIDATE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </ChoiceField>
        </Group>
      </Stack>
    </Paper>
  )
}

/** A titled group of related criteria. */
function Group({
  title,
  component,
  children,
}: {
  title: string
  component: 'h2' | 'h3'
  children: ReactNode
}) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component={component} variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  )
}

/**
 * Schools, picked one at a time from the suggestions as the name is typed; the picked ones are
 * chips that can be removed. The criteria keep ids only: the schools they held when the page
 * loaded come `known` from the route, the ones picked since from their suggestion, and a school
 * neither names (since removed from the list) shows its number so it can still be removed.
 */
function UniversityPicker({
  label,
  known,
  ids,
  onChange,
  problem,
}: {
  label: string
  known: readonly NamedChoice[]
  ids: number[]
  onChange: (ids: number[]) => void
  problem: string | undefined
}) {
  const { t, locale } = useTranslation('memberSearch')
  const [picked, setPicked] = useState<NamedChoice[]>([])
  // Named in the visitor's language at each render, so a change of language renames them.
  const names = new Map(
    [...known, ...picked].map((university) => [university.id, localName(locale, university)]),
  )
  // A new field after each pick, so the box is empty for the next school.
  const [round, setRound] = useState(0)
  const pick = (university: University | null) => {
    if (!university) return
    setPicked((earlier) => [...earlier, university])
    if (!ids.includes(university.id)) onChange([...ids, university.id])
    setRound((count) => count + 1)
  }
  return (
    <Stack spacing={1}>
      <SuggestField<University>
        key={round}
        label={label}
        placeholder={t('criteria.universityPlaceholder')}
        fetchSuggestions={(keyword, signal) =>
          suggestUniversities(getBrowserApi(), keyword, signal)
        }
        getLabel={(university) => localName(locale, university)}
        getKey={(university) => university.id}
        onPick={pick}
        value={null}
        error={Boolean(problem)}
        helperText={problem}
        fullWidth
      />
      {ids.length ? (
        <Box
          component="ul"
          aria-label={t('criteria.pickedUniversities')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {ids.map((id) => {
            const name = names.get(id) ?? t('criteria.universityNumber', { id })
            return (
              <li key={id}>
                <Box
                  component="span"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    pl: 1.5,
                    borderRadius: 4,
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  {name}
                  <IconButton
                    size="small"
                    aria-label={t('criteria.removeUniversity', { name })}
                    onClick={() => onChange(ids.filter((item) => item !== id))}
                  >
                    <SvgIcon fontSize="small" aria-hidden>
                      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
                    </SvgIcon>
                  </IconButton>
                </Box>
              </li>
            )
          })}
        </Box>
      ) : null}
    </Stack>
  )
}
