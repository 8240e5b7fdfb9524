import swagger from '@fastify/swagger'
import { openApiEndpoints } from '@kakehashi/contracts'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../lib/serve-endpoint.ts'
import { PUBLIC } from './access.ts'

/** The OpenAPI 3 document, generated from the zod contracts every route declares. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kakehashi API',
          version: '3.0.0',
          description:
            'JSON API of the Kakehashi recruiting platform. Keys are snake_case on the wire. ' +
            'Errors answer `{ error: { code, message, issues? } }`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
      hideUntagged: false,
    })

    serveEndpoint(
      app,
      openApiEndpoints.getOpenApiDocument,
      { access: PUBLIC, hide: true },
      // The document has no schema of its own: it is sent as generated.
      (_request, reply) => reply.send(app.swagger()),
    )
  },
  { name: 'openapi' },
)
