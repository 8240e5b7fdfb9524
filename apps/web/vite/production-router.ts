import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/**
 * React Router's package exports name its development build whatever the mode
 * (remix-run/react-router#12532). Its production build beside it is the same code with
 * `ENABLE_DEV_WARNINGS = false`: without the console warnings, the checks made only for them,
 * and the "Hey developer" hints of the default error boundary and hydrate fallback (the root
 * route has its own error boundary and no fallback, so neither is rendered). The browser build
 * takes that one, both entries, so that the DOM entry and the app share one copy. The server
 * keeps the package's own resolution: its adapter imports `react-router` too, and two copies on
 * the server would not share contexts.
 */
export function productionRouter(): Plugin {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist')
  const entries: Record<string, string> = {
    'react-router': path.join(dist, 'production/index.mjs'),
    'react-router/dom': path.join(dist, 'production/dom-export.mjs'),
  }
  return {
    name: 'kakehashi:production-router',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null
    },
  }
}
