import type { Multipart, MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors/app-error.ts'

/**
 * What the multipart parser throws while reading a body. Its own refusals carry a status (a
 * limit reached answers 413); anything else it throws (no boundary in the content type, a part
 * without headers, a body that ends mid-part) means the body is not the multipart it claims to
 * be: the client's mistake, a 400, never a 500. Only the parser's calls are wrapped, so a fault
 * in the route's own code still answers 500.
 */
function multipartRefusal(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) return error
  return new AppError('badRequest', 'The multipart body is malformed')
}

/** The parts of a multipart body in order, the one way routes read one. */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    yield* request.parts()
  } catch (error) {
    throw multipartRefusal(error)
  }
}

/** The first file of a multipart body, or undefined when it carries none. */
export async function firstMultipartFile(
  request: FastifyRequest,
): Promise<MultipartFile | undefined> {
  try {
    return await request.file()
  } catch (error) {
    throw multipartRefusal(error)
  }
}
