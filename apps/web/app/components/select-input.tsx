import { ChoiceField } from './choice-field'
import type { Bound } from './form-fields'

// A field of components/form-fields.tsx, in a module of its own: a form of text fields (the
// sign-in page's) then loads no select.

export interface Option {
  value: string | number
  label: string
}

/**
 * A single choice; the empty option means nothing chosen (sent as null or ''). Its problem, if
 * any, replaces the hint.
 */
export function SelectInput({
  form,
  path,
  label,
  options,
  placeholder,
  hint,
  required = false,
  numeric = false,
}: Bound & {
  options: Option[]
  placeholder: string
  hint?: string
  required?: boolean
  numeric?: boolean
}) {
  const problem = form.problem(path)
  return (
    <ChoiceField
      fullWidth
      name={path}
      label={label}
      required={required}
      value={String(form.get(path) ?? '')}
      onChange={(event) => {
        const raw = event.target.value
        form.set(path, raw === '' ? (numeric ? null : '') : numeric ? Number(raw) : raw)
      }}
      error={Boolean(problem)}
      helperText={problem ?? hint}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </ChoiceField>
  )
}
