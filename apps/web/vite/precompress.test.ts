import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDirectory } from './precompress'

describe('precompressing the browser build', () => {
  let dir: string
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('writes brotli and gzip copies of text assets that decode to the same bytes', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-precompress-'))
    await mkdir(path.join(dir, 'assets'))
    const script = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `export const label${i} = '求人 ${i}'\n`).join(''),
    )
    await writeFile(path.join(dir, 'assets', 'root-abc123.js'), script)
    await writeFile(path.join(dir, 'assets', 'tiny-abc123.css'), 'a{color:red}')
    await writeFile(path.join(dir, 'assets', 'logo-abc123.png'), randomBytes(4096))
    await writeFile(path.join(dir, 'assets', 'noise-abc123.js'), randomBytes(4096))

    expect(await precompressDirectory(dir)).toEqual({ files: 1 })

    const assets = path.join(dir, 'assets')
    const br = await readFile(path.join(assets, 'root-abc123.js.br'))
    const gz = await readFile(path.join(assets, 'root-abc123.js.gz'))
    expect(brotliDecompressSync(br).equals(script)).toBe(true)
    expect(gunzipSync(gz).equals(script)).toBe(true)
    expect(br.length).toBeLessThan(script.length / 5)
    // Tiny files, images and text that does not shrink keep only their original.
    expect((await readdir(assets)).sort()).toEqual([
      'logo-abc123.png',
      'noise-abc123.js',
      'root-abc123.js',
      'root-abc123.js.br',
      'root-abc123.js.gz',
      'tiny-abc123.css',
    ])
  })
})
