import { enAccount } from './locales/en/account.ts'
import { enMain } from './locales/en/index.ts'
import { enServer } from './locales/en/server.ts'
import { enWorkspace } from './locales/en/workspace.ts'
import { jaAccount } from './locales/ja/account.ts'
import { jaMain } from './locales/ja/index.ts'
import { jaServer } from './locales/ja/server.ts'
import { jaWorkspace } from './locales/ja/workspace.ts'
import type { Locale } from './locales.ts'
import type { CatalogueParts, Messages, ServerMessages } from './types.ts'

// Every part of every language, for the server (pages, mail) and the tests. Its own module, so a
// browser bundle that imports the package for `translate` never carries it.

/** Each language's catalogue by part, as the browser loads them. */
export const catalogueParts: Record<Locale, CatalogueParts> = {
  ja: { main: jaMain, account: jaAccount, workspace: jaWorkspace },
  en: { main: enMain, account: enAccount, workspace: enWorkspace },
}

/** Each language's messages that only the server uses (mail): in no part a browser loads. */
export const serverMessages: Record<Locale, ServerMessages> = {
  ja: jaServer,
  en: enServer,
}

/** Each language's whole catalogue. */
export const catalogues: Record<Locale, Messages> = {
  ja: { ...jaMain, ...jaAccount, ...jaWorkspace, ...jaServer },
  en: { ...enMain, ...enAccount, ...enWorkspace, ...enServer },
}

export const NAMESPACES = Object.keys(catalogues.ja) as (keyof Messages)[]
