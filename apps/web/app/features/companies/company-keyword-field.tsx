import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { companyPath } from './types'

interface Suggestion {
  id: number
  name: string
  nameEn: string | null
}

/** Letters typed in quick succession make one request, not one each. */
const SUGGEST_DELAY_MS = 200

/**
 * The keyword box of the company list. It stays a plain `keyword` field of the GET form, so a
 * typed word still searches; while typing it suggests company names, and picking one opens
 * that company.
 */
export function CompanyKeywordField({ defaultValue }: { defaultValue: string }) {
  const { t, locale } = useTranslation('companies')
  const navigate = useNavigate()
  const [input, setInput] = useState(defaultValue)
  const [isTyped, setIsTyped] = useState(false)
  const [options, setOptions] = useState<Suggestion[]>([])

  useEffect(() => {
    const keyword = input.trim()
    if (!isTyped || !keyword) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      getBrowserApi()
        .get<{ companies: Suggestion[] }>('/api/v3/companies/suggest', {
          query: { keyword },
          signal: controller.signal,
        })
        .then((answer) => setOptions(answer.companies))
        // Suggestions are a convenience: without them the box is still a search box.
        .catch(() => setOptions([]))
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [input, isTyped])

  return (
    <Autocomplete
      freeSolo
      options={options}
      // The API has matched them already, by grams and reading, which the typed text may not show.
      filterOptions={(items) => items}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : localised(locale, option.name, option.nameEn)
      }
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        setInput(value)
        if (reason === 'input') setIsTyped(true)
      }}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') navigate(companyPath(value.id))
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="keyword"
          type="search"
          label={t('search.keyword')}
          placeholder={t('search.keywordPlaceholder')}
          fullWidth
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 255 },
          }}
        />
      )}
    />
  )
}
