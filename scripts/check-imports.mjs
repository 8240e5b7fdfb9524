#!/usr/bin/env node
// Import boundaries of the monorepo (docs/architecture.md), checked on every `npm run lint`:
// - a web feature (apps/web/app/features/<a>) imports no other feature; routes, layouts,
//   root.tsx and the entry files compose features;
// - apps/web/app/lib and apps/web/app/components import no feature, route or layout, and
//   features import no route or layout;
// - packages/* import nothing from apps/*;
// - the packages import each other without a cycle.
// Exits with 1 and lists each offending import as file:line with a hint.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/
const DECLARATION_FILE = /\.d\.[cm]?ts$/
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', 'coverage', '.react-router'])
const WEB_APP = 'apps/web/app'

const HINTS = {
  crossFeature:
    'features do not import each other: move the shared piece to app/components (UI) or app/lib (non-UI), or let the route or layout compose both',
  belowFeatures:
    'lib and components sit below the features: move the piece down, or have the route or layout pass it in as a prop',
  belowComposers:
    'routes and layouts compose features, lib and components, never the other way: move what is shared to app/lib',
  packageToApp:
    'packages sit below the apps: move what both need into a package, or pass it in from the app',
  packageCycle:
    'packages must not import each other in a cycle: move what both need into the lower package (i18n is the leaf)',
}

/** Every source file under `dir`, as absolute paths. */
function listSourceFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listSourceFiles(full)
    return SOURCE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name) ? [full] : []
  })
}

/** Workspace package names (`@kakehashi/web`) mapped to their folders (`apps/web`). */
function readWorkspaces(root) {
  const workspaces = new Map()
  for (const group of ['apps', 'packages']) {
    const groupDir = path.join(root, group)
    if (!existsSync(groupDir)) continue
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      const manifest = path.join(groupDir, entry.name, 'package.json')
      if (!entry.isDirectory() || !existsSync(manifest)) continue
      const { name } = JSON.parse(readFileSync(manifest, 'utf8'))
      if (name) workspaces.set(name, `${group}/${entry.name}`)
    }
  }
  return workspaces
}

/** Specifiers a file imports (static, type-only, re-exports, dynamic), with their line numbers. */
function readImports(source) {
  const lineStarts = [0]
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1)
  const lineOf = (pos) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (lineStarts[mid] <= pos) low = mid
      else high = mid - 1
    }
    return low + 1
  }
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => ({ specifier: file.fileName, line: lineOf(file.pos) }))
}

/**
 * Where an import points, as a repository-relative path (`apps/web/app/lib/i18n`), or null for a
 * third-party module. Workspace packages resolve to their folder.
 */
function resolveTarget(root, fromFile, specifier, workspaces) {
  if (specifier.startsWith('.')) {
    return toRepoPath(root, path.resolve(path.dirname(fromFile), specifier))
  }
  const [scope, name, ...rest] = specifier.split('/')
  const packageName = scope?.startsWith('@') ? `${scope}/${name}` : scope
  const folder = workspaces.get(packageName)
  if (!folder) return null
  const subpath = scope?.startsWith('@') ? rest : [name, ...rest].filter(Boolean)
  return [folder, ...subpath].join('/')
}

const toRepoPath = (root, file) => path.relative(root, file).split(path.sep).join('/')

/** The web area a repository path lies in: a feature (with its name), lib, components, ... */
function webAreaOf(repoPath) {
  if (!repoPath.startsWith(`${WEB_APP}/`)) return null
  const [top, name] = repoPath.slice(WEB_APP.length + 1).split('/')
  if (top === 'features' && name) return { kind: 'feature', name }
  if (top === 'lib' || top === 'components' || top === 'routes' || top === 'layouts') {
    return { kind: top }
  }
  return { kind: 'other' }
}

/** The workspace package (`packages/i18n`) or app (`apps/web`) a repository path lies in. */
function workspaceOf(repoPath) {
  const [group, name] = repoPath.split('/')
  return (group === 'apps' || group === 'packages') && name ? `${group}/${name}` : null
}

function checkWebImport(from, to) {
  const source = webAreaOf(from)
  const target = webAreaOf(to)
  if (!source || !target) return null
  if (source.kind === 'feature' && target.kind === 'feature' && source.name !== target.name) {
    return {
      message: `features/${source.name} imports features/${target.name}`,
      hint: HINTS.crossFeature,
    }
  }
  if ((source.kind === 'lib' || source.kind === 'components') && target.kind === 'feature') {
    return { message: `${source.kind} imports features/${target.name}`, hint: HINTS.belowFeatures }
  }
  const isBelowComposers = ['feature', 'lib', 'components'].includes(source.kind)
  if (isBelowComposers && (target.kind === 'routes' || target.kind === 'layouts')) {
    const name = source.kind === 'feature' ? `features/${source.name}` : source.kind
    return { message: `${name} imports ${target.kind}`, hint: HINTS.belowComposers }
  }
  return null
}

/** A path of package folders from `start` to `goal` along `edges`, or null when there is none. */
function findPath(edges, start, goal) {
  const seen = new Set([start])
  const walk = (node, trail) => {
    if (node === goal) return trail
    for (const next of edges.get(node) ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      const found = walk(next, [...trail, next])
      if (found) return found
    }
    return null
  }
  return walk(start, [start])
}

/** Every boundary violation under `root`, sorted by file and line. */
export function findViolations(root) {
  const workspaces = readWorkspaces(root)
  const files = [
    ...listSourceFiles(path.join(root, WEB_APP)),
    ...listSourceFiles(path.join(root, 'packages')),
  ]
  const violations = []
  const packageImports = []
  for (const file of files) {
    const from = toRepoPath(root, file)
    const fromWorkspace = workspaceOf(from)
    for (const { specifier, line } of readImports(readFileSync(file, 'utf8'))) {
      const to = resolveTarget(root, file, specifier, workspaces)
      if (!to) continue
      const report = (found) => violations.push({ file: from, line, specifier, ...found })
      const webProblem = checkWebImport(from, to)
      if (webProblem) report(webProblem)
      const toWorkspace = workspaceOf(to)
      if (!fromWorkspace?.startsWith('packages/') || !toWorkspace) continue
      if (toWorkspace.startsWith('apps/')) {
        report({ message: `${fromWorkspace} imports ${toWorkspace}`, hint: HINTS.packageToApp })
      } else if (toWorkspace !== fromWorkspace) {
        packageImports.push({ file: from, line, specifier, from: fromWorkspace, to: toWorkspace })
      }
    }
  }
  const edges = new Map()
  for (const { from, to } of packageImports) {
    edges.set(from, new Set([...(edges.get(from) ?? []), to]))
  }
  for (const edge of packageImports) {
    const back = findPath(edges, edge.to, edge.from)
    if (back) {
      const loop = [edge.from, ...back]
      violations.push({
        file: edge.file,
        line: edge.line,
        specifier: edge.specifier,
        message: `package cycle ${loop.join(' -> ')}`,
        hint: HINTS.packageCycle,
      })
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

export function formatViolation(violation) {
  return `${violation.file}:${violation.line}: ${violation.message} ('${violation.specifier}')\n  hint: ${violation.hint}`
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const violations = findViolations(root)
  if (violations.length) {
    for (const violation of violations) console.error(formatViolation(violation))
    console.error(`\n${violations.length} import boundary violation(s); see docs/architecture.md.`)
    process.exit(1)
  }
  console.info('Import boundaries hold.')
}
