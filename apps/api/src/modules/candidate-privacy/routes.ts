import multipart from '@fastify/multipart'
import {
  API_PREFIX,
  accountDeletionBodySchema,
  BYTES_PER_MB,
  companyBlockBodySchema,
  companyBlockListSchema,
  companyBlockSchema,
  RESUME_MAX_MB,
  recruiterCandidateViewSchema,
  recruiterViewQuerySchema,
  resumeMetadataSchema,
} from '@kakehashi/contracts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors/app-error.ts'
import { createFileStorage } from '../../lib/file-storage.ts'
import { CANDIDATE, recruiter } from '../../plugins/access.ts'
import { clearSessionCookie } from '../../plugins/session.ts'
import * as service from './service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so 職務経歴書.pdf arrives as itself. */
function attachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; bytes: Buffer },
) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes)
}

/**
 * What recruiters see of a candidate, and the candidate's control over it: the resume, the
 * preview of the recruiter view, company blocks and deleting the account.
 */
export const candidatePrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const storage = createFileStorage(app.config.fileStorage)
  // Multipart only for the routes of this plugin; one more byte than allowed tells "too large".
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_MB * BYTES_PER_MB + 1, files: 1 },
  })
  const tags = ['privacy']
  const candidate = { access: CANDIDATE }

  app.post(
    `${API_PREFIX}/candidate/resume`,
    {
      config: candidate,
      schema: {
        tags,
        summary: 'Uploads the resume (multipart field `file`; PDF or Word, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: resumeMetadataSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('unsupportedMediaType', 'Send the file as multipart/form-data')
      }
      const part = await request.file()
      if (part?.fieldname !== 'file') {
        throw new AppError('validationFailed', 'No file', [
          { path: ['body', 'file'], message: 'validation.required', code: 'validation.required' },
        ])
      }
      const bytes = await part.toBuffer().catch(() => null)
      if (bytes === null || part.file.truncated || bytes.length > RESUME_MAX_MB * BYTES_PER_MB) {
        throw service.resumeTooLarge()
      }
      const metadata = await service.uploadResume(db, storage, request.session!.user.id, {
        fileName: part.filename,
        bytes,
      })
      return reply.status(201).send(metadata)
    },
  )

  app.get(
    `${API_PREFIX}/candidate/resume`,
    { config: candidate, schema: { tags, summary: 'Downloads the caller’s own resume' } },
    async (request, reply) =>
      attachment(reply, await service.downloadOwnResume(db, storage, request.session!.user.id)),
  )

  app.delete(
    `${API_PREFIX}/candidate/resume`,
    {
      config: candidate,
      schema: { tags, summary: 'Deletes the resume', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deleteOwnResume(db, storage, request.session!.user.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    `${API_PREFIX}/candidate/recruiter_view`,
    {
      config: candidate,
      schema: {
        tags,
        summary: 'Exactly what a recruiter sees of the caller, before (default) or after a match',
        querystring: recruiterViewQuerySchema,
        response: { 200: recruiterCandidateViewSchema },
      },
    },
    async (request) =>
      service.previewRecruiterView(db, request.session!.user.id, request.query.matched),
  )

  app.get(
    `${API_PREFIX}/candidate/company_blocks`,
    {
      config: candidate,
      schema: {
        tags,
        summary: 'Companies the caller blocked',
        response: { 200: companyBlockListSchema },
      },
    },
    async (request) => service.listBlocks(db, request.session!.user.id),
  )

  app.post(
    `${API_PREFIX}/candidate/company_blocks`,
    {
      config: candidate,
      schema: {
        tags,
        summary:
          'Blocks a company: its recruiters no longer find the caller (200 when already blocked)',
        body: companyBlockBodySchema,
        response: { 200: companyBlockSchema, 201: companyBlockSchema },
      },
    },
    async (request, reply) => {
      const { block, created } = await service.blockCompany(
        db,
        request.session!.user.id,
        request.body.company_id,
      )
      return reply.status(created ? 201 : 200).send(block)
    },
  )

  app.delete(
    `${API_PREFIX}/candidate/company_blocks/:id`,
    {
      config: candidate,
      schema: { tags, summary: 'Removes a block', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.unblockCompany(db, request.session!.user.id, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    `${API_PREFIX}/candidate`,
    {
      config: candidate,
      schema: {
        tags,
        summary: 'Deletes the account: personal data removed, matches ended, signed out everywhere',
        body: accountDeletionBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(
        database,
        storage,
        request.session!.user.id,
        request.body.password,
      )
      clearSessionCookie(request, reply)
      return reply.status(204).send(null)
    },
  )

  app.get(
    `${API_PREFIX}/client/candidates/:id`,
    {
      config: { access: recruiter('candidates') },
      schema: {
        tags,
        summary: 'A candidate as the caller’s organisation sees them; contact only after a match',
        params: idParams,
        response: { 200: recruiterCandidateViewSchema },
      },
    },
    async (request) =>
      service.candidateForRecruiter(db, request.session!.user.organisationId!, request.params.id),
  )

  app.get(
    `${API_PREFIX}/client/candidates/:id/resume`,
    {
      config: { access: recruiter('candidates') },
      schema: {
        tags,
        summary: 'The resume of a candidate matched with the caller’s organisation',
        params: idParams,
      },
    },
    async (request, reply) =>
      attachment(
        reply,
        await service.resumeForRecruiter(
          db,
          storage,
          request.session!.user.organisationId!,
          request.params.id,
        ),
      ),
  )
}
