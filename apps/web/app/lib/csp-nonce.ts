import { createContext, useContext } from 'react'

/**
 * The content-security-policy nonce of the answer being rendered, for inline scripts we write.
 * Only the server knows it: browsers hide a nonce from the page once parsed, so in the browser
 * this is undefined and such scripts hydrate with `suppressHydrationWarning`.
 */
export const CspNonceContext = createContext<string | undefined>(undefined)

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext)
}
