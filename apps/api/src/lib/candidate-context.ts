import type { FastifyRequest } from 'fastify'

/**
 * The candidate calling a route declared `CANDIDATE`: the user every candidate service reads and
 * writes for. The access plugin has refused everyone else before the handler runs, so reaching
 * this without a candidate is a route declared with the wrong access: it fails loudly (500)
 * rather than act for nobody.
 */
export function candidateId(request: FastifyRequest): number {
  const user = request.session?.user
  if (user?.roleType !== 'Candidate') {
    throw new Error(
      `${request.method} ${request.routeOptions.url} reached without a candidate: declare CANDIDATE access`,
    )
  }
  return user.id
}
