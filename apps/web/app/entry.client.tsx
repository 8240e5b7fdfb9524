import { CacheProvider } from '@emotion/react'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { getChunkReloadGuard } from './lib/browser-services'
import { documentCatalogueParts, loadCatalogue } from './lib/catalogues'
import { createEmotionCache } from './lib/emotion-cache'
import { readShellData, ShellDataContext } from './lib/shell-data'

// A deploy replaces hashed chunks; an open tab that asks for an old one reloads (spec section 8).
window.addEventListener('vite:preloadError', (event) => {
  const { payload } = event as Event & { payload?: unknown }
  if (getChunkReloadGuard().handle(payload, window.location.pathname)) event.preventDefault()
})

const cache = createEmotionCache()

// The page was rendered in the language of <html lang> with the catalogue parts <html> names
// (lib/catalogues, documentCatalogueParts); hydrate with those only.
const root = document.documentElement
void loadCatalogue(root.lang === 'en' ? 'en' : 'ja', documentCatalogueParts(root)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={cache}>
          <ShellDataContext.Provider value={readShellData()}>
            <HydratedRouter />
          </ShellDataContext.Provider>
        </CacheProvider>
      </StrictMode>,
    )
  }),
)
