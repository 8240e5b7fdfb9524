import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useId, useState } from 'react'
import { type MutationOptions, useMutation } from '../lib/mutation'
import { FormAlert } from './form-fields'

/**
 * Asks before something that cannot be undone (a delete). It stays open while the change is
 * pending and shows its failure, so the person sees what happened where they asked for it.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  pending,
  failure,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  cancelLabel: string
  pending: boolean
  failure: string | null
  onConfirm: () => void
  onCancel: () => void
}) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{body}</DialogContentText>
          <FormAlert form={{ failure }} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * The state of a ConfirmDialog asking about one record at a time: `ask(record)` opens it, the
 * confirmation sends the change once (useMutation), and success closes it. The record stays
 * named while the dialog closes, so its text does not flash empty.
 */
export function useConfirmation<T, Result = unknown>(
  send: (record: T) => Promise<Result>,
  options: Omit<MutationOptions<Result>, 'onSuccess'> & {
    /** After success, with the record the change was about. */
    onDone?: (record: T) => void
  } = {},
) {
  const [record, setRecord] = useState<T | null>(null)
  const [open, setOpen] = useState(false)
  const mutation = useMutation(send, {
    ...options,
    onSuccess: () => {
      setOpen(false)
      if (record !== null) options.onDone?.(record)
    },
  })
  return {
    record,
    ask: (next: T) => {
      mutation.reset()
      setRecord(next)
      setOpen(true)
    },
    /** The dialog's open, pending, failure and answers; the page adds its texts. */
    dialog: {
      open,
      pending: mutation.pending,
      failure: mutation.failure?.message ?? null,
      onConfirm: () => {
        if (record !== null) void mutation.run(record)
      },
      onCancel: () => setOpen(false),
    },
  }
}
