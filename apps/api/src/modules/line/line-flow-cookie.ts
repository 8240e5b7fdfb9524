import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import type { LineIntent } from '@kakehashi/contracts'

/** What the callback needs to finish the round trip the visitor started. */
export interface LineFlow {
  state: string
  nonce: string
  codeVerifier: string
  intent: LineIntent
  redirectPath: string | null
  /** Who asked to link; the callback links only for this same signed-in user. */
  userId: number | null
  expiresAt: number
}

export const LINE_FLOW_COOKIE = 'kakehashi_line_flow'
export const LINE_FLOW_TTL_MS = 10 * 60 * 1000

const IV_BYTES = 12
const TAG_BYTES = 16
// Binds the ciphertext to this use, so a value sealed for another purpose with the same key
// never opens here.
const AAD = Buffer.from(LINE_FLOW_COOKIE)

/**
 * The cookie key comes from the channel secret, so no new setting is needed; the label keeps it
 * distinct from the secret's use towards LINE. Rotating the secret ends flows in progress only.
 */
export function deriveFlowKey(channelSecret: string): Buffer {
  return createHmac('sha256', channelSecret).update('kakehashi/line-flow-cookie/v1').digest()
}

/** AES-256-GCM: the browser can neither read the PKCE verifier and nonce nor alter any field. */
export function sealFlow(key: Buffer, flow: LineFlow): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(AAD)
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The flow, or null when the value was tampered with, sealed with another key, or expired. */
export function openFlow(
  key: Buffer,
  sealed: string | undefined,
  now = Date.now(),
): LineFlow | null {
  if (!sealed || sealed.length > 4096) return null
  try {
    const raw = Buffer.from(sealed, 'base64url')
    if (raw.length <= IV_BYTES + TAG_BYTES) return null
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
    decipher.setAAD(AAD)
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    const json = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
    const flow = JSON.parse(json) as LineFlow
    // The cookie's Max-Age is only a request to the browser; the sealed expiry is the rule.
    if (typeof flow.expiresAt !== 'number' || flow.expiresAt < now) return null
    return flow
  } catch {
    return null
  }
}
