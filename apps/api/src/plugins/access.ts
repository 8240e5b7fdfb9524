import { API_PREFIX } from '@kakehashi/contracts'
import fp from 'fastify-plugin'
import { AppError } from '../errors/app-error.ts'

/**
 * Who may call a route. Every API route declares one in `config.access`; a route without it
 * refuses to register, so an endpoint can never be open by omission.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'candidate' }
  | { kind: 'recruiter'; permission?: string }
  | { kind: 'administrator' }

export const PUBLIC: Access = { kind: 'public' }

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the access-matrix tests and audits. */
    apiRoutes: ApiRoute[]
  }
}

export interface ApiRoute {
  method: string
  url: string
  access: Access
}

export class MissingAccessDeclarationError extends Error {
  constructor(method: string | string[], url: string) {
    super(`Route ${String(method)} ${url} declares no access (config.access)`)
    this.name = 'MissingAccessDeclarationError'
  }
}

export const accessPlugin = fp(
  async (app) => {
    const apiRoutes: ApiRoute[] = []
    app.decorate('apiRoutes', apiRoutes)
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return
      if (route.method === 'HEAD' || route.method === 'OPTIONS') return
      const access = route.config?.access
      if (!access) throw new MissingAccessDeclarationError(route.method, route.url)
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access })
      }
    })

    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access
      if (!access || access.kind === 'public') return
      // No session has been resolved for this request: every protected route answers 401.
      throw new AppError('unauthenticated', 'Sign in to use this endpoint')
    })
  },
  { name: 'access' },
)
