import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config.ts'

const SECRET_FILE = 'app-secret'

type SecretConfig = Pick<Config, 'appSecret' | 'dataDir'>

const secrets = new WeakMap<SecretConfig, Promise<Buffer>>()

async function readOrCreateSecretFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRET_FILE)
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(32)
  try {
    // `wx`: of two processes starting together, the second reads what the first wrote.
    await writeFile(file, secret.toString('base64url'), { flag: 'wx', mode: 0o600 })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url')
  }
}

/**
 * The key of the links the platform signs itself (no stored token behind them): APP_SECRET, or
 * else one made at first use and kept in DATA_DIR, beside the embedded database, so a mailed
 * link still works after a restart. Several processes must share APP_SECRET.
 */
export function appSecret(config: SecretConfig): Promise<Buffer> {
  let secret = secrets.get(config)
  if (!secret) {
    secret = config.appSecret
      ? Promise.resolve(Buffer.from(config.appSecret, 'utf8'))
      : readOrCreateSecretFile(config.dataDir)
    // A failed read is not kept: the next link tries again.
    secret.catch(() => secrets.delete(config))
    secrets.set(config, secret)
  }
  return secret
}

/**
 * A signature of `message` for one purpose: the purpose is part of what is signed, so a
 * signature made for one kind of link is worth nothing for another.
 */
export async function signLink(
  config: SecretConfig,
  purpose: string,
  message: string,
): Promise<string> {
  return createHmac('sha256', await appSecret(config))
    .update(`${purpose}\n${message}`)
    .digest('base64url')
}

/** Whether `signature` is `signLink`'s for the same purpose and message (constant time). */
export async function verifyLink(
  config: SecretConfig,
  purpose: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const expected = Buffer.from(await signLink(config, purpose, message))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
