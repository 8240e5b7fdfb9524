import Autocomplete from '@mui/material/Autocomplete'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { TextField } from './text-field'

/** Letters typed in quick succession make one request, not one each. */
const SUGGEST_DELAY_MS = 200

export interface SuggestFieldProps<Item> {
  /** Asks the API for what matches the typed words; `signal` aborts a request gone stale. */
  fetchSuggestions: (keyword: string, signal: AbortSignal) => Promise<Item[]>
  getLabel: (item: Item) => string
  getKey: (item: Item) => string | number
  /** The visitor picked a suggestion, or cleared the picked one (null). */
  onPick: (item: Item | null) => void
  /**
   * A free text field (a search box) submits what is typed, and a suggestion is a shortcut.
   * Otherwise the field's value is the picked suggestion (`value`), such as a university.
   */
  freeText?: boolean
  /** The picked suggestion, for a field that is not free text. */
  value?: Item | null
  /** What a free text field shows at first. */
  defaultInputValue?: string
  /** Every change of a free text field's text, for a field bound to a form's value. */
  onTextChange?: (text: string) => void
  label: string
  /** The form field name, so a plain form submits the typed text. */
  name?: string
  type?: 'search' | 'text'
  placeholder?: string
  error?: boolean
  helperText?: ReactNode
  maxLength?: number
  fullWidth?: boolean
}

/**
 * A text field that suggests records from the API as the visitor types: one request after a
 * short pause, earlier requests aborted, a combobox for screen readers (MUI Autocomplete).
 * The API has matched the suggestions already (by grams and reading, which the typed text may
 * not show), so they are listed as they come.
 */
export function SuggestField<Item>({
  fetchSuggestions,
  getLabel,
  getKey,
  onPick,
  freeText = false,
  value,
  defaultInputValue = '',
  onTextChange,
  label,
  name,
  type,
  placeholder,
  error,
  helperText,
  maxLength,
  fullWidth,
}: SuggestFieldProps<Item>) {
  const [input, setInput] = useState(defaultInputValue)
  const [isTyped, setIsTyped] = useState(false)
  const [options, setOptions] = useState<Item[]>([])
  // The request is made again when the text changes, not when a parent renders a new function.
  const fetchLatest = useRef(fetchSuggestions)
  fetchLatest.current = fetchSuggestions

  useEffect(() => {
    const keyword = input.trim()
    if (!isTyped || !keyword) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchLatest
        .current(keyword, controller.signal)
        .then((items) => {
          if (!controller.signal.aborted) setOptions(items)
        })
        // Suggestions are a convenience: without them the field still works.
        .catch(() => {
          if (!controller.signal.aborted) setOptions([])
        })
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [input, isTyped])

  const labelOf = (option: Item | string) =>
    typeof option === 'string' ? option : getLabel(option)

  return (
    <Autocomplete<Item, false, false, boolean>
      freeSolo={freeText}
      options={options}
      filterOptions={(items) => items}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (typeof option === 'string' ? option : getKey(option))}
      isOptionEqualToValue={(option, picked) =>
        typeof picked !== 'string' && getKey(option) === getKey(picked)
      }
      {...(freeText ? { inputValue: input } : { value: value ?? null })}
      onInputChange={(_event, text, reason) => {
        setInput(text)
        onTextChange?.(text)
        if (reason === 'input') setIsTyped(true)
      }}
      onChange={(_event, picked) => {
        if (typeof picked !== 'string') onPick(picked)
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          type={type}
          label={label}
          placeholder={placeholder}
          error={error}
          helperText={helperText}
          fullWidth={fullWidth}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength },
          }}
        />
      )}
    />
  )
}
