import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files whose text compresses; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than the request's own headers weigh. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full])
    }),
  )
  return nested.flat()
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every
 * compressible file of `dir` that is at least 1 KB, keeping a copy only when it is smaller. The
 * server sends the copy the browser accepts (`preCompressed` of @fastify/static), so assets cost
 * no compression work per request and get more than compressing on the fly could afford.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number }> {
  const candidates = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file))
  let files = 0
  await Promise.all(
    candidates.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return
      const content = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ])
      if (br.length < content.length) await writeFile(`${file}.br`, br)
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
      if (br.length < content.length || gz.length < content.length) files += 1
    }),
  )
  return { files }
}

/** The browser build's output precompressed once it is written (the server build is left alone). */
export function precompress(): Plugin {
  return {
    name: 'kakehashi:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { root, build } = this.environment.config
      await precompressDirectory(path.resolve(root, build.outDir))
    },
  }
}
