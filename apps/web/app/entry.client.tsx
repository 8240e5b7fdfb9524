// First: Preact's React layer must be adjusted before anything renders (decision 023).
import './lib/preact-fixes'
import { CacheProvider } from '@emotion/react'
import { StrictMode, Suspense, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { preloadLayout } from './layouts/layout-frame'
import { getChunkReloadGuard } from './lib/browser-services'
import { documentCatalogueParts, loadCatalogue } from './lib/catalogues'
import { createEmotionCache } from './lib/emotion-cache'
import { PAGE_ROOT_ID } from './lib/page-document'
import { readShellData, ShellDataContext } from './lib/shell-data'

// A deploy replaces hashed chunks; an open tab that asks for an old one reloads (spec section 8).
window.addEventListener('vite:preloadError', (event) => {
  const { payload } = event as Event & { payload?: unknown }
  if (getChunkReloadGuard().handle(payload, window.location.pathname)) event.preventDefault()
})

const cache = createEmotionCache()

// The page was rendered in the language of <html lang> with the catalogue parts <html> names
// (lib/catalogues, documentCatalogueParts) and in one of the layouts; hydrate with those only,
// once loaded. Only the page's element is hydrated, the document around it stays the server's
// (lib/page-document). The router suspends while it reads the server's data, which the layer
// allows only below a Suspense.
const root = document.documentElement
const page = document.getElementById(PAGE_ROOT_ID) as HTMLElement
void Promise.all([
  loadCatalogue(root.lang === 'en' ? 'en' : 'ja', documentCatalogueParts(root)),
  preloadLayout(document),
]).then(() =>
  startTransition(() => {
    hydrateRoot(
      page,
      <StrictMode>
        <CacheProvider value={cache}>
          <ShellDataContext.Provider value={readShellData()}>
            <Suspense fallback={null}>
              <HydratedRouter />
            </Suspense>
          </ShellDataContext.Provider>
        </CacheProvider>
      </StrictMode>,
    )
  }),
)
