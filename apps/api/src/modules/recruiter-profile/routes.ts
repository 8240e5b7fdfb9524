import multipart from '@fastify/multipart'
import {
  recruiterProfileEndpoints as endpoints,
  issueMessageKey,
  issueVariables,
  PROFILE_ICON_MAX_BYTES,
  recruiterProfileBodySchema,
} from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, fieldIssue } from '../../errors/app-error.ts'
import { createFileStorage } from '../../lib/file-storage.ts'
import { multipartParts } from '../../lib/multipart.ts'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { requestLocale } from '../../lib/request-locale.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import { enqueueMail } from '../mail/mail-service.ts'
import { listUniversities, suggestUniversities } from '../reference/reference-service.ts'
import * as service from './recruiter-profile-service.ts'

const TEXT_FIELDS = new Set(['display_name', 'university_text', 'self_pr', 'former_job', 'email'])
const LIST_FIELDS = new Set(['agent_tag_ids', 'agent_tag_ids[]'])

/**
 * The profile form as the web client's multipart mode sends it: text as is, a list as repeated
 * fields (an empty string alone meaning an empty list), the icon as a file. Unknown fields are
 * ignored. The icon is read with one byte more than allowed, which tells "too large".
 */
async function readProfileForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('unsupportedMediaType', 'Send the profile as multipart/form-data')
  }
  const fields: Record<string, unknown> = {}
  let agentTagIds: string[] | undefined
  let icon: Buffer | undefined
  for await (const part of multipartParts(request)) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch(() => null)
      if (part.fieldname !== 'icon') continue
      if (bytes === null || part.file.truncated || bytes.length > PROFILE_ICON_MAX_BYTES) {
        throw service.iconTooLarge()
      }
      // A file input left empty still sends a part, with no name and no bytes.
      if (bytes.length > 0 || part.filename) icon = bytes
    } else if (TEXT_FIELDS.has(part.fieldname) || part.fieldname === 'remove_icon') {
      fields[part.fieldname] = String(part.value)
    } else if (LIST_FIELDS.has(part.fieldname)) {
      agentTagIds ??= []
      if (part.value !== '') agentTagIds.push(String(part.value))
    }
  }
  if (agentTagIds) fields.agent_tag_ids = agentTagIds
  if (icon) fields.icon = { size: icon.length }

  // The form's own rules, the ones the page checks before sending, with the same field paths.
  const parsed = recruiterProfileBodySchema.safeParse(fields)
  if (!parsed.success) {
    throw new AppError(
      'validationFailed',
      'The request has invalid fields',
      parsed.error.issues.map((issue) =>
        fieldIssue(
          ['body', ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))],
          issueMessageKey(issue),
          issueVariables(issue),
        ),
      ),
    )
  }
  const { icon: _size, ...rest } = parsed.data
  return { fields: rest, ...(icon ? { icon } : {}) }
}

/** The recruiter's own profile, its icon, the e-mail change and the form's pick lists. */
export const recruiterProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const deps: service.RecruiterProfileDeps = {
    db,
    storage: createFileStorage(app.config.fileStorage),
    sendMail: (mail) => enqueueMail(app, mail),
    baseUrl: app.config.publicBaseUrl,
  }
  // Multipart only for the routes of this plugin; one more byte than allowed tells "too large".
  await app.register(multipart, {
    limits: { fileSize: PROFILE_ICON_MAX_BYTES + 1, files: 1, fields: 200, fieldSize: 64 * 1024 },
  })
  const profileOwner = { access: recruiter('profile') }

  serveEndpoint(app, endpoints.getProfile, profileOwner, (request) =>
    service.getProfile(db, recruiterContext(request).userId),
  )

  serveEndpoint(app, endpoints.updateProfile, profileOwner, async (request) => {
    const form = await readProfileForm(request)
    return service.updateProfile(deps, recruiterContext(request).userId, {
      ...form,
      locale: requestLocale(request),
    })
  })

  // Any recruiter of the organisation may see a colleague's icon; no one else learns it exists.
  serveEndpoint(app, endpoints.getProfileIcon, { access: recruiter() }, async (request, reply) => {
    const icon = await service.readIcon(
      db,
      deps.storage,
      recruiterContext(request).organisationId,
      request.params.id,
    )
    return (
      reply
        .header('content-type', icon.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // The address carries the icon's version, so a browser may keep it.
        .header('cache-control', 'private, max-age=86400')
        .send(icon.bytes)
    )
  })

  serveEndpoint(app, endpoints.confirmEmailChange, profileOwner, (request) =>
    service.confirmEmailChange(db, {
      userId: recruiterContext(request).userId,
      sessionId: request.session!.sessionId,
      token: request.body.token,
    }),
  )

  // The profile form suggests schools; member search and saved searches (any recruiter) also
  // name the schools their criteria hold.
  serveEndpoint(app, endpoints.findUniversities, { access: recruiter() }, async (request) => ({
    universities: request.query.ids
      ? await listUniversities(db, request.query.ids)
      : await suggestUniversities(db, request.query.keyword ?? ''),
  }))

  serveEndpoint(app, endpoints.listAgentTags, profileOwner, () => service.listAgentTags(db))
}
