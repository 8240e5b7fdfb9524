import { z } from 'zod'
import { ACCOUNT_TYPES, RECRUITER_ROLE_TYPES, ROLE_TYPES } from './constants.ts'
import { emailSchema } from './validation/formats.ts'
import { type IssueSink, reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { passwordChangeSchema, passwordSchema } from './validation/password.ts'
import { isBlank, requiredCheck, textSchema } from './validation/text.ts'

export const SESSION_COOKIE = 'kakehashi_session'
export const SESSION_TTL_DAYS = 30
/** The caching of anything that shows one person's data: kept by no cache, shared or the browser's. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store'

export const currentUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role_type: z.enum(ROLE_TYPES),
    permissions: z.array(z.string()),
    profile: z.object({
      full_name: z.string(),
      full_name_kana: z.string().nullable(),
    }),
    // Recruiters only: their organisation, account type and trial flag.
    account_type: z.enum(ACCOUNT_TYPES).nullable(),
    trial_recruiter: z.boolean(),
    organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'CurrentUser' })

export const sessionStateSchema = z
  .object({
    authenticated: z.boolean(),
    current_user: currentUserSchema.nullable(),
  })
  .meta({ id: 'SessionState' })

export const signInBodySchema = z
  .object({
    email: textSchema({ required: true }),
    password: stringInput().check(requiredCheck()),
  })
  .meta({ id: 'SignInBody' })

export const signInResponseSchema = z
  .object({
    auth_token: z.string().meta({ description: 'Send as `Authorization: Bearer <auth_token>`' }),
    current_user: currentUserSchema,
  })
  .meta({ id: 'SignInResponse' })

const newPasswordWithConfirmation = {
  password: passwordSchema(),
  password_confirmation: stringInput().check(requiredCheck()),
}

/** The confirmation must equal the new password; reported under the confirmation field. */
function confirmationMatches(payload: {
  value: { password: string; password_confirmation: string }
  issues: IssueSink['issues']
}) {
  const { password, password_confirmation: confirmation } = payload.value
  if (!isBlank(confirmation) && confirmation !== password) {
    reportIssue(payload, confirmation, VALIDATION_MESSAGES.passwordMismatch, undefined, [
      'password_confirmation',
    ])
  }
}

export const signUpBodySchema = z
  .object({
    email: emailSchema({ required: true }),
    password: passwordSchema(),
    full_name: textSchema({ required: true }),
  })
  .meta({ id: 'SignUpBody' })

export const acceptedResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'Accepted', description: 'The same answer whether or not the address is registered' })

export const tokenBodySchema = z.object({ token: stringInput().min(10).max(200) })

export const passwordResetRequestBodySchema = z.object({ email: emailSchema({ required: true }) })

export const passwordResetBodySchema = z
  .object({ token: stringInput().min(10).max(200), ...newPasswordWithConfirmation })
  .check(confirmationMatches)

/** PUT /api/v3/client/passwords (spec section 3): current, new and confirmation. */
export const passwordChangeBodySchema = passwordChangeSchema.meta({ id: 'PasswordChangeBody' })

export const redirectRuleQuerySchema = z.object({ current_path: stringInput().min(1).max(2000) })
export const redirectRuleResponseSchema = z
  .object({ redirect_to: z.string().nullable() })
  .meta({ id: 'RedirectRuleLookup' })

export const redirectRuleSchema = z
  .object({
    id: z.number().int(),
    current_path: z.string(),
    redirect_to: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'RedirectRule' })

export const redirectRuleListSchema = z
  .object({ redirect_rules: z.array(redirectRuleSchema) })
  .meta({ id: 'RedirectRuleList' })

export const redirectRuleBodySchema = z.object({
  current_path: stringInput()
    .trim()
    .regex(/^\/[^\s?#]*$/, VALIDATION_MESSAGES.pathFormat)
    .max(500)
    .transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path)),
  redirect_to: stringInput()
    .trim()
    .regex(/^(\/[^\s]*|https?:\/\/\S+)$/, VALIDATION_MESSAGES.redirectTarget)
    .max(2000),
})

export type CurrentUser = z.infer<typeof currentUserSchema>
export type SessionState = z.infer<typeof sessionStateSchema>
export type RedirectRuleBody = z.infer<typeof redirectRuleBodySchema>

/**
 * Browser tests that change a recruiter account make their own: beside a demo recruiter
 * (`colleague_email`, same organisation), in an organisation of its own (`own_organisation`,
 * for a test that changes what the organisation keeps) or in the first demo organisation of
 * the kind.
 */
export const testRecruiterBodySchema = z.object({
  role_type: z.enum(RECRUITER_ROLE_TYPES).default('CompanyUser'),
  colleague_email: stringInput().optional(),
  own_organisation: z.boolean().default(false),
})

export const testRecruiterSchema = z.object({
  email: z.string(),
  password: z.string(),
  user_id: z.number().int(),
})
