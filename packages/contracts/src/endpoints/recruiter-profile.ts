import { tokenBodySchema } from '../accounts.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'
import {
  agentTagsResponseSchema,
  emailChangeConfirmationSchema,
  recruiterProfileSchema,
  recruiterUniversitiesResponseSchema,
} from '../recruiter-profile.ts'
import { recruiterUniversitiesQuerySchema } from '../reference.ts'

const tags = ['recruiter profile']

/** The recruiter's own profile, its icon, the e-mail change and the form's pick lists. */
export const recruiterProfileEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/client/profiles',
    summary: "The caller's profile, sign-in address and any address awaiting confirmation",
    tags,
    response: recruiterProfileSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/client/profiles',
    summary: 'Saves the profile (multipart/form-data, the fields of RecruiterProfileBody)',
    description:
      'Text fields as they are; `agent_tag_ids` as repeated fields (`agent_tag_ids[]` too), an ' +
      'empty string for none; `icon` a PNG, JPEG or WebP file checked by its content, at most ' +
      '2 MB; `remove_icon` true to drop the icon. A new `email` is not taken at once: a ' +
      'confirmation link goes to it and `pending_email` shows it until the link is followed. ' +
      'A field left out stays as it is.',
    tags,
    consumes: ['multipart/form-data'],
    response: recruiterProfileSchema,
  }),
  getProfileIcon: defineEndpoint({
    method: 'GET',
    path: '/client/profile_icons/:id',
    summary: 'The icon of a recruiter (by user id) of the caller’s organisation',
    tags,
    params: idParamsSchema,
  }),
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/client/email_changes/confirm',
    summary: 'Takes the new address with the mailed token; the caller’s other sessions end',
    tags,
    body: tokenBodySchema,
    response: emailChangeConfirmationSchema,
  }),
  findUniversities: defineEndpoint({
    method: 'GET',
    path: '/client/universities',
    summary: 'Universities whose name matches what was typed, or those of the ids asked',
    description:
      'With `keyword`: at most ten suggestions, as GET /universities/suggest. With `ids`: those universities in the order asked, unknown ids left out (a saved search names its schools).',
    tags,
    query: recruiterUniversitiesQuerySchema,
    response: recruiterUniversitiesResponseSchema,
  }),
  listAgentTags: defineEndpoint({
    method: 'GET',
    path: '/client/agent_tags',
    summary: 'Every agent tag, in display order',
    tags,
    response: agentTagsResponseSchema,
  }),
}
