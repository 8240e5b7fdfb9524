import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createTheme as muiCreateTheme, type ThemeOptions } from '@mui/material/styles'
import type { ConfigEnv, Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { japaneseComponentTexts, themeOptions } from '../app/lib/theme'
import {
  createThemeModule,
  muiStylesDir,
  themeWithoutCssVariables,
} from './theme-without-css-variables'

type CreateTheme = (options?: ThemeOptions, ...args: object[]) => object

/** The module the browser build gets for MUI's createTheme, loaded from a file of its own. */
async function buildsCreateTheme(): Promise<CreateTheme> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'create-theme-')), 'create-theme.mjs')
  writeFileSync(file, createThemeModule(muiStylesDir()))
  return (await import(pathToFileURL(file).href)).default
}

describe('themeWithoutCssVariables', () => {
  const plugin = themeWithoutCssVariables() as Plugin & {
    resolveId: (source: string, importer?: string) => string | null
    apply: (config: object, env: ConfigEnv) => boolean
  }

  it("replaces MUI's createTheme in the browser build only, for MUI's own modules", () => {
    const env = { command: 'build', mode: 'production', isSsrBuild: false } as const
    expect(plugin.apply({}, env)).toBe(true)
    expect(plugin.apply({}, { ...env, isSsrBuild: true })).toBe(false)
    expect(plugin.apply({}, { ...env, command: 'serve' })).toBe(false)
    const styles = muiStylesDir()
    for (const importer of ['index.mjs', 'defaultTheme.mjs']) {
      expect(plugin.resolveId('./createTheme.mjs', path.join(styles, importer))).toMatch(/^\0/)
    }
    expect(plugin.resolveId('./createTheme.mjs', '/repo/app/lib/x.mjs')).toBeNull()
    expect(plugin.resolveId('./createPalette.mjs', path.join(styles, 'index.mjs'))).toBeNull()
  })

  it("makes the same themes as MUI's createTheme: ours in both languages and MUI's default", async () => {
    const createTheme = await buildsCreateTheme()
    const same = (...args: [ThemeOptions?, ...object[]]) =>
      expect(JSON.stringify(createTheme(...args))).toBe(JSON.stringify(muiCreateTheme(...args)))
    same(themeOptions, japaneseComponentTexts)
    same(themeOptions)
    same()
    expect(() => createTheme({ cssVariables: true })).toThrow(/without CSS variables/)
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow(/without CSS variables/)
  })
})
