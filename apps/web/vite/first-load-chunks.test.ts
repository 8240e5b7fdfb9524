import { describe, expect, it } from 'vitest'
import {
  firstLoadChunks,
  type ModuleFacts,
  type ModuleGraph,
  modulesNeededBy,
} from './first-load-chunks'

const ROOT = '/repo/apps/web/app/root.tsx'
const MUI = '/repo/node_modules/@mui/material'

function graphOf(modules: Record<string, Partial<ModuleFacts>>): ModuleGraph {
  return {
    getModuleInfo: (id) =>
      id in modules
        ? { code: null, exports: [], importedIds: [], ...(modules[id] as Partial<ModuleFacts>) }
        : null,
  }
}

describe('modulesNeededBy', () => {
  it('follows a barrel only to the modules whose names are asked for', () => {
    const graph = graphOf({
      [ROOT]: {
        code: "import { inputBaseClasses } from '@mui/material/InputBase'",
        importedIds: [`${MUI}/InputBase/index.mjs`],
      },
      [`${MUI}/InputBase/index.mjs`]: {
        code: [
          'export { default } from "./InputBase.mjs";',
          'export { default as inputBaseClasses } from "./inputBaseClasses.mjs";',
          'export * from "./inputBaseClasses.mjs";',
        ].join('\n'),
        importedIds: [`${MUI}/InputBase/InputBase.mjs`, `${MUI}/InputBase/inputBaseClasses.mjs`],
      },
      [`${MUI}/InputBase/InputBase.mjs`]: { exports: ['default'] },
      [`${MUI}/InputBase/inputBaseClasses.mjs`]: {
        exports: ['default', 'getInputBaseUtilityClass'],
      },
    })
    const needed = modulesNeededBy([ROOT], graph)
    expect(needed).toContain(`${MUI}/InputBase/inputBaseClasses.mjs`)
    expect(needed).not.toContain(`${MUI}/InputBase/InputBase.mjs`)
  })

  it('follows every import of a module whose code it uses, and nothing of the packages', () => {
    const graph = graphOf({
      [ROOT]: {
        code: [
          "import Button from '@mui/material/Button'",
          "import './lib/setup'",
          "import { LOCALES } from '@kakehashi/contracts'",
        ].join('\n'),
        importedIds: [
          `${MUI}/Button/index.mjs`,
          '/repo/apps/web/app/lib/setup.ts',
          '/repo/packages/contracts/src/index.ts',
        ],
      },
      [`${MUI}/Button/index.mjs`]: {
        code: 'export { default } from "./Button.mjs";',
        importedIds: [`${MUI}/Button/Button.mjs`],
      },
      [`${MUI}/Button/Button.mjs`]: {
        code: 'import CircularProgress from "../CircularProgress/index.mjs";',
        importedIds: [`${MUI}/CircularProgress/index.mjs`],
        exports: ['default'],
      },
      [`${MUI}/CircularProgress/index.mjs`]: {
        code: 'export { default } from "./CircularProgress.mjs";',
        importedIds: [`${MUI}/CircularProgress/CircularProgress.mjs`],
      },
      [`${MUI}/CircularProgress/CircularProgress.mjs`]: { exports: ['default'] },
      '/repo/apps/web/app/lib/setup.ts': {},
      '/repo/packages/contracts/src/index.ts': {},
    })
    expect([...modulesNeededBy([ROOT], graph)].sort()).toEqual(
      [
        ROOT,
        `${MUI}/Button/index.mjs`,
        `${MUI}/Button/Button.mjs`,
        `${MUI}/CircularProgress/index.mjs`,
        `${MUI}/CircularProgress/CircularProgress.mjs`,
        '/repo/apps/web/app/lib/setup.ts',
      ].sort(),
    )
  })
})

describe('the browser build declared free of side effects', () => {
  const config = (
    firstLoadChunks('/repo/apps/web/app').config as () => {
      build: { rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => unknown } } }
    }
  )()
  const moduleSideEffects = config.build.rolldownOptions.treeshake.moduleSideEffects

  it('takes the shared components and hoist-non-react-statics, and leaves the rest alone', () => {
    expect(moduleSideEffects('/repo/apps/web/app/components/form-fields.tsx')).toBe(false)
    expect(
      moduleSideEffects(
        '/repo/node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js',
      ),
    ).toBe(false)
    expect(
      moduleSideEffects(
        '/repo/node_modules/hoist-non-react-statics/node_modules/react-is/cjs/react-is.production.min.js',
      ),
    ).toBe(false)
    expect(moduleSideEffects('/repo/apps/web/app/lib/browser-zod.ts')).toBeUndefined()
    expect(
      moduleSideEffects('/repo/node_modules/@emotion/react/dist/emotion-react.browser.esm.js'),
    ).toBeUndefined()
  })
})
