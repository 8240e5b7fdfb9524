import { defineEndpoint } from '../endpoint.ts'

/** The API's own description, generated from every endpoint's schemas. */
export const openApiEndpoints = {
  getOpenApiDocument: defineEndpoint({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This OpenAPI 3 document',
  }),
}
