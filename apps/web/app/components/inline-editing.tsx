import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useIsHydrated } from '../lib/hydration'
import { NoticeToast } from './toast'

/**
 * The state of a list edited in place (a table of records with one form below it): the record
 * being edited, or none for a new one; a fresh form after each save (a new record starts empty,
 * an edit closes) and the saved message in a toast.
 */
export function useInlineEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)
  return {
    editing,
    /** Keys the form, so each edit and each save starts it afresh. */
    formKey,
    edit: (record: T) => {
      setEditing(record)
      setFormKey((key) => key + 1)
    },
    /** After a save (with its message) or a cancel (''). */
    done: (message: string) => {
      setEditing(null)
      setFormKey((key) => key + 1)
      if (message) setNotice(message)
    },
    /** A message of another change on the page (a delete, say). */
    tell: setNotice,
    toast: <NoticeToast message={notice} onClose={() => setNotice(null)} />,
  }
}

/** The buttons under an inline form: cancel while editing, and the submit. */
export function InlineFormActions({
  isEditing,
  pending,
  cancelLabel,
  submitLabel,
  onCancel,
}: {
  isEditing: boolean
  pending: boolean
  cancelLabel: string
  submitLabel: string
  onCancel: () => void
}) {
  const isHydrated = useIsHydrated()
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      {isEditing ? <Button onClick={onCancel}>{cancelLabel}</Button> : null}
      <Button type="submit" variant="contained" disabled={!isHydrated || pending}>
        {submitLabel}
      </Button>
    </Stack>
  )
}

/** The edit (and delete, when given) buttons of a row, each named for the record it acts on. */
export function RowActions({
  editText,
  editLabel,
  onEdit,
  remove,
}: {
  editText: string
  editLabel: string
  onEdit: () => void
  remove?: { text: string; label: string; onClick: () => void }
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" variant="outlined" aria-label={editLabel} onClick={onEdit}>
        {editText}
      </Button>
      {remove ? (
        <Button size="small" color="error" aria-label={remove.label} onClick={remove.onClick}>
          {remove.text}
        </Button>
      ) : null}
    </Stack>
  )
}
