import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { camelCaseKey } from '../lib/case-conversion'
import type { FormFailure } from '../lib/form-errors'

/**
 * A form field that shows its own problem from a failed submit under it, found by its wire
 * name (`password_confirmation` → `passwordConfirmation`), or the hint when there is none.
 */
export function FormTextField({
  name,
  failure,
  hint,
  ...props
}: TextFieldProps & { name: string; failure?: FormFailure | undefined; hint?: string }) {
  const problem = failure?.fields[camelCaseKey(name)]
  return (
    <TextField
      name={name}
      fullWidth
      {...props}
      error={Boolean(problem)}
      helperText={problem ?? hint}
    />
  )
}
