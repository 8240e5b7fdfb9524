import fastifyCompress from '@fastify/compress'
import fp from 'fastify-plugin'

/** Smaller answers gain less than the work costs, and often fit one packet anyway. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Compresses answers on the fly (HTML, JSON, text) for clients that accept it: brotli at the
 * plugin's fast quality, else gzip, above the threshold, with `Vary: Accept-Encoding`. Answers
 * that carry a `Content-Encoding` already (the precompressed web assets) pass untouched, and
 * `text/event-stream` is never compressed, so server-sent events reach the client as written.
 * Registered before every route and before the static files, whose hooks it must wrap.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Request bodies are read as sent: no client of ours compresses them, and inflating
      // uploads would let a small request grow past the body limit's intent.
      globalDecompression: false,
    })
  },
  { name: 'compression' },
)
