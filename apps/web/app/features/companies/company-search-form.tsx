import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { ChoiceField } from '../../components/choice-field'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { COMPANY_LIST_PATH } from '../../lib/paths'
import type { Industry, Prefecture } from '../../lib/reference'
import { CompanyKeywordField } from './company-keyword-field'

export interface CompanySearchValues {
  keyword: string
  industryId: number | null
  prefectureId: number | null
  foreignAffiliated: boolean
}

/** One of the form's drop-downs: a filter by one reference list, or any. */
interface Choice {
  name: string
  label: string
  value: number | null
  options: readonly { id: number; name: string; nameEn: string | null }[]
}

interface CompanySearchFormProps {
  values: CompanySearchValues
  industries: readonly Industry[]
  prefectures: readonly Prefecture[]
}

/** Keyword (with suggestions), industry, prefecture and foreign affiliation. */
export function CompanySearchForm({ values, industries, prefectures }: CompanySearchFormProps) {
  const { t, locale } = useTranslation('companies')
  const selects: Choice[] = [
    {
      name: 'industryIds',
      label: t('search.industry'),
      value: values.industryId,
      options: industries,
    },
    {
      name: 'prefectureIds',
      label: t('search.prefecture'),
      value: values.prefectureId,
      options: prefectures,
    },
  ]
  return (
    <SearchPanel action={COMPANY_LIST_PATH} label={t('search.label')} spacing={2}>
      <CompanyKeywordField defaultValue={values.keyword} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {selects.map((select) => (
          <ChoiceField
            key={select.name}
            name={select.name}
            label={select.label}
            defaultValue={select.value ?? ''}
            fullWidth
          >
            <option value="">{t('search.any')}</option>
            {select.options.map((option) => (
              <option key={option.id} value={option.id}>
                {localName(locale, option)}
              </option>
            ))}
          </ChoiceField>
        ))}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <FormControlLabel
          control={
            <Checkbox
              name="foreignAffiliated"
              value="true"
              defaultChecked={values.foreignAffiliated}
            />
          }
          label={t('search.foreignAffiliated')}
        />
        <SearchPanelActions
          clearTo={COMPANY_LIST_PATH}
          clearLabel={t('search.clear')}
          submitLabel={t('search.submit')}
        />
      </Stack>
    </SearchPanel>
  )
}
