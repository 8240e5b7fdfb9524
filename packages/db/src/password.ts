import { type Algorithm, hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `Algorithm` is a const enum, which
// isolated modules cannot read at runtime, hence the literal (2 = Argon2id).
const OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS)
}

/** False for a wrong password and for a missing or malformed hash, never throws for those. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  plain: string,
): Promise<boolean> {
  if (!passwordHash) return false
  try {
    return await verify(passwordHash, plain)
  } catch {
    return false
  }
}
