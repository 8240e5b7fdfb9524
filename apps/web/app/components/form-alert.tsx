import Alert from '@mui/material/Alert'

// A module of its own (form-fields.tsx re-exports it): a form built from native fields can show
// its message without bringing MUI's TextField into the page's first load.

/** The form-wide message after a failed submit, announced to screen readers. */
export function FormAlert({ form }: { form: { failure: string | null } }) {
  if (!form.failure) return null
  return (
    <Alert severity="error" role="alert" data-testid="form-problem">
      {form.failure}
    </Alert>
  )
}
