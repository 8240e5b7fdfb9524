import { useNavigate } from 'react-router'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { companyPath } from '../../lib/paths'
import { type CompanySuggestion, suggestCompanies } from './api'

/**
 * The keyword box of the company list. It stays a plain `keyword` field of the GET form, so a
 * typed word still searches; while typing it suggests company names, and picking one opens
 * that company.
 */
export function CompanyKeywordField({ defaultValue }: { defaultValue: string }) {
  const { t, locale } = useTranslation('companies')
  const navigate = useNavigate()
  return (
    <SuggestField<CompanySuggestion>
      freeText
      defaultInputValue={defaultValue}
      fetchSuggestions={(keyword, signal) => suggestCompanies(getBrowserApi(), keyword, signal)}
      getLabel={(company) => localised(locale, company.name, company.nameEn)}
      getKey={(company) => company.id}
      onPick={(company) => {
        if (company) navigate(companyPath(company.id))
      }}
      name="keyword"
      type="search"
      label={t('search.keyword')}
      placeholder={t('search.keywordPlaceholder')}
      maxLength={255}
      fullWidth
    />
  )
}
