// Every endpoint of the API, one module a domain (see ../endpoint.ts).
export * from './reference.ts'
