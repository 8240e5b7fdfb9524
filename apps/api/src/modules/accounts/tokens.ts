import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits: what the client holds (cookie, bearer token, mailed link). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database holds, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
