import type { FormFailure } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'

const KNOWN_CODES = [
  'invalidCredentials',
  'emailNotConfirmed',
  'tooManyRequests',
  'invalidToken',
  'formInvalid',
] as const

/** The top message for a failed submit, in the visitor's language. */
export function useFailureMessage(failure: FormFailure | undefined): string | null {
  const { t } = useTranslation('auth')
  if (failure?.ok !== false || !failure.code) return null
  const code = (KNOWN_CODES as readonly string[]).includes(failure.code) ? failure.code : 'failed'
  return t(`errors.${code as (typeof KNOWN_CODES)[number] | 'failed'}`)
}
