import path from 'node:path'
import type { Plugin } from 'vite'

export interface ModuleFacts {
  code: string | null
  exports: readonly string[]
  importedIds: readonly string[]
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null
}

/** Every name a module imports or re-exports from another, or ALL when that cannot be told. */
const ALL = '*'

const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|preact)[\\/]/
/**
 * Not followed: the workspace packages and zod reach every contract, message and schema through
 * their barrels, most of which only lazily loaded parts use; what the shell takes of them is
 * chunked by the bundler.
 */
const NOT_FOLLOWED = /[\\/](?:packages[\\/][\w-]+[\\/]src|node_modules[\\/]zod)[\\/]/

/**
 * The shared components (`app/components`) only define components and constants, so they are
 * declared free of side effects: a module that merely passes another's export on
 * (`form-fields.tsx` passing on `FormAlert`) then no longer makes every importer load the
 * other's chunk.
 */
const SIDE_EFFECT_FREE = /[\\/]app[\\/]components[\\/][\w-]+\.tsx?$/

/**
 * Packages that only define things but do not say so (no `sideEffects` in their package.json).
 * `hoist-non-react-statics`, with its own older copy of react-is (about 1 KB on every page):
 * emotion imports it for `withTheme`, which nothing uses. Emotion is declared free of side
 * effects, but the bundler keeps a module that a dropped module imports unless it is too.
 */
const UNDECLARED_SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/

const IMPORT_FROM =
  /\b(import|export)\s*(type\s+)?([\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*["']([^"']+)["']/g
const SIDE_EFFECT_IMPORT = /\bimport\s*["']([^"']+)["']/g

interface Binding {
  /** Names taken from the module (`default` for a default import), or ALL. */
  names: Set<string>
  /** Re-exported names, exported name → name in the module; `*` maps every name. */
  reexports: Map<string, string>
  /** Imported for the importer's own code, not only passed on. */
  used: boolean
}

function specifierMatches(importer: string, specifier: string, id: string) {
  const target = specifier.startsWith('.')
    ? path.resolve(path.dirname(importer), specifier)
    : `${path.sep}node_modules${path.sep}${specifier}`
  const stem = id.replace(/\.[cm]?[jt]sx?$/, '')
  return (
    id === target ||
    stem === target.replace(/\.[cm]?[jt]sx?$/, '') ||
    stem.endsWith(target) ||
    stem.endsWith(`${target}${path.sep}index`)
  )
}

/** What `importer` takes from each module it imports, read from its import and export lines. */
function bindingsOf(importer: string, facts: ModuleFacts) {
  const bindings = new Map<string, Binding>()
  const code = facts.code
  const statements: { kind: string; clause: string; specifier: string }[] = []
  if (code) {
    for (const match of code.matchAll(IMPORT_FROM)) {
      if (match[2]) continue
      statements.push({
        kind: match[1] as string,
        clause: `${match[3] ?? ''}${match[4] ?? ''}`,
        specifier: match[5] as string,
      })
    }
    for (const match of code.matchAll(SIDE_EFFECT_IMPORT)) {
      statements.push({ kind: 'import', clause: ALL, specifier: match[1] as string })
    }
  }
  for (const id of facts.importedIds) {
    const binding: Binding = { names: new Set(), reexports: new Map(), used: false }
    const matching = statements.filter((statement) =>
      specifierMatches(importer, statement.specifier, id),
    )
    if (matching.length === 0) binding.names.add(ALL)
    for (const { kind, clause, specifier: _ } of matching) {
      const isImport = kind === 'import'
      if (isImport) binding.used = true
      if (clause === ALL || clause.includes('*')) {
        binding.names.add(ALL)
        if (!isImport) binding.reexports.set(ALL, ALL)
        continue
      }
      const [defaultPart, braced] = clause.split('{')
      if (defaultPart?.trim().replace(',', '')) binding.names.add('default')
      for (const entry of (braced ?? '').replace('}', '').split(',')) {
        const [from, as] = entry.trim().split(/\s+as\s+/)
        if (!from || from.startsWith('type ')) continue
        binding.names.add(from)
        if (!isImport) binding.reexports.set(as ?? from, from)
      }
    }
    bindings.set(id, binding)
  }
  return bindings
}

/**
 * The modules the root route and the browser entry need, followed through their static
 * imports. A module that only passes names on (a barrel such as `@mui/material/styles`) is
 * followed only to the modules whose names are asked for, as the bundler's tree shaking does;
 * otherwise a class name would bring in its whole component.
 */
export function modulesNeededBy(roots: readonly string[], graph: ModuleGraph) {
  const wanted = new Map<string, Set<string>>()
  const pending: [string, Set<string>][] = roots
    .filter((id) => graph.getModuleInfo(id))
    .map((id) => [id, new Set([ALL])])
  while (pending.length > 0) {
    const [id, names] = pending.pop() as [string, Set<string>]
    if (NOT_FOLLOWED.test(id)) continue
    const seen = wanted.get(id)
    const fresh = [...names].filter((name) => !seen?.has(name) && !seen?.has(ALL))
    if (seen && fresh.length === 0) continue
    wanted.set(id, new Set([...(seen ?? []), ...fresh]))
    const facts = graph.getModuleInfo(id)
    if (!facts) continue
    const asked = new Set(fresh)
    for (const [imported, binding] of bindingsOf(id, facts)) {
      if (!seen && (binding.used || (binding.names.has(ALL) && binding.reexports.size === 0))) {
        pending.push([imported, binding.names])
        continue
      }
      // Passed on only: follow the names asked of this module.
      const onward = new Set<string>()
      for (const [exported, local] of binding.reexports) {
        if (exported === ALL) {
          const exportsOfTarget = graph.getModuleInfo(imported)?.exports ?? []
          for (const name of asked.has(ALL) ? exportsOfTarget : [...asked]) {
            if (name === ALL || exportsOfTarget.includes(name)) onward.add(name)
          }
        } else if (asked.has(ALL) || asked.has(exported)) {
          onward.add(local)
        }
      }
      if (onward.size > 0) pending.push([imported, onward])
    }
  }
  return new Set(wanted.keys())
}

/**
 * The browser build's chunking rule (decision 023). Whatever the root route and the browser
 * entry need is loaded by every page, so it goes into two chunks instead of dozens of small
 * ones: the framework (React, React DOM, React Router) and the shell (MUI's core, emotion, the
 * layouts and the app's shared libraries). Everything else is left to the bundler's splitting by
 * route.
 */
export function firstLoadChunks(appDirectory: string): Plugin {
  const roots = [path.join(appDirectory, 'root.tsx'), path.join(appDirectory, 'entry.client.tsx')]
  let shell: Set<string> | undefined
  const shellOf = (graph: ModuleGraph) => {
    shell ??= modulesNeededBy(roots, graph)
    return shell
  }

  return {
    name: 'kakehashi:first-load-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      shell = undefined
    },
    config() {
      return {
        build: {
          rolldownOptions: {
            // Required by includeDependenciesRecursively: false; a route's chunk may then
            // export more than its module does, which React Router ignores.
            preserveEntrySignatures: 'allow-extension',
            treeshake: {
              moduleSideEffects: (id: string) =>
                SIDE_EFFECT_FREE.test(id) || UNDECLARED_SIDE_EFFECT_FREE.test(id)
                  ? false
                  : undefined,
            },
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string, graph: ModuleGraph) =>
                      shellOf(graph).has(id) && FRAMEWORK.test(id) ? 'framework' : null,
                    priority: 2,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: (id: string, graph: ModuleGraph) =>
                      shellOf(graph).has(id) ? 'shell' : null,
                    priority: 1,
                    // The shell's own imports are in it already, but for what is not followed,
                    // which never imports back into it: following those would take in what
                    // they reach but the shell does not use.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      }
    },
  }
}
