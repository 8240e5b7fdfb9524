import { EMPLOYMENT_TYPES, type EmploymentType } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, type ReactNode, useMemo } from 'react'
import { Form, useNavigate } from 'react-router'
import { rangeSeparator } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  type IdListKey,
  type JobSearchState,
  SEARCH_RESULTS_PATH,
  searchResultsHref,
} from '../../lib/job-search-query'
import { localName } from '../../lib/localised'
import type { Industry, Prefecture } from '../../lib/reference'
import { TOUCH } from '../../lib/theme'
import type { JobTag, JobTypeTree } from './api'
import { TextInputField } from './fields'
import { SalarySelect } from './salary-select'

export interface SearchChoices {
  jobTypes: JobTypeTree
  jobTypeCounts: Record<number, number>
  industries: Industry[]
  prefectures: Prefecture[]
  jobTags: JobTag[]
}

interface NamedChoice {
  id: number
  name: string
  nameEn: string | null
}

interface SearchConditionsFormProps {
  choices: SearchChoices
  state: JobSearchState
  onChange: (next: JobSearchState) => void
}

/**
 * The job search form. A plain GET form to the results page, so it works before the page's
 * script has loaded; with the script it navigates to the same URL with ids comma separated.
 */
export function SearchConditionsForm({ choices, state, onChange }: SearchConditionsFormProps) {
  const { t, locale } = useTranslation('jobs')
  const { t: catalogue, messages: catalogueMessages } = useTranslation('catalogue')
  const navigate = useNavigate()

  const toggle = (key: IdListKey, id: number, isOn: boolean) => {
    const ids = state[key].filter((value) => value !== id)
    onChange({ ...state, [key]: isOn ? [...ids, id] : ids, page: 1 })
  }
  const checkbox = (key: IdListKey, id: number, label: string) => (
    <FormControlLabel
      key={id}
      label={label}
      sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { py: 0.5 } }}
      control={
        <Checkbox
          size="small"
          name={key}
          value={id}
          checked={state[key].includes(id)}
          onChange={(event) => toggle(key, id, event.target.checked)}
        />
      }
    />
  )
  /** One checkbox per item under a caption; nothing when there is nothing to choose. */
  const checkboxSection = (key: IdListKey, legend: string, items: readonly NamedChoice[]) =>
    items.length ? (
      <Section legend={legend}>
        <ChoiceGrid>
          {items.map((item) => checkbox(key, item.id, localName(locale, item)))}
        </ChoiceGrid>
      </Section>
    ) : null
  const regions = useMemo(() => groupByRegion(choices.prefectures), [choices.prefectures])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void navigate(searchResultsHref({ ...state, page: 1 }))
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Form method="get" action={SEARCH_RESULTS_PATH} onSubmit={submit} data-testid="search-form">
        <Stack spacing={3}>
          <TextInputField
            name="keyword"
            type="search"
            label={t('conditions.keyword')}
            placeholder={t('conditions.keywordPlaceholder')}
            hint={t('conditions.keywordHint')}
            value={state.keyword}
            onChange={(event) => onChange({ ...state, keyword: event.target.value })}
            maxLength={255}
          />

          <Section legend={t('conditions.jobTypes')}>
            <Stack spacing={1}>
              {choices.jobTypes.map((parent) => {
                const parentName = localName(locale, parent)
                const selected =
                  Number(state.jobTypeIds.includes(parent.id)) +
                  parent.children.filter((child) => state.jobTypeIds.includes(child.id)).length
                return (
                  <FoldedChoices
                    key={parent.id}
                    summary={withCount(t, parentName, choices.jobTypeCounts[parent.id])}
                    selected={selected}
                    isEmphasised
                  >
                    {checkbox(
                      'jobTypeIds',
                      parent.id,
                      withCount(
                        t,
                        t('conditions.allOfJobType', { name: parentName }),
                        choices.jobTypeCounts[parent.id],
                      ),
                    )}
                    {parent.children.map((child) =>
                      checkbox(
                        'jobTypeIds',
                        child.id,
                        withCount(t, localName(locale, child), choices.jobTypeCounts[child.id]),
                      ),
                    )}
                  </FoldedChoices>
                )
              })}
            </Stack>
          </Section>

          {checkboxSection('industryIds', t('conditions.industries'), choices.industries)}

          {regions.length ? (
            <Section legend={t('conditions.prefectures')}>
              <Stack spacing={1}>
                {regions.map(({ region, prefectures }) => {
                  const selected = prefectures.filter((p) => state.prefectureIds.includes(p.id))
                  return (
                    <FoldedChoices
                      key={region}
                      summary={regionName(catalogueMessages.regions, region)}
                      selected={selected.length}
                    >
                      {prefectures.map((prefecture) =>
                        checkbox('prefectureIds', prefecture.id, localName(locale, prefecture)),
                      )}
                    </FoldedChoices>
                  )
                })}
              </Stack>
            </Section>
          ) : null}

          <Section legend={t('conditions.salary')}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
              <SalarySelect
                name="salaryMin"
                label={t('conditions.salaryMin')}
                value={state.salaryMin}
                onChange={(value) => onChange({ ...state, salaryMin: value })}
              />
              <Typography aria-hidden="true" sx={{ pb: 0.5 }}>
                {rangeSeparator(locale).trim()}
              </Typography>
              <SalarySelect
                name="salaryMax"
                label={t('conditions.salaryMax')}
                value={state.salaryMax}
                onChange={(value) => onChange({ ...state, salaryMax: value })}
              />
            </Stack>
          </Section>

          <Section legend={t('conditions.employmentType')}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              {[null, ...EMPLOYMENT_TYPES].map((type: EmploymentType | null) => (
                <FormControlLabel
                  key={type ?? 'any'}
                  label={type ? catalogue(`employmentTypes.${type}`) : t('conditions.noPreference')}
                  control={
                    <Radio
                      size="small"
                      name="employmentType"
                      value={type ?? ''}
                      checked={state.employmentType === type}
                      onChange={() => onChange({ ...state, employmentType: type })}
                    />
                  }
                />
              ))}
            </Stack>
          </Section>

          {checkboxSection('jobInfoTagIds', t('conditions.jobTags'), choices.jobTags)}

          {state.sort !== 'recommend' ? (
            <input type="hidden" name="sort" value={state.sort} />
          ) : null}

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button type="submit" variant="contained" size="large" data-testid="search-submit">
              {t('conditions.submit')}
            </Button>
            <Button
              type="button"
              onClick={() =>
                onChange({
                  ...state,
                  keyword: '',
                  jobTypeIds: [],
                  industryIds: [],
                  prefectureIds: [],
                  jobInfoTagIds: [],
                  employmentType: null,
                  salaryMin: null,
                  salaryMax: null,
                })
              }
            >
              {t('conditions.clear')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Paper>
  )
}

function withCount(
  t: ReturnType<typeof useTranslation<'jobs'>>['t'],
  name: string,
  count: number | undefined,
): string {
  return count === undefined ? name : t('conditions.jobTypeCount', { name, count })
}

/** A group of related fields with its caption, as assistive technology expects it. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  )
}

/** A folded group of choices that opens by itself when some of them are chosen. */
function FoldedChoices({
  summary,
  selected,
  isEmphasised = false,
  children,
}: {
  summary: string
  selected: number
  isEmphasised?: boolean
  children: ReactNode
}) {
  return (
    <Box
      component="details"
      open={selected > 0 || undefined}
      sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
    >
      <Box
        component="summary"
        sx={{
          cursor: 'pointer',
          py: 0.5,
          [TOUCH]: { py: '10px' },
          ...(isEmphasised ? { fontWeight: 500 } : {}),
        }}
      >
        {summary}
        {selected > 0 ? ` ✓${selected}` : ''}
      </Box>
      <ChoiceGrid>{children}</ChoiceGrid>
    </Box>
  )
}

function ChoiceGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
        columnGap: 1,
        pt: 0.5,
      }}
    >
      {children}
    </Box>
  )
}

interface RegionGroup {
  region: string
  prefectures: Prefecture[]
}

function groupByRegion(prefectures: Prefecture[]): RegionGroup[] {
  const groups: RegionGroup[] = []
  for (const prefecture of prefectures) {
    const last = groups[groups.length - 1]
    if (last && last.region === prefecture.region) last.prefectures.push(prefecture)
    else groups.push({ region: prefecture.region, prefectures: [prefecture] })
  }
  return groups
}

function regionName(names: Record<string, string>, region: string): string {
  return names[region] ?? region
}
