import { TextField, type TextFieldProps } from './text-field'

// The one field set of the web app's forms: MUI fields bound to a useForm by a dotted wire
// path, each showing its own problem under it. (URL-driven search forms keep their native
// fields in features/jobs/fields.tsx: see docs/conventions.md.)

/** What a field needs of a form (lib/form.ts useForm). */
export interface BoundForm {
  get(path: string): unknown
  set(path: string, value: unknown): void
  problem(path: string): string | undefined
}

export type Bound = { form: BoundForm; path: string; label: string }

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** A text field bound to a form path; its problem, if any, replaces the hint. */
export function TextInput({
  form,
  path,
  label,
  hint,
  ...props
}: Bound & { hint?: string | undefined } & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const problem = form.problem(path)
  return (
    <TextField
      fullWidth
      {...props}
      name={path}
      label={label}
      value={asText(form.get(path))}
      onChange={(event) => form.set(path, event.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? hint}
      slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }}
    />
  )
}

export { FormAlert } from './form-alert'
export { type Option, SelectInput } from './select-input'
