import Box from '@mui/material/Box'
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react'
import { TAP, TOUCH } from '../../lib/theme'

// The job search forms' fields are native elements with a label above and an underline, like
// the product's other fields (`TextField` and `ChoiceField` of app/components). Those are made of
// MUI's form control, label, input and helper text (about 7 KB gzipped), which the job search
// pages, the most visited, would load for a few plain fields.

const underline = {
  font: 'inherit',
  // 16px keeps phones from zooming into the field.
  fontSize: 16,
  color: 'text.primary',
  bgcolor: 'transparent',
  border: 0,
  borderBottom: '1px solid rgba(0, 0, 0, 0.42)',
  borderRadius: 0,
  py: 0.75,
  width: '100%',
  boxSizing: 'border-box',
  [TOUCH]: { minHeight: TAP },
  '&:hover': { borderBottomColor: 'text.primary' },
  '&:focus-visible': { outline: 'none', borderBottom: 2, borderColor: 'primary.main', pb: '5px' },
} as const

function Field({
  id,
  label,
  hint,
  minWidth,
  flex,
  required,
  isProblem = false,
  children,
}: {
  id: string
  label: string
  required?: boolean
  hint?: string | undefined
  isProblem?: boolean
  minWidth?: number
  flex?: number
  children: ReactNode
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth, flex }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: 12, color: 'text.secondary', mb: 0.25 }}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Box>
      {children}
      {hint ? (
        <Box
          id={`${id}-hint`}
          sx={{ fontSize: 12, color: isProblem ? 'error.main' : 'text.secondary', mt: 0.5 }}
        >
          {hint}
        </Box>
      ) : null}
    </Box>
  )
}

type SelectProps = Omit<ComponentPropsWithoutRef<'select'>, 'id'> & {
  label: string
  minWidth?: number
  'data-testid'?: string
}

export function SelectField({ label, minWidth = 140, children, ...select }: SelectProps) {
  const id = useId()
  return (
    <Field id={id} label={label} minWidth={minWidth}>
      <Box component="select" id={id} {...select} sx={{ ...underline, cursor: 'pointer' }}>
        {children}
      </Box>
    </Field>
  )
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & {
  label: string
  hint?: string
  /** What is wrong with the value (a form's field problem); shown instead of the hint. */
  problem?: string | undefined
  flex?: number
}

export function TextInputField({ label, hint, problem, flex, ...input }: InputProps) {
  const id = useId()
  const note = problem ?? hint
  return (
    <Field
      id={id}
      label={label}
      hint={note}
      isProblem={Boolean(problem)}
      flex={flex}
      required={input.required}
    >
      <Box
        component="input"
        id={id}
        aria-describedby={note ? `${id}-hint` : undefined}
        aria-invalid={problem ? true : undefined}
        {...input}
        sx={underline}
      />
    </Field>
  )
}
