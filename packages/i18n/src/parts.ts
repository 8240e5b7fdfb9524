import type { CataloguePart } from './types.ts'

/**
 * The parts of a catalogue, each its own module per language (`@kakehashi/i18n/ja`,
 * `@kakehashi/i18n/ja/account`, ...), so a page downloads only the parts its visitor needs:
 * `main` for everyone, `account` for every signed-in visitor as well, `workspace` for
 * recruiters and administrators as well.
 */
export const CATALOGUE_PARTS = [
  'main',
  'account',
  'workspace',
] as const satisfies readonly CataloguePart[]
