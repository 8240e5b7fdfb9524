import { lazy, Suspense } from 'react'

// A module of its own (form-fields.tsx re-exports it): a form built from native fields can show
// its message without bringing MUI's TextField into the page's first load. The alert itself is
// only ever shown after a submit in the browser, so it is loaded then, not with the page.
const Alert = lazy(() => import('@mui/material/Alert'))

/** The form-wide message after a failed submit, announced to screen readers. */
export function FormAlert({ form }: { form: { failure: string | null } }) {
  if (!form.failure) return null
  return (
    <Suspense fallback={null}>
      <Alert severity="error" role="alert" data-testid="form-problem">
        {form.failure}
      </Alert>
    </Suspense>
  )
}
