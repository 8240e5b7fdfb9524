import {
  CANDIDATE_SORTS,
  type CandidateSearchCriteria,
  type CandidateSort,
} from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link, useLocation, useNavigate } from 'react-router'
import { ChoiceField } from '../../components/choice-field'
import { listHref } from '../../components/list-pagination'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { TextField } from '../../components/text-field'
import { formatManYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import {
  CANDIDATE_SEARCH_PATH,
  CRITERIA_KEYS,
  type CriteriaKey,
  candidateConditionsHref,
  candidateSearchHref,
  candidateSearchParams,
  DEFAULT_CANDIDATE_SORT,
  KEYWORD_KEYS,
  parameterOf,
} from '../../lib/member-search-query'
import type { CriteriaChoices } from './choices'

/**
 * The three keyword boxes above the results. A plain GET form that carries the search's other
 * criteria along as hidden fields, so a new keyword keeps the filters (and works before the
 * page's script runs).
 */
export function KeywordBar({ criteria }: { criteria: CandidateSearchCriteria }) {
  const { t } = useTranslation('memberSearch')
  const { keyword, keyword_any, keyword_none, ...rest } = criteria
  const kept = [...candidateSearchParams(rest).entries()]
  const box = (key: (typeof KEYWORD_KEYS)[number]) => (
    <TextField
      // A new address brings its own words into the box.
      key={`${key}:${criteria[key] ?? ''}`}
      name={parameterOf(key)}
      type="search"
      label={t(`fields.${key}`)}
      placeholder={t(`keywords.placeholders.${key}`)}
      defaultValue={criteria[key] ?? ''}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 255 }, inputLabel: { shrink: true } }}
    />
  )
  return (
    <SearchPanel action={CANDIDATE_SEARCH_PATH} label={t('keywords.label')} spacing={2}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {box('keyword')}
        {box('keyword_any')}
        {box('keyword_none')}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('keywords.hint')}
      </Typography>
      <SearchPanelActions
        clearTo={CANDIDATE_SEARCH_PATH}
        clearLabel={t('keywords.clearAll')}
        submitLabel={t('keywords.search')}
      />
    </SearchPanel>
  )
}

interface Condition {
  key: string
  label: string
  without: CandidateSearchCriteria
}

type ListKey = Extract<
  CriteriaKey,
  | 'experience_job_type_ids'
  | 'wish_job_type_ids'
  | 'career_industry_ids'
  | 'wish_industry_ids'
  | 'genders'
  | 'prefecture_ids'
  | 'university_ids'
  | 'company_type_tendencies'
  | 'job_change_timings'
  | 'label_ids'
  | 'exclude_coworker'
>
type ValueKey = Exclude<CriteriaKey, ListKey | (typeof KEYWORD_KEYS)[number] | 'sort'>

const LIST_KEYS: readonly ListKey[] = [
  'experience_job_type_ids',
  'wish_job_type_ids',
  'career_industry_ids',
  'wish_industry_ids',
  'genders',
  'prefecture_ids',
  'university_ids',
  'company_type_tendencies',
  'job_change_timings',
  'label_ids',
  'exclude_coworker',
]
const isListKey = (key: CriteriaKey): key is ListKey =>
  (LIST_KEYS as readonly string[]).includes(key)
const isValueKey = (key: CriteriaKey): key is ValueKey =>
  !isListKey(key) && key !== 'sort' && !(KEYWORD_KEYS as readonly string[]).includes(key)

/** Each filter of the search in words, with the same search without it. */
function useConditions(criteria: CandidateSearchCriteria, choices: CriteriaChoices): Condition[] {
  const { t, locale } = useTranslation('memberSearch')
  const profile = useTranslation('candidate').t
  const named = (items: readonly { id: number; name: string; nameEn?: string | null }[]) =>
    new Map(items.map((item) => [item.id, localName(locale, item)]))
  const jobTypes = named(choices.jobTypes.flatMap((parent) => [parent, ...parent.children]))
  const industries = named(choices.industries)
  const universities = named(choices.universities)
  const names: Record<ListKey, (value: string | number) => string | undefined> = {
    experience_job_type_ids: (id) => jobTypes.get(Number(id)),
    wish_job_type_ids: (id) => jobTypes.get(Number(id)),
    career_industry_ids: (id) => industries.get(Number(id)),
    wish_industry_ids: (id) => industries.get(Number(id)),
    prefecture_ids: (id) => named(choices.prefectures).get(Number(id)),
    university_ids: (id) => universities.get(Number(id)),
    label_ids: (id) => choices.labels.find((label) => label.id === Number(id))?.name,
    genders: (value) => profile(`registration.genders.${value as 'male'}`),
    company_type_tendencies: (value) => profile(`registration.tendencies.${value as 'consulting'}`),
    job_change_timings: (value) => profile(`registration.timings.${value as 'now'}`),
    exclude_coworker: (value) => t(`coworkerStates.${value as 'matched'}`),
  }
  const money = (amount: number) => formatManYen(locale, amount)
  const describeValue = (key: ValueKey): string => {
    const value = criteria[key]
    switch (key) {
      case 'current_income_min':
      case 'current_income_max':
      case 'request_income_min':
      case 'request_income_max':
        return money(value as number)
      case 'language_id': {
        const language = choices.languages.find((item) => item.id === value)
        return language ? localName(locale, language) : String(value)
      }
      case 'language_level':
        return profile(`registration.levels.${value as 'business'}`)
      case 'degree_min':
        return profile(`registration.degrees.${value as 'master'}`)
      default:
        return String(value)
    }
  }

  const conditions: Condition[] = []
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key]
    if (value === undefined) continue
    if (isListKey(key)) {
      const items = value as (string | number)[]
      for (const item of items) {
        // A record no list names (the list failed to load, or the record is gone) still filters:
        // its chip shows the number, so it can be removed.
        const name = names[key](item) ?? t('chips.unnamed', { id: item })
        conditions.push({
          key: `${key}-${item}`,
          label: t('chips.item', { field: t(`chipFields.${key}`), value: name }),
          without: { ...criteria, [key]: items.filter((other) => other !== item) },
        })
      }
    } else if (isValueKey(key)) {
      conditions.push({
        key,
        label: t(`chips.${key}`, { value: describeValue(key) }),
        without: { ...criteria, [key]: undefined },
      })
    }
  }
  return conditions
}

/**
 * The search's filters as chips, each a link to the same search without it, and the way to the
 * full conditions form.
 */
export function ConditionChips({
  criteria,
  choices,
}: {
  criteria: CandidateSearchCriteria
  choices: CriteriaChoices
}) {
  const { t } = useTranslation('memberSearch')
  const conditions = useConditions(criteria, choices)
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
      data-testid="condition-chips"
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {t('chips.heading')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
      >
        {conditions.length ? (
          conditions.map((condition) => (
            <li key={condition.key}>
              <Box
                component={Link}
                to={candidateSearchHref(condition.without)}
                aria-label={t('chips.remove', { label: condition.label })}
                data-testid="condition-chip"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  minHeight: 28,
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
          <Typography component="li" variant="body2">
            {t('chips.none')}
          </Typography>
        )}
      </Box>
      <MuiLink
        component={Link}
        to={candidateConditionsHref(criteria)}
        variant="body2"
        sx={{ flexShrink: 0, ml: { sm: 'auto !important' } }}
        data-testid="edit-conditions"
      >
        {t('chips.editAll')}
      </MuiLink>
    </Stack>
  )
}

/**
 * A search in words, keywords first, without links: what a saved search looks for, where the
 * recruiter reads it rather than changes it (the saved searches' list).
 */
export function ConditionSummary({
  criteria,
  choices,
}: {
  criteria: CandidateSearchCriteria
  choices: CriteriaChoices
}) {
  const { t } = useTranslation('memberSearch')
  const conditions = useConditions(criteria, choices)
  const parts = [
    ...KEYWORD_KEYS.flatMap((key) =>
      criteria[key] ? [t('chips.item', { field: t(`fields.${key}`), value: criteria[key] })] : [],
    ),
    ...conditions.map((condition) => condition.label),
  ]
  if (!parts.length) return <>{t('chips.none')}</>
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </Box>
  )
}

/** The order of the results; a new order keeps the search and the page size, from page 1. */
export function SortSelect({ sort }: { sort: CandidateSort | undefined }) {
  const { t } = useTranslation('memberSearch')
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <ChoiceField
      size="small"
      label={t('fields.sort')}
      value={sort ?? DEFAULT_CANDIDATE_SORT}
      onChange={(event) =>
        void navigate(
          listHref(location, {
            sort: event.target.value === DEFAULT_CANDIDATE_SORT ? null : event.target.value,
            page: null,
          }),
          { preventScrollReset: true },
        )
      }
      sx={{ minWidth: 220 }}
      data-testid="sort-select"
    >
      {CANDIDATE_SORTS.map((value) => (
        <option key={value} value={value}>
          {t(`sorts.${value}`)}
        </option>
      ))}
    </ChoiceField>
  )
}
