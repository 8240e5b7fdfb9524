import { existsSync } from 'node:fs'
import type { ConfigEnv, Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { preactInBrowser } from './preact-in-browser'

function applies(plugin: Plugin, env: Partial<ConfigEnv>) {
  const apply = plugin.apply as (config: object, env: ConfigEnv) => boolean
  return apply({}, { command: 'build', mode: 'production', isSsrBuild: false, ...env })
}

function resolve(plugin: Plugin, source: string) {
  const resolveId = plugin.resolveId as (source: string) => string | null
  return resolveId(source)
}

describe('preactInBrowser', () => {
  const plugin = preactInBrowser()

  it('applies to the browser build only: the server renders with React', () => {
    expect(applies(plugin, {})).toBe(true)
    expect(applies(plugin, { isSsrBuild: true })).toBe(false)
    expect(applies(plugin, { command: 'serve' })).toBe(false)
  })

  it("resolves each of React's entries to a module of Preact's React layer", () => {
    for (const source of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
    ]) {
      const file = resolve(plugin, source) as string
      expect(file, source).toMatch(/[\\/]node_modules[\\/]preact[\\/]compat[\\/][\w/.-]+\.mjs$/)
      expect(existsSync(file), file).toBe(true)
    }
  })

  it('leaves every other import alone, the server renderer included', () => {
    for (const source of ['react-dom/server', 'react-router', 'preact', './react']) {
      expect(resolve(plugin, source), source).toBeNull()
    }
  })
})
