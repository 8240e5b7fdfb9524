import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'

// The one field set of the web app's forms: MUI fields bound to a useForm by a dotted wire
// path, each showing its own problem under it. (URL-driven search forms keep their native
// fields in features/jobs/fields.tsx: see docs/conventions.md.)

/** What a field needs of a form (lib/form.ts useForm). */
export interface BoundForm {
  get(path: string): unknown
  set(path: string, value: unknown): void
  problem(path: string): string | undefined
}

type Bound = { form: BoundForm; path: string; label: string }

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

export interface Option {
  value: string | number
  label: string
}

/** A single choice; the empty option means nothing chosen (sent as null or ''). */
export function SelectInput({
  form,
  path,
  label,
  options,
  placeholder,
  numeric = false,
}: Bound & { options: Option[]; placeholder: string; numeric?: boolean }) {
  const problem = form.problem(path)
  return (
    <TextField
      select
      fullWidth
      name={path}
      label={label}
      value={asText(form.get(path))}
      onChange={(event) => {
        const raw = event.target.value
        form.set(path, raw === '' ? (numeric ? null : '') : numeric ? Number(raw) : raw)
      }}
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{placeholder}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** Several choices as checkboxes, stored as a list of values. */
export function CheckList({ form, path, label, options }: Bound & { options: Option[] }) {
  const chosen = (form.get(path) as (string | number)[] | undefined) ?? []
  const problem = form.problem(path)
  return (
    <FormControl component="fieldset" error={Boolean(problem)}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  form.set(
                    path,
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((value) => value !== option.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {problem ? <FormHelperText>{problem}</FormHelperText> : null}
    </FormControl>
  )
}

export { FormAlert } from './form-alert'
