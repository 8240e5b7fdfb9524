import {
  acceptedResponseSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  redirectRuleQuerySchema,
  redirectRuleResponseSchema,
  sessionStateSchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
  tokenBodySchema,
} from '../accounts.ts'
import { defineEndpoint } from '../endpoint.ts'

const tags = ['accounts']

/** Signing up, in and out, mailed links, the recruiter password and the redirect lookup. */
export const accountEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/candidate/registrations',
    summary: 'Candidate sign-up; a confirmation link is mailed',
    tags,
    body: signUpBodySchema,
    status: 202,
    response: acceptedResponseSchema,
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/confirmations',
    summary: 'Confirm an e-mail address with the mailed token',
    tags,
    body: tokenBodySchema,
    status: 204,
  }),
  getSession: defineEndpoint({
    method: 'GET',
    path: '/sessions',
    summary: 'The current user, or an anonymous answer',
    tags,
    response: sessionStateSchema,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/sessions',
    summary: 'Sign in; sets the session cookie and returns a bearer token',
    tags,
    body: signInBodySchema,
    status: 201,
    response: signInResponseSchema,
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/sessions',
    summary: 'Sign out',
    tags,
    status: 204,
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/password_resets',
    summary: 'Mail a password reset link',
    tags,
    body: passwordResetRequestBodySchema,
    status: 202,
    response: acceptedResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/password_resets',
    summary: 'Set a new password with the mailed token; ends every session',
    tags,
    body: passwordResetBodySchema,
    status: 204,
  }),
  changeRecruiterPassword: defineEndpoint({
    method: 'PUT',
    path: '/client/passwords',
    summary: 'Recruiter password change; other sessions end',
    tags,
    body: passwordChangeBodySchema,
    status: 204,
  }),
  lookUpRedirectRule: defineEndpoint({
    method: 'GET',
    path: '/me/redirect_rule',
    summary: 'Where the current path redirects to, if anywhere',
    tags,
    query: redirectRuleQuerySchema,
    response: redirectRuleResponseSchema,
  }),
}
