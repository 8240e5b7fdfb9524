import type { FastifyReply } from 'fastify'

/**
 * Sends a file for the browser to save. RFC 6266: an ASCII fallback plus the UTF-8 name, so
 * 職務経歴書.pdf arrives as itself.
 */
export function attachment(
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
    .send(file.bytes)
}
