import Input from '@mui/material/Input'
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect'
import { forwardRef, type ReactNode } from 'react'
import { FieldFrame, type TextFieldProps } from './text-field'

export type ChoiceFieldProps = Omit<
  TextFieldProps,
  'autoComplete' | 'maxRows' | 'minRows' | 'multiline' | 'placeholder' | 'rows' | 'type'
> & {
  /** The `<option>` elements. */
  children: ReactNode
}

/**
 * A choice from a list: the browser's own `<select>` (MUI's native select) in the frame of
 * `TextField`, with its label above. Never MUI's Select, which brings its menu, popover and
 * modal to every page with a choice; a phone's own picker is the better one there.
 */
export const ChoiceField = forwardRef<HTMLDivElement, ChoiceFieldProps>(
  function ChoiceField(props, ref) {
    const {
      autoFocus = false,
      children,
      defaultValue,
      fullWidth = false,
      inputRef,
      name,
      onBlur,
      onChange,
      onFocus,
      slotProps = {},
      value,
      ...frame
    } = props
    return (
      <FieldFrame
        {...frame}
        labelAbove
        fullWidth={fullWidth}
        slotProps={slotProps}
        ref={ref}
        control={({ id, describedBy }) => (
          <NativeSelect
            input={<Input {...slotProps.input} />}
            aria-describedby={describedBy}
            autoFocus={autoFocus}
            defaultValue={defaultValue}
            fullWidth={fullWidth}
            name={name}
            value={value}
            id={id}
            inputRef={inputRef}
            onBlur={onBlur}
            // MUI types a field's change as an input's or a text area's; callers read `value`,
            // which a select has as well.
            onChange={onChange as unknown as NativeSelectProps['onChange']}
            onFocus={onFocus}
            inputProps={slotProps.htmlInput as NativeSelectProps['inputProps']}
          >
            {children}
          </NativeSelect>
        )}
      />
    )
  },
)
