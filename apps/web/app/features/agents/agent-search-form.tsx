import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { TextField } from '../../components/text-field'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { AGENT_SEARCH_PATH } from '../../lib/paths'
import type { Industry } from '../../lib/reference'
import type { JobTypeNode } from './api'

export interface AgentSearchValues {
  keyword: string
  industryIds: number[]
  jobTypeIds: number[]
}

interface AgentSearchFormProps {
  values: AgentSearchValues
  industries: readonly Industry[]
  jobTypes: readonly JobTypeNode[]
}

/** Keyword, industries and job types; chosen ids repeat in the address (`?industryIds=2&industryIds=3`). */
export function AgentSearchForm({ values, industries, jobTypes }: AgentSearchFormProps) {
  const { t, locale } = useTranslation('agents')
  const isUnavailable = industries.length === 0 || jobTypes.length === 0
  return (
    <SearchPanel action={AGENT_SEARCH_PATH} label={t('search.label')} spacing={3}>
      <TextField
        name="keyword"
        type="search"
        label={t('search.keyword')}
        placeholder={t('search.keywordPlaceholder')}
        defaultValue={values.keyword}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <CheckboxGroup
        legend={t('search.industries')}
        name="industryIds"
        options={industries.map((item) => ({ id: item.id, label: localName(locale, item) }))}
        checked={values.industryIds}
      />
      <CheckboxGroup
        legend={t('search.jobTypes')}
        name="jobTypeIds"
        options={jobTypes.map((item) => ({ id: item.id, label: localName(locale, item) }))}
        checked={values.jobTypeIds}
      />
      {isUnavailable ? (
        <Typography variant="body2" color="text.secondary">
          {t('search.referenceUnavailable')}
        </Typography>
      ) : null}
      <SearchPanelActions
        clearTo={AGENT_SEARCH_PATH}
        clearLabel={t('search.clear')}
        submitLabel={t('search.submit')}
      />
    </SearchPanel>
  )
}

function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string
  name: string
  options: readonly { id: number; label: string }[]
  checked: readonly number[]
}) {
  if (options.length === 0) return null
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
          columnGap: 1,
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
            control={
              <Checkbox
                size="small"
                name={name}
                value={option.id}
                defaultChecked={checked.includes(option.id)}
              />
            }
            label={option.label}
          />
        ))}
      </Box>
    </Box>
  )
}
