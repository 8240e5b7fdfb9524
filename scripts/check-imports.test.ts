import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findViolations, formatViolation } from './check-imports.mjs'

let root: string | undefined

/** A repository tree in a temporary folder: repository-relative paths to file contents. */
function createTree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
  for (const [file, contents] of Object.entries(files)) {
    const full = path.join(root, file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, contents)
  }
  return root
}

const manifest = (name: string) => JSON.stringify({ name })

const workspaces = {
  'apps/web/package.json': manifest('@kakehashi/web'),
  'apps/api/package.json': manifest('@kakehashi/api'),
  'packages/i18n/package.json': manifest('@kakehashi/i18n'),
  'packages/contracts/package.json': manifest('@kakehashi/contracts'),
}

const summarise = (tree: string) =>
  findViolations(tree).map(({ file, line, message }) => `${file}:${line} ${message}`)

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

describe('import boundary check', () => {
  it('accepts imports that follow the layering', () => {
    const tree = createTree({
      ...workspaces,
      'apps/web/app/lib/format.ts': 'export const format = 1\n',
      'apps/web/app/components/card.tsx': "import { format } from '../lib/format'\n",
      'apps/web/app/features/jobs/page.tsx': [
        "import { Card } from '../../components/card'",
        "import { format } from '../../lib/format'",
        "import { helper } from './helper'",
        "import { LOCALES } from '@kakehashi/contracts'",
      ].join('\n'),
      'apps/web/app/features/jobs/helper.ts': 'export const helper = 1\n',
      'apps/web/app/features/events/page.tsx': "import type { X } from './types'\n",
      'apps/web/app/routes/jobs.tsx': [
        "import { JobsPage } from '../features/jobs/page'",
        "import { EventsPage } from '../features/events/page'",
      ].join('\n'),
      'apps/web/app/layouts/frame.tsx': "import { Menu } from '../features/events/page'\n",
      'apps/web/app/root.tsx': "import { Page } from './features/jobs/page'\n",
      'packages/contracts/src/index.ts': "export { LOCALES } from '@kakehashi/i18n'\n",
      'packages/i18n/src/index.ts': "export const LOCALES = ['ja', 'en'] as const\n",
    })
    expect(findViolations(tree)).toEqual([])
  })

  it('reports a feature importing another feature, with file, line and a hint', () => {
    const tree = createTree({
      ...workspaces,
      'apps/web/app/features/home/home-page.tsx': [
        "import Box from '@mui/material/Box'",
        '// a commented-out import does not count:',
        "// import { Old } from '../jobs/old'",
        "import { JobInfoList } from '../jobs/job-info-card'",
        'export const lazy = () => import("../events/event-card")',
        "export type { JobSummary } from '../jobs/types'",
      ].join('\n'),
    })
    const violations = findViolations(tree)
    expect(violations.map(({ line, message }) => `${line} ${message}`)).toEqual([
      '4 features/home imports features/jobs',
      '5 features/home imports features/events',
      '6 features/home imports features/jobs',
    ])
    expect(formatViolation(violations[0]!)).toMatch(
      /^apps\/web\/app\/features\/home\/home-page\.tsx:4: .*'\.\.\/jobs\/job-info-card'.*\n {2}hint: .+/,
    )
  })

  it('reports lib and components importing a feature, and anything below importing a layout', () => {
    const tree = createTree({
      ...workspaces,
      'apps/web/app/lib/access.ts':
        "import { isCandidateAreaPath } from '../layouts/select-layout'\n",
      'apps/web/app/components/menu.tsx': "\nimport { Dialog } from '../features/timing/dialog'\n",
      'apps/web/app/features/timing/dialog.tsx': "import { PREFIX } from '../../layouts/select'\n",
      'apps/web/app/features/timing/page.tsx': "import { loader } from '../../routes/home'\n",
    })
    expect(summarise(tree)).toEqual([
      'apps/web/app/components/menu.tsx:2 components imports features/timing',
      'apps/web/app/features/timing/dialog.tsx:1 features/timing imports layouts',
      'apps/web/app/features/timing/page.tsx:1 features/timing imports routes',
      'apps/web/app/lib/access.ts:1 lib imports layouts',
    ])
  })

  it('reports a package importing an app, by relative path or by package name', () => {
    const tree = createTree({
      ...workspaces,
      'packages/contracts/src/a.ts': "import { x } from '../../../apps/api/src/x'\n",
      'packages/contracts/test/b.test.ts': "import { y } from '@kakehashi/web/app/lib/y'\n",
    })
    expect(summarise(tree)).toEqual([
      'packages/contracts/src/a.ts:1 packages/contracts imports apps/api',
      'packages/contracts/test/b.test.ts:1 packages/contracts imports apps/web',
    ])
  })

  it('reports both imports of a cycle between packages', () => {
    const tree = createTree({
      ...workspaces,
      'packages/contracts/src/messages.ts': "import { catalogues } from '@kakehashi/i18n'\n",
      'packages/i18n/src/index.ts': "import { LOCALES } from '@kakehashi/contracts'\n",
    })
    expect(summarise(tree)).toEqual([
      'packages/contracts/src/messages.ts:1 package cycle packages/contracts -> packages/i18n -> packages/contracts',
      'packages/i18n/src/index.ts:1 package cycle packages/i18n -> packages/contracts -> packages/i18n',
    ])
  })
})
