import Autocomplete from '@mui/material/Autocomplete'
import { TextField } from '../../components/text-field'

export interface PickerOption {
  id: number
  label: string
  /** The heading the option is listed under (a job type's category). */
  group?: string
}

/**
 * Several records of a long reference list (job types, industries, prefectures, labels): typing
 * narrows the list, each pick shows as a chip in the field, and the value is the picked ids in
 * the order they were picked.
 */
export function ChoicePicker({
  label,
  placeholder,
  options,
  value,
  onChange,
  problem,
  testId,
}: {
  label: string
  placeholder: string
  options: PickerOption[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  problem?: string | undefined
  testId?: string
}) {
  const byId = new Map(options.map((option) => [option.id, option]))
  const picked = value
    .map((id) => byId.get(id))
    .filter((option): option is PickerOption => option !== undefined)
  const hasGroups = options.some((option) => option.group !== undefined)
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      options={options}
      value={picked}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      {...(hasGroups ? { groupBy: (option: PickerOption) => option.group ?? '' } : {})}
      data-testid={testId}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={picked.length ? undefined : placeholder}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
          }}
        />
      )}
    />
  )
}
