import createCache from '@emotion/cache'

/** Same key on server and browser so the browser adopts the server's style tags on hydration. */
export function createEmotionCache() {
  return createCache({ key: 'css' })
}
