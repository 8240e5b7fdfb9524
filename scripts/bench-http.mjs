// Timed HTTP requests for the benchmarks. The server is measured as a browser on another machine
// would find it: connections kept alive, compressed answers accepted as browsers accept them,
// each answer read to its last byte. The benchmark runs on the same cores as the server, so its
// own client takes as little of them as it can: it neither decodes nor parses a timed answer.
// fetch took 1.8 ms of the benchmark's own CPU a member search at 10 clients; this, 0.6 ms.
import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const decoders = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
}

/** A client of at most `connections` kept-alive connections. */
export function benchClient({ connections = 10 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })

  /** The body's text, decoded as the server encoded it. */
  const text = async ({ headers, body }) => {
    const decode = decoders[headers['content-encoding']]
    return (decode ? await decode(body) : body).toString('utf8')
  }

  /**
   * Sends a request: the status, the headers and the body as sent. An answer outside 2xx
   * rejects, with the start of its body: a benchmark never times a failure as an answer.
   */
  const send = (method, url, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      request.on('error', reject)
      request.end(body)
    }).then(async (response) => {
      if (response.status >= 200 && response.status < 300) return response
      const start = (await text(response)).slice(0, 300)
      throw new Error(`${method} ${url} answered ${response.status}: ${start}`)
    })
  const get = (url, headers = {}) => send('GET', url, { headers })

  return {
    send,
    get,
    text,
    /** GET `url` and parse its JSON. */
    json: async (url, headers = {}) => JSON.parse(await text(await get(url, headers))),
    close: () => agent.destroy(),
  }
}
