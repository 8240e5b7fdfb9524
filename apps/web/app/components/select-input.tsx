import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { Bound } from './form-fields'

// A field of components/form-fields.tsx, in a module of its own: MUI's TextField in its select
// mode brings Select, Menu, Popover and Modal, which a form of text fields does not load.

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
      value={String(form.get(path) ?? '')}
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
