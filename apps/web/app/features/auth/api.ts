import { candidateProfileEndpoints, accountEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of signing up, in and out and of the mailed links, typed by the contracts.

type BodyOf<E> = Exclude<CallInput<E>['body'], FormData | undefined>

export type SignInBody = BodyOf<typeof endpoints.signIn>
export type SignedIn = CallResult<typeof endpoints.signIn>
export type SignUpBody = BodyOf<typeof endpoints.signUp>
export type PasswordResetBody = BodyOf<typeof endpoints.resetPassword>

/** Signs in; the API sets the session cookie on the answer. */
export function signIn(api: ApiClient, body: SignInBody): Promise<SignedIn> {
  return api.call(endpoints.signIn, { body })
}

/** Ends the session; the API clears the cookie. */
export async function signOut(api: ApiClient): Promise<void> {
  await api.call(endpoints.signOut)
}

/** Registers a candidate; the same answer whether or not the address is taken. */
export async function signUp(api: ApiClient, body: SignUpBody): Promise<void> {
  await api.call(endpoints.signUp, { body })
}

/** Confirms the e-mail address with the token of the mailed link. */
export async function confirmEmail(api: ApiClient, token: string): Promise<void> {
  await api.call(endpoints.confirmEmail, { body: { token } })
}

/** Mails a reset link; the same answer whether or not the address has an account. */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.call(endpoints.requestPasswordReset, { body: { email } })
}

/** Sets a new password with the token of the mailed link. */
export async function resetPassword(api: ApiClient, body: PasswordResetBody): Promise<void> {
  await api.call(endpoints.resetPassword, { body })
}

/** The registration step a candidate left unsaved, or null once registration is complete. */
export async function fetchNextRegistrationStep(api: ApiClient): Promise<number | null> {
  return (await api.call(candidateProfileEndpoints.getCandidate)).registration.nextStep
}
