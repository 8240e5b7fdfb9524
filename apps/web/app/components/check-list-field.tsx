import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import type { Bound, Option } from './form-fields'

// Beside form-fields.tsx rather than in it: forms of text fields alone (sign-in) do not load the
// checkbox machinery.

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

/** One yes-or-no choice as a checkbox, stored as a boolean. */
export function CheckInput({ form, path, label }: Bound) {
  const problem = form.problem(path)
  return (
    <FormControl error={Boolean(problem)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={path}
            checked={form.get(path) === true}
            onChange={(event) => form.set(path, event.target.checked)}
          />
        }
      />
      {problem ? <FormHelperText>{problem}</FormHelperText> : null}
    </FormControl>
  )
}
