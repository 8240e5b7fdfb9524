import { JOB_SORT_TYPES, type JobSortType } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { Form, Link as RouterLink, useNavigate } from 'react-router'
import { Tag } from '../../components/tag'
import { formatManYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  ID_LIST_KEYS,
  type JobSearchState,
  SEARCH_RESULTS_PATH,
  searchConditionsHref,
  searchResultsHref,
} from '../../lib/job-search-query'
import { localName } from '../../lib/localised'
import type { Industry, Prefecture } from '../../lib/reference'
import { TAP, TOUCH } from '../../lib/theme'
import type { JobTag, JobTypeTree } from './api'
import { SelectField } from './fields'
import { SalarySelect } from './salary-select'

export interface ConditionNames {
  jobTypes: JobTypeTree
  industries: Industry[]
  prefectures: Prefecture[]
  jobTags: JobTag[]
}

interface Condition {
  key: string
  label: string
  without: JobSearchState
}

function useConditions(state: JobSearchState, names: ConditionNames): Condition[] {
  const { t, locale } = useTranslation('jobs')
  const catalogue = useTranslation('catalogue').t
  const byId = {
    jobTypeIds: new Map(
      names.jobTypes
        .flatMap((parent) => [parent, ...parent.children])
        .map((type) => [type.id, localName(locale, type)]),
    ),
    industryIds: new Map(names.industries.map((item) => [item.id, localName(locale, item)])),
    prefectureIds: new Map(names.prefectures.map((item) => [item.id, localName(locale, item)])),
    jobInfoTagIds: new Map(names.jobTags.map((item) => [item.id, localName(locale, item)])),
  }
  const base = { ...state, page: 1 }
  const conditions: Condition[] = []
  if (state.keyword) {
    conditions.push({
      key: 'keyword',
      label: t('results.keywordChip', { keyword: state.keyword }),
      without: { ...base, keyword: '' },
    })
  }
  for (const key of ID_LIST_KEYS) {
    for (const id of state[key]) {
      const label = byId[key].get(id)
      // An id no list knows (a stale link) filters nothing the visitor could name.
      if (!label) continue
      conditions.push({
        key: `${key}-${id}`,
        label,
        without: { ...base, [key]: state[key].filter((value) => value !== id) },
      })
    }
  }
  if (state.employmentType) {
    conditions.push({
      key: 'employmentType',
      label: catalogue(`employmentTypes.${state.employmentType}`),
      without: { ...base, employmentType: null },
    })
  }
  if (state.salaryMin) {
    conditions.push({
      key: 'salaryMin',
      label: t('results.salaryMinChip', { amount: formatManYen(locale, state.salaryMin) }),
      without: { ...base, salaryMin: null },
    })
  }
  if (state.salaryMax) {
    conditions.push({
      key: 'salaryMax',
      label: t('results.salaryMaxChip', { amount: formatManYen(locale, state.salaryMax) }),
      without: { ...base, salaryMax: null },
    })
  }
  return conditions
}

/** The search's conditions as chips, each a link to the same search without it. */
export function ConditionChips({ state, names }: { state: JobSearchState; names: ConditionNames }) {
  const { t } = useTranslation('jobs')
  const conditions = useConditions(state, names)
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
      data-testid="condition-chips"
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {t('results.conditions')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
      >
        {conditions.length ? (
          conditions.map((condition) => (
            <li key={condition.key}>
              <Box
                component={RouterLink}
                to={searchResultsHref(condition.without)}
                aria-label={t('results.removeCondition', { label: condition.label })}
                data-testid="condition-chip"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  minHeight: 28,
                  [TOUCH]: { minHeight: TAP },
                  px: 1.25,
                  borderRadius: 14,
                  border: 1,
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  fontSize: 13,
                  textDecoration: 'none',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {condition.label}
                <span aria-hidden="true">×</span>
              </Box>
            </li>
          ))
        ) : (
          <li>
            <Tag>{t('results.noConditions')}</Tag>
          </li>
        )}
      </Box>
      <Link
        component={RouterLink}
        to={searchConditionsHref(state)}
        variant="body2"
        sx={{ flexShrink: 0, ml: { sm: 'auto !important' } }}
        data-testid="edit-conditions"
      >
        {t('results.editConditions')}
      </Link>
    </Stack>
  )
}

interface FilterBarProps {
  state: JobSearchState
  prefectures: Prefecture[]
}

/**
 * Narrowing by location and salary, and the order, on the results page itself. A GET form that
 * keeps the other conditions, so it also works before the page's script runs.
 */
export function FilterBar({ state, prefectures }: FilterBarProps) {
  const { t, locale } = useTranslation('jobs')
  const navigate = useNavigate()
  const [draft, setDraft] = useState(state)
  const prefectureValue = draft.prefectureIds.join(',')
  const isMultiple = draft.prefectureIds.length > 1
  const multipleLabel = draft.prefectureIds
    .map((id) => prefectures.find((prefecture) => prefecture.id === id))
    .filter((prefecture) => prefecture !== undefined)
    .map((prefecture) => localName(locale, prefecture))
    .join(', ')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void navigate(searchResultsHref({ ...draft, page: 1 }))
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Form
        method="get"
        action={SEARCH_RESULTS_PATH}
        onSubmit={submit}
        aria-label={t('results.narrow')}
        data-testid="filter-bar"
      >
        {state.keyword ? <input type="hidden" name="keyword" value={state.keyword} /> : null}
        {(['jobTypeIds', 'industryIds', 'jobInfoTagIds'] as const).map((key) =>
          state[key].length ? (
            <input key={key} type="hidden" name={key} value={state[key].join(',')} />
          ) : null,
        )}
        {state.employmentType ? (
          <input type="hidden" name="employmentType" value={state.employmentType} />
        ) : null}
        {state.salaryMax ? <input type="hidden" name="salaryMax" value={state.salaryMax} /> : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, flexWrap: 'wrap' }}
          useFlexGap
        >
          <SelectField
            name="prefectureIds"
            label={t('conditions.prefectures')}
            value={prefectureValue}
            onChange={(event) =>
              setDraft({
                ...draft,
                prefectureIds: event.target.value ? event.target.value.split(',').map(Number) : [],
              })
            }
            minWidth={160}
            data-testid="filter-prefecture"
          >
            <option value="">{t('results.allPrefectures')}</option>
            {isMultiple ? <option value={prefectureValue}>{multipleLabel}</option> : null}
            {prefectures.map((prefecture) => (
              <option key={prefecture.id} value={String(prefecture.id)}>
                {localName(locale, prefecture)}
              </option>
            ))}
          </SelectField>
          <SalarySelect
            name="salaryMin"
            label={t('conditions.salaryMin')}
            value={draft.salaryMin}
            onChange={(salaryMin) => setDraft({ ...draft, salaryMin })}
          />
          <SelectField
            name="sort"
            label={t('results.sort')}
            value={draft.sort}
            onChange={(event) => {
              const sort = event.target.value as JobSortType
              setDraft({ ...draft, sort })
              // The order changes no condition, so it applies at once.
              void navigate(searchResultsHref({ ...draft, sort, page: 1 }))
            }}
            minWidth={160}
            data-testid="filter-sort"
          >
            {JOB_SORT_TYPES.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sortTypes.${sort}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="contained" data-testid="filter-apply">
            {t('results.apply')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  )
}
