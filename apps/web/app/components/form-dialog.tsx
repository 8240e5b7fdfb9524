import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { type FormEvent, type ReactNode, useId } from 'react'
import { FormAlert } from './form-alert'

/** What a FormDialog needs of its form (`useForm`). */
export interface DialogForm {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  pending: boolean
  failure: string | null
}

/**
 * A form in a dialog: the title names it, the form's own message comes first, the fields follow,
 * and cancel and submit close it. It cannot be dismissed while the form is being sent, so the
 * person sees the outcome where they asked. The form posts, so nothing typed lands in an address
 * if it is sent before the page's script runs.
 */
export function FormDialog({
  open = true,
  title,
  description,
  form,
  submitLabel,
  cancelLabel,
  submitColour = 'primary',
  onClose,
  maxWidth = 'sm',
  testId,
  children,
}: {
  /** Mounted only while open unless told. */
  open?: boolean
  title: ReactNode
  /** A line under the title, before the form's message. */
  description?: ReactNode
  form: DialogForm
  submitLabel: string
  cancelLabel: string
  /** `error` for a submit that takes something away (closing a listing, a report). */
  submitColour?: 'primary' | 'error'
  onClose: () => void
  maxWidth?: 'xs' | 'sm' | 'md'
  /** The form's `data-testid`. */
  testId?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={form.pending ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form method="post" noValidate onSubmit={form.onSubmit} data-testid={testId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {description ? <DialogContentText>{description}</DialogContentText> : null}
            <FormAlert form={form} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColour} disabled={form.pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
