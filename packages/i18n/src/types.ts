import type { jaAccount } from './locales/ja/account.ts'
import type { jaMain } from './locales/ja/index.ts'
import type { jaServer } from './locales/ja/server.ts'
import type { jaWorkspace } from './locales/ja/workspace.ts'
import type { PluralCategory } from './translate.ts'

/**
 * Where Japanese has a plural group (`x_other`; Japanese has one form), another language may add
 * the other forms its plural rules use (`x_one`...).
 */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Stem}_other`
    ? `${Stem}_${Exclude<PluralCategory, 'other'>}`
    : never]?: string
}

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> } & PluralForms<T>

// The shape every catalogue must have: Japanese is the reference, other languages mirror it.
// A catalogue comes in parts that the browser loads separately (see parts.ts); the type of the
// whole is one, so a namespace is typed the same whichever part holds it.

/** The part every page loads. */
export type MainMessages = Widen<typeof jaMain>
/** The part every signed-in visitor's pages load. */
export type AccountMessages = Widen<typeof jaAccount>
/** The part only the recruiter area and the administrators' pages load. */
export type WorkspaceMessages = Widen<typeof jaWorkspace>
/** The part only the server uses (mail), which no page loads. */
export type ServerMessages = Widen<typeof jaServer>
/** The whole catalogue: what the server holds and what `translate` and `useTranslation` type. */
export type Messages = MainMessages & AccountMessages & WorkspaceMessages & ServerMessages
export type Namespace = keyof Messages

/** Each part's messages, by the part's name. */
export interface CatalogueParts {
  main: MainMessages
  account: AccountMessages
  workspace: WorkspaceMessages
}
export type CataloguePart = keyof CatalogueParts
