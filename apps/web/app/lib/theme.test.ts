import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { jaJP } from '@mui/material/locale'
import { describe, expect, it } from 'vitest'
import { japaneseComponentTexts, themeFor } from './theme'

const APP = path.resolve(import.meta.dirname, '..')

/** Every MUI component the app's sources import (`@mui/material/Alert` → `Alert`). */
function importedMuiComponents(): Set<string> {
  const names = new Set<string>()
  const files = readdirSync(APP, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  )
  for (const file of files) {
    const source = readFileSync(path.join(APP, file), 'utf8')
    for (const match of source.matchAll(/from '@mui\/material\/([A-Z]\w*)'/g)) {
      names.add(match[1] as string)
    }
  }
  return names
}

describe('japaneseComponentTexts', () => {
  const ours: Record<string, { defaultProps: Record<string, unknown> }> =
    japaneseComponentTexts.components
  const muis = jaJP.components as Record<string, { defaultProps: Record<string, unknown> }>

  it("gives every MUI component the app uses MUI's own Japanese words", () => {
    const used = [...importedMuiComponents()]
      .map((name) => `Mui${name}`)
      .filter((key) => key in muis)
    expect(used).toEqual(expect.arrayContaining(['MuiAlert', 'MuiBreadcrumbs']))
    for (const key of used) {
      expect(ours[key]?.defaultProps, key).toEqual(muis[key]?.defaultProps)
    }
  })

  it('puts them in the Japanese theme only', () => {
    expect(themeFor('ja').components?.MuiAlert?.defaultProps).toEqual({ closeText: '閉じる' })
    expect(themeFor('en').components?.MuiAlert?.defaultProps).toBeUndefined()
  })
})
