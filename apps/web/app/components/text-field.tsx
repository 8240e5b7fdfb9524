import { useDefaultProps } from '@mui/material/DefaultPropsProvider'
import FormControl from '@mui/material/FormControl'
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText'
import Input, { type InputProps } from '@mui/material/Input'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel'
import { type StandardTextFieldProps, textFieldClasses } from '@mui/material/TextField'
import { forwardRef, type ReactNode, useId } from 'react'

export type TextFieldProps = Omit<
  StandardTextFieldProps,
  | 'select'
  | 'SelectProps'
  | 'children'
  | 'classes'
  | 'slots'
  | 'slotProps'
  | 'variant'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & {
  slotProps?: {
    input?: Partial<InputProps>
    htmlInput?: InputBaseComponentProps
    inputLabel?: Partial<InputLabelProps>
    formHelperText?: Partial<FormHelperTextProps>
  }
}

/** What a field's own control gets from the frame around it. */
export interface FieldControl {
  id: string
  /** The helper text's id, for `aria-describedby`. */
  describedBy: string | undefined
}

type FieldFrameProps = Omit<
  TextFieldProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'inputRef'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'rows'
  | 'type'
  | 'value'
> & {
  /** A label that always sits above the field, as over a select, which always shows a value. */
  labelAbove?: boolean
  control: (field: FieldControl) => ReactNode
}

/**
 * MUI's TextField around a control, in the product's underlined variant: the form control, the
 * label and the helper text tied to the control by ids, with MUI's classes and default props.
 * `TextField` puts a text input in it, `ChoiceField` (components/choice-field.tsx) a select.
 */
export const FieldFrame = forwardRef<HTMLDivElement, FieldFrameProps>(
  function FieldFrame(inProps, ref) {
    const {
      className,
      color = 'primary',
      disabled = false,
      error = false,
      fullWidth = false,
      helperText,
      id: idOverride,
      label,
      labelAbove = false,
      required = false,
      slotProps = {},
      control,
      ...other
    } = useDefaultProps({ props: inProps, name: 'MuiTextField' })
    const generatedId = useId()
    const id = idOverride ?? generatedId
    const helperTextId = helperText && id ? `${id}-helper-text` : undefined
    const inputLabelId = label && id ? `${id}-label` : undefined
    return (
      <FormControl
        disabled={disabled}
        error={error}
        fullWidth={fullWidth}
        required={required}
        color={color}
        variant="standard"
        {...other}
        className={className ? `${textFieldClasses.root} ${className}` : textFieldClasses.root}
        ref={ref}
      >
        {label != null && label !== '' ? (
          <InputLabel
            htmlFor={id}
            id={inputLabelId}
            {...(labelAbove ? { shrink: true } : {})}
            {...slotProps.inputLabel}
          >
            {label}
          </InputLabel>
        ) : null}
        {control({ id, describedBy: helperTextId })}
        {helperText ? (
          <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
            {helperText}
          </FormHelperText>
        ) : null}
      </FormControl>
    )
  },
)

/**
 * MUI's TextField in the product's underlined variant, without its `select` mode: the same
 * elements, classes and props (label, input, helper text tied by ids), but not MUI's Select,
 * which brings its menu, popover and modal into every page with a text field. A choice from a
 * list is `ChoiceField` (components/choice-field.tsx), the browser's own select.
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(props, ref) {
  const {
    autoComplete,
    autoFocus = false,
    defaultValue,
    fullWidth = false,
    inputRef,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    slotProps = {},
    type,
    value,
    ...frame
  } = props
  return (
    <FieldFrame
      {...frame}
      fullWidth={fullWidth}
      slotProps={slotProps}
      ref={ref}
      control={({ id, describedBy }) => (
        <Input
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          fullWidth={fullWidth}
          multiline={multiline}
          name={name}
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          inputProps={slotProps.htmlInput}
          {...slotProps.input}
        />
      )}
    />
  )
})
