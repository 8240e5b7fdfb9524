import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** The browser build's module for each of React's entries: Preact's React layer (decision 023). */
export function preactEntries(): Record<string, string> {
  const root = path.dirname(require.resolve('preact/package.json'))
  const file = (relative: string) => path.join(root, relative)
  const compat = file('compat/dist/compat.mjs')
  return {
    react: compat,
    'react-dom': compat,
    'react-dom/client': file('compat/client.mjs'),
    'react/jsx-runtime': file('compat/jsx-runtime.mjs'),
    'react/jsx-dev-runtime': file('compat/jsx-dev-runtime.mjs'),
  }
}

/**
 * The browser runs the pages on Preact's React layer, 48 KB gzipped where React DOM and React
 * are 104 KB of every page's first load. The server keeps React: it renders the document, and
 * the browser hydrates only the page's container in it (root.tsx, entry.client.tsx), which
 * Preact adopts as React would. `lib/preact-fixes.ts` makes up for the differences the pages met.
 */
export function preactInBrowser(): Plugin {
  const entries = preactEntries()
  return {
    name: 'kakehashi:preact-in-browser',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null
    },
  }
}
