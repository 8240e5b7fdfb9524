import { formatManYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { SALARY_CHOICES } from '../../lib/job-search-query'
import { SelectField } from './fields'

interface SalarySelectProps {
  name: string
  label: string
  value: number | null
  onChange: (value: number | null) => void
  /** A value outside the usual choices (typed into a URL) still shows as selected. */
  choices?: readonly number[]
  minWidth?: number
}

/** A salary bound in 万円, as a native select so phones show their own picker. */
export function SalarySelect({
  name,
  label,
  value,
  onChange,
  choices = SALARY_CHOICES,
  minWidth = 140,
}: SalarySelectProps) {
  const { t, locale } = useTranslation('jobs')
  const options =
    value !== null && !choices.includes(value) ? [...choices, value].sort((a, b) => a - b) : choices
  return (
    <SelectField
      name={name}
      label={label}
      minWidth={minWidth}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    >
      <option value="">{t('conditions.noPreference')}</option>
      {options.map((amount) => (
        <option key={amount} value={amount}>
          {formatManYen(locale, amount)}
        </option>
      ))}
    </SelectField>
  )
}
