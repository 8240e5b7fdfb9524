import { defineEndpoint } from '../endpoint.ts'
import {
  lineAuthQuerySchema,
  lineCallbackQuerySchema,
  lineSettingsSchema,
  lineStatusSchema,
} from '../line.ts'

const tags = ['line']

/** LINE sign-in and account linking (spec sections 3 and 7), over OpenID Connect. */
export const lineEndpoints = {
  getLineStatus: defineEndpoint({
    method: 'GET',
    path: '/auth/line/status',
    summary: 'Whether LINE sign-in is available, so pages can hide the button',
    tags,
    response: lineStatusSchema,
  }),
  startLineAuthorization: defineEndpoint({
    method: 'GET',
    path: '/auth/line',
    summary: 'Start LINE sign-in or linking; redirects the browser to LINE',
    description:
      'Answers 302 with a Location header. `intent=link` needs a session. `redirect_url` is kept only when it is a path on this site.',
    tags,
    query: lineAuthQuerySchema,
  }),
  completeLineAuthorization: defineEndpoint({
    method: 'GET',
    path: '/auth/line/callback',
    summary: 'Where LINE returns the browser; links or signs in, then redirects to a page',
    description: 'Answers 302 with a Location header.',
    tags,
    query: lineCallbackQuerySchema,
  }),
  getLineSettings: defineEndpoint({
    method: 'GET',
    path: '/me/line_settings',
    summary: 'Whether a LINE account is linked to the current user',
    tags,
    response: lineSettingsSchema,
  }),
  unlinkLine: defineEndpoint({
    method: 'DELETE',
    path: '/me/line_settings',
    summary: 'Unlink the LINE account; succeeds when none is linked',
    tags,
    status: 204,
  }),
}
