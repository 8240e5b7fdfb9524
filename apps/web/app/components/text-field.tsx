import { useDefaultProps } from '@mui/material/DefaultPropsProvider'
import FormControl from '@mui/material/FormControl'
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText'
import Input, { type InputProps } from '@mui/material/Input'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel'
import { type StandardTextFieldProps, textFieldClasses } from '@mui/material/TextField'
import { forwardRef, useId } from 'react'

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

/**
 * MUI's TextField in the product's underlined variant, without its `select` mode: the same
 * elements, classes and props (label, input, helper text tied by ids), but not MUI's Select,
 * which brings its menu, popover and modal into every page with a text field. A choice from a
 * list is `SelectInput` (components/select-input.tsx), which uses MUI's TextField.
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(
  function TextField(inProps, ref) {
    const {
      autoComplete,
      autoFocus = false,
      className,
      color = 'primary',
      defaultValue,
      disabled = false,
      error = false,
      fullWidth = false,
      helperText,
      id: idOverride,
      inputRef,
      label,
      maxRows,
      minRows,
      multiline = false,
      name,
      onBlur,
      onChange,
      onFocus,
      placeholder,
      required = false,
      rows,
      slotProps = {},
      type,
      value,
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
          <InputLabel htmlFor={id} id={inputLabelId} {...slotProps.inputLabel}>
            {label}
          </InputLabel>
        ) : null}
        <Input
          aria-describedby={helperTextId}
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
        {helperText ? (
          <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
            {helperText}
          </FormHelperText>
        ) : null}
      </FormControl>
    )
  },
)
