import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { EndpointDefinition } from '@kakehashi/contracts'
import * as contracts from '@kakehashi/contracts'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import { toEndpointAddresses } from './endpoint-addresses'

const endpointsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contracts/src/endpoints',
)

function identifiersOf(code: string): Set<string> {
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return
    const record = node as Record<string, unknown>
    if (record.type === 'Identifier' && typeof record.name === 'string') found.add(record.name)
    for (const value of Object.values(record)) {
      for (const child of Array.isArray(value) ? value : [value]) visit(child)
    }
  }
  visit(parseSync('module.ts', code).program)
  return found
}

function importedNames(code: string): string[] {
  const { program } = parseSync('module.ts', code)
  return program.body.flatMap((statement) =>
    statement.type === 'ImportDeclaration'
      ? statement.specifiers.map((specifier) => specifier.local.name)
      : [],
  )
}

const allEndpoints = Object.values(contracts).flatMap((value) =>
  typeof value === 'object' && value !== null
    ? Object.values(value).filter(
        (item): item is EndpointDefinition =>
          typeof item === 'object' && item !== null && 'method' in item && 'path' in item,
      )
    : [],
)

describe('endpoint modules in the browser', () => {
  it('keep every endpoint’s method and path and nothing that would pull zod in', async () => {
    const files = (await readdir(endpointsDir)).filter((file) => file !== 'index.ts')
    expect(files.length).toBeGreaterThan(0)
    let addresses = ''
    for (const file of files) {
      const source = await readFile(path.join(endpointsDir, file), 'utf8')
      const stripped = toEndpointAddresses(source, file)
      expect(stripped, file).not.toMatch(/^\s*import\s/m)
      const identifiers = identifiersOf(stripped)
      expect(identifiers.has('defineEndpoint'), file).toBe(false)
      for (const name of importedNames(source))
        expect(identifiers.has(name), `${file}: ${name}`).toBe(false)
      addresses += stripped
    }
    for (const endpoint of allEndpoints) {
      expect(addresses).toContain(
        `{ method: ${JSON.stringify(endpoint.method)}, path: ${JSON.stringify(endpoint.path)} }`,
      )
    }
  })

  it('refuses a path that is not written out', () => {
    const source =
      "import { p } from './x.ts'\nexport const e = { a: defineEndpoint({ method: 'GET', path: p, summary: '' }) }"
    expect(() => toEndpointAddresses(source)).toThrow(/string literal path/)
  })
})
