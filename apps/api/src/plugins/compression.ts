import fastifyCompress from '@fastify/compress'
import fp from 'fastify-plugin'

/** Smaller answers gain less than the work costs, and often fit one packet anyway. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Answers already whole in memory up to this size are compressed in one call on the event loop
 * rather than through a zlib stream. A stream hands the work to the threadpool, which on two
 * cores competes with the database for the same cores and costs more in setup and hand-offs
 * than the compression itself: a 17 KB conversation list took 0.24 ms through a brotli stream
 * and 0.11 ms in one call, and at 10 clients the stream path spent a fifth of the server's
 * thread. 64 KB at the fast quality holds the loop for well under a millisecond.
 */
export const COMPRESSION_SYNC_THRESHOLD_BYTES = 64 * 1024

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
      syncThreshold: COMPRESSION_SYNC_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Request bodies are read as sent: no client of ours compresses them, and inflating
      // uploads would let a small request grow past the body limit's intent.
      globalDecompression: false,
    })
  },
  { name: 'compression' },
)
