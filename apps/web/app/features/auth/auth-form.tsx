import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { FormEvent } from 'react'
import { Link as RouterLink } from 'react-router'
import { type BoundForm, TextInput } from '../../components/form-fields'
import { useTranslation } from '../../lib/i18n'

/** One field of an account form; `path` is its wire name. */
export interface AuthField {
  path: string
  label: string
  type?: 'email' | 'password'
  autoComplete: string
  hint?: string
}

/** The form of the small account pages: its fields one under another, then the submit button. */
export function AuthForm({
  form,
  fields,
  submitLabel,
  isRequired = false,
}: {
  form: BoundForm & { onSubmit: (event: FormEvent) => void; pending: boolean }
  fields: readonly AuthField[]
  submitLabel: string
  /** Marks every field required (the browser checks it before sending). */
  isRequired?: boolean
}) {
  return (
    <form method="post" onSubmit={form.onSubmit}>
      <Stack spacing={2}>
        {fields.map(({ path, label, type, autoComplete, hint }) => (
          <TextInput
            key={path}
            form={form}
            path={path}
            type={type}
            label={label}
            autoComplete={autoComplete}
            required={isRequired}
            hint={hint}
          />
        ))}
        <Button type="submit" variant="contained" disabled={form.pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}

/** The way on once an emailed link has done its work: to the sign-in page. */
export function SignInButton() {
  const { t } = useTranslation('auth')
  return (
    <Button component={RouterLink} to="/login" variant="contained">
      {t('signIn')}
    </Button>
  )
}
