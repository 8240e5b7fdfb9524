import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'
import { localFileStorage, s3FileStorage } from '../src/lib/file-storage.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The three S3 calls the storage makes, refusing any request that is not SigV4-signed. */
async function fakeS3() {
  const objects = new Map<string, Buffer>()
  const seen: { method: string; url: string; authorization: string }[] = []
  const server = createServer(async (request, response) => {
    const authorization = String(request.headers.authorization ?? '')
    seen.push({ method: request.method!, url: request.url!, authorization })
    if (!authorization.startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
      response.writeHead(403).end()
      return
    }
    if (request.method === 'PUT') {
      objects.set(request.url!, await body(request))
      response.writeHead(200).end()
    } else if (request.method === 'GET') {
      const object = objects.get(request.url!)
      if (object) response.writeHead(200).end(object)
      else response.writeHead(404).end()
    } else if (request.method === 'DELETE') {
      objects.delete(request.url!)
      response.writeHead(204).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())))
  const { port } = server.address() as AddressInfo
  return { endpoint: `http://127.0.0.1:${port}`, objects, seen }
}

describe('file storage', () => {
  it('keeps files in a local directory under random keys', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-storage-'))
    cleanups.push(() => rm(directory, { recursive: true, force: true }))
    const storage = localFileStorage(directory)
    const key = await storage.put('resumes', Buffer.from('%PDF-1.7 body'), 'application/pdf')
    expect(key).toMatch(/^resumes\/[0-9a-f-]{36}$/)
    expect((await storage.get(key))?.toString()).toBe('%PDF-1.7 body')
    await storage.delete(key)
    expect(await storage.get(key)).toBeNull()
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Bad storage key')
  })

  it('stores a file given in parts as one file, locally and in S3', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-storage-'))
    cleanups.push(() => rm(directory, { recursive: true, force: true }))
    const parts = [
      Buffer.from('\uFEFF氏名,メール\r\n'),
      Buffer.from('山田 花子,hanako@example.jp\r\n'),
    ]
    const local = localFileStorage(directory)
    const key = await local.put('exports', parts, 'text/csv')
    expect(await local.get(key)).toEqual(Buffer.concat(parts))
    const s3 = await fakeS3()
    const remote = s3FileStorage({
      bucket: 'kakehashi-uploads',
      endpoint: s3.endpoint,
      region: 'ap-northeast-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    })
    expect(await remote.get(await remote.put('exports', parts, 'text/csv'))).toEqual(
      Buffer.concat(parts),
    )
  })

  it('speaks signed S3 requests to an S3-compatible endpoint', async () => {
    const s3 = await fakeS3()
    const storage = s3FileStorage({
      bucket: 'kakehashi-uploads',
      endpoint: s3.endpoint,
      region: 'ap-northeast-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    })
    const key = await storage.put('resumes', Buffer.from('resume bytes'), 'application/pdf')
    expect([...s3.objects.keys()]).toEqual([`/kakehashi-uploads/${key}`])
    expect((await storage.get(key))?.toString()).toBe('resume bytes')
    await storage.delete(key)
    expect(await storage.get(key)).toBeNull()
    expect(
      s3.seen.every((request) => request.authorization.includes('/ap-northeast-1/s3/aws4_request')),
    ).toBe(true)
  })

  it('needs both keys when a bucket is configured', () => {
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(ConfigError)
    expect(() => loadConfig({ S3_BUCKET: 'uploads' })).toThrow(/S3_ACCESS_KEY_ID/)
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config.fileStorage).toMatchObject({
      kind: 's3',
      bucket: 'uploads',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
    })
    expect(loadConfig({ DATA_DIR: '/srv/kakehashi' }).fileStorage).toEqual({
      kind: 'local',
      directory: '/srv/kakehashi/uploads',
    })
  })
})
