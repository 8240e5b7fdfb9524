import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ConfigEnv, Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { productionRouter } from './production-router'

function applies(plugin: Plugin, env: Partial<ConfigEnv>) {
  const apply = plugin.apply as (config: object, env: ConfigEnv) => boolean
  return apply({}, { command: 'build', mode: 'production', isSsrBuild: false, ...env })
}

function resolve(plugin: Plugin, source: string) {
  const resolveId = plugin.resolveId as (source: string) => string | null
  return resolveId(source)
}

/** The file and every file it imports by a relative path, as the bundler would reach them. */
function filesReachedFrom(file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const match of code.matchAll(/\bfrom\s*"(\.[^"]+)"/g)) {
    filesReachedFrom(path.resolve(path.dirname(file), match[1] as string), seen)
  }
  return seen
}

describe('productionRouter', () => {
  const plugin = productionRouter()

  it('applies to the browser build only', () => {
    expect(applies(plugin, {})).toBe(true)
    expect(applies(plugin, { isSsrBuild: true })).toBe(false)
    expect(applies(plugin, { command: 'serve' })).toBe(false)
  })

  it("resolves React Router and its DOM entry to the package's production build", () => {
    for (const source of ['react-router', 'react-router/dom']) {
      const file = resolve(plugin, source) as string
      expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/)
      const code = [...filesReachedFrom(file)].map((reached) => readFileSync(reached, 'utf8'))
      expect(code.join('\n')).not.toMatch(/ENABLE_DEV_WARNINGS = true/)
      if (source === 'react-router') expect(code.join('\n')).toMatch(/ENABLE_DEV_WARNINGS = false/)
    }
  })

  it('leaves every other specifier to the usual resolution', () => {
    for (const source of [
      'react-router/internal',
      '@react-router/node',
      'react',
      './react-router',
    ]) {
      expect(resolve(plugin, source)).toBeNull()
    }
  })

  it('exports the same names as the development build the package resolves to', async () => {
    for (const source of ['react-router', 'react-router/dom']) {
      const production = await import(/* @vite-ignore */ resolve(plugin, source) as string)
      const development = await import(/* @vite-ignore */ source)
      expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort())
    }
  })
})
