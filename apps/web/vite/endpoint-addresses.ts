import { type Plugin, parseSync } from 'vite'

/** The modules of `@kakehashi/contracts` that hold endpoint definitions. */
const ENDPOINT_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

function literalProperty(call: Node, name: string): string {
  const [definition] = call.arguments as Node[]
  const property = (definition?.properties as Node[] | undefined)?.find(
    (candidate) =>
      candidate.type === 'Property' && (candidate.key as Node & { name?: string }).name === name,
  )
  const value = property?.value as (Node & { value?: unknown }) | undefined
  if (value?.type !== 'Literal' || typeof value.value !== 'string') {
    throw new Error(`defineEndpoint needs a string literal ${name} (at offset ${call.start})`)
  }
  return value.value
}

/**
 * An endpoint module as the browser gets it: every `defineEndpoint({...})` becomes its method
 * and path, and the imports (the zod schemas) go, so a page's JavaScript carries the addresses
 * of the endpoints it calls and none of their schemas. Types are unaffected: the compiler reads
 * the real module.
 */
export function toEndpointAddresses(code: string, fileName = 'endpoints.ts'): string {
  const { program, errors } = parseSync(fileName, code)
  if (errors.length > 0) throw new Error(`Cannot read ${fileName}: ${errors[0]?.message}`)
  const cuts: { start: number; end: number; text: string }[] = []
  const visit = (node: Node) => {
    if (node.type === 'ImportDeclaration') {
      cuts.push({ start: node.start, end: node.end, text: '' })
      return
    }
    if (
      node.type === 'CallExpression' &&
      (node.callee as Node & { name?: string }).name === 'defineEndpoint'
    ) {
      const method = JSON.stringify(literalProperty(node, 'method'))
      const path = JSON.stringify(literalProperty(node, 'path'))
      cuts.push({ start: node.start, end: node.end, text: `{ method: ${method}, path: ${path} }` })
      return
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child)
    }
  }
  visit(program as unknown as Node)
  let result = code
  for (const cut of cuts.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, cut.start) + cut.text + result.slice(cut.end)
  }
  return result
}

/** Strips endpoint modules to their addresses in browser builds (see toEndpointAddresses). */
export function endpointAddresses(): Plugin {
  return {
    name: 'kakehashi:endpoint-addresses',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !ENDPOINT_MODULE.test(id.split('?')[0] ?? id)) return null
      return { code: toEndpointAddresses(code, id.split('?')[0]), map: null }
    },
  }
}
