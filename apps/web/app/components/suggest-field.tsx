import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
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
 * short pause, earlier requests aborted. It is the WAI-ARIA combobox with a list popup: the
 * arrow keys move through the suggestions (announced through `aria-activedescendant`), Enter
 * or a click picks one, Escape closes the list. A field that is not free text shows its picked
 * suggestion, goes back to it when left with other text, and clears it when emptied.
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
  const pickedLabel = value ? getLabel(value) : ''
  const [input, setInput] = useState(freeText ? defaultInputValue : pickedLabel)
  const [isTyped, setIsTyped] = useState(false)
  const [options, setOptions] = useState<Item[]>([])
  const [isOpen, setIsOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // The request is made again when the text changes, not when a parent renders a new function.
  const fetchLatest = useRef(fetchSuggestions)
  fetchLatest.current = fetchSuggestions

  // A new pick, made here or by the form, shows its label.
  const pickedKey = value ? getKey(value) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the pick changed
  useEffect(() => {
    if (!freeText) setInput(pickedLabel)
  }, [pickedKey, freeText])

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
          if (controller.signal.aborted) return
          setOptions(items)
          setActive(-1)
          // Answers that come after the visitor has moved on stay closed.
          setIsOpen(items.length > 0 && document.activeElement === inputRef.current)
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

  const shown = isOpen && options.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const changeText = (text: string) => {
    setInput(text)
    setIsTyped(true)
    onTextChange?.(text)
    if (!freeText && text === '' && value) onPick(null)
  }

  const pick = (item: Item) => {
    setIsOpen(false)
    setIsTyped(false)
    setOptions([])
    const text = getLabel(item)
    setInput(text)
    if (freeText) onTextChange?.(text)
    onPick(item)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setIsOpen(true)
      setActive((current) =>
        !shown
          ? step === 1
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      )
    } else if (event.key === 'Enter' && shown && active >= 0) {
      // Enter on a highlighted suggestion picks it; otherwise a search box submits its form.
      event.preventDefault()
      const item = options[active]
      if (item !== undefined) pick(item)
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault()
      setIsOpen(false)
    }
  }

  return (
    <Box sx={{ position: 'relative', width: fullWidth ? '100%' : undefined }}>
      <TextField
        name={name}
        type={type}
        label={label}
        placeholder={placeholder}
        error={error}
        helperText={helperText}
        fullWidth={fullWidth}
        value={input}
        inputRef={inputRef}
        onChange={(event) => changeText(event.target.value)}
        onFocus={() => setIsOpen(options.length > 0)}
        onBlur={() => {
          setIsOpen(false)
          // A field whose value is a pick shows the pick again, not half-typed text.
          if (!freeText && input !== pickedLabel && input !== '') setInput(pickedLabel)
        }}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            maxLength,
            onKeyDown,
            'aria-autocomplete': 'list',
            'aria-expanded': shown,
            'aria-controls': shown ? listId : undefined,
            'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
          },
        }}
      />
      {shown ? (
        <Paper
          component="ul"
          role="listbox"
          id={listId}
          aria-label={label}
          elevation={8}
          sx={{
            position: 'absolute',
            zIndex: 'modal',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            mx: 0,
            p: 0,
            py: 1,
            listStyle: 'none',
            maxHeight: '40vh',
            overflowY: 'auto',
          }}
        >
          {options.map((item, index) => (
            <Box
              component="li"
              key={getKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Pressing keeps the focus in the field, so leaving it does not close the list
              // before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => pick(item)}
              sx={{
                px: 2,
                py: 0.75,
                minHeight: 44,
                display: 'flex',
                alignItems: 'center',
                cursor: 'pointer',
                bgcolor: index === active ? 'action.hover' : undefined,
              }}
            >
              {getLabel(item)}
            </Box>
          ))}
        </Paper>
      ) : null}
    </Box>
  )
}
