import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { reportIssue, stringInput } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'
import { characterLength, isBlank, requiredCheck, type StringCheck } from './text.ts'

export function passwordMinLengthCheck(min: number = PASSWORD_MIN_LENGTH): StringCheck {
  return (payload) => {
    const value = payload.value
    if (!isBlank(value) && characterLength(value) < min) {
      reportIssue(payload, value, VALIDATION_MESSAGES.passwordMin, { min })
    }
  }
}

/** A new password: required and at least PASSWORD_MIN_LENGTH characters. */
export function passwordSchema(): z.ZodString {
  return stringInput().check(requiredCheck(), passwordMinLengthCheck())
}

/**
 * Body of PUT /api/v3/client/passwords, in the snake_case wire format. The mismatch is reported
 * on `password_confirmation` so the form shows it under the field the user has to fix, and it is
 * reported alongside a too-short password rather than after it is fixed.
 */
export const passwordChangeSchema = z
  .object({
    current_password: stringInput().check(requiredCheck()),
    password: passwordSchema(),
    password_confirmation: stringInput().check(requiredCheck()),
  })
  .check((payload) => {
    const { password, password_confirmation: confirmation } = payload.value
    if (!isBlank(confirmation) && confirmation !== password) {
      reportIssue(payload, confirmation, VALIDATION_MESSAGES.passwordMismatch, undefined, [
        'password_confirmation',
      ])
    }
  })

export type PasswordChange = z.infer<typeof passwordChangeSchema>
