import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { Config } from '../config.ts'

/**
 * Where uploaded files live. Keys are random and chosen here, never taken from a user's file
 * name, so a key can neither collide nor climb out of its directory.
 */
export interface FileStorage {
  /**
   * Stores the bytes under a new random key below `prefix` and answers the key. A file built in
   * parts (an export) is given as its parts, which the local storage writes without joining.
   */
  put(prefix: string, bytes: Buffer | readonly Buffer[], contentType: string): Promise<string>
  /** The bytes of a stored file, or null when it is gone. */
  get(key: string): Promise<Buffer | null>
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>
}

const KEY_PATTERN = /^[a-z0-9_-]+\/[0-9a-f-]{36}$/

function newKey(prefix: string): string {
  if (!/^[a-z0-9_-]+$/.test(prefix)) throw new Error(`Bad storage prefix: ${prefix}`)
  return `${prefix}/${randomUUID()}`
}

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('Bad storage key')
  return key
}

/** Files in a local directory (the default; the data directory is not served by the web). */
export function localFileStorage(directory: string): FileStorage {
  const fullPath = (key: string) => path.join(directory, ...checkKey(key).split('/'))
  return {
    async put(prefix, bytes) {
      const key = newKey(prefix)
      const target = fullPath(key)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      await writeFile(target, Buffer.isBuffer(bytes) ? bytes : bytes.values(), { mode: 0o600 })
      return key
    },
    async get(key) {
      try {
        return await readFile(fullPath(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(fullPath(key), { force: true })
    },
  }
}

/** S3 or any service speaking its API (MinIO, R2, ...), path-style, signed with SigV4. */
export function s3FileStorage(options: {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  })
  const url = (key: string) =>
    `${options.endpoint}/${encodeURIComponent(options.bucket)}/${checkKey(key)}`
  return {
    async put(prefix, bytes, contentType) {
      const key = newKey(prefix)
      const response = await client.fetch(url(key), {
        method: 'PUT',
        // Object storage needs the length up front: parts go as one Blob.
        body: Buffer.isBuffer(bytes) ? bytes : new Blob(bytes as Buffer[]),
        headers: { 'content-type': contentType },
      })
      if (!response.ok) throw new Error(`Object storage refused the upload (${response.status})`)
      return key
    },
    async get(key) {
      const response = await client.fetch(url(key))
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`Object storage read failed (${response.status})`)
      return Buffer.from(await response.arrayBuffer())
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' })
      if (!response.ok && response.status !== 404) {
        throw new Error(`Object storage delete failed (${response.status})`)
      }
    },
  }
}

export function createFileStorage(config: Config['fileStorage']): FileStorage {
  return config.kind === 's3' ? s3FileStorage(config) : localFileStorage(config.directory)
}
