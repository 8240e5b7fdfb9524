import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useId, useMemo } from 'react'
import { TextInput } from '../../components/form-fields'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import type { Form } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { type CompanySuggestion, suggestCompanies } from './api'

/**
 * The hiring company. An agent chooses a company of the catalogue or types a name, and may hide
 * it from the public; a company's recruiter always posts for its own company.
 */
export function CompanyFields({
  form,
  isAgent,
  ownCompanyName,
}: {
  form: Form
  isAgent: boolean
  ownCompanyName: string
}) {
  const { t, locale } = useTranslation('jobManagement')
  const hintId = useId()
  const companyId = form.get('company_id') as number | null
  const companyName = form.get('company_name') as string
  // The same pick must stay the same object: a new one would count as a new pick and replace
  // what the recruiter is typing.
  const chosen = useMemo<CompanySuggestion | null>(
    () => (companyId ? { id: companyId, name: companyName, nameEn: null } : null),
    [companyId, companyName],
  )

  if (!isAgent) {
    return (
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 700 }} data-testid="fixed-company">
          {ownCompanyName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('fields.fixedCompany')}
        </Typography>
      </Stack>
    )
  }

  const problem = form.problem('company_id')
  const isHidden = form.get('hide_company') === true
  return (
    <Stack spacing={2}>
      <SuggestField<CompanySuggestion>
        value={chosen}
        fetchSuggestions={(keyword, signal) => suggestCompanies(getBrowserApi(), keyword, signal)}
        getLabel={(company) => localName(locale, company)}
        getKey={(company) => company.id}
        onPick={(company) => {
          form.set('company_id', company?.id ?? null)
          form.set('company_name', company ? localName(locale, company) : '')
        }}
        label={t('fields.companySearch')}
        error={Boolean(problem)}
        helperText={problem ?? t('fields.companySearchHint')}
        maxLength={255}
        fullWidth
      />
      <TextInput form={form} path="company_text" label={t('fields.companyText')} />
      <Stack spacing={0}>
        <FormControlLabel
          control={
            <Switch
              checked={isHidden}
              onChange={(event) => form.set('hide_company', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label={t('fields.hideCompany')}
        />
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {t('fields.hideCompanyHint')}
        </FormHelperText>
      </Stack>
    </Stack>
  )
}
