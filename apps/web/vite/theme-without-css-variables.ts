import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

const CREATE_THEME = '\0kakehashi:mui-create-theme'

/** MUI's `styles` folder, where `createTheme` and both its halves live. */
export const muiStylesDir = () =>
  path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles')

/**
 * MUI's `createTheme` without its CSS-variables half, as the browser build's module of it.
 * Given neither `cssVariables` nor `colorSchemes`, MUI's own answers `createThemeNoVars(options,
 * ...args)` and nothing else; the half for CSS variables (`createThemeWithVars`, `prepareCssVars`
 * and their helpers, about 5 KB gzipped) is only reached otherwise, yet every page loaded it,
 * since the choice is made when the function runs. Our theme and MUI's default theme (which
 * `styled` imports) use neither option; a theme that asks for one is refused loudly here rather
 * than made differently from the server's.
 */
export function createThemeModule(stylesDir: string): string {
  const noVars = JSON.stringify(path.join(stylesDir, 'createThemeNoVars.mjs'))
  return `import createThemeNoVars from ${noVars};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('This build makes MUI themes without CSS variables or color schemes (vite/theme-without-css-variables.ts)');
  }
  return createThemeNoVars(options, ...args);
}
`
}

/**
 * The browser build takes createThemeModule for MUI's `createTheme` (decision 023). The server
 * keeps MUI's own, which makes the same theme from the same options.
 */
export function themeWithoutCssVariables(): Plugin {
  const stylesDir = muiStylesDir()
  return {
    name: 'kakehashi:theme-without-css-variables',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || !importer) return null
      return path.dirname(importer) === stylesDir ? CREATE_THEME : null
    },
    load(id) {
      return id === CREATE_THEME ? createThemeModule(stylesDir) : null
    },
  }
}
