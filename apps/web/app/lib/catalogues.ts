import type { Locale, RoleType } from '@kakehashi/contracts'
import {
  CATALOGUE_PARTS,
  type CataloguePart,
  type CatalogueParts,
  type Messages,
  type Namespace,
  resolveLocale,
} from '@kakehashi/i18n'
import type { DataStrategyResult, MiddlewareFunction } from 'react-router'
import { localeFromCookieHeader } from './locale'

// The catalogues this JavaScript context holds: one registry per language, into which the parts
// of the catalogue merge as they load. The server registers every part of both languages at
// start (entry.server). The browser loads only the visitor's language, and of it only the parts
// the visitor needs (`cataloguePartsFor`): before hydrating (entry.client), before a client-side
// navigation renders (`catalogueMiddleware`, `workspaceCatalogueMiddleware`,
// `accountCatalogueMiddleware`) and when the visitor switches language (features/locale). A page
// never ships a language or a part it does not show.

interface Registry {
  messages: Partial<Messages>
  parts: ReadonlySet<CataloguePart>
}

const registries = new Map<Locale, Registry>()
const downloads = new Map<string, Promise<void>>()
const recoveries = new Map<Locale, Promise<void>>()

// Literal specifiers, so the bundler makes one chunk per language and part.
const importers: {
  [L in Locale]: { [P in CataloguePart]: () => Promise<{ messages: CatalogueParts[P] }> }
} = {
  ja: {
    main: () => import('@kakehashi/i18n/ja'),
    account: () => import('@kakehashi/i18n/ja/account'),
    workspace: () => import('@kakehashi/i18n/ja/workspace'),
  },
  en: {
    main: () => import('@kakehashi/i18n/en'),
    account: () => import('@kakehashi/i18n/en/account'),
    workspace: () => import('@kakehashi/i18n/en/workspace'),
  },
}

const WORKSPACE_ROLES: ReadonlySet<RoleType> = new Set(['CompanyUser', 'Agent', 'Administrator'])

/**
 * The parts a visitor's pages need: a signed-in visitor also the account part, recruiters and
 * administrators the workspace part as well, wherever they are, since their account menu and
 * layout use it on every page.
 */
export function cataloguePartsFor(
  user: { roleType: RoleType } | null | undefined,
): CataloguePart[] {
  if (!user) return ['main']
  return [...(WORKSPACE_ROLES.has(user.roleType) ? WORKSPACE_PARTS : ACCOUNT_PARTS)]
}

const ACCOUNT_PARTS = ['main', 'account'] as const satisfies CataloguePart[]
const WORKSPACE_PARTS = ['main', 'account', 'workspace'] as const satisfies CataloguePart[]

/**
 * The parts a server-rendered document was rendered with (the main part always). The root layout
 * names them on <html>, next to `lang`, as `data-catalogue-parts`, from the same session data
 * that chose the page's layout and account menu. Neither the path (a recruiter also sees pages
 * outside /client: page not found, the password pages) nor the layout (the administrators' pages
 * use the default one; the recruiter's account menu is in every layout with a header) says as
 * much.
 */
export function documentCatalogueParts(root: Pick<Element, 'getAttribute'>): CataloguePart[] {
  const named = (root.getAttribute('data-catalogue-parts') ?? '').split(/\s+/)
  return CATALOGUE_PARTS.filter((part) => part === 'main' || named.includes(part))
}

export function registerCatalogue(locale: Locale, parts: Partial<CatalogueParts>): void {
  const registry = registries.get(locale)
  registries.set(locale, {
    messages: Object.assign({}, registry?.messages, ...Object.values(parts)),
    parts: new Set([...(registry?.parts ?? []), ...(Object.keys(parts) as CataloguePart[])]),
  })
}

/** The parts of a language this context holds. */
export function loadedCatalogueParts(locale: Locale): CataloguePart[] {
  return [...(registries.get(locale)?.parts ?? [])]
}

/**
 * The catalogue of a language that has been loaded (the visitor's language always is), as far
 * as its parts are: a namespace of a part not loaded is absent (see `useTranslation`).
 */
export function catalogueFor(locale: Locale): Messages {
  const registry = registries.get(locale) ?? registries.values().next().value
  if (!registry) throw new Error('No message catalogue is loaded')
  return registry.messages as Messages
}

export function hasNamespace(locale: Locale, namespace: Namespace): boolean {
  return registries.get(locale)?.messages[namespace] !== undefined
}

function loadPart(locale: Locale, part: CataloguePart): Promise<void> {
  if (registries.get(locale)?.parts.has(part)) return Promise.resolve()
  const key = `${locale}:${part}`
  let download = downloads.get(key)
  if (!download) {
    download = importers[locale][part]().then(({ messages }) => {
      registerCatalogue(locale, { [part]: messages })
    })
    // A failed download (a deploy replaced the chunk, the network dropped) may be tried again.
    download.catch(() => downloads.delete(key))
    downloads.set(key, download)
  }
  return download
}

/** Loads parts of a language's catalogue once each; later calls answer from memory. */
export async function loadCatalogue(
  locale: Locale,
  parts: readonly CataloguePart[] = ['main'],
): Promise<void> {
  await Promise.all(parts.map((part) => loadPart(locale, part)))
}

/**
 * A component asked for a namespace whose part was not loaded first: a mistake in choosing the
 * parts, which development and the tests must not miss. In development (and unit tests) it
 * throws; in a production build it says so on the console, which fails the browser tests, and
 * answers the download of every part, for the component to wait on, so the visitor still gets
 * the page.
 */
export function missingNamespace(locale: Locale, namespace: Namespace): Promise<void> {
  const message =
    `The "${namespace}" messages are not loaded in "${locale}" (loaded parts: ` +
    `${loadedCatalogueParts(locale).join(', ') || 'none'}). Load the catalogue part that holds ` +
    'them before the page renders (app/lib/catalogues.ts).'
  if (import.meta.env.DEV) throw new Error(message)
  console.error(message)
  let recovery = recoveries.get(locale)
  if (!recovery) {
    recovery = loadCatalogue(locale, CATALOGUE_PARTS)
    recoveries.set(locale, recovery)
  }
  return recovery
}

interface RootAnswer {
  locale: Locale
  currentUser: { roleType: RoleType } | null
}

function rootAnswerOf(result: DataStrategyResult | undefined): RootAnswer | null {
  if (result?.type !== 'data' || typeof result.result !== 'object' || result.result === null) {
    return null
  }
  const { locale, currentUser } = result.result as Partial<RootAnswer>
  return { locale: resolveLocale(locale), currentUser: currentUser ?? null }
}

/**
 * Root client middleware: after a client-side navigation's data arrives and before React renders
 * it, the parts its visitor needs, in its language. The root loader's answer names both, so this
 * covers a sign-in that turns the visitor into a recruiter wherever the sign-in lands.
 */
export const catalogueMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  _args,
  next,
) => {
  const results = await next()
  const root = rootAnswerOf(results.root)
  if (root) await loadCatalogue(root.locale, cataloguePartsFor(root.currentUser))
  return results
}

/**
 * A route's own catalogue parts: their download starts with the page's data instead of after
 * it, in the language the cookie names (the one the root loader answers with). For pages only
 * some visitors reach, which the root's answer may not have named yet (a sign-in that lands on
 * one without the root's data being read again).
 */
function partsMiddleware(
  parts: readonly CataloguePart[],
): MiddlewareFunction<Record<string, DataStrategyResult>> {
  return async (_args, next) => {
    const download = loadCatalogue(localeFromCookieHeader(document.cookie), parts)
    // Awaited below; a failure must not count as unhandled while the data is still on its way.
    download.catch(() => {})
    const results = await next()
    await download
    return results
  }
}

/** For the layouts of the recruiter area and the administrators' pages. */
export const workspaceCatalogueMiddleware = partsMiddleware(WORKSPACE_PARTS)

/** For the candidate's own pages (registration steps, scouts, settings). */
export const accountCatalogueMiddleware = partsMiddleware(ACCOUNT_PARTS)
